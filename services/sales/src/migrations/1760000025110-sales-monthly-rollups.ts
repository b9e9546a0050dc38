import { createTables, dropTables, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SALES_MONTHLY_BACKFILL } from '../analytics/sales-rollups';

const TABLES: TableDefinition[] = [
  {
    // sales_item_daily per month (`month` the first day): same key, same sums
    name: 'sales_item_monthly',
    columns: [
      'outlet_id uuid NOT NULL',
      'month date NOT NULL',
      'menu_id uuid NOT NULL',
      'quantity numeric NOT NULL DEFAULT 0',
      'sales_total numeric NOT NULL DEFAULT 0',
      'cost_total numeric NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, month, menu_id)',
    ],
    indexes: { by_menu: '(outlet_id, menu_id, month)' },
  },
  {
    name: 'sales_billing_monthly',
    columns: [
      'outlet_id uuid NOT NULL',
      'month date NOT NULL',
      'name text NOT NULL',
      'price numeric NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, month, name)',
    ],
  },
];

/**
 * Monthly roll-ups of sales (issue 25, contract "Monthly roll-ups"): `sales_item_monthly` and
 * `sales_billing_monthly`, kept by `applySalesRollups` beside the daily ones in the same
 * transaction, so a report over whole months sums a row per month instead of one per day. Filled
 * here from the daily roll-ups of every outlet (as the admin scope: row-level security is forced
 * on these tables, the owner included).
 */
export class SalesMonthlyRollups1760000025110 implements MigrationInterface {
  name = 'SalesMonthlyRollups1760000025110';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
    await q.query(`SELECT set_config('app.admin', 'on', true)`);
    for (const statement of SALES_MONTHLY_BACKFILL) await q.query(statement, [null]);
    await q.query(`SELECT set_config('app.admin', 'off', true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
