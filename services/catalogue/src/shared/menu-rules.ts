import { DEFAULT_FOOD_COST_TARGET, DEFAULT_MENU_LIMIT } from '@mise/domain';
import { isUuid, type Tx } from '@mise/platform';

/**
 * Serialises the writes that count or name an outlet's menus (create, duplicate, new version,
 * delete): the menu limit and the name check are read and written under this lock (flows.md §7).
 */
export async function lockOutletMenus(tx: Tx): Promise<void> {
  await tx.manager.query(
    `SELECT pg_advisory_xact_lock(hashtext('catalogue:menus'), hashtext($1))`,
    [tx.outletId],
  );
}

/** `used` = distinct menus (not versions); `total` from billing's events, 10 until one came. */
export async function menuLimitOf(tx: Tx): Promise<{ used: number; total: number }> {
  const [row]: Array<{ used: number; total: number | null }> = await tx.manager.query(
    `SELECT (SELECT count(DISTINCT menu_id)::int FROM menu_items) AS used,
            (SELECT menu_limit FROM menu_limits WHERE NOT deleted) AS total`,
  );
  return { used: row?.used ?? 0, total: row?.total ?? DEFAULT_MENU_LIMIT };
}

/** Which of these menu item versions have sales (the sales projection), one statement. */
export async function versionsWithSales(
  tx: Tx,
  menuItemIds: readonly string[],
): Promise<Set<string>> {
  const ids = menuItemIds.filter(isUuid);
  if (!ids.length) return new Set();
  const rows: Array<{ id: string }> = await tx.manager.query(
    `SELECT DISTINCT u.id FROM sale_menu_items s, unnest(s.menu_item_ids) AS u(id)
      WHERE NOT s.deleted AND s.menu_item_ids && $1::uuid[] AND u.id = ANY($1::uuid[])`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** The outlet's food-cost target (percent, 2 dp). */
export async function foodCostTargetOf(tx: Tx): Promise<string> {
  const [row]: Array<{ target: string }> = await tx.manager.query(
    `SELECT food_cost_target::text AS target FROM catalogue_settings`,
  );
  return row?.target ?? DEFAULT_FOOD_COST_TARGET;
}

/** The outlet's outside ordering address; null: Mise's own page (ORDERING_URL). */
export async function orderingAddressOf(tx: Tx): Promise<string | null> {
  const [row]: Array<{ address: string | null }> = await tx.manager.query(
    `SELECT ordering_address AS address FROM catalogue_settings`,
  );
  return row?.address ?? null;
}
