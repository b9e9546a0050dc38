import { Injectable } from '@nestjs/common';
import {
  type AccountingPushCompletedEvent,
  type AccountingPushFailedEvent,
  FinanceSubjects,
} from '@mise/contracts';
import {
  AccountingMessages as A,
  accountingDocumentBalances,
  ExpenseMessages as M,
  expenseAccountingDocument,
} from '@mise/domain';
import { BadInputError, Db, isUuid, NotFoundError, type Tx } from '@mise/platform';
import { randomUUID } from 'node:crypto';
import type { ExpenseEntity } from '../expense/expense.entity';
import type { ExpenseRow } from '../expense/expense.model';
import { ExpenseService } from '../expense/expense.service';
import { AccountingConnectionProjection } from './accounting-connection.projection';
import type { AccountingPushRow } from '@mise/platform/accounting';

const PUSH_COLUMNS = `push_id AS "pushId", document_id AS "documentId", state, reason,
  external_id AS "externalId", requested_at AS "requestedAt", updated_at AS "updatedAt"`;

/**
 * "Send to Xero" for expenses (flows.md §4.11): a CONFIRMED expense of an owner with Xero
 * connected gets a PENDING `accounting_pushes` row and `finance.accounting-push.requested` with
 * its typed snapshot (a BILL, a CREDITMEMO a CREDIT_NOTE) in one transaction; integrations'
 * answer completes it (the expense's `xeroId`) or fails it with a reason. A re-push is a new
 * request: integrations updates the Xero document it already made.
 */
@Injectable()
export class AccountingService {
  constructor(
    private readonly db: Db,
    private readonly expenses: ExpenseService,
    private readonly connection: AccountingConnectionProjection,
  ) {}

  /** Whether the current outlet's owner has Xero connected. */
  connected(): Promise<boolean> {
    return this.db.outlet((tx) => this.connection.connected(tx));
  }

  async send(id: string): Promise<ExpenseRow> {
    return this.db.outlet(async (tx) => {
      const [row]: ExpenseEntity[] = isUuid(id)
        ? await tx.manager.query(
            `SELECT id, expense_type AS "expenseType", expense_state AS "expenseState",
               expense_number AS "expenseNumber", supplier_name AS "supplierName",
               to_char(expense_date, 'YYYY-MM-DD') AS "expenseDate",
               to_char(due_date, 'YYYY-MM-DD') AS "dueDate",
               purchase_order_number AS "purchaseOrderNumber"
               FROM expenses WHERE id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      if (!row) throw new NotFoundError(M.notFound);
      if (row.expenseState !== 'CONFIRMED') throw new BadInputError(A.expenseNotConfirmed, 'id');
      if (!(await this.connection.connected(tx))) throw new BadInputError(A.notConnected, 'id');
      const snapshot = expenseAccountingDocument({
        ...row,
        items: await this.expenses.items(tx, [id]),
        miscs: await this.expenses.miscs(tx, [id]),
      });
      if (!accountingDocumentBalances(snapshot)) throw new Error('accounting lines do not balance');
      const pushId = randomUUID();
      await tx.manager.query(
        `INSERT INTO accounting_pushes (push_id, outlet_id, document_id) VALUES ($1, $2, $3)`,
        [pushId, tx.outletId, id],
      );
      await tx.emit(FinanceSubjects.accountingPushRequested, { pushId, expenseId: id, snapshot });
      const [saved] = await this.expenses.byIds(tx, [id]);
      return saved;
    });
  }

  /** The latest push of each expense (loaders). */
  latest(tx: Tx, expenseIds: readonly string[]): Promise<AccountingPushRow[]> {
    const ids = expenseIds.filter(isUuid);
    if (!ids.length) return Promise.resolve([]);
    return tx.manager.query(
      `SELECT DISTINCT ON (document_id) ${PUSH_COLUMNS} FROM accounting_pushes
        WHERE document_id = ANY($1::uuid[]) ORDER BY document_id, requested_at DESC, push_id`,
      [ids],
    );
  }

  // ---- integrations' answers (in the request's outlet) ---------------------------------------

  async completed(tx: Tx, p: AccountingPushCompletedEvent): Promise<void> {
    if (p.documentType !== 'EXPENSE' || !isUuid(p.pushId)) return;
    // an UPDATE … RETURNING answers [rows, count]
    const [rows]: [Array<{ documentId: string }>, number] = await tx.manager.query(
      `UPDATE accounting_pushes SET state = 'COMPLETED', reason = NULL, external_id = $2,
         updated_at = clock_timestamp() WHERE push_id = $1 RETURNING document_id AS "documentId"`,
      [p.pushId, p.externalId],
    );
    const documentId = rows[0]?.documentId;
    if (documentId && p.externalId) {
      await tx.manager.query(`UPDATE expenses SET xero_id = $2 WHERE id = $1`, [
        documentId,
        p.externalId,
      ]);
    }
  }

  async failed(tx: Tx, p: AccountingPushFailedEvent): Promise<void> {
    if (p.documentType !== 'EXPENSE' || !isUuid(p.pushId)) return;
    await tx.manager.query(
      `UPDATE accounting_pushes SET state = 'FAILED', reason = $2, updated_at = clock_timestamp()
        WHERE push_id = $1`,
      [p.pushId, p.reason || 'unknown'],
    );
  }
}
