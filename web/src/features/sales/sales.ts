import { addDays, SalesMessages, type CalendarDate, type FieldError } from '@mise/domain';
import dayjs from 'dayjs';
import { formatAmount } from '../../lib/amounts';
import { firstDay, type CalendarMonth } from '../../lib/month-calendar';

/**
 * Pure rules of /sales (spec 2 §2 "Sales", issue 11): the calendar's title and amounts, the
 * ranges of the selected day, the lists' columns as text (the table and its CSV read the same
 * functions), the CSV text, billing amounts and the manual sale form.
 */

/** 'Sales of November 2026'. */
export function calendarTitle(month: CalendarMonth): string {
  return `Sales of ${dayjs(firstDay(month)).format('MMMM YYYY')}`;
}

/** The calendar's amount per day: the day's APP nett total (shown when above 0). */
export function salesCalendarAmounts(
  days: readonly { date: CalendarDate; appNettTotal: string }[],
): Record<CalendarDate, string> {
  return Object.fromEntries(days.map((day) => [day.date, day.appNettTotal]));
}

/** App, manual sales and the unmapped list of a day: [day, next day). */
export function dayRange(day: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: day, to: addDays(day, 1) };
}

/** Invoice sales of a day: the service's range is inclusive at both ends. */
export function invoiceDayRange(day: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: day, to: day };
}

/** Sync Now waits while a sync runs and when no app order is left to process (spec 2 §5). */
export function syncDisabled(syncing: boolean, unprocessed: number | undefined): boolean {
  return syncing || !unprocessed || unprocessed <= 0;
}

/** A sale row of the lists (no lines). */
export interface SaleRow {
  id: string;
  saleDate: CalendarDate;
  sourceRef?: string | null;
  orderTimestamp?: string | null;
  subTotal: string;
  billingTotal: string;
  miscTotal: string;
  nettTotal: string;
  /** 'from an invoice' / 'from the point of sale': never changed here */
  readOnlyReason?: string | null;
}

/** How a column's value is shown: as money (RM x.xx in the table, the decimal in the CSV). */
export type SaleColumnKind = 'text' | 'money';

export interface SaleColumn {
  key: string;
  title: string;
  kind: SaleColumnKind;
  /** The cell's value: text, or an exact decimal string for money. */
  value: (row: SaleRow) => string;
}

/** An app order's time, in the browser's time zone: '14:05:09'. */
export function orderTime(timestamp: string | null | undefined): string {
  return timestamp ? dayjs(timestamp).format('HH:mm:ss') : '';
}

/** App sales (spec 2 §2): order number, date, timestamp, sub total, billing total, nett total. */
export const APP_SALE_COLUMNS: readonly SaleColumn[] = [
  { key: 'order', title: 'Order Number', kind: 'text', value: (row) => row.sourceRef ?? '' },
  { key: 'date', title: 'Date', kind: 'text', value: (row) => row.saleDate },
  { key: 'time', title: 'Timestamp', kind: 'text', value: (row) => orderTime(row.orderTimestamp) },
  { key: 'sub', title: 'Sub Total (RM)', kind: 'money', value: (row) => row.subTotal },
  { key: 'billing', title: 'Billing Total (RM)', kind: 'money', value: (row) => row.billingTotal },
  { key: 'nett', title: 'Nett Total (RM)', kind: 'money', value: (row) => row.nettTotal },
];

/** Invoice (and manual) sales: sale date, sub total, misc total, nett total. */
export const INVOICE_SALE_COLUMNS: readonly SaleColumn[] = [
  { key: 'date', title: 'Sale Date', kind: 'text', value: (row) => row.saleDate },
  { key: 'sub', title: 'Sub Total (RM)', kind: 'money', value: (row) => row.subTotal },
  { key: 'misc', title: 'Misc Total (RM)', kind: 'money', value: (row) => row.miscTotal },
  { key: 'nett', title: 'Nett Total (RM)', kind: 'money', value: (row) => row.nettTotal },
];

/**
 * A POS sale's receipt number as printed: its `sourceRef` is `{merchant}:{receipt number}`
 * (issue 24).
 */
export function posReceiptNumber(sourceRef: string | null | undefined): string {
  if (!sourceRef) return '';
  const at = sourceRef.lastIndexOf(':');
  return at >= 0 ? sourceRef.slice(at + 1) : sourceRef;
}

/** POS sales (issue 24): receipt number, sale date, sub total, misc total, nett total. */
export const POS_SALE_COLUMNS: readonly SaleColumn[] = [
  {
    key: 'receipt',
    title: 'Receipt Number',
    kind: 'text',
    value: (row) => posReceiptNumber(row.sourceRef),
  },
  ...INVOICE_SALE_COLUMNS,
];

/** What a read-only sale's lines say beside its tag: where to change it instead. */
export function readOnlyText(reason: string): string {
  return reason === SalesMessages.readOnly.pos
    ? SalesMessages.sale.fromPos
    : SalesMessages.sale.fromInvoice;
}

