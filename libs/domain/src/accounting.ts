import {
  cmp,
  dec,
  type Decimal,
  type DecimalInput,
  div,
  mul,
  round,
  roundMoney,
  sum,
} from './money';

/**
 * "Send to Xero" (spec 3 §7, flows.md §4.11): the messages, and the typed snapshot a confirmed
 * expense or a sale is pushed as. The shape is `AccountingDocument` of `@mise/contracts`
 * (repeated here structurally: the domain depends on nothing).
 */
export const AccountingMessages = {
  notConnected: 'Connect Xero in Settings, Integrations first',
  expenseNotConfirmed: 'Only confirmed expenses can be sent to Xero',
  saleNotConfirmed: 'Only confirmed sales can be sent to Xero',
  // the web's push status
  send: 'Send to Xero',
  sendAgain: 'Send again',
  sending: 'Sending to Xero…',
  inXero: (xeroId: string) => `In Xero: ${xeroId}`,
  refused: (reason: string) => `Xero refused: ${reason}`,
} as const;

/** The contact of a sale pushed as a receivable (a sale names no customer). */
export const SALES_CONTACT_NAME = 'Cash Sales';

export type AccountingKind = 'BILL' | 'CREDIT_NOTE' | 'RECEIVABLE';
export type AccountingPushStateValue = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface AccountingDocumentLine {
  description: string;
  quantity: Decimal;
  unitAmount: Decimal;
  lineAmount: Decimal;
  itemCode?: string | null;
}

export interface AccountingDocumentShape {
  kind: AccountingKind;
  number: string;
  date: string;
  dueDate: string;
  reference?: string | null;
  contact: { name: string; email?: string | null };
  currency: 'MYR';
  lines: AccountingDocumentLine[];
  total: Decimal;
}

/** The places the accounting system takes on quantities and unit amounts (Xero: 4). */
const LINE_PLACES = 4;

function places(x: Decimal): number {
  const dot = x.indexOf('.');
  return dot < 0 ? 0 : x.length - dot - 1;
}

/**
 * One line whose quantity × unit amount is exactly its amount: the typed unit price when it is,
 * else the amount / quantity when that divides exactly to 4 places, else one of the amount with
 * the quantity in the description ("Flour × 3").
 */
export function accountingLine(
  description: string,
  quantity: DecimalInput,
  lineAmount: DecimalInput,
  unitAmount?: DecimalInput | null,
): AccountingDocumentLine {
  const amount = roundMoney(lineAmount);
  const q = dec(quantity);
  const fits = (u: Decimal) =>
    places(dec(u)) <= LINE_PLACES && cmp(mul(q, u), amount) === 0 ? dec(u) : null;
  if (cmp(q, 0) > 0 && places(q) <= LINE_PLACES) {
    const unit =
      (unitAmount !== undefined && unitAmount !== null ? fits(dec(unitAmount)) : null) ??
      fits(dec(div(amount, q, LINE_PLACES)));
    if (unit !== null) return { description, quantity: q, unitAmount: unit, lineAmount: amount };
  }
  return {
    description: cmp(q, 1) === 0 ? description : `${description} × ${q}`,
    quantity: '1',
    unitAmount: amount,
    lineAmount: amount,
  };
}

/** Σ lineAmount, 2 places: what a document's total must be. */
export function accountingLinesTotal(lines: readonly { lineAmount: DecimalInput }[]): Decimal {
  return roundMoney(sum(lines.map((l) => l.lineAmount)));
}

/** What a document becomes: a CREDITMEMO a credit note, other expenses bills. */
export function expenseAccountingKind(expenseType: string): AccountingKind {
  return expenseType === 'CREDITMEMO' ? 'CREDIT_NOTE' : 'BILL';
}

/** A confirmed expense as a BILL or CREDIT_NOTE: its lines, then its miscellaneous items. */
export function expenseAccountingDocument(e: {
  expenseType: string;
  expenseNumber: string;
  expenseDate: string;
  dueDate: string;
  supplierName: string | null;
  purchaseOrderNumber?: string | null;
  items: ReadonlyArray<{
    name: string;
    quantity: DecimalInput;
    unitPrice: DecimalInput;
    total: DecimalInput;
  }>;
  miscs: ReadonlyArray<{ name: string; total: DecimalInput }>;
}): AccountingDocumentShape {
  const lines = [
    ...e.items.map((i) => accountingLine(i.name, i.quantity, i.total, i.unitPrice)),
    ...e.miscs.map((m) => accountingLine(m.name, 1, m.total)),
  ];
  return {
    kind: expenseAccountingKind(e.expenseType),
    number: e.expenseNumber,
    date: e.expenseDate,
    dueDate: e.dueDate,
    reference: e.purchaseOrderNumber ?? null,
    contact: { name: e.supplierName ?? '', email: null },
    currency: 'MYR',
    lines,
    total: accountingLinesTotal(lines),
  };
}

/**
 * A sale as a RECEIVABLE: its items (options included in their totals), its billing lines
 * (signed: a deduction is negative) and its miscellaneous items; numbered by its source reference
 * or its id's first 8 characters.
 */
export function saleAccountingDocument(s: {
  id: string;
  saleDate: string;
  dueDate: string | null;
  sourceType: string;
  sourceRef: string | null;
  items: ReadonlyArray<{ name: string; quantity: DecimalInput; total: DecimalInput }>;
  billings: ReadonlyArray<{ name: string; price: DecimalInput }>;
  miscs: ReadonlyArray<{ name: string; total: DecimalInput }>;
}): AccountingDocumentShape {
  const lines = [
    ...s.items.map((i) => accountingLine(i.name, i.quantity, i.total)),
    ...s.billings.map((b) => accountingLine(b.name, 1, b.price)),
    ...s.miscs.map((m) => accountingLine(m.name, 1, m.total)),
  ];
  return {
    kind: 'RECEIVABLE',
    number: `SALE-${s.id.slice(0, 8).toUpperCase()}`,
    date: s.saleDate,
    dueDate: s.dueDate ?? s.saleDate,
    reference: s.sourceRef ? `${s.sourceType} ${s.sourceRef}` : s.sourceType,
    contact: { name: SALES_CONTACT_NAME, email: null },
    currency: 'MYR',
    lines,
    total: accountingLinesTotal(lines),
  };
}

/** Whether a document's lines add up to its total (a check before it is sent). */
export function accountingDocumentBalances(d: {
  lines: readonly { lineAmount: DecimalInput }[];
  total: DecimalInput;
}): boolean {
  return cmp(accountingLinesTotal(d.lines), round(d.total, 2)) === 0;
}
