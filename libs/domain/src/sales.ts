/**
 * Sales' rules and texts (spec 2 §2 "Sales", §3, §4, §7 "Sales"; flows.md §4.3, §4.4; issue 11):
 * sale totals exact to the cent, billing lines, app order bounds and the sync texts. The sales
 * service and the web use these same functions.
 */
import {
  add,
  cmp,
  type Decimal,
  type DecimalInput,
  isDecimal,
  mul,
  roundMoney,
  sum,
} from './money';
import { isCalendarDate } from './date-range';

export type SaleBillingType = 'ADD' | 'DEDUCT';
export type SaleAmountType = 'NUMBER' | 'PERCENTAGE';
export type SyncStatus = 'COMPLETED' | 'PARTIAL' | 'ALREADY_RUNNING';

/** Items per order line: at least 1, at most this many. */
export const MAX_ORDER_QUANTITY = 99;
/** Lines per order or sale (a bound on what one request may write). */
export const MAX_SALE_LINES = 100;
/** A signed webhook's `X-Mise-Timestamp` may be this far from now, either way (replays older). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
/** An outside site's `orderTimestamp`: at most this many days back (and never ahead of now). */
export const WEBHOOK_ORDER_MAX_AGE_DAYS = 7;

/** The longest point-of-sale item name `mapPosItem` takes (issue 24). */
export const MAX_POS_NAME = 200;

export const SalesMessages = {
  syncCompleted: (status: string) => `Syncing completed. Status: ${status}`,
  noAppSales: 'No app sales found',
  noInvoiceSales: 'No invoice sales found',
  status: {
    syncing: 'Processing app orders',
    allProcessed: 'All app orders processed',
    unprocessed: (n: number) => `${n} unprocessed app orders`,
  },
  /** Not in the spec (no field messages are shown): the server's refusals, worded plainly. */
  order: {
    /** Success toasts (the web shows them after the action). */
    confirmed: (orderCode: string) => `Order ${orderCode} confirmed`,
    served: (orderCode: string) => `Order ${orderCode} served`,
    rejected: (orderCode: string) => `Order ${orderCode} rejected`,
    outletNotFound: 'Outlet not found',
    codeBlank: 'Order code cannot be blank',
    codeInvalid: 'Order code must be at most 64 letters, digits, "-" or "_"',
    noItems: 'An order needs at least one item',
    tooManyLines: `An order can have at most ${MAX_SALE_LINES} items`,
    quantity: `Quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}`,
    timestampInvalid: 'Order time must be an ISO-8601 instant',
    timestampOutOfRange: `Order time must be within the last ${WEBHOOK_ORDER_MAX_AGE_DAYS} days and not in the future`,
    channelInvalid: 'Channel must be WEB or WHATSAPP',
  },
  item: {
    invalid: 'Invalid menu item.',
    optionInvalid: 'Invalid variant option.',
    optionTwice: 'An option can be chosen once per item',
    tooManyOptions: (variant: string, max: number) =>
      `Choose at most ${max} option${max === 1 ? '' : 's'} of ${variant}`,
    quantity: 'Quantity must be a number above 0 with at most 1 decimal',
  },
  sale: {
    /** Success toasts (the web shows them after the action). */
    added: 'Sale added',
    updated: 'Sale updated',
    deleted: 'Sale deleted',
    notFound: 'Sale not found',
    dateInvalid: 'Sale date must be a date (YYYY-MM-DD)',
    noLines: 'A sale needs at least one item or misc line',
    tooManyLines: `A sale can have at most ${MAX_SALE_LINES} items and ${MAX_SALE_LINES} misc lines`,
    miscNameBlank: 'Misc name cannot be blank',
    miscTotal: 'Misc total must be an amount with at most 2 decimals',
    /** §4.12: only MANUAL sales are edited by hand, inside the window. */
    outsideWindow: 'Sales older than 90 days cannot be added, edited or deleted',
    notManual: 'Only manual sales can be edited or deleted here',
    /** flows.md §4.2: an INVOICE sale follows its client invoice, never a hand edit. */
    fromInvoice: 'This sale comes from an invoice: change the invoice instead',
    /** Issue 24: a POS sale follows its point-of-sale receipt (and its refunds). */
    fromPos: 'This sale comes from the point of sale: change it there',
  },
  /** Why a sale is read-only (`Sale.readOnlyReason`, shown beside it). */
  readOnly: {
    invoice: 'from an invoice',
    pos: 'from the point of sale',
  },
  /** Issue 24: point-of-sale (Loyverse) receipts and the names not linked to a menu item. */
  pos: {
    noSales: 'No point-of-sale sales found',
    nameBlank: 'Point-of-sale item name cannot be blank',
    nameTooLong: `Point-of-sale item name must be at most ${MAX_POS_NAME} characters`,
    linked: (name: string) => `${name} is now linked`,
    unmappedNotice: (n: number) =>
      `${n} point-of-sale item${n === 1 ? ' is' : 's are'} not linked to a menu item`,
  },
  range: {
    invalid: 'The date range is not valid',
    monthInvalid: 'Month must be YYYY-MM',
  },
  webhook: {
    signature: 'Invalid signature',
    stale: `The signature's timestamp must be within ${WEBHOOK_TOLERANCE_SECONDS / 60} minutes of now`,
    body: 'The body must be a JSON order',
  },
  /** CSV sales (flows.md §4.4): each bad row is answered "Row N: reason" (N counts the header as 1). */
  csv: {
    fileNotFound: 'File not found',
    empty: 'The file has no sales rows',
    header:
      "The first line must be the template's header: date,menu item,version,quantity,sale price",
    tooManyRows: (max: number) => `A file can have at most ${max} sales rows`,
    tooManyOnDate: (date: string, max: number) => `more than ${max} rows dated ${date}`,
    row: (row: number, reason: string) => `Row ${row}: ${reason}`,
    columns: 'expected 5 columns (date, menu item, version, quantity, sale price)',
    date: 'date must be YYYY-MM-DD',
    itemBlank: 'menu item is blank',
    unknownItem: (name: string) => `unknown menu item "${name}"`,
    unknownVersion: (name: string, version: string) =>
      `menu item "${name}" has no version ${version}`,
    version: 'version must be a whole number',
    quantity: 'quantity must be a number above 0 with at most 1 decimal',
    price: 'sale price must be a number with at most 2 decimals, not negative',
    badRows: (n: number) =>
      `${n} row${n === 1 ? '' : 's'} cannot be imported; nothing was written.`,
    andMore: (n: number) => `... and ${n} more`,
    alreadyImported: 'This file has already been imported',
  },
} as const;

