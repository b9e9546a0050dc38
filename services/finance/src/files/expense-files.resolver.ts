import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { IdArg, OutletMutation, UploadFileInput, UploadTicket } from '@mise/platform';
import { ExpenseModel } from '../expense/expense.model';
import { ExpenseFileModel } from './expense-files.model';
import { ExpenseFilesLoaders } from './expense-files.loaders';
import { ExpenseFilesService } from './expense-files.service';

/** The files panel (flows.md §6): request, attach, delete; `Expense.files` by upload time. */
@Resolver(() => ExpenseModel)
export class ExpenseFilesResolver {
  constructor(
    private readonly service: ExpenseFilesService,
    private readonly loaders: ExpenseFilesLoaders,
  ) {}

  @OutletMutation(() => UploadTicket, {
    description: 'A presigned PUT for a PDF, JPEG or PNG (20 MB) of the expense; then attach',
  })
  requestExpenseUpload(
    @IdArg('expenseId') expenseId: string,
    @Args('file') file: UploadFileInput,
  ): Promise<UploadTicket> {
    return this.service.requestUpload(expenseId, file);
  }

  @OutletMutation(() => ExpenseModel, {
    description: "Keeps the uploaded file (its bytes checked); 'Upload failed. Please try again.'",
  })
  async attachExpenseUpload(
    @IdArg('expenseId') expenseId: string,
    @Args('key') key: string,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.attach(expenseId, key));
  }

  @OutletMutation(() => ExpenseModel, { description: 'Deletes a file; answers its expense' })
  async deleteExpenseUpload(@IdArg() id: string): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.delete(id));
  }

  @ResolveField(() => [ExpenseFileModel], { description: 'By upload time' })
  files(@Parent() expense: ExpenseModel): Promise<ExpenseFileModel[]> {
    return this.loaders.files(expense);
  }
}
