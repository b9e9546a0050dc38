import { Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { type Actor, CurrentActor, IdArg, OutletMutation } from '@mise/platform';
import { ExpenseModel } from '../expense/expense.model';
import type { ChangedBy } from '../expense/expense.service';
import { ExtractionLoaders } from './extraction.loaders';
import { ExpenseExtractionModel } from './extraction.model';
import { ExtractionService } from './extraction.service';

function changedBy(actor: Actor): ChangedBy {
  return { ownerId: actor.ownerId, name: actor.name || actor.email || 'Anonymous' };
}

/** Automate Expense and the review of marked lines (issue 22); thin. */
@Resolver(() => ExpenseModel)
export class ExtractionResolver {
  constructor(
    private readonly service: ExtractionService,
    private readonly loaders: ExtractionLoaders,
  ) {}

  @OutletMutation(() => ExpenseModel, {
    description:
      'DRAFT, PROCESSED or FLAGGED (Resolve) → PROCESSING; credits reserved with billing',
  })
  async automateExpense(@IdArg() id: string, @CurrentActor() actor: Actor): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.automate(id, changedBy(actor)));
  }

  @OutletMutation(() => ExpenseModel, {
    description: 'the owner has looked at a marked line (also set by any edit of the line)',
  })
  async markExpenseItemReviewed(
    @IdArg() id: string,
    @CurrentActor() actor: Actor,
  ): Promise<ExpenseModel> {
    return ExpenseModel.from(await this.service.markReviewed(id, changedBy(actor)));
  }

  @ResolveField(() => ExpenseExtractionModel, {
    nullable: true,
    description: 'The latest run; null before the first',
  })
  extraction(@Parent() e: ExpenseModel): Promise<ExpenseExtractionModel | null> {
    return this.loaders.extraction(e);
  }

  @ResolveField(() => Int, { description: 'Lines with reviewReasons and not reviewed' })
  linesToReview(@Parent() e: ExpenseModel): Promise<number> {
    return this.loaders.linesToReview(e);
  }
}
