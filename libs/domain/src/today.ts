import type { CalendarDate } from './date-range';

/**
 * "Today" is a calendar date in the outlet's time zone (flows.md 0.1): the default date of new
 * records, date filters, number stamps, the 90-day window and lock reminders all start from it.
 * Outlets have no time zone of their own yet, so every outlet is in the default one.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

const DATE_FIELDS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const STAMP_FIELDS = {
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

/**
 * One formatter per time zone and shape, made on first use: building an `Intl.DateTimeFormat`
 * costs far more than formatting with it, and dates are read on every order and document.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, shape: 'date' | 'stamp'): Intl.DateTimeFormat {
  const key = `${shape} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      ...(shape === 'date' ? DATE_FIELDS : STAMP_FIELDS),
    });
    formatters.set(key, made);
  }
  return made;
}

/** True for an IANA time zone this runtime knows ("Asia/Kuala_Lumpur", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone, 'date');
    return true;
  } catch {
    return false;
  }
}

/**
 * The parts of `instant` in `timeZone`, by type: the date's (`year` with 4 digits) or the
 * document stamp's (2-digit year, 24-hour time).
 */
export function zonedParts(
  instant: Date,
  timeZone: string,
  shape: 'date' | 'stamp',
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter(timeZone, shape).formatToParts(instant)) parts[p.type] = p.value;
  return parts;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function dateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new Error('Invalid instant');
  if (!isTimeZone(timeZone)) throw new Error(`Unknown time zone "${timeZone}"`);
  const { year = '', month = '', day = '' } = zonedParts(instant, timeZone, 'date');
  return `${year}-${month}-${day}`;
}

/** Today in the outlet's time zone (default Asia/Kuala_Lumpur); `now` for tests. */
export function today(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): CalendarDate {
  return dateIn(now, timeZone);
}
