import {
  addDays,
  addMonths,
  cmp,
  endOfMonth,
  isDecimal,
  type CalendarDate,
  type DecimalInput,
} from '@mise/domain';

/**
 * The month calendar's rules (batch production, sales): a month is 'YYYY-MM'; its grid is whole
 * weeks from Sunday to Saturday, with null for the days of the months around it.
 */
export type CalendarMonth = string;

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The month ('YYYY-MM') a date is in. */
export function monthOf(date: CalendarDate): CalendarMonth {
  return date.slice(0, 7);
}

/** The first day of a month. */
export function firstDay(month: CalendarMonth): CalendarDate {
  return `${month}-01`;
}

/** A month some months away: shiftMonth('2026-01', -1) = '2025-12'. */
export function shiftMonth(month: CalendarMonth, months: number): CalendarMonth {
  return monthOf(addMonths(firstDay(month), months));
}

/** 0 (Sunday) to 6 (Saturday). */
export function weekday(date: CalendarDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * The month's weeks, Sunday first: every week has 7 cells, the month's dates in order and null
 * before the 1st and after the last day.
 */
export function monthGrid(month: CalendarMonth): (CalendarDate | null)[][] {
  const first = firstDay(month);
  const last = endOfMonth(first);
  const cells: (CalendarDate | null)[] = Array.from({ length: weekday(first) }, () => null);
  for (let day = first; day <= last; day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * The day selected when the month changes: the same day of the month when it exists (clamped to
 * the month's end), so moving a month keeps the place in it.
 */
export function selectInMonth(selected: CalendarDate, month: CalendarMonth): CalendarDate {
  const months =
    (Number(month.slice(0, 4)) - Number(selected.slice(0, 4))) * 12 +
    (Number(month.slice(5, 7)) - Number(selected.slice(5, 7)));
  return addMonths(selected, months);
}

/** The amount a day shows: only one above 0 (an empty day shows nothing). */
export function shownAmount(amount: DecimalInput | null | undefined): DecimalInput | null {
  if (amount === null || amount === undefined || !isDecimal(amount)) return null;
  return cmp(amount, 0) > 0 ? amount : null;
}
