import { Injectable } from '@nestjs/common';
import { ProcurementSubjects, type SaleDeletedEvent, type SaleSavedEvent } from '@mise/contracts';
import {
  checkInvoiceMisc,
  checkInvoiceQuantity,
  documentNumber,
  INVOICE_DRAFT_LIMIT,
  invoiceItemTotal,
  invoiceLimitReached,
  InvoiceMessages as M,
  invoiceTotals,
  isCalendarDate,
  MailMessages,
  MAX_INVOICE_LINES,
  normalName,
  OVERDUE_INVOICES_MAX,
  roundMoney,
  today,
} from '@mise/domain';
import {
  BadInputError,
  checkWindow,
  ConflictError,
  containsPattern,
  Db,
  editWindow,
  isUuid,
  NotFoundError,
  type PageArgs,
  tombstoneByRevision,
  type Tx,
  upsertByRevision,
  changedRows,
} from '@mise/platform';
import { MailRequests } from '../mail/mail-requests.service';
import { OutletProfileProjection } from '../onboarding/outlet-profile.projection';
import { InvoicePdfs } from '../pdf/invoice-pdfs.service';
import { PublicLinks } from '../public/public-links.service';
import { nextNumberStamp } from '../purchase-order/number-clock';
import { MenuItemProjection } from './menu-item.projection';
import type {
  InvoiceItemRow,
  InvoiceMiscRow,
  InvoiceRow,
  InvoiceStatus,
  InvoiceStatusFilter,
} from './invoice.model';
import {
  INVOICE_COLUMNS,
  INVOICE_FROM,
  invoiceItems,
  invoiceMiscs,
  invoiceSnapshot,
} from './invoice.sql';

type InvoiceSubject =
  | typeof ProcurementSubjects.invoiceSent
  | typeof ProcurementSubjects.invoicePaid
  | typeof ProcurementSubjects.invoiceCredited
  | typeof ProcurementSubjects.invoiceDeleted;

/** What a change asks for once its revision is committed: an event with the snapshot, a mail. */
interface ChangeEffect {
  event?: InvoiceSubject;
  mail?: boolean;
}

/** Serialises the draft count and the creation of drafts of one outlet (flows.md §7). */
async function lockOutletDrafts(tx: Tx): Promise<void> {
  await tx.manager.query(
    `SELECT pg_advisory_xact_lock(hashtext('procurement:invoice-drafts'), hashtext($1))`,
    [tx.outletId],
  );
}

