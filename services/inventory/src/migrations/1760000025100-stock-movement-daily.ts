import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { NIL_UUID, ROLLUP_BACKFILL } from '../ledger/stock-movement-daily';

/**
 * The ledger's daily roll-up (issue 25): Σ quantity and Σ quantity × unit cost per item, day,
 * kind (a REVERSAL under the kind it reverses) and, for SALE_USAGE, menu item; kept by `Ledger`
 * by deltas in the transaction of every write (`src/ledger/stock-movement-daily.ts`), filled here
 * from the rows already written.
 */
export class StockMovementDaily1760000025100 implements MigrationInterface {
  name = 'StockMovementDaily1760000025100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_movement_daily (
        outlet_id uuid NOT NULL,
        item_kind text NOT NULL CHECK (item_kind IN ('INGREDIENT', 'BATCH', 'INVENTORY')),
        item_id uuid NOT NULL,
        day date NOT NULL,
        kind text NOT NULL,
        menu_item_id uuid NOT NULL DEFAULT '${NIL_UUID}',
        quantity numeric NOT NULL DEFAULT 0,
        value numeric NOT NULL DEFAULT 0,
        PRIMARY KEY (item_kind, item_id, day, kind, menu_item_id)
      )`);
    // a menu's ingredient usage: its versions' SALE_USAGE rows over a range
    await q.query(
      `CREATE INDEX stock_movement_daily_menu_item ON stock_movement_daily (menu_item_id, day)
         WHERE kind = 'SALE_USAGE'`,
    );
    await enableRowLevelSecurity(q, 'stock_movement_daily');
    // the rows already written, every outlet's (row-level security applies to the owner too)
    await q.query(`SELECT set_config('app.admin', 'on', false)`);
    try {
      await q.query(ROLLUP_BACKFILL);
    } finally {
      await q.query(`SELECT set_config('app.admin', 'off', false)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_movement_daily`);
  }
}
