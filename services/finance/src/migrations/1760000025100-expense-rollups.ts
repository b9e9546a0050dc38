import { createTables, dropTables, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EXPENSE_ROLLUP_BACKFILL } from '../expense/expense-rollups';

const TABLES: TableDefinition[] = [
  {
    name: 'expense_daily',
    columns: [
      'outlet_id uuid NOT NULL',
      'day date NOT NULL',
      'total numeric NOT NULL DEFAULT 0',
      'expenses integer NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, day)',
    ],
  },
  {
    name: 'expense_item_daily',
    columns: [
      'outlet_id uuid NOT NULL',
      'day date NOT NULL',
      'item_key text NOT NULL',
      'name text NOT NULL',
      'inventory_item_id uuid',
      'ingredient_id uuid',
      'quantity numeric NOT NULL DEFAULT 0',
      'total numeric NOT NULL DEFAULT 0',
      'lines integer NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, day, item_key)',
    ],
  },
];

/**
 * The analytics roll-ups of confirmed expenses (issue 25, contract "Roll-ups"): per outlet per
 * expense date, Σ grand totals (`expense_daily`) and Σ line quantities and totals per item
 * (`expense_item_daily`), CREDITMEMO negative, with how many expenses / lines make each row (a
 * row whose count is 0 is a day or item nothing confirmed counts on any more). Written by
 * `applyExpenseRollups` in every change's transaction; filled here from the existing rows.
 */
export class ExpenseRollups1760000025100 implements MigrationInterface {
  name = 'ExpenseRollups1760000025100';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
    // every outlet's rows: row-level security is forced on these tables, the owner included
    await q.query(`SELECT set_config('app.admin', 'on', true)`);
    for (const sql of EXPENSE_ROLLUP_BACKFILL) await q.query(sql, [null]);
    await q.query(`SELECT set_config('app.admin', 'off', true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
