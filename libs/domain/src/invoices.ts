/**
 * Client invoices' rules and texts (spec 3 §2.7, §2.8, §4.3, §5.5; flows.md §4.2, §7): the draft
 * limit, item and misc checks, exact totals (half-up to the cent), overdue, and every message the
 * procurement service answers and the web shows.
 */
import { boundedDecimal, DecimalBounds, normalName, rangeText } from './bounds';
import { cmp, type Decimal, type DecimalInput, mul, roundMoney, sum } from './money';
import { PurchaseOrderMessages } from './purchase-order';

export type InvoiceStateValue = 'DRAFT' | 'CONFIRMED' | 'DELETED';
export type InvoiceStatusValue = 'CREDIT' | 'PAID';

/** At most this many draft invoices per outlet (spec 3 §9). */
export const INVOICE_DRAFT_LIMIT = 10;
/** Lines one invoice may hold (items; miscs the same). */
export const MAX_INVOICE_LINES = 100;
/** Client remarks are kept up to this many characters. */
export const CLIENT_REMARKS_MAX = 500;
/** The Notifications modal lists at most this many overdue invoices. */
export const OVERDUE_INVOICES_MAX = 50;

export const InvoiceMessages = {
  // spec 3 §5.5, verbatim
  clientBlank: 'Client name cannot be blank',
  clientUnknown: 'No matching client name found. Please add new client details before invoice',
  menuItemBlank: 'Select a Menu Item!',
  quantityBlank: 'Enter a quantity!',
  miscNameBlank: 'Enter a miscellaneous name!',
  miscTotalBlank: 'Enter a total!',
  unsavedItems: 'Please save all items before sending this invoice.',
  someUnsaved: 'Some invoices contain unsaved items. Please save all before sending.',
  someWithoutItems: 'Some Invoices have no menu item entries!',
  limitReached: 'Limit has been reached, please send or delete Invoice before creating new',
  confirmSend: 'Are you sure you want to send the following Invoice?',
  confirmSendAll: 'Are you sure you want to send all Invoices?',
  confirmDelete: 'Are you sure you want to delete the following invoice?',
  confirmDeleteFile: 'Delete this file?',
  sendingProgress: (n: number, total: number) => `Sending Invoice ${n} of ${total}`,
  allSent: (total: number) => `All Invoices ${total} of ${total} Sent!`,
  noDrafts: 'No Draft Invoices',
  noDraftsHint: 'Create your first invoice to get started',
  loading: 'Loading invoices...',
  noInvoices: 'No Invoices found',
  noUploads: 'No uploads',
  noRemarks: 'No remarks',
  clientViewMissing:
    'No invoices found, kindly ensure that the link is correct or click on the link in the PDF',
  // ours (issue 23)
  menuItemUsed: 'This menu item is already on the invoice',
  notDraft: 'Only draft invoices can be changed',
  noItems: 'Add at least one menu item before sending',
  paymentDateFuture: 'The payment date cannot be after today',
  notSent: 'Only sent invoices can be marked paid or credit',
  mailNotConnected: PurchaseOrderMessages.mailNotConnected,
  noClientEmail: "Add the client's e-mail address to send by e-mail",
  alreadyStatus: (status: InvoiceStatusValue) =>
    status === 'PAID' ? 'This invoice is already paid' : 'This invoice is already on credit',
  dueDateNotCredit: 'The due date can only be changed on a draft or a credit invoice',
  dateInvalid: 'Enter a valid date',
  /** flows.md §4.12: with 90-day checking on, a due date is not chosen before today − 91. */
  dueDateOutsideWindow:
    'The due date cannot be more than 90 days ago; turn off 90-day checking in Admin Settings to choose it.',
  quantityInvalid: `Quantity must be ${rangeText(DecimalBounds.quantity, 'aboveZero')}`,
  totalInvalid: `Total must be ${rangeText(DecimalBounds.money, 'zero')}`,
  nameTooLong: 'Names must be at most 100 characters long',
  tooManyLines: `An invoice can have at most ${MAX_INVOICE_LINES} items and ${MAX_INVOICE_LINES} miscellaneous lines`,
  notFound: 'Invoice not found',
  itemNotFound: 'Invoice item not found',
  miscNotFound: 'Invoice misc not found',
  pdfNotSent: 'Send the invoice before downloading its PDF',
  rangeInvalid: 'The date range is not valid',
  /** Not in the spec (worded as the supplier's block): a draft or sent invoice names it. */
  clientUsed: 'Unable to delete client. Client is being used by an invoice.',
  proofExists: 'A payment proof is already uploaded',
  demoUpload: 'This is a demo: files are not uploaded in Demo Mode.',
  clientRemarksTooLong: `Client remarks must be at most ${CLIENT_REMARKS_MAX} characters long`,
  // success texts
  created: 'Invoice created',
  sent: 'Invoice sent',
  statusUpdated: 'Invoice status updated',
  deleted: 'Invoice deleted',
  itemSaved: 'Item saved',
  miscSaved: 'Misc saved',
  remarksUpdated: 'Remarks updated',
} as const;

