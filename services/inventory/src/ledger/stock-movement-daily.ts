import type { Tx } from '@mise/platform';

/**
 * The daily roll-up of the ledger (issue 25, flows.md §10 "Roll-ups for analytics"):
 * `stock_movement_daily` holds, per item, day, kind and (for SALE_USAGE) menu item, Σ quantity and
 * Σ quantity × unit cost of the item's movements. Kept by `Ledger` alone, in the transaction that
 * writes the rows, by adding deltas (one statement per write); never recomputed per request.
 *
 * - A REVERSAL counts under the kind it reverses (negated quantity, same unit cost: a reversed
 *   pair nets to zero), with the reversed row's menu item.
 * - `menu_item_id` is the movement's menu item for SALE_USAGE, else the nil uuid (a key column).
 * - Rows naming an inventory item (an expense's purchase line) are counted a second time under
 *   `item_kind = 'INVENTORY'`, `item_id` = the inventory item: the purchases trend of an
 *   inventory item reads the same table.
 * - When a back-dated row re-prices later outgoing rows, their value moves by quantity × (new −
 *   old unit cost); their quantity does not.
 */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * The key and sums of the movements `m` (joined to the row it reverses as `o`), one per item
 * kind the row counts under: INGREDIENT or BATCH, and INVENTORY when it names an inventory item.
 * Shared by the write path's deltas and the backfill (`ROLLUP_BACKFILL`).
 */
const KEY = `m.outlet_id, k.item_kind, k.item_id, m.movement_date AS day,
       coalesce(o.kind, m.kind) AS kind,
       CASE WHEN coalesce(o.kind, m.kind) = 'SALE_USAGE'
            THEN coalesce(CASE WHEN o.id IS NULL THEN m.menu_item_id ELSE o.menu_item_id END,
                          '${NIL_UUID}'::uuid)
            ELSE '${NIL_UUID}'::uuid END AS menu_item_id`;
const GROUP = `GROUP BY 1, 2, 3, 4, 5, 6`;
const UNDER = `LEFT JOIN stock_movements o ON o.id = m.reverses_id
  CROSS JOIN LATERAL (VALUES (m.item_kind, m.item_id), ('INVENTORY', m.inventory_item_id))
    AS k(item_kind, item_id)`;
const COLUMNS = `outlet_id, item_kind, item_id, day, kind, menu_item_id, quantity, value`;
const ADD = `ON CONFLICT (item_kind, item_id, day, kind, menu_item_id) DO UPDATE
  SET quantity = t.quantity + EXCLUDED.quantity, value = t.value + EXCLUDED.value`;

/** Sets a key's sums (the backfill and a rebuild recompute them from every row of the key). */
const SET = `ON CONFLICT (item_kind, item_id, day, kind, menu_item_id) DO UPDATE
  SET quantity = EXCLUDED.quantity, value = EXCLUDED.value`;

/**
 * Fills the roll-up from every row the transaction sees (the migration, as admin: every outlet;
 * the bench after its COPY): each key's sums are set from all its rows, so running it again, or
 * over a roll-up the ledger already keeps, changes nothing.
 */
export const ROLLUP_BACKFILL = `
  INSERT INTO stock_movement_daily AS t (${COLUMNS})
  SELECT ${KEY}, sum(m.quantity), sum(m.quantity * m.unit_cost)
    FROM stock_movements m ${UNDER}
   WHERE k.item_id IS NOT NULL
   ${GROUP}
  ${SET}`;

/**
 * The roll-up as the raw rows give it (the property test compares it with the table): the same
 * grouping as the backfill, as a query.
 */
export const ROLLUP_FROM_ROWS = `
  SELECT ${KEY}, sum(m.quantity) AS quantity, sum(m.quantity * m.unit_cost) AS value
    FROM stock_movements m ${UNDER}
   WHERE k.item_id IS NOT NULL
   ${GROUP}`;

/** A movement whose roll-up changes: a new row (`oldCost` null) or a re-priced one. */
export interface RollupChange {
  id: string;
  /** the unit cost the roll-up holds for a re-priced row; null for a row new in this write */
  oldCost: string | null;
}

/**
 * Adds the changes of one write to the roll-up, one statement whatever their number: a new row
 * adds its quantity and quantity × unit cost (as stored now, after the replay priced it); a
 * re-priced row adds quantity × (unit cost − old cost). A row listed as new and re-priced counts
 * once, as new.
 */
export async function addToRollup(tx: Tx, changes: RollupChange[]): Promise<void> {
  const byId = new Map<string, string | null>();
  for (const c of changes) {
    if (byId.get(c.id) === null) continue;
    byId.set(c.id, c.oldCost);
  }
  if (!byId.size) return;
  await tx.manager.query(
    `INSERT INTO stock_movement_daily AS t (${COLUMNS})
     SELECT ${KEY},
            sum(CASE WHEN u.old IS NULL THEN m.quantity ELSE 0 END),
            sum(m.quantity * (m.unit_cost - coalesce(u.old, 0)))
       FROM unnest($1::uuid[], $2::numeric[]) AS u(id, old)
       JOIN stock_movements m ON m.id = u.id ${UNDER}
      WHERE k.item_id IS NOT NULL
      ${GROUP}
      ORDER BY 2, 3, 4, 5, 6
     ${ADD}`,
    [[...byId.keys()], [...byId.values()]],
  );
}

/**
 * Recomputes an item's roll-up rows (and those of the inventory items its rows name) from the
 * rows: `Ledger.rebuild`, for rows written outside the ledger, which the roll-up never saw.
 */
export async function refillRollup(tx: Tx, itemKind: string, itemId: string): Promise<void> {
  const keys = `(k.item_kind = $1 AND k.item_id = $2) OR (k.item_kind = 'INVENTORY' AND k.item_id IN (
      SELECT DISTINCT s.inventory_item_id FROM stock_movements s
       WHERE s.item_kind = $1 AND s.item_id = $2 AND s.inventory_item_id IS NOT NULL))`;
  await tx.manager.query(`DELETE FROM stock_movement_daily k WHERE ${keys}`, [itemKind, itemId]);
  await tx.manager.query(
    `INSERT INTO stock_movement_daily AS t (${COLUMNS})
     SELECT ${KEY}, sum(m.quantity), sum(m.quantity * m.unit_cost)
       FROM stock_movements m ${UNDER}
      WHERE k.item_id IS NOT NULL AND (${keys})
      ${GROUP}
     ${SET}`,
    [itemKind, itemId],
  );
}
