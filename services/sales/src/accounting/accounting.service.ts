import { Injectable } from '@nestjs/common';
import {
  type AccountingPushCompletedEvent,
  type AccountingPushFailedEvent,
  SalesSubjects,
} from '@mise/contracts';
import {
  AccountingMessages as A,
  accountingDocumentBalances,
  SalesMessages as M,
  saleAccountingDocument,
} from '@mise/domain';
import { BadInputError, Db, isUuid, NotFoundError, type Tx } from '@mise/platform';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import {
  SaleEntity,
  SalesBillingEntity,
  SalesItemEntity,
  SalesMiscEntity,
} from '../sale/sale.entity';
import { SaleService } from '../sale/sale.service';
import type { SaleRows } from '../sale/sale.entity';
import { AccountingConnectionProjection } from './accounting-connection.projection';
import type { AccountingPushRow } from '@mise/platform/accounting';

const PUSH_COLUMNS = `push_id AS "pushId", document_id AS "documentId", state, reason,
  external_id AS "externalId", requested_at AS "requestedAt", updated_at AS "updatedAt"`;

/**
 * "Send to Xero" for sales (flows.md §4.11): a CONFIRMED sale of an owner with Xero connected
 * gets a PENDING `accounting_pushes` row and `sales.accounting-push.requested` with its typed
 * snapshot (a RECEIVABLE) in one transaction; integrations' answer completes it (the sale's
 * `xeroId`) or fails it with a reason. A re-push is a new request: integrations updates.
 */
@Injectable()
export class SaleAccountingService {
  constructor(
    private readonly db: Db,
    private readonly sales: SaleService,
    private readonly connection: AccountingConnectionProjection,
  ) {}

  async send(id: string): Promise<SaleRows> {
    await this.db.outlet(async (tx) => {
      const locked: unknown[] = isUuid(id)
        ? await tx.manager.query(`SELECT id FROM sales WHERE id = $1 FOR UPDATE`, [id])
        : [];
      if (!locked.length) throw new NotFoundError(M.sale.notFound);
      const sale = await tx.findOrNotFound(SaleEntity, { id }, M.sale.notFound);
      if (sale.saleState !== 'CONFIRMED') throw new BadInputError(A.saleNotConfirmed, 'id');
      if (!(await this.connection.connected(tx))) throw new BadInputError(A.notConnected, 'id');
      const where = { saleId: In([id]) };
      const order = { position: 'ASC' } as const;
      const snapshot = saleAccountingDocument({
        ...sale,
        items: await tx.manager.getRepository(SalesItemEntity).find({ where, order }),
        billings: await tx.manager.getRepository(SalesBillingEntity).find({ where, order }),
        miscs: await tx.manager.getRepository(SalesMiscEntity).find({ where, order }),
      });
      if (!accountingDocumentBalances(snapshot)) throw new Error('accounting lines do not balance');
      const pushId = randomUUID();
      await tx.manager.query(
        `INSERT INTO accounting_pushes (push_id, outlet_id, document_id) VALUES ($1, $2, $3)`,
        [pushId, tx.outletId, id],
      );
      await tx.emit(SalesSubjects.accountingPushRequested, { pushId, saleId: id, snapshot });
    });
    return this.sales.get(id);
  }

  /** The latest push of each sale (loaders). */
  latest(tx: Tx, saleIds: readonly string[]): Promise<AccountingPushRow[]> {
    const ids = saleIds.filter(isUuid);
    if (!ids.length) return Promise.resolve([]);
    return tx.manager.query(
      `SELECT DISTINCT ON (document_id) ${PUSH_COLUMNS} FROM accounting_pushes
        WHERE document_id = ANY($1::uuid[]) ORDER BY document_id, requested_at DESC, push_id`,
      [ids],
    );
  }

  // ---- integrations' answers (in the request's outlet) ---------------------------------------

  async completed(tx: Tx, p: AccountingPushCompletedEvent): Promise<void> {
    if (p.documentType !== 'SALE' || !isUuid(p.pushId)) return;
    // an UPDATE … RETURNING answers [rows, count]
    const [rows]: [Array<{ documentId: string }>, number] = await tx.manager.query(
      `UPDATE accounting_pushes SET state = 'COMPLETED', reason = NULL, external_id = $2,
         updated_at = clock_timestamp() WHERE push_id = $1 RETURNING document_id AS "documentId"`,
      [p.pushId, p.externalId],
    );
    const documentId = rows[0]?.documentId;
    if (documentId && p.externalId) {
      await tx.manager.query(`UPDATE sales SET xero_id = $2 WHERE id = $1`, [
        documentId,
        p.externalId,
      ]);
    }
  }

  async failed(tx: Tx, p: AccountingPushFailedEvent): Promise<void> {
    if (p.documentType !== 'SALE' || !isUuid(p.pushId)) return;
    await tx.manager.query(
      `UPDATE accounting_pushes SET state = 'FAILED', reason = $2, updated_at = clock_timestamp()
        WHERE push_id = $1`,
      [p.pushId, p.reason || 'unknown'],
    );
  }
}
