/**
 * Plain calendar dates as "YYYY-MM-DD" strings. There are no time zones here: callers decide which
 * day "today" is (the outlet's local date) and pass it in. Internally a date is handled as UTC
 * midnight, only to do calendar arithmetic.
 */
export type CalendarDate = string;

export type RangeMode = 'weekly' | 'monthly' | 'yearly' | 'custom';

export interface DateRange {
  start: CalendarDate;
  /** Exclusive upper bound, as queries use it. */
  end: CalendarDate;
  /** Inclusive last day, as the screen shows it (end - 1 day). */
  shownEnd: CalendarDate;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^([1-9]\d{3})-(\d{2})-(\d{2})$/;

function parts(date: CalendarDate): [year: number, month: number, day: number] {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return [year, month, day];
    }
  }
  throw new Error(`Invalid date "${date}", expected YYYY-MM-DD`);
}

function toEpochDay(date: CalendarDate): number {
  const [year, month, day] = parts(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

function fromEpochDay(epochDay: number): CalendarDate {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

function format(year: number, month: number, day: number): CalendarDate {
  return fromEpochDay(Date.UTC(year, month - 1, day) / DAY_MS);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isCalendarDate(value: string): boolean {
  try {
    parts(value);
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** Adds calendar months, clamping to the month end: 2025-11-30 + 3 months = 2026-02-28. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = parts(date);
  const monthIndex = year * 12 + (month - 1) + months;
  const [newYear, newMonth] = [Math.floor(monthIndex / 12), (monthIndex % 12) + 1];
  return format(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

export function startOfMonth(date: CalendarDate): CalendarDate {
  const [year, month] = parts(date);
  return format(year, month, 1);
}

export function endOfMonth(date: CalendarDate): CalendarDate {
  const [year, month] = parts(date);
  return format(year, month, daysInMonth(year, month));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

function rangeThrough(start: CalendarDate, shownEnd: CalendarDate): DateRange {
  return { start, end: addDays(shownEnd, 1), shownEnd };
}

/**
 * The overview's date filter. weekly: start + 6 days; monthly: to the end of start's month;
 * yearly: to the end of start's year; custom: to the chosen inclusive `customEnd`.
 */
export function dateRange(
  mode: RangeMode,
  start: CalendarDate,
  customEnd?: CalendarDate,
): DateRange {
  switch (mode) {
    case 'weekly':
      return rangeThrough(start, addDays(start, 6));
    case 'monthly':
      return rangeThrough(start, endOfMonth(start));
    case 'yearly':
      return rangeThrough(start, `${parts(start)[0]}-12-31`);
    case 'custom':
      if (customEnd === undefined) throw new Error('A custom range needs an end date');
      if (daysBetween(start, customEnd) < 0)
        throw new Error('The end date is before the start date');
      return rangeThrough(start, customEnd);
  }
}

/** The overview's default: from the first of this month through today. */
export function defaultOverviewRange(today: CalendarDate): DateRange {
  return rangeThrough(startOfMonth(today), today);
}

export function startOfYear(date: CalendarDate): CalendarDate {
  return format(parts(date)[0], 1, 1);
}

/** The date filter's modes with their labels, in the order the filter lists them. */
export const DATE_FILTER_MODES: readonly { value: RangeMode; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'custom', label: 'Custom' },
];

/**
 * The range a date filter shows when the user picks `picked` in a mode: weekly from that day
 * (+ 6 days); monthly the whole month; yearly the whole year; custom from `picked` through
 * `customEnd` (inclusive). `end` is exclusive (for queries), `shownEnd` one day earlier.
 */
export function periodRange(
  mode: RangeMode,
  picked: CalendarDate,
  customEnd?: CalendarDate,
): DateRange {
  switch (mode) {
    case 'weekly':
      return dateRange('weekly', picked);
    case 'monthly':
      return dateRange('monthly', startOfMonth(picked));
    case 'yearly':
      return dateRange('yearly', startOfYear(picked));
    case 'custom':
      return dateRange('custom', picked, customEnd);
  }
}

/**
 * Lists' default range (overview, purchase orders, invoices): the first of this month up to
 * tomorrow, exclusive, so the shown end is today.
 */
export const defaultListRange = defaultOverviewRange;

/** True when `date` falls in the range (start inclusive, end exclusive). */
export function inRange(date: CalendarDate, range: Pick<DateRange, 'start' | 'end'>): boolean {
  return daysBetween(range.start, date) >= 0 && daysBetween(date, range.end) > 0;
}
