import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  type ExpenseDeletedEvent,
  type ExpenseSavedEvent,
  PurchaseOrderState,
  PurchaseOrderStatus,
} from '@mise/contracts';
import {
  checkPurchaseOrderItem,
  documentNumber,
  isCalendarDate,
  MAX_PURCHASE_ORDER_ITEMS,
  normalName,
  PURCHASE_ORDER_DRAFT_LIMIT,
  purchaseOrderGrandTotal,
  purchaseOrderLimitReached,
  PurchaseOrderChangeMessages,
  MailMessages,
  PurchaseOrderMessages as M,
  type PurchaseOrderItemText,
  today,
} from '@mise/domain';
import {
  BadInputError,
  childRowsOf,
  ConflictError,
  containsPattern,
  Db,
  isUuid,
  NotFoundError,
  type PageArgs,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
} from '@mise/platform';
import { MailRequests } from '../mail/mail-requests.service';
import { OutletProfileProjection } from '../onboarding/outlet-profile.projection';
import { PublicLinks } from '../public/public-links.service';
import { PurchaseOrderItemEntity } from './purchase-order.entity';
import { PURCHASE_ORDER_MAIL_LINKS, type PurchaseOrderMailLinks } from './purchase-order.links';
import type { PurchaseOrderRow } from './purchase-order.model';
import { nextNumberStamp } from './number-clock';

/** Every column of a PO, camel-cased as the entity, with the supplier's current e-mail. */
const PO_COLUMNS = `p.id, p.outlet_id AS "outletId", p.supplier_id AS "supplierId",
  p.supplier_name AS "supplierName", s.email AS "supplierEmail",
  p.purchase_order_number AS "purchaseOrderNumber",
  to_char(p.purchase_order_date, 'YYYY-MM-DD') AS "purchaseOrderDate",
  p.purchase_order_state AS "purchaseOrderState", p.purchase_order_status AS "purchaseOrderStatus",
  p.outlet_remarks AS "outletRemarks", p.supplier_remarks AS "supplierRemarks", p.sent,
  p.send_by_email AS "sendByEmail", p.grand_total AS "grandTotal",
  p.saved_to_expense_id AS "savedToExpenseId", p.revision, p.created_at AS "createdAt",
  p.updated_at AS "updatedAt"`;
const PO_FROM = `purchase_orders p LEFT JOIN suppliers s ON s.id = p.supplier_id`;

/** Serialises the draft count and the creation of drafts of one outlet (flows.md §7). */
async function lockOutletDrafts(tx: Tx): Promise<void> {
  await tx.manager.query(
    `SELECT pg_advisory_xact_lock(hashtext('procurement:purchase-order-drafts'), hashtext($1))`,
    [tx.outletId],
  );
}

/**
 * Purchase orders (spec 3 §2.3, §4.2, §5.3, §7.3; flows.md §4.9, §4.10, §7): drafts per supplier
 * up to the limit, numbered from the outlet's clock; items with exact totals; sending (optionally
 * by e-mail through integrations); soft delete; the link to the expense made from a PO. Every
 * change of a PO or its items bumps its revision (the PDF is kept per revision).
 */
@Injectable()
export class PurchaseOrderService {
  constructor(
    private readonly db: Db,
    private readonly profiles: OutletProfileProjection,
    private readonly mails: MailRequests,
    private readonly moduleRef: ModuleRef,
    // 20-public: the supplier page's link is made with the PO and revoked with it
    private readonly links: PublicLinks,
  ) {}

  // ---- reads --------------------------------------------------------------------------------

  /** One live (not deleted) PO, or null. */
  get(id: string): Promise<PurchaseOrderRow | null> {
    return this.db.outlet(async (tx) => (isUuid(id) ? this.read(tx, id) : null));
  }

  /** Drafts, oldest first (at most the limit). */
  drafts(): Promise<PurchaseOrderRow[]> {
    return this.db.outlet((tx) =>
      tx.manager.query<PurchaseOrderRow[]>(
        `SELECT ${PO_COLUMNS} FROM ${PO_FROM} WHERE p.purchase_order_state = 'DRAFT'
          ORDER BY p.created_at, p.purchase_order_number LIMIT $1`,
        [PURCHASE_ORDER_DRAFT_LIMIT],
      ),
    );
  }

  limit(): Promise<{ drafts: number; limit: number }> {
    return this.db.outlet(async (tx) => ({
      drafts: await this.draftCount(tx),
      limit: PURCHASE_ORDER_DRAFT_LIMIT,
    }));
  }

