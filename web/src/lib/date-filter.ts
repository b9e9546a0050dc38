import {
  defaultListRange,
  periodRange,
  type CalendarDate,
  type DateRange,
  type RangeMode,
} from '@mise/domain';

/**
 * The shared date filter (spec 1 §2.9, 2 §9, 3 §2.3): a mode (Weekly, Monthly, Yearly, Custom)
 * and its range. Queries use `range.start` (inclusive) and `range.end` (exclusive); the screen
 * shows `range.shownEnd` (one day earlier). The rules are `@mise/domain`'s `periodRange`.
 */
export interface DateFilterValue {
  mode: RangeMode;
  range: DateRange;
}

/** Monthly, from the first of this month up to tomorrow (shown: today). */
export function defaultDateFilter(today: CalendarDate): DateFilterValue {
  return { mode: 'monthly', range: defaultListRange(today) };
}

/** Weekly from `start`: the PO and invoice lists open a week from a supplier or client page. */
export function weeklyFrom(start: CalendarDate): DateFilterValue {
  return { mode: 'weekly', range: periodRange('weekly', start) };
}

/** Another mode, around the day the filter starts on now. */
export function changeMode(value: DateFilterValue, mode: RangeMode): DateFilterValue {
  if (mode === value.mode) return value;
  const { start, shownEnd } = value.range;
  return {
    mode,
    range: mode === 'custom' ? periodRange('custom', start, shownEnd) : periodRange(mode, start),
  };
}

/** A day picked in the current mode (custom: the first and last day, inclusive). */
export function pickDate(
  value: DateFilterValue,
  picked: CalendarDate,
  customEnd?: CalendarDate,
): DateFilterValue {
  return { mode: value.mode, range: periodRange(value.mode, picked, customEnd ?? picked) };
}
