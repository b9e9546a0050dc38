import { earliestSelectableDate, mayChangeDatedRecord, today } from '@mise/domain';
import { BadInputError, type Tx } from '@mise/platform';

/**
 * The admin's 90-day checking (flows.md §4.12) from the tenancy's projection of
 * `identity.admin-setting.changed`; on until identity says otherwise.
 */
export async function ninetyDayChecking(tx: Tx): Promise<boolean> {
  const rows: Array<{ value: boolean }> = await tx.manager.query(
    `SELECT value FROM admin_settings WHERE key = 'enable90DaysChecking'`,
  );
  return rows[0]?.value ?? true;
}

/** The dates dated records (adjustments, batch stock) may use now: the date picker's limit. */
export interface EditWindow {
  enabled: boolean;
  today: string;
  earliestDate: string | null;
}

export async function editWindow(tx: Tx): Promise<EditWindow> {
  const enabled = await ninetyDayChecking(tx);
  const t = today();
  return { enabled, today: t, earliestDate: earliestSelectableDate(t, enabled) };
}

/** Whether a record of this date may be added, moved, edited or deleted now. */
export function mayChange(date: string, w: EditWindow): boolean {
  return mayChangeDatedRecord(date, w.today, w.enabled);
}

/** BAD_USER_INPUT `message` on `field` when `date` is outside the window (or locked). */
export function checkWindow(date: string, w: EditWindow, message: string, field: string): void {
  if (!mayChange(date, w)) throw new BadInputError(message, field);
}
