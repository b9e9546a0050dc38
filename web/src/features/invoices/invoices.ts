import {
  addDays,
  daysBetween,
  defaultListRange,
  isCalendarDate,
  startOfMonth,
  startOfYear,
  type CalendarDate,
  type DateRange,
  type DecimalInput,
  type RangeMode,
} from '@mise/domain';
import type { DateFilterValue } from '../../lib/date-filter';
import { longDate } from '../../lib/format';

/**
 * The invoice screens' rules (spec 3 §2.6, §2.7, §4.3, §5.5, §7.4), pure so they are tested
 * without a browser.
 */

export type InvoiceStatusValue = 'CREDIT' | 'PAID';
export type InvoiceStatusFilterValue = 'ALL' | 'CREDIT' | 'PAID';

/** The list's status select (spec 3 §2.7). */
export const STATUS_FILTER_OPTIONS: readonly { value: InvoiceStatusFilterValue; label: string }[] =
  [
    { value: 'ALL', label: 'View All' },
    { value: 'CREDIT', label: 'Credit Only' },
    { value: 'PAID', label: 'Paid Only' },
  ];

/** At or above the limit: the counter is red and Add Invoice is disabled (§2.7, §9). */
export function atLimit(limit: { drafts: number; limit: number } | null | undefined): boolean {
  return Boolean(limit && limit.drafts >= limit.limit);
}

/**
 * Send All (§5.5): disabled with no drafts; refused while a draft has a row in edit, or when a
 * draft has no menu items.
 */
export function sendAllState(
  drafts: readonly { id: string; items: readonly unknown[] }[],
  editingIds: ReadonlySet<string>,
): 'none' | 'unsaved' | 'emptyDraft' | 'ready' {
  if (drafts.length === 0) return 'none';
  if (drafts.some((d) => editingIds.has(d.id))) return 'unsaved';
  return drafts.some((d) => d.items.length === 0) ? 'emptyDraft' : 'ready';
}

/** Send Invoice: disabled with zero items or while working (§2.7); an edit is told on press. */
export function sendDisabled(items: number, working: boolean): boolean {
  return items === 0 || working;
}

/**
 * The menu items + Add Item offers: those whose menu is not already on this invoice (§5.5), except
 * the row's own when it is being edited.
 */
export function menuSuggestions<T extends { menuId: string }>(
  found: readonly T[],
  usedMenuIds: readonly string[],
  ownMenuId?: string | null,
): T[] {
  const used = new Set(usedMenuIds.filter((id) => id !== ownMenuId));
  return found.filter((item) => !used.has(item.menuId));
}

/** A number typed: numeric, not below 0; anything else becomes 0 (§5.5). */
export function decimalValue(typed: DecimalInput | null | undefined): string {
  const text = typed === null || typed === undefined ? '' : String(typed).trim();
  return /^\d+(\.\d+)?$/.test(text) ? text : '0';
}

/** Payment date shows N/A when empty or when the invoice is on CREDIT (§2.7). */
export function paymentDateText(invoice: {
  paymentDate?: string | null;
  invoiceStatus?: InvoiceStatusValue | null;
}): string {
  if (!invoice.paymentDate || invoice.invoiceStatus !== 'PAID') return 'N/A';
  return longDate(invoice.paymentDate);
}

/** A due date earlier than today is red (overdue), otherwise blue (§2.7). */
export function dueDateTone(dueDate: CalendarDate, today: CalendarDate): 'overdue' | 'due' {
  return daysBetween(today, dueDate) < 0 ? 'overdue' : 'due';
}

/**
 * Update Invoice Status (§2.7, §4.3): the other status, and the date it asks for: a payment date
 * (PAID, not after today) or a due date (CREDIT).
 */
export function statusChange(current: InvoiceStatusValue | null | undefined): {
  next: InvoiceStatusValue;
  dateLabel: string;
} {
  return current === 'PAID'
    ? { next: 'CREDIT', dateLabel: 'Due Date' }
    : { next: 'PAID', dateLabel: 'Payment Date' };
}

/** Monday of the week `date` falls in. */
export function mondayOf(date: CalendarDate): CalendarDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The range of a mode starting on `start` (weekly: 7 days; monthly: the month; yearly: the year). */
function rangeOf(start: CalendarDate, end: CalendarDate): DateRange {
  return { start, end, shownEnd: addDays(end, -1) };
}

/** The mode a range is, when the address does not say (a whole week, month or year). */
export function modeOf(range: Pick<DateRange, 'start' | 'end'>): RangeMode {
  const { start, end } = range;
  if (daysBetween(start, end) === 7) return 'weekly';
  if (start === startOfMonth(start) && end === startOfMonth(addDays(start, 31))) return 'monthly';
  if (start === startOfYear(start) && end === startOfYear(addDays(start, 366))) return 'yearly';
  return 'custom';
}

const MODES: readonly RangeMode[] = ['weekly', 'monthly', 'yearly', 'custom'];

/**
 * The list's default filter (§2.7, §9): Weekly, over the first of this month up to tomorrow
 * (exclusive; shown: today).
 */
export function defaultInvoiceFilter(today: CalendarDate): DateFilterValue {
  return { mode: 'weekly', range: defaultListRange(today) };
}

/**
 * The list's date filter from its address: `from` and `to` (exclusive), and `mode` when given
 * (else the mode the range is); without a usable pair, the default.
 */
export function filterFromSearch(search: URLSearchParams, today: CalendarDate): DateFilterValue {
  const from = search.get('from');
  const to = search.get('to');
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to) || to <= from) {
    return defaultInvoiceFilter(today);
  }
  const range = rangeOf(from, to);
  const given = search.get('mode') as RangeMode | null;
  return { mode: given && MODES.includes(given) ? given : modeOf(range), range };
}

/** The address of the list for a date filter: `from`, `to` (exclusive) and `mode`. */
export function listSearch(value: DateFilterValue): string {
  return new URLSearchParams({
    from: value.range.start,
    to: value.range.end,
    mode: value.mode,
  }).toString();
}

/** The invoice list on the week (Monday to Monday) of an invoice (client tabs, notifications). */
export function weekListPath(invoiceDate: CalendarDate): string {
  const from = mondayOf(invoiceDate);
  return `/invoices/list?${new URLSearchParams({ from, to: addDays(from, 7) }).toString()}`;
}

/**
 * The WhatsApp message (§7.4): the client name, invoice number, outlet name, creation date and the
 * client link.
 */
export function whatsappText(invoice: {
  clientName: string;
  invoiceNumber: string;
  invoiceDate: CalendarDate;
  outletName: string;
  clientLink: string;
}): string {
  return (
    `Hi ${invoice.clientName}, this is invoice ${invoice.invoiceNumber} from ` +
    `${invoice.outletName}, dated ${longDate(invoice.invoiceDate)}. ` +
    `Please view it here: ${invoice.clientLink}`
  );
}

/** The wa.me link to the client's phone (E.164; wa.me takes the digits only). */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