  /** Sent POs dated in [from, to), by supplier name, then date and number. */
  confirmed(
    from: string,
    to: string,
    page: PageArgs,
  ): Promise<{ rows: PurchaseOrderRow[]; total: number }> {
    if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) {
      throw new BadInputError(M.rangeInvalid, 'from');
    }
    return this.db.outlet(async (tx) => {
      const rows: Array<PurchaseOrderRow & { total: number }> = await tx.manager.query(
        `SELECT ${PO_COLUMNS}, count(*) OVER ()::int AS total FROM ${PO_FROM}
          WHERE p.purchase_order_state = 'CONFIRMED'
            AND p.purchase_order_date >= $1::date AND p.purchase_order_date < $2::date
          ORDER BY upper(p.supplier_name), p.supplier_id, p.purchase_order_date,
                   p.purchase_order_number
          OFFSET $3 LIMIT $4`,
        [from, to, page.offset, page.limit],
      );
      return { rows, total: rows[0]?.total ?? (await this.confirmedCount(tx, from, to)) };
    });
  }

  /**
   * Sent POs of each of these suppliers, newest first, a page each (one statement for every
   * supplier); `search` matches an item's inventory or ingredient name.
   */
  async forSuppliers(
    tx: Tx,
    supplierIds: readonly string[],
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<Map<string, { rows: PurchaseOrderRow[]; total: number }>> {
    const ids = supplierIds.filter(isUuid);
    const out = new Map<string, { rows: PurchaseOrderRow[]; total: number }>();
    if (!ids.length) return out;
    const pattern = search?.trim() ? containsPattern(search) : null;
    const rows: Array<PurchaseOrderRow & { total: number; n: number }> = await tx.manager.query(
      `WITH matched AS (
         SELECT ${PO_COLUMNS},
                count(*) OVER (PARTITION BY p.supplier_id)::int AS total,
                row_number() OVER (PARTITION BY p.supplier_id
                  ORDER BY p.purchase_order_date DESC, p.purchase_order_number DESC)::int AS n
           FROM ${PO_FROM}
          WHERE p.supplier_id = ANY($1::uuid[]) AND p.purchase_order_state = 'CONFIRMED'
            AND ($2::text IS NULL OR EXISTS (
              SELECT 1 FROM purchase_order_items i WHERE i.purchase_order_id = p.id
                AND (i.inventory_name ILIKE $2 OR i.ingredient_name ILIKE $2)))
       )
       SELECT * FROM matched WHERE n > $3 AND n <= $3 + $4 ORDER BY "supplierId", n`,
      [ids, pattern, page.offset, page.limit],
    );
    for (const r of rows) {
      const entry = out.get(r.supplierId) ?? { rows: [], total: r.total };
      entry.rows.push(r);
      out.set(r.supplierId, entry);
    }
    return out;
  }

  /** The items of these POs, in position order (one statement). */
  items(tx: Tx, purchaseOrderIds: readonly string[]): Promise<PurchaseOrderItemEntity[]> {
    return childRowsOf(tx, PurchaseOrderItemEntity, 'purchaseOrderId', purchaseOrderIds, {
      position: 'ASC',
      createdAt: 'ASC',
    });
  }

  /** POs by id in the transaction's outlet (references), deleted ones included. */
  byIds(tx: Tx, ids: readonly string[]): Promise<PurchaseOrderRow[]> {
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return Promise.resolve([]);
    return tx.manager.query<PurchaseOrderRow[]>(
      `SELECT ${PO_COLUMNS} FROM ${PO_FROM} WHERE p.id = ANY($1::uuid[])`,
      [wanted],
    );
  }

  // ---- the PO -------------------------------------------------------------------------------

  /** spec 3 §5.3 "Add PO": an existing supplier (case-insensitive), under the draft limit. */
  create(supplierName: string): Promise<PurchaseOrderRow> {
    const name = normalName(supplierName);
    if (!name) throw new BadInputError(M.supplierBlank, 'supplierName');
    return this.db.outlet(async (tx) => {
      const [supplier]: Array<{ id: string; name: string }> = await tx.manager.query(
        `SELECT id, name FROM suppliers WHERE name_key = $1`,
        [name.toLowerCase()],
      );
      if (!supplier) throw new BadInputError(M.supplierUnknown, 'supplierName');
      const profile = await this.profiles.current(tx);
      if (!profile?.outletNumber) throw new NotFoundError('Outlet not found');
      await lockOutletDrafts(tx);
      if (purchaseOrderLimitReached(await this.draftCount(tx))) {
        throw new BadInputError(M.limitReached, 'supplierName');
      }
      const stamp = await nextNumberStamp(tx, 'PO');
      const [{ id }]: Array<{ id: string }> = await tx.manager.query(
        `INSERT INTO purchase_orders
           (outlet_id, supplier_id, supplier_name, purchase_order_number, purchase_order_date)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [
          tx.outletId,
          supplier.id,
          supplier.name,
          documentNumber(profile.outletNumber, 'PO', stamp),
          today(),
        ],
      );
      await this.links.create(tx, { kind: 'PO', documentId: id, outletId: tx.outletId! });
      return (await this.read(tx, id))!;
    });
  }

  updateRemarks(id: string, outletRemarks: string | null | undefined): Promise<PurchaseOrderRow> {
    const remarks = (outletRemarks ?? '').trim() || null;
    return this.change(id, 'any', async (tx) => {
      await tx.manager.query(`UPDATE purchase_orders SET outlet_remarks = $2 WHERE id = $1`, [
        id,
        remarks,
      ]);
    });
  }

  setSendByEmail(id: string, sendByEmail: boolean): Promise<PurchaseOrderRow> {
    return this.change(id, 'draft', async (tx, po) => {
      if (sendByEmail && !po.supplierEmail) {
        throw new BadInputError(M.noSupplierEmail, 'sendByEmail');
      }
      await tx.manager.query(`UPDATE purchase_orders SET send_by_email = $2 WHERE id = $1`, [
        id,
        sendByEmail,
      ]);
    });
  }

  /** Soft delete: DELETED, gone from lists and counts (the public link is revoked with it). */
  async delete(id: string): Promise<boolean> {
    await this.change(id, 'any', async (tx) => {
      await tx.manager.query(
        `UPDATE purchase_orders SET purchase_order_state = 'DELETED' WHERE id = $1`,
        [id],
      );
      await this.links.revoke(tx, 'PO', id);
    });
    return true;
  }

  /**
   * DRAFT → CONFIRMED, dated today, sent, status PENDING; with `sendByEmail` (the supplier has an
   * e-mail and the owner's mail is connected) `procurement.mail.requested` in the same transaction.
   */
  send(id: string, sendByEmail: boolean): Promise<PurchaseOrderRow> {
    return this.change(id, 'draft', async (tx, po) => {
      const [{ n }]: Array<{ n: number }> = await tx.manager.query(
        `SELECT count(*)::int AS n FROM purchase_order_items WHERE purchase_order_id = $1`,
        [id],
      );
      if (!n) throw new BadInputError(M.noItems, 'id');
      if (sendByEmail) await this.mails.check(tx, po.supplierEmail, M.noSupplierEmail);
      await tx.manager.query(
        `UPDATE purchase_orders SET purchase_order_state = $2, purchase_order_status = $3,
           purchase_order_date = $4, sent = true, send_by_email = $5 WHERE id = $1`,
        [id, PurchaseOrderState.CONFIRMED, PurchaseOrderStatus.PENDING, today(), sendByEmail],
      );
      if (sendByEmail) {
        const sent = (await this.read(tx, id))!;
        // the change bumps the revision after this: the mail carries the committed one
        await this.requestMail(tx, { ...sent, revision: sent.revision + 1 });
      }
    });
  }

  /**
   * E-mails a sent PO again (issue 24): the supplier needs an e-mail and mail must be connected
   * (the messages of send); a new mail id and a new PENDING row. The PO itself is unchanged.
   */
  resendMail(id: string): Promise<PurchaseOrderRow> {
    return this.db.outlet(async (tx) => {
      const [locked]: Array<{ state: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT purchase_order_state AS state FROM purchase_orders WHERE id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      if (!locked || locked.state === PurchaseOrderState.DELETED) {
        throw new NotFoundError(M.notFound);
      }
      if (locked.state !== PurchaseOrderState.CONFIRMED) {
        throw new BadInputError(MailMessages.poNotSent, 'id');
      }
      const po = (await this.read(tx, id))!;
      await this.mails.check(tx, po.supplierEmail, M.noSupplierEmail);
      await this.requestMail(tx, po);
      return po;
    });
  }

  // ---- items --------------------------------------------------------------------------------

  addItem(purchaseOrderId: string, input: PurchaseOrderItemText): Promise<PurchaseOrderRow> {
    const item = checkedItem(input);
    return this.change(purchaseOrderId, 'draft', async (tx) => {
      const items = await this.items(tx, [purchaseOrderId]);
      if (items.length >= MAX_PURCHASE_ORDER_ITEMS) {
        throw new BadInputError(M.tooManyItems, 'inventoryName');
      }
      if (items.some((i) => i.inventoryName === item.inventoryName)) {
        throw new BadInputError(M.inventoryUsed, 'inventoryName');
      }
      const position = Math.max(0, ...items.map((i) => i.position)) + 1;
      await tx.manager.getRepository(PurchaseOrderItemEntity).insert({
        outletId: tx.outletId!,
        purchaseOrderId,
        position,
        ...item,
      });
      await this.setGrandTotal(tx, purchaseOrderId, [...items, item]);
    });
  }

  async updateItem(id: string, input: PurchaseOrderItemText): Promise<PurchaseOrderRow> {
    const item = checkedItem(input);
    const purchaseOrderId = await this.orderOfItem(id, M.itemNotFound);
    return this.change(purchaseOrderId, 'draft', async (tx) => {
      const items = await this.items(tx, [purchaseOrderId]);
      if (!items.some((i) => i.id === id)) throw new NotFoundError(M.itemNotFound);
      if (items.some((i) => i.id !== id && i.inventoryName === item.inventoryName)) {
        throw new BadInputError(M.inventoryUsed, 'inventoryName');
      }
      await tx.manager.getRepository(PurchaseOrderItemEntity).update({ id }, item);
      await this.setGrandTotal(
        tx,
        purchaseOrderId,
        items.map((i) => (i.id === id ? item : i)),
      );
    });
  }

  async deleteItem(id: string): Promise<PurchaseOrderRow> {
    if (!id?.trim()) throw new BadInputError(M.noItemToDelete, 'id');
    const purchaseOrderId = await this.orderOfItem(id, M.itemNotFound);
    return this.change(purchaseOrderId, 'draft', async (tx) => {
      const items = await this.items(tx, [purchaseOrderId]);
      if (!items.some((i) => i.id === id)) throw new NotFoundError(M.itemNotFound);
      await tx.manager.getRepository(PurchaseOrderItemEntity).delete({ id });
      await this.setGrandTotal(
        tx,
        purchaseOrderId,
        items.filter((i) => i.id !== id),
      );
    });
  }

  // ---- finance's expenses (flows.md §4.9) ----------------------------------------------------

  /** An expense naming a PO links it (if unlinked); DELETED or re-pointed, it unlinks. */
  async expenseSaved(tx: Tx, p: ExpenseSavedEvent): Promise<void> {
    if (!isUuid(p.expenseId)) return;
    const live = p.expenseState !== 'DELETED';
    const purchaseOrderId = isUuid(p.purchaseOrderId) ? p.purchaseOrderId : null;
    const applied = await upsertByRevision(tx, {
      table: 'purchase_order_expenses',
      key: { expense_id: p.expenseId },
      revision: p.revision,
      values: { purchase_order_id: purchaseOrderId, live },
    });
    if (applied) await this.relink(tx, p.expenseId, live ? purchaseOrderId : null);
  }

  async expenseDeleted(tx: Tx, p: ExpenseDeletedEvent): Promise<void> {
    if (!isUuid(p.expenseId)) return;
    const applied = await tombstoneByRevision(tx, {
      table: 'purchase_order_expenses',
      key: { expense_id: p.expenseId },
      revision: p.revision,
    });
    if (applied) await this.relink(tx, p.expenseId, null);
  }

  private async relink(tx: Tx, expenseId: string, purchaseOrderId: string | null): Promise<void> {
    await tx.manager.query(
      `UPDATE purchase_orders SET saved_to_expense_id = NULL, revision = revision + 1,
         updated_at = now()
        WHERE saved_to_expense_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [expenseId, purchaseOrderId],
    );
    if (!purchaseOrderId) return;
    await tx.manager.query(
      `UPDATE purchase_orders SET saved_to_expense_id = $1, revision = revision + 1,
         updated_at = now()
        WHERE id = $2 AND saved_to_expense_id IS NULL`,
      [expenseId, purchaseOrderId],
    );
  }

  // ---- helpers ------------------------------------------------------------------------------

  private async read(tx: Tx, id: string): Promise<PurchaseOrderRow | null> {
    const [row]: PurchaseOrderRow[] = await tx.manager.query(
      `SELECT ${PO_COLUMNS} FROM ${PO_FROM} WHERE p.id = $1 AND p.purchase_order_state <> 'DELETED'`,
      [id],
    );
    return row ?? null;
  }

  private async draftCount(tx: Tx): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await tx.manager.query(
      `SELECT count(*)::int AS n FROM purchase_orders WHERE purchase_order_state = 'DRAFT'`,
    );
    return n;
  }

  private async confirmedCount(tx: Tx, from: string, to: string): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await tx.manager.query(
      `SELECT count(*)::int AS n FROM purchase_orders WHERE purchase_order_state = 'CONFIRMED'
          AND purchase_order_date >= $1::date AND purchase_order_date < $2::date`,
      [from, to],
    );
    return n;
  }

  /** The PO an item belongs to (the item visible in this outlet), or NOT_FOUND. */
  private orderOfItem(id: string, message: string): Promise<string> {
    return this.db.outlet(async (tx) => {
      const [row]: Array<{ id: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT purchase_order_id AS id FROM purchase_order_items WHERE id = $1`,
            [id],
          )
        : [];
      if (!row) throw new NotFoundError(message);
      return row.id;
    });
  }

  /**
   * One change of a PO: the row locked (changes of one PO take turns), refused unless live (and
   * DRAFT, or CONFIRMED for 'sent' (20-beyond), when `need` says so), `fn`, then revision +1;
   * answers the PO after it.
   */
  change(
    id: string,
    need: 'draft' | 'any' | 'sent',
    fn: (tx: Tx, po: PurchaseOrderRow) => Promise<void>,
  ): Promise<PurchaseOrderRow> {
    return this.db.outlet(async (tx) => {
      const [locked]: Array<{ state: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT purchase_order_state AS state FROM purchase_orders WHERE id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      if (!locked || locked.state === PurchaseOrderState.DELETED) {
        throw new NotFoundError(M.notFound);
      }
      if (need === 'draft' && locked.state !== PurchaseOrderState.DRAFT) {
        throw new ConflictError(M.notDraft);
      }
      if (need === 'sent' && locked.state !== PurchaseOrderState.CONFIRMED) {
        throw new ConflictError(PurchaseOrderChangeMessages.notConfirmed);
      }
      const po = (await this.read(tx, id))!;
      await fn(tx, po);
      await tx.manager.query(
        `UPDATE purchase_orders SET revision = revision + 1, updated_at = now() WHERE id = $1`,
        [id],
      );
      return (await this.read(tx, id)) ?? { ...po, purchaseOrderState: 'DELETED' };
    });
  }

  private async setGrandTotal(
    tx: Tx,
    id: string,
    items: ReadonlyArray<{ total: string }>,
  ): Promise<void> {
    await tx.manager.query(`UPDATE purchase_orders SET grand_total = $2 WHERE id = $1`, [
      id,
      purchaseOrderGrandTotal(items),
    ]);
  }

  /**
   * The e-mail of a sent PO (flows.md §4.10) in its transaction: a PENDING mail and
   * `procurement.mail.requested`; the PDF attached is that of `po.revision`.
   */
  private async requestMail(tx: Tx, po: PurchaseOrderRow): Promise<void> {
    const links = (await this.mailLinks()?.mailLinks(tx, po)) ?? {
      supplierLink: '',
      poPdfLink: '',
      attachmentKey: null,
    };
    await this.mails.request(tx, { type: 'PO', id: po.id }, (from) => ({
      templateType: 'procurement',
      to: po.supplierEmail ?? '',
      subject: `Purchase Order ${po.purchaseOrderNumber} from ${from.outletName}`,
      content: {
        poNumber: po.purchaseOrderNumber,
        poDate: po.purchaseOrderDate,
        supplierName: po.supplierName,
        outletName: from.outletName,
        poPdfLink: links.poPdfLink,
        supplierLink: links.supplierLink,
        outletContact: from.outletContact,
      },
      attachmentKey: links.attachmentKey,
    }));
  }

  private mailLinks(): PurchaseOrderMailLinks | null {
    try {
      return this.moduleRef.get<PurchaseOrderMailLinks>(PURCHASE_ORDER_MAIL_LINKS, {
        strict: false,
      });
    } catch {
      return null;
    }
  }
}

/** The item as typed, checked, or BAD_USER_INPUT with the spec's message on its field. */
function checkedItem(input: PurchaseOrderItemText) {
  const checked = checkPurchaseOrderItem(input);
  if (!checked.ok) throw new BadInputError(checked.message, checked.field);
  return checked.item;
}
