import { createTables, dropTables, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: TableDefinition[] = [
  {
    // per outlet per day: the CONFIRMED sales' totals and theoretical food cost
    name: 'sales_daily',
    columns: [
      'outlet_id uuid NOT NULL',
      'day date NOT NULL',
      'sales integer NOT NULL DEFAULT 0',
      'sub_total numeric NOT NULL DEFAULT 0',
      'misc_total numeric NOT NULL DEFAULT 0',
      'billing_total numeric NOT NULL DEFAULT 0',
      'nett_total numeric NOT NULL DEFAULT 0',
      'cost_total numeric NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, day)',
    ],
  },
  {
    // per menu (all versions together; an item without menu_id under its menu_item_id)
    name: 'sales_item_daily',
    columns: [
      'outlet_id uuid NOT NULL',
      'day date NOT NULL',
      'menu_id uuid NOT NULL',
      'quantity numeric NOT NULL DEFAULT 0',
      'sales_total numeric NOT NULL DEFAULT 0',
      'cost_total numeric NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, day, menu_id)',
    ],
    indexes: { by_menu: '(outlet_id, menu_id, day)' },
  },
  {
    name: 'sales_billing_daily',
    columns: [
      'outlet_id uuid NOT NULL',
      'day date NOT NULL',
      'name text NOT NULL',
      'price numeric NOT NULL DEFAULT 0',
      'PRIMARY KEY (outlet_id, day, name)',
    ],
  },
];

/**
 * The backfill (issue 25): each roll-up from the CONFIRMED sales already written. The bench
 * fills its seeded outlet with the same statements.
 */
export const SALES_ROLLUP_BACKFILL = [
  `INSERT INTO sales_daily (outlet_id, day, sales, sub_total, misc_total, billing_total, nett_total, cost_total)
   SELECT s.outlet_id, s.sale_date, count(*), sum(s.sub_total), sum(s.misc_total), sum(s.billing_total),
          sum(s.nett_total), coalesce(sum(c.cost), 0)
     FROM sales s
     LEFT JOIN (SELECT sale_id, sum(cost_per_serving * quantity) AS cost FROM sales_items GROUP BY sale_id) c
       ON c.sale_id = s.id
    WHERE s.sale_state = 'CONFIRMED'
    GROUP BY s.outlet_id, s.sale_date`,
  `INSERT INTO sales_item_daily (outlet_id, day, menu_id, quantity, sales_total, cost_total)
   SELECT s.outlet_id, s.sale_date, coalesce(i.menu_id, i.menu_item_id), sum(i.quantity), sum(i.total),
          sum(i.cost_per_serving * i.quantity)
     FROM sales_items i JOIN sales s ON s.id = i.sale_id
    WHERE s.sale_state = 'CONFIRMED'
    GROUP BY s.outlet_id, s.sale_date, coalesce(i.menu_id, i.menu_item_id)`,
  `INSERT INTO sales_billing_daily (outlet_id, day, name, price)
   SELECT s.outlet_id, s.sale_date, b.name, sum(b.price)
     FROM sales_billings b JOIN sales s ON s.id = b.sale_id
    WHERE s.sale_state = 'CONFIRMED'
    GROUP BY s.outlet_id, s.sale_date, b.name`,
];

/**
 * Daily roll-ups of sales (issue 25, flows.md §10): `sales_daily`, `sales_item_daily`,
 * `sales_billing_daily`, kept by `SaleWriter` in the transaction that writes the sale (deltas,
 * never recomputed per request), backfilled here from every outlet's CONFIRMED sales (as the
 * admin scope: the tables are under row-level security, forced for their owner too).
 */
export class SalesRollups1760000025100 implements MigrationInterface {
  name = 'SalesRollups1760000025100';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
    await q.query(`SELECT set_config('app.admin', 'on', true)`);
    for (const statement of SALES_ROLLUP_BACKFILL) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