/** The Sync Now status line (spec 2 §2): syncing, all processed, or N unprocessed. */
export function syncStatusLine(syncing: boolean, unprocessed: number): string {
  if (syncing) return SalesMessages.status.syncing;
  if (unprocessed <= 0) return SalesMessages.status.allProcessed;
  return SalesMessages.status.unprocessed(unprocessed);
}

/** An option chosen on a sold item: its add-on price per item and how many per item. */
export interface SaleOptionPrice {
  addOnPrice: DecimalInput;
  /** per item (1 when chosen once) */
  quantity: DecimalInput;
}

export interface SaleItemPrice {
  /** the menu item's price per item */
  price: DecimalInput;
  quantity: DecimalInput;
  options: readonly SaleOptionPrice[];
}

export interface BillingRule {
  type: SaleBillingType;
  amountType: SaleAmountType;
  /** RM (NUMBER) or percent of the sub total (PERCENTAGE), never negative */
  amount: DecimalInput;
}

/** One item's unit price: the menu price plus each option's add-on × its quantity. */
export function itemUnitPrice(item: SaleItemPrice): Decimal {
  return add(item.price, sum(item.options.map((o) => mul(o.addOnPrice, o.quantity))));
}

/** One item line's total: unit price × quantity, to the cent (half-up). */
export function itemTotal(item: SaleItemPrice): Decimal {
  return roundMoney(mul(itemUnitPrice(item), item.quantity));
}

/**
 * A billing line's signed price: RM as is, or the percent of the sub total rounded half-up to the
 * cent; positive for ADD, negative for DEDUCT.
 */
export function billingPrice(rule: BillingRule, subTotal: DecimalInput): Decimal {
  const base =
    rule.amountType === 'PERCENTAGE'
      ? roundMoney(mul(subTotal, mul(rule.amount, '0.01')))
      : roundMoney(rule.amount);
  return rule.type === 'DEDUCT' && cmp(base, 0) !== 0 ? roundMoney(mul(base, -1)) : base;
}

export interface SaleTotals {
  /** per item, in order */
  itemTotals: Decimal[];
  /** per billing line, in order, signed */
  billingPrices: Decimal[];
  subTotal: Decimal;
  billingTotal: Decimal;
  miscTotal: Decimal;
  /** sub + billing + misc (flows.md §8 "Nett Sales") */
  nettTotal: Decimal;
}

/**
 * A sale's totals, exact to the cent: subTotal = Σ item totals (options included); each billing
 * line on the sub total; nett = sub + billing + misc.
 */
export function saleTotals(input: {
  items: readonly SaleItemPrice[];
  billings?: readonly BillingRule[];
  miscs?: readonly { total: DecimalInput }[];
}): SaleTotals {
  const itemTotals = input.items.map(itemTotal);
  const subTotal = roundMoney(sum(itemTotals));
  const billingPrices = (input.billings ?? []).map((b) => billingPrice(b, subTotal));
  const billingTotal = roundMoney(sum(billingPrices));
  const miscTotal = roundMoney(sum((input.miscs ?? []).map((m) => m.total)));
  return {
    itemTotals,
    billingPrices,
    subTotal,
    billingTotal,
    miscTotal,
    nettTotal: roundMoney(sum([subTotal, billingTotal, miscTotal])),
  };
}