/**
 * Client invoices (spec 3 §2.7, §4.3, §5.5, §7.4; flows.md §4.2, §4.10, §7): drafts per client up
 * to the limit, numbered from the outlet's clock; menu item lines priced from catalogue's
 * projection, misc lines; sending (optionally by e-mail); CREDIT ⇄ PAID; soft delete. Every
 * committed change bumps `revision`; send, paid, credited and delete (of a sent invoice) emit
 * `procurement.invoice.*` with the whole snapshot in the same transaction.
 */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly db: Db,
    private readonly profiles: OutletProfileProjection,
    private readonly mails: MailRequests,
    private readonly menuItems: MenuItemProjection,
    private readonly links: PublicLinks,
    private readonly pdfs: InvoicePdfs,
  ) {}

  // ---- reads --------------------------------------------------------------------------------

  /** One live (DRAFT or CONFIRMED) invoice, or null. */
  get(id: string): Promise<InvoiceRow | null> {
    return this.db.outlet(async (tx) => (isUuid(id) ? this.read(tx, id) : null));
  }

  /** Drafts, oldest first (at most the limit). */
  drafts(): Promise<InvoiceRow[]> {
    return this.db.outlet((tx) =>
      tx.manager.query<InvoiceRow[]>(
        `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.invoice_state = 'DRAFT'
          ORDER BY i.created_at, i.invoice_number LIMIT $1`,
        [INVOICE_DRAFT_LIMIT],
      ),
    );
  }

  limit(): Promise<{ drafts: number; limit: number }> {
    return this.db.outlet(async (tx) => ({
      drafts: await this.draftCount(tx),
      limit: INVOICE_DRAFT_LIMIT,
    }));
  }

  /** The number a draft made now would get (the clock is read, not moved). */
  nextNumber(): Promise<string> {
    return this.db.outlet(async (tx) => {
      const profile = await this.profiles.current(tx);
      if (!profile?.outletNumber) throw new NotFoundError('Outlet not found');
      const [row]: Array<{ at: Date }> = await tx.manager.query(
        `SELECT GREATEST(date_trunc('second', clock_timestamp()),
                         COALESCE((SELECT last + interval '1 second' FROM number_clocks
                                    WHERE outlet_id = $1 AND kind = 'INVOICE'), '-infinity')) AS at`,
        [tx.outletId],
      );
      return documentNumber(profile.outletNumber, 'INVOICE', new Date(row.at));
    });
  }

  /** Sent invoices dated in [from, to) of a status (or both), newest first. */
  confirmed(
    from: string,
    to: string,
    status: InvoiceStatusFilter,
    page: PageArgs,
  ): Promise<{ rows: InvoiceRow[]; total: number }> {
    if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) {
      throw new BadInputError(M.rangeInvalid, 'from');
    }
    const wanted = status === 'ALL' ? null : status;
    return this.db.outlet(async (tx) => {
      // counted and paged on invoices alone; only the page is joined to its clients
      const rows: Array<InvoiceRow & { total: number }> = await tx.manager.query(
        `WITH matching AS (
           SELECT id, invoice_date, invoice_number FROM invoices
            WHERE invoice_state = 'CONFIRMED'
              AND invoice_date >= $1::date AND invoice_date < $2::date
              AND ($3::text IS NULL OR invoice_status = $3)),
         page AS (
           SELECT id FROM matching ORDER BY invoice_date DESC, invoice_number DESC
           OFFSET $4 LIMIT $5)
         SELECT ${INVOICE_COLUMNS}, (SELECT count(*) FROM matching)::int AS total
           FROM ${INVOICE_FROM} JOIN page p ON p.id = i.id
          ORDER BY i.invoice_date DESC, i.invoice_number DESC`,
        [from, to, wanted, page.offset, page.limit],
      );
      if (rows[0] || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
      const [{ n }]: Array<{ n: number }> = await tx.manager.query(
        `SELECT count(*)::int AS n FROM invoices WHERE invoice_state = 'CONFIRMED'
            AND invoice_date >= $1::date AND invoice_date < $2::date
            AND ($3::text IS NULL OR invoice_status = $3)`,
        [from, to, wanted],
      );
      return { rows, total: n };
    });
  }

  /** Σ grand totals of sent CREDIT invoices (any date), 2 decimals. */
  receivable(): Promise<string> {
    return this.db.outlet(async (tx) => {
      const [{ total }]: Array<{ total: string }> = await tx.manager.query(
        `SELECT COALESCE(sum(grand_total), 0)::text AS total FROM invoices
          WHERE invoice_state = 'CONFIRMED' AND invoice_status = 'CREDIT'`,
      );
      return roundMoney(total);
    });
  }

  /** Sent CREDIT invoices due before today, oldest due first (at most 50). */
  overdue(): Promise<InvoiceRow[]> {
    return this.db.outlet((tx) =>
      tx.manager.query<InvoiceRow[]>(
        `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM}
          WHERE i.invoice_state = 'CONFIRMED' AND i.invoice_status = 'CREDIT'
            AND i.due_date < $1::date
          ORDER BY i.due_date, i.invoice_number LIMIT $2`,
        [today(), OVERDUE_INVOICES_MAX],
      ),
    );
  }

  /**
   * Sent invoices of each of these clients with this status, newest first, a page each (one
   * statement for every client); `search` matches an item's name.
   */
  async forClients(
    tx: Tx,
    clientIds: readonly string[],
    status: InvoiceStatus,
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<Map<string, { rows: InvoiceRow[]; total: number }>> {
    const ids = clientIds.filter(isUuid);
    const out = new Map<string, { rows: InvoiceRow[]; total: number }>();
    if (!ids.length) return out;
    const pattern = search?.trim() ? containsPattern(search) : null;
    const rows: Array<InvoiceRow & { total: number; n: number }> = await tx.manager.query(
      `WITH matched AS (
         SELECT ${INVOICE_COLUMNS},
                count(*) OVER (PARTITION BY i.client_id)::int AS total,
                row_number() OVER (PARTITION BY i.client_id
                  ORDER BY i.invoice_date DESC, i.invoice_number DESC)::int AS n
           FROM ${INVOICE_FROM}
          WHERE i.client_id = ANY($1::uuid[]) AND i.invoice_state = 'CONFIRMED'
            AND i.invoice_status = $2
            AND ($3::text IS NULL OR EXISTS (
              SELECT 1 FROM invoice_items t WHERE t.invoice_id = i.id AND t.name ILIKE $3))
       )
       SELECT * FROM matched WHERE n > $4 AND n <= $4 + $5 ORDER BY "clientId", n`,
      [ids, status, pattern, page.offset, page.limit],
    );
    for (const r of rows) {
      const entry = out.get(r.clientId) ?? { rows: [], total: r.total };
      entry.rows.push(r);
      out.set(r.clientId, entry);
    }
    return out;
  }

  // ---- the invoice --------------------------------------------------------------------------

  /** spec 3 §5.5 "Add invoice": an existing client (case-insensitive), under the draft limit. */
  create(clientName: string): Promise<InvoiceRow> {
    const name = normalName(clientName);
    if (!name) throw new BadInputError(M.clientBlank, 'clientName');
    return this.db.outlet(async (tx) => {
      const [client]: Array<{ id: string }> = await tx.manager.query(
        `SELECT id FROM clients WHERE name_key = $1`,
        [name.toLowerCase()],
      );
      if (!client) throw new BadInputError(M.clientUnknown, 'clientName');
      const profile = await this.profiles.current(tx);
      if (!profile?.outletNumber) throw new NotFoundError('Outlet not found');
      await lockOutletDrafts(tx);
      if (invoiceLimitReached(await this.draftCount(tx))) {
        throw new BadInputError(M.limitReached, 'clientName');
      }
      const stamp = await nextNumberStamp(tx, 'INVOICE');
      const day = today();
      const [{ id }]: Array<{ id: string }> = await tx.manager.query(
        `INSERT INTO invoices (outlet_id, client_id, invoice_number, invoice_date, due_date)
         VALUES ($1, $2, $3, $4, $4) RETURNING id`,
        [tx.outletId, client.id, documentNumber(profile.outletNumber, 'INVOICE', stamp), day],
      );
      await this.links.create(tx, { kind: 'INVOICE', documentId: id, outletId: tx.outletId! });
      return (await this.read(tx, id))!;
    });
  }

  updateRemarks(id: string, outletRemarks: string | null | undefined): Promise<InvoiceRow> {
    const remarks = (outletRemarks ?? '').trim() || null;
    return this.change(id, 'any', async (tx) => {
      await tx.manager.query(`UPDATE invoices SET outlet_remarks = $2 WHERE id = $1`, [
        id,
        remarks,
      ]);
    });
  }

  /** A draft's, or a sent CREDIT invoice's, due date. */
  setDueDate(id: string, dueDate: string): Promise<InvoiceRow> {
    if (!isCalendarDate(dueDate)) throw new BadInputError(M.dateInvalid, 'dueDate');
    return this.change(id, 'any', async (tx, inv) => {
      if (inv.invoiceState === 'CONFIRMED' && inv.invoiceStatus !== 'CREDIT') {
        throw new ConflictError(M.dueDateNotCredit);
      }
      checkWindow(dueDate, await editWindow(tx), M.dueDateOutsideWindow, 'dueDate');
      await tx.manager.query(`UPDATE invoices SET due_date = $2 WHERE id = $1`, [id, dueDate]);
    });
  }

  setSendByEmail(id: string, sendByEmail: boolean): Promise<InvoiceRow> {
    return this.change(id, 'draft', async (tx, inv) => {
      if (sendByEmail && !inv.clientEmail) throw new BadInputError(M.noClientEmail, 'sendByEmail');
      await tx.manager.query(`UPDATE invoices SET send_by_email = $2 WHERE id = $1`, [
        id,
        sendByEmail,
      ]);
    });
  }

  /** Soft delete: DELETED, the public link revoked; a sent invoice emits `.deleted`. */
  async delete(id: string): Promise<boolean> {
    await this.change(id, 'any', async (tx, inv) => {
      await tx.manager.query(`UPDATE invoices SET invoice_state = 'DELETED' WHERE id = $1`, [id]);
      await this.links.revoke(tx, 'INVOICE', id);
      return inv.invoiceState === 'CONFIRMED'
        ? { event: ProcurementSubjects.invoiceDeleted }
        : undefined;
    });
    return true;
  }

  /**
   * DRAFT → CONFIRMED, CREDIT, sent, dated today; with `sendByEmail` (the client has an e-mail and
   * the owner's mail is connected) `procurement.mail.requested` in the same transaction. `.sent`.
   */
  send(id: string, sendByEmail: boolean): Promise<InvoiceRow> {
    return this.change(id, 'draft', async (tx, inv) => {
      const [{ n }]: Array<{ n: number }> = await tx.manager.query(
        `SELECT count(*)::int AS n FROM invoice_items WHERE invoice_id = $1`,
        [id],
      );
      if (!n) throw new BadInputError(M.noItems, 'id');
      if (sendByEmail) await this.mails.check(tx, inv.clientEmail, M.noClientEmail);
      await tx.manager.query(
        `UPDATE invoices SET invoice_state = 'CONFIRMED', invoice_status = 'CREDIT',
           invoice_date = $2, sent = true, send_by_email = $3 WHERE id = $1`,
        [id, today(), sendByEmail],
      );
      return { event: ProcurementSubjects.invoiceSent, mail: sendByEmail };
    });
  }

  /**
   * E-mails a sent invoice again (issue 24): the client needs an e-mail and mail must be
   * connected (the messages of send); a new mail id and a new PENDING row. The invoice itself is
   * unchanged.
   */
  resendMail(id: string): Promise<InvoiceRow> {
    return this.db.outlet(async (tx) => {
      const [locked]: Array<{ state: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT invoice_state AS state FROM invoices WHERE id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      if (!locked || locked.state === 'DELETED') throw new NotFoundError(M.notFound);
      if (locked.state !== 'CONFIRMED') throw new BadInputError(MailMessages.invoiceNotSent, 'id');
      const inv = (await this.read(tx, id))!;
      await this.mails.check(tx, inv.clientEmail, M.noClientEmail);
      await this.requestMail(tx, inv);
      return inv;
    });
  }

  /**
   * CREDIT → PAID: payment date = due date = `date` (not after today), `.paid`; PAID → CREDIT:
   * payment date cleared, due date = `date`, `.credited`. Only sent invoices; a status again is
   * refused.
   */
  setStatus(id: string, status: InvoiceStatus, date: string): Promise<InvoiceRow> {
    return this.change(id, 'any', async (tx, inv) => {
      if (inv.invoiceState !== 'CONFIRMED') throw new ConflictError(M.notSent);
      if (!isCalendarDate(date)) throw new BadInputError(M.dateInvalid, 'date');
      if (inv.invoiceStatus === status) throw new BadInputError(M.alreadyStatus(status), 'status');
      if (status === 'PAID') {
        if (date > today()) throw new BadInputError(M.paymentDateFuture, 'date');
        await tx.manager.query(
          `UPDATE invoices SET invoice_status = 'PAID', payment_date = $2, due_date = $2
            WHERE id = $1`,
          [id, date],
        );
        return { event: ProcurementSubjects.invoicePaid };
      }
      checkWindow(date, await editWindow(tx), M.dueDateOutsideWindow, 'date');
      await tx.manager.query(
        `UPDATE invoices SET invoice_status = 'CREDIT', payment_date = NULL, due_date = $2
          WHERE id = $1`,
        [id, date],
      );
      return { event: ProcurementSubjects.invoiceCredited };
    });
  }

  // ---- items and miscs ----------------------------------------------------------------------

  addItem(invoiceId: string, input: { menuItemId: string; quantity: string }): Promise<InvoiceRow> {
    const quantity = checkedQuantity(input);
    return this.change(invoiceId, 'draft', async (tx) => {
      const menuItem = await this.menuItem(tx, input.menuItemId);
      const items = await invoiceItems(tx, [invoiceId]);
      if (items.length >= MAX_INVOICE_LINES) throw new BadInputError(M.tooManyLines, 'menuItemId');
      if (items.some((i) => i.menuId === menuItem.menuId)) {
        throw new BadInputError(M.menuItemUsed, 'menuItemId');
      }
      const position = Math.max(0, ...items.map((i) => i.position)) + 1;
      await tx.manager.query(
        `INSERT INTO invoice_items (outlet_id, invoice_id, position, menu_item_id, menu_id, name,
           category, quantity, confirmed_price, total)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          tx.outletId,
          invoiceId,
          position,
          menuItem.menuItemId,
          menuItem.menuId,
          menuItem.name,
          menuItem.category,
          quantity,
          menuItem.price,
          invoiceItemTotal(menuItem.price, quantity),
        ],
      );
      await this.setTotals(tx, invoiceId);
    });
  }

  async updateItem(
    id: string,
    input: { menuItemId: string; quantity: string },
  ): Promise<InvoiceRow> {
    const quantity = checkedQuantity(input);
    const invoiceId = await this.invoiceOf('invoice_items', id, M.itemNotFound);
    return this.change(invoiceId, 'draft', async (tx) => {
      const menuItem = await this.menuItem(tx, input.menuItemId);
      const items = await invoiceItems(tx, [invoiceId]);
      if (!items.some((i) => i.id === id)) throw new NotFoundError(M.itemNotFound);
      if (items.some((i) => i.id !== id && i.menuId === menuItem.menuId)) {
        throw new BadInputError(M.menuItemUsed, 'menuItemId');
      }
      await tx.manager.query(
        `UPDATE invoice_items SET menu_item_id = $2, menu_id = $3, name = $4, category = $5,
           quantity = $6, confirmed_price = $7, total = $8 WHERE id = $1`,
        [
          id,
          menuItem.menuItemId,
          menuItem.menuId,
          menuItem.name,
          menuItem.category,
          quantity,
          menuItem.price,
          invoiceItemTotal(menuItem.price, quantity),
        ],
      );
      await this.setTotals(tx, invoiceId);
    });
  }

  async deleteItem(id: string): Promise<InvoiceRow> {
    const invoiceId = await this.invoiceOf('invoice_items', id, M.itemNotFound);
    return this.change(invoiceId, 'draft', async (tx) => {
      const gone = await changedRows(
        tx,
        `DELETE FROM invoice_items WHERE id = $1 AND invoice_id = $2 RETURNING id`,
        [id, invoiceId],
      );
      if (!gone) throw new NotFoundError(M.itemNotFound);
      await this.setTotals(tx, invoiceId);
    });
  }

  addMisc(invoiceId: string, input: { name: string; total: string }): Promise<InvoiceRow> {
    const misc = checkedMisc(input);
    return this.change(invoiceId, 'draft', async (tx) => {
      const miscs = await invoiceMiscs(tx, [invoiceId]);
      if (miscs.length >= MAX_INVOICE_LINES) throw new BadInputError(M.tooManyLines, 'name');
      const position = Math.max(0, ...miscs.map((m) => m.position)) + 1;
      await tx.manager.query(
        `INSERT INTO invoice_miscs (outlet_id, invoice_id, position, name, total)
         VALUES ($1, $2, $3, $4, $5)`,
        [tx.outletId, invoiceId, position, misc.name, misc.total],
      );
      await this.setTotals(tx, invoiceId);
    });
  }

  async updateMisc(id: string, input: { name: string; total: string }): Promise<InvoiceRow> {
    const misc = checkedMisc(input);
    const invoiceId = await this.invoiceOf('invoice_miscs', id, M.miscNotFound);
    return this.change(invoiceId, 'draft', async (tx) => {
      const done = await changedRows(
        tx,
        `UPDATE invoice_miscs SET name = $3, total = $4 WHERE id = $1 AND invoice_id = $2
         RETURNING id`,
        [id, invoiceId, misc.name, misc.total],
      );
      if (!done) throw new NotFoundError(M.miscNotFound);
      await this.setTotals(tx, invoiceId);
    });
  }

  async deleteMisc(id: string): Promise<InvoiceRow> {
    const invoiceId = await this.invoiceOf('invoice_miscs', id, M.miscNotFound);
    return this.change(invoiceId, 'draft', async (tx) => {
      const gone = await changedRows(
        tx,
        `DELETE FROM invoice_miscs WHERE id = $1 AND invoice_id = $2 RETURNING id`,
        [id, invoiceId],
      );
      if (!gone) throw new NotFoundError(M.miscNotFound);
      await this.setTotals(tx, invoiceId);
    });
  }

  // ---- sales' INVOICE sales (flows.md §4.2) ------------------------------------------------

  /** An INVOICE sale links its invoice (`sourceRef`); the last applied revision decides. */
  async saleSaved(tx: Tx, p: SaleSavedEvent): Promise<void> {
    if (p.sourceType !== 'INVOICE' || !isUuid(p.saleId)) return;
    const invoiceId = isUuid(p.sourceRef) ? p.sourceRef : null;
    const applied = await upsertByRevision(tx, {
      table: 'invoice_sales',
      key: { sale_id: p.saleId },
      revision: p.revision,
      values: { invoice_id: invoiceId, live: true },
    });
    if (applied) await this.relink(tx, p.saleId, invoiceId);
  }

  async saleDeleted(tx: Tx, p: SaleDeletedEvent): Promise<void> {
    if (p.sourceType !== 'INVOICE' || !isUuid(p.saleId)) return;
    const applied = await tombstoneByRevision(tx, {
      table: 'invoice_sales',
      key: { sale_id: p.saleId },
      revision: p.revision,
    });
    if (applied) await this.relink(tx, p.saleId, null);
  }

  private async relink(tx: Tx, saleId: string, invoiceId: string | null): Promise<void> {
    await tx.manager.query(
      `UPDATE invoices SET saved_to_sale_id = NULL, revision = revision + 1, updated_at = now()
        WHERE saved_to_sale_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [saleId, invoiceId],
    );
    if (!invoiceId) return;
    await tx.manager.query(
      `UPDATE invoices SET saved_to_sale_id = $1, revision = revision + 1, updated_at = now()
        WHERE id = $2 AND saved_to_sale_id IS DISTINCT FROM $1`,
      [saleId, invoiceId],
    );
  }

  // ---- helpers ------------------------------------------------------------------------------

  private async read(tx: Tx, id: string): Promise<InvoiceRow | null> {
    const [row]: InvoiceRow[] = await tx.manager.query(
      `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.id = $1 AND i.invoice_state <> 'DELETED'`,
      [id],
    );
    return row ?? null;
  }

  private async draftCount(tx: Tx): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await tx.manager.query(
      `SELECT count(*)::int AS n FROM invoices WHERE invoice_state = 'DRAFT'`,
    );
    return n;
  }

  /** A live menu item version of the projection (read through catalogue once), or NOT_FOUND. */
  private async menuItem(tx: Tx, menuItemId: string) {
    const row = await this.menuItems.byId(tx, menuItemId);
    if (!row || row.deleted || !row.menuId || row.price === null || row.name === null) {
      throw new NotFoundError(M.menuItemBlank);
    }
    return {
      menuItemId: row.menuItemId,
      menuId: row.menuId,
      name: row.name,
      category: row.category ?? '',
      price: roundMoney(row.price),
    };
  }

  /** The invoice a line belongs to (the line visible in this outlet), or NOT_FOUND. */
  private invoiceOf(
    table: 'invoice_items' | 'invoice_miscs',
    id: string,
    message: string,
  ): Promise<string> {
    return this.db.outlet(async (tx) => {
      const [row]: Array<{ id: string }> = isUuid(id)
        ? await tx.manager.query(`SELECT invoice_id AS id FROM ${table} WHERE id = $1`, [id])
        : [];
      if (!row) throw new NotFoundError(message);
      return row.id;
    });
  }

  private async setTotals(tx: Tx, id: string): Promise<void> {
    const [items, miscs]: [InvoiceItemRow[], InvoiceMiscRow[]] = [
      await invoiceItems(tx, [id]),
      await invoiceMiscs(tx, [id]),
    ];
    const t = invoiceTotals(items, miscs);
    await tx.manager.query(
      `UPDATE invoices SET items_total = $2, misc_total = $3, grand_total = $4 WHERE id = $1`,
      [id, t.itemsTotal, t.miscTotal, t.grandTotal],
    );
  }

  /**
   * One change of an invoice: the row locked (changes of one invoice take turns), refused unless
   * live (and DRAFT when `need` says so), `fn`, then revision +1; then the event it asks for with
   * the snapshot of the committed revision, and the mail. Answers the invoice after it.
   */
  private change(
    id: string,
    need: 'draft' | 'any',
    fn: (tx: Tx, inv: InvoiceRow) => Promise<ChangeEffect | void>,
  ): Promise<InvoiceRow> {
    return this.db.outlet(async (tx) => {
      const [locked]: Array<{ state: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT invoice_state AS state FROM invoices WHERE id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      if (!locked || locked.state === 'DELETED') throw new NotFoundError(M.notFound);
      if (need === 'draft' && locked.state !== 'DRAFT') throw new ConflictError(M.notDraft);
      const inv = (await this.read(tx, id))!;
      const effect = (await fn(tx, inv)) ?? {};
      await tx.manager.query(
        `UPDATE invoices SET revision = revision + 1, updated_at = now() WHERE id = $1`,
        [id],
      );
      if (effect.event) {
        const snapshot = await invoiceSnapshot(tx, id);
        if (snapshot) await tx.emit(effect.event, snapshot);
      }
      const after = await this.read(tx, id);
      if (effect.mail && after) await this.requestMail(tx, after);
      return after ?? { ...inv, invoiceState: 'DELETED', revision: inv.revision + 1 };
    });
  }

  /**
   * The e-mail of a sent invoice (flows.md §4.10) in its transaction: a PENDING mail and
   * `procurement.mail.requested` with the client page's link and the PDF of `inv.revision`.
   */
  private async requestMail(tx: Tx, inv: InvoiceRow): Promise<void> {
    const [token] = (await this.links.tokens(tx, inv.outletId, 'INVOICE', [inv.id])).values();
    const job = (await this.pdfs.snapshots(tx, [inv])).get(inv.id);
    // storage off (a bare development run): the mail goes without its attachment
    const attach = job && this.pdfs.enabled ? job : null;
    if (attach) await this.pdfs.store(attach);
    await this.mails.request(tx, { type: 'INVOICE', id: inv.id }, (from) => ({
      templateType: 'invoice',
      to: inv.clientEmail ?? '',
      subject: `Invoice From ${from.outletName} #${inv.invoiceNumber}`,
      content: {
        invoiceNumber: inv.invoiceNumber,
        invoiceCreationDate: inv.invoiceDate,
        clientName: inv.clientName,
        outletName: from.outletName,
        clientLink: token ? this.links.url(`/client-view/${token}`) : '',
        outletContact: from.outletContact,
      },
      attachmentKey: attach?.key ?? null,
    }));
  }
}

/** The quantity as typed, checked, or BAD_USER_INPUT; a blank menu item first. */
function checkedQuantity(input: { menuItemId: string; quantity: string }): string {
  if (!input.menuItemId?.trim()) throw new BadInputError(M.menuItemBlank, 'menuItemId');
  const q = checkInvoiceQuantity(input.quantity);
  if (!q.ok) throw new BadInputError(q.message, q.field);
  return q.value;
}

function checkedMisc(input: { name: string; total: string }): { name: string; total: string } {
  const m = checkInvoiceMisc(input);
  if (!m.ok) throw new BadInputError(m.message, m.field);
  return m.value;
}
