import type { Tx } from '@mise/platform';

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