/** An app order line's quantity: a whole number 1..99. */
export function isOrderQuantity(q: unknown): q is number {
  return typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= MAX_ORDER_QUANTITY;
}

/** A manual sale line's quantity: above 0, at most 1 decimal (spec 2 §9), at most 9999.9. */
export function saleQuantityError(q: string | null | undefined): string | null {
  const s = (q ?? '').trim();
  if (!/^\d{1,4}(\.\d)?$/.test(s) || !isDecimal(s) || cmp(s, 0) <= 0) {
    return SalesMessages.item.quantity;
  }
  return null;
}

/** A misc line's total: an amount with at most 2 decimals (may be negative: a discount). */
export function miscTotalError(total: string | null | undefined): string | null {
  return /^-?\d{1,10}(\.\d{1,2})?$/.test((total ?? '').trim())
    ? null
    : SalesMessages.sale.miscTotal;
}

/** An order code: 1-64 letters, digits, "-" or "_" (the caller's own reference). */
export function orderCodeError(code: string | null | undefined): string | null {
  const s = (code ?? '').trim();
  if (!s) return SalesMessages.order.codeBlank;
  return /^[A-Za-z0-9_-]{1,64}$/.test(s) ? null : SalesMessages.order.codeInvalid;
}

/** "YYYY-MM" → its first day, or null. */
export function monthStart(month: string): string | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month.trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return null;
  return `${m[1]}-${m[2]}-01`;
}

/** The sales CSV's columns, in order (the template's header line). */
export const SALES_CSV_HEADER = ['date', 'menu item', 'version', 'quantity', 'sale price'] as const;
/** Sales rows per CSV file (a 5 MB file is refused before; this bounds one import's work). */
export const MAX_CSV_ROWS = 10_000;
/** Rows of one date: one sale per date, its `sale.saved` event stays well under NATS' 1 MB. */
export const MAX_CSV_ROWS_PER_DATE = 2_000;

/** The downloadable template: the header line and one example row. */
export function salesCsvTemplate(example = { date: '2026-01-31', name: 'NASI LEMAK' }): string {
  return `${SALES_CSV_HEADER.join(',')}\n${example.date},${csvField(example.name)},,2,12.50\n`;
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * RFC 4180 CSV: fields split on commas, quoted fields with "" for a quote and line breaks
 * inside, CRLF or LF line ends, a leading BOM dropped, blank lines skipped. Each record keeps the
 * 1-based number of the line it starts on.
 */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0].trim() !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (field !== '' || fields.length) endRecord();
  return records;
}

/** A sales CSV row as read: the values, or the reasons it cannot be imported. */
export interface SalesCsvRow {
  /** the file's line number (the header is 1) */
  row: number;
  saleDate: string;
  menuItemName: string;
  /** null: the highest version */
  versionNumber: number | null;
  quantity: string;
  /** null: the menu price */
  salePrice: string | null;
  error: string | null;
}

/**
 * Checks one record's shape (not whether the menu item exists): the date, the name, the
 * optional whole version, the quantity (as a manual sale's) and the optional price (RM, ≥ 0).
 */
export function readSalesCsvRow(record: { line: number; fields: string[] }): SalesCsvRow {
  const C = SalesMessages.csv;
  const f = record.fields.map((v) => v.trim());
  const [date = '', name = '', version = '', quantity = '', price = ''] = f;
  const row: SalesCsvRow = {
    row: record.line,
    saleDate: date,
    menuItemName: name,
    versionNumber: /^\d{1,6}$/.test(version) ? Number(version) : null,
    quantity,
    salePrice: price === '' ? null : price,
    error: null,
  };
  const reason =
    f.length !== SALES_CSV_HEADER.length
      ? C.columns
      : !isCalendarDate(date)
        ? C.date
        : !name
          ? C.itemBlank
          : version !== '' && !/^\d{1,6}$/.test(version)
            ? C.version
            : saleQuantityError(quantity)
              ? C.quantity
              : price !== '' && !/^\d{1,10}(\.\d{1,2})?$/.test(price)
                ? C.price
                : null;
  return reason ? { ...row, error: C.row(record.line, reason) } : row;
}

/** Whether the first record is the template's header (case and spaces ignored). */
export function isSalesCsvHeader(fields: readonly string[]): boolean {
  return (
    fields.length === SALES_CSV_HEADER.length &&
    fields.every((f, i) => f.trim().toLowerCase().replace(/\s+/g, ' ') === SALES_CSV_HEADER[i])
  );
}