/** The range of the month a day is in: [first day, first day of the next month). */
export function monthRange(day: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  const from = `${day.slice(0, 7)}-01`;
  return { from, to: dayjs(from).add(1, 'month').format('YYYY-MM-DD') };
}

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV text of a table: a header line, then one line per row, CRLF between lines. */
export function csvText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return [headers, ...rows].map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** 'Download as .csv': the rows the table shows, in its columns (amounts as exact decimals). */
export function salesCsv(columns: readonly SaleColumn[], rows: readonly SaleRow[]): string {
  return csvText(
    columns.map((c) => c.title),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

/** The downloaded file's name: 'app-sales-2026-11-23.csv'. */
export function csvFileName(list: string, day: CalendarDate): string {
  return `${list}-${day}.csv`;
}

/** A billing line's amount as set: 'RM 2.00' (NUMBER) or '10%' (PERCENTAGE). */
export function billingAmountText(line: { amountType: string; amount: string }): string {
  if (line.amountType === 'PERCENTAGE') return `${line.amount.replace(/\.?0+$/, '')}%`;
  return `RM ${line.amount}`;
}

/**
 * A sold item's chosen options by their own name: 'EGG (+RM 2.00), HOT'; an option of a sale
 * saved before options had names shows its variant's name.
 */
export function optionsText(
  options: readonly {
    variantName: string;
    optionName: string;
    addOnPrice: string;
    quantity: string;
  }[],
): string {
  return options
    .map((o) => {
      const times = o.quantity === '1' || o.quantity === '1.0' ? '' : ` × ${o.quantity}`;
      const price = Number(o.addOnPrice) !== 0 ? ` (+RM ${o.addOnPrice})` : '';
      return `${o.optionName || o.variantName}${times}${price}`;
    })
    .join(', ');
}

/** The manual sale form's values. */
export interface SaleFormValues {
  items?: { menuItemId?: string | null; quantity?: string | null }[];
  miscs?: { name?: string | null; total?: string | null }[];
}

/** The whole form: at least one item or misc line (the server says the same). */
export function validateSaleForm(values: SaleFormValues): FieldError[] {
  const lines = (values.items ?? []).length + (values.miscs ?? []).length;
  return lines === 0 ? [{ field: 'items', message: SalesMessages.sale.noLines }] : [];
}

/** What createSale / updateSale send for valid form values on a day. */
export function saleInput(day: CalendarDate, values: SaleFormValues) {
  return {
    saleDate: day,
    items: (values.items ?? []).map((item) => ({
      menuItemId: item.menuItemId ?? '',
      quantity: (item.quantity ?? '').trim(),
    })),
    miscs: (values.miscs ?? []).map((misc) => ({
      name: (misc.name ?? '').trim(),
      total: (misc.total ?? '').trim(),
    })),
  };
}

/** Import CSV (issue 11): the file picker's types, the size the service takes (5 MB). */
export const SALES_CSV_ACCEPT = '.csv,text/csv';
export const SALES_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** The content type the upload is signed for (browsers name .csv files differently, or not at all). */
export const SALES_CSV_CONTENT_TYPE = 'text/csv';
export const SALES_CSV_TEMPLATE_NAME = 'sales-template.csv';

/** Where the import stands: picking a file, its PUT, the server reading it, the import. */
export type CsvImportPhase = 'idle' | 'uploading' | 'checking' | 'importing';

/** The progress line of each busy phase (none when idle). */
export function csvPhaseText(phase: CsvImportPhase): string | null {
  switch (phase) {
    case 'uploading':
      return 'Uploading the file...';
    case 'checking':
      return 'Checking the rows...';
    case 'importing':
      return 'Importing the sales...';
    default:
      return null;
  }
}

/** The preview's summary: '12 rows, 1 with problems'. */
export function csvPreviewSummary(preview: { rows: readonly unknown[]; errorCount: number }) {
  const rows = preview.rows.length;
  return `${rows} row${rows === 1 ? '' : 's'}, ${preview.errorCount} with problems`;
}

/** Import is offered once a preview is read, has rows and no bad row (the server refuses too). */
export function csvImportAllowed(
  preview: { rows: readonly unknown[]; errorCount: number } | null,
  phase: CsvImportPhase,
): boolean {
  return phase === 'idle' && !!preview && preview.rows.length > 0 && preview.errorCount === 0;
}

/** The import's toast: 'Imported 2 sales (5 lines)'. */
export function csvImportedText(result: { sales: number; lines: number }): string {
  const sales = `${result.sales} sale${result.sales === 1 ? '' : 's'}`;
  const lines = `${result.lines} line${result.lines === 1 ? '' : 's'}`;
  return `Imported ${sales} (${lines})`;
}

/** The preview's totals of its good rows: 'Good rows make 2 sales, 5 lines, total RM 61.00'. */
export function csvTotalsText(preview: { sales: number; lines: number; total: string }): string {
  const sales = `${preview.sales} sale${preview.sales === 1 ? '' : 's'}`;
  const lines = `${preview.lines} line${preview.lines === 1 ? '' : 's'}`;
  return `Good rows make ${sales}, ${lines}, total ${formatAmount(preview.total)}`;
}
