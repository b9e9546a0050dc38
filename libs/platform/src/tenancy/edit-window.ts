import {
  type CalendarDate,
  earliestSelectableDate,
  mayChangeDatedRecord,
  today,
} from '@mise/domain';
import type { Tx } from '../db/db.service';
import { BadInputError } from '../errors';

/**
 * The admin's 90-day checking (flows.md §4.12) from the tenancy's projection of
 * `identity.admin-setting.changed` (every service has it); on until identity says otherwise.
 */
export async function ninetyDayChecking(tx: Tx): Promise<boolean> {
  const rows: Array<{ value: boolean }> = await tx.manager.query(
    `SELECT value FROM admin_settings WHERE key = 'enable90DaysChecking'`,
  );
  return rows[0]?.value ?? true;
}

/**
 * The dates a dated record (adjustment, batch stock, sale, expense, purchase order...) may use
 * now: the date picker's limit and the server's rule, in one place for every service.
 */
export interface EditWindow {
  enabled: boolean;
  /** today in the outlet's zone */
  today: CalendarDate;
  /** the earliest date allowed; null when checking is off */
  earliestDate: CalendarDate | null;
}

/** The window now, read once per request (one statement). */
export async function editWindow(tx: Tx): Promise<EditWindow> {
  const enabled = await ninetyDayChecking(tx);
  const t = today();
  return { enabled, today: t, earliestDate: earliestSelectableDate(t, enabled) };
}

/** Whether a record of this date may be added, moved, edited or deleted now (window and lock). */
export function mayChange(date: CalendarDate, w: EditWindow): boolean {
  return mayChangeDatedRecord(date, w.today, w.enabled);
}

/** BAD_USER_INPUT `message` on `field` when `date` is outside the window (or locked). */
export function checkWindow(
  date: CalendarDate,
  w: EditWindow,
  message: string,
  field: string,
): void {
  if (!mayChange(date, w)) throw new BadInputError(message, field);
}