/** Whether another draft may be made (the counter is red at or above the limit). */
export function invoiceLimitReached(drafts: number, limit = INVOICE_DRAFT_LIMIT): boolean {
  return drafts >= limit;
}

/** A line's total: price × quantity, half-up to the cent. */
export function invoiceItemTotal(price: DecimalInput, quantity: DecimalInput): Decimal {
  return roundMoney(mul(price, quantity));
}

/** Σ item totals, Σ misc totals and the grand total (their sum), each to the cent. */
export function invoiceTotals(
  items: ReadonlyArray<{ total: DecimalInput }>,
  miscs: ReadonlyArray<{ total: DecimalInput }>,
): { itemsTotal: Decimal; miscTotal: Decimal; grandTotal: Decimal } {
  const itemsTotal = roundMoney(sum(items.map((i) => i.total)));
  const miscTotal = roundMoney(sum(miscs.map((m) => m.total)));
  return { itemsTotal, miscTotal, grandTotal: roundMoney(sum([itemsTotal, miscTotal])) };
}

export type InvoiceCheck<T, F extends string> =
  { ok: true; value: T } | { ok: false; field: F; message: string };

/** An item's quantity as typed: required, a decimal above zero within the quantity bound. */
export function checkInvoiceQuantity(
  text: string | null | undefined,
): InvoiceCheck<Decimal, 'quantity'> {
  const M = InvoiceMessages;
  const fail = (message: string) => ({ ok: false, field: 'quantity', message }) as const;
  if (!(text ?? '').trim()) return fail(M.quantityBlank);
  const q = boundedDecimal(text, DecimalBounds.quantity);
  if (!q.ok) return fail(q.reason === 'invalid' ? M.quantityBlank : M.quantityInvalid);
  if (cmp(q.value, 0) <= 0) return fail(M.quantityBlank);
  return { ok: true, value: q.value };
}

/** A misc line as typed: a name (≤ 100) and a total ≥ 0 with at most 2 decimals. */
export function checkInvoiceMisc(input: {
  name: string | null | undefined;
  total: string | null | undefined;
}): InvoiceCheck<{ name: string; total: Decimal }, 'name' | 'total'> {
  const M = InvoiceMessages;
  const name = normalName(input.name);
  if (!name) return { ok: false, field: 'name', message: M.miscNameBlank };
  if (name.length > 100) return { ok: false, field: 'name', message: M.nameTooLong };
  if (!(input.total ?? '').trim()) return { ok: false, field: 'total', message: M.miscTotalBlank };
  const t = boundedDecimal(input.total, DecimalBounds.money);
  if (!t.ok) {
    return {
      ok: false,
      field: 'total',
      message: t.reason === 'invalid' ? M.miscTotalBlank : M.totalInvalid,
    };
  }
  if (cmp(t.value, 0) < 0) return { ok: false, field: 'total', message: M.totalInvalid };
  return { ok: true, value: { name, total: roundMoney(t.value) } };
}

/** CONFIRMED, CREDIT and due before today (dates `YYYY-MM-DD`, the outlet's today). */
export function invoiceOverdue(
  inv: { invoiceState: string; invoiceStatus: string | null; dueDate: string },
  today: string,
): boolean {
  return inv.invoiceState === 'CONFIRMED' && inv.invoiceStatus === 'CREDIT' && inv.dueDate < today;
}
