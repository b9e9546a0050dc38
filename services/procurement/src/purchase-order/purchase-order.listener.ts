import { Injectable } from '@nestjs/common';
import { type EventOf, FinanceSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { PurchaseOrderService } from './purchase-order.service';

/** Finance's expense events keep `savedToExpenseId` (flows.md §4.9): thin, one call each. */
@Injectable()
export class PurchaseOrderListener {
  constructor(private readonly service: PurchaseOrderService) {}

  @EventHandler(FinanceSubjects.expenseSaved)
  async onExpenseSaved({ payload }: EventOf<'finance.expense.saved'>, tx: Tx): Promise<void> {
    await this.service.expenseSaved(tx, payload);
  }

  @EventHandler(FinanceSubjects.expenseDeleted)
  async onExpenseDeleted({ payload }: EventOf<'finance.expense.deleted'>, tx: Tx): Promise<void> {
    await this.service.expenseDeleted(tx, payload);
  }
}
