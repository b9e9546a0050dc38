import { addMonths, daysBetween, type CalendarDate } from './date-range';

/** Same values as ActivityStatus in @mise/contracts. */
export type ActivityStatusValue = 'ACTIVE' | 'INACTIVE' | 'UNUSED' | 'EMPTY';

/** Business within this many days: ACTIVE. */
export const ACTIVE_WITHIN_DAYS = 30;
/** Business within this many days (but not within 30): INACTIVE. Older or never: UNUSED. */
export const INACTIVE_WITHIN_DAYS = 90;

/** Within one owner, the admin analysis lists outlets in this order. */
export const ANALYSIS_STATUS_ORDER: readonly ActivityStatusValue[] = [
  'UNUSED',
  'EMPTY',
  'INACTIVE',
  'ACTIVE',
];

export interface ActivityInput {
  totalRecords: number;
  lastBusinessDate: CalendarDate | null;
  today: CalendarDate;
}

/**
 * EMPTY with no records at all; otherwise by the last business date: ACTIVE within 30 days
 * (age <= 30), INACTIVE within 90 days (31..90), UNUSED when older than 90 days or never.
 */
export function activityStatus({
  totalRecords,
  lastBusinessDate,
  today,
}: ActivityInput): ActivityStatusValue {
  if (totalRecords === 0) return 'EMPTY';
  if (lastBusinessDate === null) return 'UNUSED';
  const age = daysBetween(lastBusinessDate, today);
  if (age <= ACTIVE_WITHIN_DAYS) return 'ACTIVE';
  if (age <= INACTIVE_WITHIN_DAYS) return 'INACTIVE';
  return 'UNUSED';
}

export type LastActiveColour = 'green' | 'yellow' | 'red';

/** Last-active colour: green under 30 days, yellow under 90 days, red otherwise or never. */
export function lastActiveColour(date: CalendarDate | null, today: CalendarDate): LastActiveColour {
  if (date === null) return 'red';
  const age = daysBetween(date, today);
  if (age < ACTIVE_WITHIN_DAYS) return 'green';
  if (age < INACTIVE_WITHIN_DAYS) return 'yellow';
  return 'red';
}

/**
 * How long ago `fromDate` was, in calendar years, months and days, showing the two largest
 * units from the largest non-zero one: "0d", "12d", "3m", "3m 4d", "1y", "1y 2m" (days are left
 * out once there are years). A future date shows "0d".
 */
export function formatAge(fromDate: CalendarDate, today: CalendarDate): string {
  if (daysBetween(fromDate, today) <= 0) return '0d';
  const [fromYear, fromMonth, fromDay] = fromDate.split('-').map(Number);
  const [toYear, toMonth, toDay] = today.split('-').map(Number);
  let months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  if (toDay < fromDay) months -= 1;
  // Whole months first (clamped to month ends, so 31 Jan + 1 month = 28 Feb), then leftover days.
  const days = daysBetween(addMonths(fromDate, months), today);
  const [years, restMonths] = [Math.floor(months / 12), months % 12];
  if (years > 0) return restMonths > 0 ? `${years}y ${restMonths}m` : `${years}y`;
  if (months > 0) return days > 0 ? `${months}m ${days}d` : `${months}m`;
  return `${days}d`;
}
