import { Injectable } from '@nestjs/common';
import { type EventOf, FinanceSubjects } from '@mise/contracts';
import {
  EventHandler,
  isUuid,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
} from '@mise/platform';

/** The projection of finance's expenses naming a supplier (the supplier delete block). */
export const SUPPLIER_EXPENSES_TABLE = 'supplier_expenses';

/**
 * `(supplier_id, expense_id)` from finance's expense events (flows.md §2): every saved expense
 * counts, drafts and state DELETED included (spec 3 §5.2); a permanent `finance.expense.deleted`
 * leaves a tombstone, so a late `.saved` cannot bring the use back.
 */
@Injectable()
export class SupplierUsageListener {
  @EventHandler(FinanceSubjects.expenseSaved)
  async onExpenseSaved({ payload: p }: EventOf<'finance.expense.saved'>, tx: Tx): Promise<void> {
    if (!tx.outletId) return;
    await upsertByRevision(tx, {
      table: SUPPLIER_EXPENSES_TABLE,
      key: { expense_id: p.expenseId },
      revision: p.revision,
      values: { supplier_id: p.supplierId && isUuid(p.supplierId) ? p.supplierId : null },
    });
  }

  @EventHandler(FinanceSubjects.expenseDeleted)
  async onExpenseDeleted(
    { payload: p }: EventOf<'finance.expense.deleted'>,
    tx: Tx,
  ): Promise<void> {
    if (!tx.outletId) return;
    await tombstoneByRevision(tx, {
      table: SUPPLIER_EXPENSES_TABLE,
      key: { expense_id: p.expenseId },
      revision: p.revision,
    });
  }
}
