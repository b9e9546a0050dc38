import { Injectable } from '@nestjs/common';
import { type EventOf, FinanceSubjects, SalesSubjects } from '@mise/contracts';
import { EventHandler, type Tx } from '@mise/platform';
import { AccountingService } from './accounting.service';

/** Finance's and sales' push requests: one document in Xero each, answered in their outlet. */
@Injectable()
export class AccountingListener {
  constructor(private readonly accounting: AccountingService) {}

  @EventHandler(FinanceSubjects.accountingPushRequested)
  async onExpensePush(
    { payload, outletId }: EventOf<'finance.accounting-push.requested'>,
    tx: Tx,
  ): Promise<void> {
    const { pushId, expenseId, snapshot } = payload;
    await this.accounting.handle(
      { pushId, documentType: 'EXPENSE', documentId: expenseId, snapshot },
      tx,
      outletId,
    );
  }

  @EventHandler(SalesSubjects.accountingPushRequested)
  async onSalePush(
    { payload, outletId }: EventOf<'sales.accounting-push.requested'>,
    tx: Tx,
  ): Promise<void> {
    const { pushId, saleId, snapshot } = payload;
    await this.accounting.handle(
      { pushId, documentType: 'SALE', documentId: saleId, snapshot },
      tx,
      outletId,
    );
  }
}
