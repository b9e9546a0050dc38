import { createTables, dropTables, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EXPENSE_MONTHLY_BACKFILL } from '../expense/expense-rollups';

const TABLES: TableDefinition[] = [
  {
    // expense_item_daily per month (`month` the first day): same key, same sums
    name: 'expense_item_monthly',
    columns: [
      'outlet_id uuid NOT NULL',
      'month date NOT NULL',
      'item_key text NOT NULL',
      'name text NOT NULL',
      'inventory_item_id uuid',
      'ingredient_id uuid',
      'quantity numeric NOT NULL DEFAULT 0',
      'total numeric NOT NULL DEFAULT 0',
      'lines integer NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, month, item_key)',
    ],
  },
];

/**
 * The monthly item roll-up of confirmed expenses (issue 25, contract "Monthly roll-ups"):
 * `expense_item_monthly`, kept by `applyExpenseRollups` beside `expense_item_daily` in the same
 * transaction, so the Expenses doughnut over whole months sums a row per month instead of one
 * per day. Filled here from the daily roll-up of every outlet.
 */
export class ExpenseMonthlyRollups1760000025110 implements MigrationInterface {
  name = 'ExpenseMonthlyRollups1760000025110';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
    // every outlet's rows: row-level security is forced on these tables, the owner included
    await q.query(`SELECT set_config('app.admin', 'on', true)`);
    for (const sql of EXPENSE_MONTHLY_BACKFILL) await q.query(sql, [null]);
    await q.query(`SELECT set_config('app.admin', 'off', true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
