import type { InvoiceSnapshot } from '@mise/contracts';
import { dec } from '@mise/domain';
import { isUuid, type Tx } from '@mise/platform';
import type { InvoiceItemRow, InvoiceMiscRow, InvoiceRow, InvoiceUploadRow } from './invoice.model';

/**
 * The invoice reads every part of procurement shares (the owner's operations, the PDF, the client
 * page): flat statements, one per table for any number of invoices, in `tx`'s outlet.
 */

/** Every column of an invoice, camel-cased, with its client's current name, e-mail and phone. */
export const INVOICE_COLUMNS = `i.id, i.outlet_id AS "outletId", i.client_id AS "clientId",
  c.name AS "clientName", c.email AS "clientEmail", c.contact->>'phoneNumber' AS "clientPhone",
  i.invoice_number AS "invoiceNumber",
  to_char(i.invoice_date, 'YYYY-MM-DD') AS "invoiceDate",
  to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate",
  to_char(i.payment_date, 'YYYY-MM-DD') AS "paymentDate",
  i.invoice_state AS "invoiceState", i.invoice_status AS "invoiceStatus",
  i.outlet_remarks AS "outletRemarks", i.client_remarks AS "clientRemarks",
  i.send_by_email AS "sendByEmail", i.sent, i.items_total::text AS "itemsTotal",
  i.misc_total::text AS "miscTotal", i.grand_total::text AS "grandTotal",
  i.saved_to_sale_id AS "savedToSaleId", i.revision, i.created_at AS "createdAt",
  i.updated_at AS "updatedAt"`;
export const INVOICE_FROM = `invoices i JOIN clients c ON c.id = i.client_id`;

/** Invoices by id (any state). */
export function invoicesByIds(tx: Tx, ids: readonly string[]): Promise<InvoiceRow[]> {
  const wanted = ids.filter(isUuid);
  if (!wanted.length) return Promise.resolve([]);
  return tx.manager.query<InvoiceRow[]>(
    `SELECT ${INVOICE_COLUMNS} FROM ${INVOICE_FROM} WHERE i.id = ANY($1::uuid[])`,
    [wanted],
  );
}

/** The items of these invoices in position order, each with its menu item's price now. */
export function invoiceItems(tx: Tx, invoiceIds: readonly string[]): Promise<InvoiceItemRow[]> {
  const wanted = invoiceIds.filter(isUuid);
  if (!wanted.length) return Promise.resolve([]);
  return tx.manager.query<InvoiceItemRow[]>(
    `SELECT t.id, t.invoice_id AS "invoiceId", t.position, t.menu_item_id AS "menuItemId",
            t.menu_id AS "menuId", t.name, t.category, t.quantity::text AS quantity,
            t.confirmed_price::text AS "confirmedPrice", t.total::text AS total,
            m.price::text AS "sellingPrice"
       FROM invoice_items t LEFT JOIN menu_items m ON m.menu_item_id = t.menu_item_id
      WHERE t.invoice_id = ANY($1::uuid[])
      ORDER BY t.invoice_id, t.position, t.created_at`,
    [wanted],
  );
}

export function invoiceMiscs(tx: Tx, invoiceIds: readonly string[]): Promise<InvoiceMiscRow[]> {
  const wanted = invoiceIds.filter(isUuid);
  if (!wanted.length) return Promise.resolve([]);
  return tx.manager.query<InvoiceMiscRow[]>(
    `SELECT id, invoice_id AS "invoiceId", position, name, total::text AS total
       FROM invoice_miscs WHERE invoice_id = ANY($1::uuid[])
      ORDER BY invoice_id, position, created_at`,
    [wanted],
  );
}

/** The uploads of these invoices (of one role, or both), oldest first. */
export function invoiceUploads(
  tx: Tx,
  invoiceIds: readonly string[],
  role?: InvoiceUploadRow['role'],
): Promise<InvoiceUploadRow[]> {
  const wanted = invoiceIds.filter(isUuid);
  if (!wanted.length) return Promise.resolve([]);
  return tx.manager.query<InvoiceUploadRow[]>(
    `SELECT id, invoice_id AS "invoiceId", role, key, file_name AS "fileName",
            uploaded_at AS "uploadedAt"
       FROM invoice_uploads WHERE invoice_id = ANY($1::uuid[]) AND ($2::text IS NULL OR role = $2)
      ORDER BY uploaded_at, id`,
    [wanted, role ?? null],
  );
}

/** The whole invoice as its events carry it (flows.md §4.2). */
export async function invoiceSnapshot(tx: Tx, id: string): Promise<InvoiceSnapshot | null> {
  const [inv] = await invoicesByIds(tx, [id]);
  if (!inv) return null;
  const [items, miscs] = [await invoiceItems(tx, [id]), await invoiceMiscs(tx, [id])];
  return {
    invoiceId: inv.id,
    invoiceNumber: inv.invoiceNumber,
    invoiceState: inv.invoiceState,
    invoiceStatus: inv.invoiceStatus ?? 'CREDIT',
    invoiceDate: inv.invoiceDate,
    dueDate: inv.dueDate,
    paymentDate: inv.paymentDate,
    items: items.map((i) => ({
      invoiceItemId: i.id,
      menuItemId: i.menuItemId,
      quantity: dec(i.quantity),
      confirmedPrice: i.confirmedPrice,
    })),
    miscs: miscs.map((m) => ({ name: m.name, total: m.total })),
    grandTotal: inv.grandTotal,
    revision: inv.revision,
  };
}
