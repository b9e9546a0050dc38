import type { CalendarDate } from './date-range';

/**
 * "Today" is a calendar date in the outlet's time zone (flows.md 0.1): the default date of new
 * records, date filters, number stamps, the 90-day window and lock reminders all start from it.
 * Outlets have no time zone of their own yet, so every outlet is in the default one.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** True for an IANA time zone this runtime knows ("Asia/Kuala_Lumpur", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new Error('Invalid instant');
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}"`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the outlet's time zone (default Asia/Kuala_Lumpur); `now` for tests. */
export function today(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): CalendarDate {
  return dateIn(now, timeZone);
}
