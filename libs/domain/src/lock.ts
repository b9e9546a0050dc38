import { addDays, addMonths, daysBetween, type CalendarDate } from './date-range';

/** Records lock this many calendar months after their date. */
export const LOCK_MONTHS = 3;
/** The Notifications reminder starts this many days before the lock date. */
export const LOCK_REMINDER_DAYS = 7;
/** The reminder shows at most once per this many hours. */
export const LOCK_REMINDER_INTERVAL_HOURS = 24;
/** With 90-day checking on, dates more than this many days back are out of reach. */
export const NINETY_DAY_WINDOW_DAYS = 91;

const HOUR_MS = 3_600_000;

/** The day a record locks: its date + 3 months, clamped to the month end (30 Nov -> 28/29 Feb). */
export function lockDate(recordDate: CalendarDate): CalendarDate {
  return addMonths(recordDate, LOCK_MONTHS);
}

/** Locked from the lock date itself onwards. */
export function isLocked(recordDate: CalendarDate, today: CalendarDate): boolean {
  return daysBetween(lockDate(recordDate), today) >= 0;
}

/** True in the 7 days before the lock date (lock date - 7 .. lock date - 1). */
export function needsLockReminder(recordDate: CalendarDate, today: CalendarDate): boolean {
  const daysLeft = daysBetween(today, lockDate(recordDate));
  return daysLeft >= 1 && daysLeft <= LOCK_REMINDER_DAYS;
}

/**
 * Whether the lock reminder may show now, given when it last showed (ISO timestamps).
 * Shows when never shown, when the stored time is unreadable or in the future (clock changed),
 * or when 24 hours or more have passed.
 */
export function shouldShowReminder(lastShownAtIso: string | null, nowIso: string): boolean {
  const now = Date.parse(nowIso);
  if (Number.isNaN(now)) throw new Error(`Invalid timestamp "${nowIso}"`);
  if (lastShownAtIso === null) return true;
  const lastShown = Date.parse(lastShownAtIso);
  if (Number.isNaN(lastShown) || lastShown > now) return true;
  return now - lastShown >= LOCK_REMINDER_INTERVAL_HOURS * HOUR_MS;
}

/** The earliest date a back-dated entry may use (today - 91 days), or null when checking is off. */
export function earliestSelectableDate(
  today: CalendarDate,
  enable90DaysChecking: boolean,
): CalendarDate | null {
  return enable90DaysChecking ? addDays(today, -NINETY_DAY_WINDOW_DAYS) : null;
}

/** Whether an entry with this date may be created back-dated, edited or deleted. */
export function isWithinEditWindow(
  recordDate: CalendarDate,
  today: CalendarDate,
  enable90DaysChecking: boolean,
): boolean {
  const earliest = earliestSelectableDate(today, enable90DaysChecking);
  return earliest === null || daysBetween(earliest, recordDate) >= 0;
}
