import { Args, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import {
  type Actor,
  CurrentActor,
  IdArg,
  OutletMutation,
  OutletQuery,
  toConnection,
} from '@mise/platform';
import { ExpenseLoaders } from './expense.loaders';
import {
  ExpenseConnectionModel,
  ExpenseInput,
  ExpenseItemInput,
  ExpenseItemModel,
  ExpenseListArgs,
  ExpenseMiscInput,
  ExpenseMiscModel,
  ExpenseModel,
  ExpenseStateChangeModel,
  ExpenseWindowModel,
} from './expense.model';
import { type ChangedBy, ExpenseService } from './expense.service';

function changedBy(actor: Actor): ChangedBy {
  return { ownerId: actor.ownerId, name: actor.name || actor.email || 'Anonymous' };
}

/** Thin: one service or loader call per operation. Every root operation is outlet-scoped. */
@Resolver(() => ExpenseModel)
export class ExpenseResolver {
  constructor(
    private readonly service: ExpenseService,
    private readonly loaders: ExpenseLoaders,
  ) {}

  @OutletQuery(() => ExpenseConnectionModel, {
    description:
      'expenseDate in [from, to), newest first; search over number, supplier, item and ingredient names',
  })
  async expenses(@Args() args: ExpenseListArgs): Promise<ExpenseConnectionModel> {
    const { rows, total } = await this.service.list(args, args);
    return toConnection(
      rows.map((r) => ExpenseModel.from(r)),
      total,
      args,
    );
  }

  @OutletQuery(() => ExpenseModel, { nullable: true, description: 'Any state, DELETED included' })
  async expense(@IdArg() id: string): Promise<ExpenseModel | null> {
    const row = await this.service.get(id);
    return row ? ExpenseModel.from(row) : null;
  }

  @OutletQuery(() => ExpenseWindowModel, {
    description: 'The 90-day setting and today - 91 (flows.md §4.12)',
  })
  expenseWindow(): Promise<ExpenseWindowModel> {
    return this.service.window();
  }

  @OutletMutation(() => ExpenseModel, { description: 'Add Draft → DRAFT (history null → DRAFT)' })
  async createExpense(
    @Args('input') input: ExpenseInput,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.create(input, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, {
    description: 'Save Draft: DRAFT, PROCESSED, FLAGGED only; the expense becomes DRAFT',
  })
  async updateExpense(
    @IdArg() id: string,
    @Args('input') input: ExpenseInput,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.update(id, input, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'DRAFT, PROCESSED, FLAGGED only' })
  async addExpenseItem(
    @IdArg('expenseId') expenseId: string,
    @Args('input') input: ExpenseItemInput,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.addItem(expenseId, input, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'DRAFT, PROCESSED, FLAGGED only' })
  async updateExpenseItem(
    @IdArg() id: string,
    @Args('input') input: ExpenseItemInput,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.updateItem(id, input, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'Answers the expense after it' })
  async deleteExpenseItem(
    @IdArg() id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.deleteItem(id, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'DRAFT, PROCESSED, FLAGGED only' })
  async addExpenseMisc(
    @IdArg('expenseId') expenseId: string,
    @Args('input') input: ExpenseMiscInput,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.addMisc(expenseId, input, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'DRAFT, PROCESSED, FLAGGED only' })
  async updateExpenseMisc(
    @IdArg() id: string,
    @Args('input') input: ExpenseMiscInput,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.updateMisc(id, input, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'Answers the expense after it' })
  async deleteExpenseMisc(
    @IdArg() id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.deleteMisc(id, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, {
    description: 'DRAFT/PROCESSED → CONFIRMED; names resolved by inventory; .saved + .confirmed',
  })
  async confirmExpense(@IdArg() id: string, @CurrentActor() actor: Actor): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.confirm(id, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, {
    description: 'Edit Details: CONFIRMED → DRAFT; .saved + .unconfirmed',
  })
  async editConfirmedExpense(
    @IdArg() id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.editConfirmed(id, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, {
    description: '→ DELETED (unconfirmed first when CONFIRMED); not PROCESSING/PROCESSED/DELETED',
  })
  async deleteExpense(@IdArg() id: string, @CurrentActor() actor: Actor): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.delete(id, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, { description: 'DELETED → DRAFT' })
  async restoreExpense(@IdArg() id: string, @CurrentActor() actor: Actor): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.restore(id, changedBy(actor)));
  }

  @OutletMutation(() => Boolean, { description: 'DELETED only; finance.expense.deleted' })
  permanentlyDeleteExpense(@IdArg() id: string): Promise<boolean> {
    return this.service.permanentlyDelete(id);
  }

  @ResolveField(() => [ExpenseItemModel], { description: 'By position' })
  items(@Parent() e: ExpenseModel): Promise<ExpenseItemModel[]> {
    return this.loaders.items(e);
  }

  @ResolveField(() => [ExpenseMiscModel], { description: 'By position' })
  miscs(@Parent() e: ExpenseModel): Promise<ExpenseMiscModel[]> {
    return this.loaders.miscs(e);
  }

  @ResolveField(() => [ExpenseStateChangeModel], { description: 'Oldest first' })
  history(@Parent() e: ExpenseModel): Promise<ExpenseStateChangeModel[]> {
    return this.loaders.history(e);
  }

  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<ExpenseModel | null> {
    const row = await this.loaders.reference(ref);
    return row ? ExpenseModel.from(row) : null;
  }
}
