import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { OutletQuery } from '@mise/platform';
import { ExpenseModel } from '../expense/expense.model';
import { ExpenseItemTotalModel, ExpenseOverviewModel } from './overview.model';
import { OverviewService } from './overview.service';

/** The overview's expenses panel and the Notifications modal (flows.md §4.12, §4.15). */
@Resolver(() => ExpenseOverviewModel)
export class OverviewResolver {
  constructor(private readonly service: OverviewService) {}

  @OutletQuery(() => ExpenseOverviewModel, {
    description:
      'CONFIRMED expenses with expenseDate in [from, to) (at most 1,100 days): total, daily and per item, CREDITMEMO negative',
  })
  expenseOverview(
    @Args('from', { description: 'YYYY-MM-DD, inclusive' }) from: string,
    @Args('to', { description: 'YYYY-MM-DD, exclusive' }) to: string,
  ): Promise<ExpenseOverviewModel> {
    return this.service.overview(from, to);
  }

  @OutletQuery(() => [ExpenseModel], {
    description:
      'DRAFT, PROCESSED and FLAGGED expenses locking within 7 days (lockDate - 7 ≤ today ≤ lockDate), nearest first',
  })
  async expensesToConfirm(): Promise<ExpenseModel[]> {
    return (await this.service.toConfirm()).map((r) => ExpenseModel.from(r));
  }

  @ResolveField(() => [ExpenseItemTotalModel], {
    description:
      'Confirmed line totals per item over the range (the Expenses doughnut), largest total first',
  })
  items(@Parent() overview: ExpenseOverviewModel): Promise<ExpenseItemTotalModel[]> {
    return this.service.items(overview.from, overview.to);
  }
}
