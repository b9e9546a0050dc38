import type { Tx } from '@mise/platform';

/** A sale as it will be once written: its date, totals and lines (only CONFIRMED ones count). */
export interface RollupSale {
  saleDate: string;
  subTotal: string;
  miscTotal: string;
  billingTotal: string;
  nettTotal: string;
  items: ReadonlyArray<{
    menuItemId: string;
    menuId: string | null;
    quantity: string;
    total: string;
    costPerServing: string;
  }>;
  billings: ReadonlyArray<{ name: string; price: string }>;
}

/**
 * One change of the sales roll-ups (issue 25): the sales as the database holds them now taken
 * away (`subtract`: an edit's old state, a deletion) or added (`add`: an import's confirm), and
 * a sale not written yet added (`adding`: a new sale, an edit's new state). Only CONFIRMED sales
 * count, read or given.
 */
export interface RollupChange {
  outletId: string;
  subtract?: string[];
  add?: string[];
  adding?: RollupSale | null;
}

/**
 * Applies a change to `sales_daily`, `sales_item_daily`, `sales_item_monthly`,
 * `sales_billing_daily` and `sales_billing_monthly` by deltas (`INSERT … ON CONFLICT DO UPDATE
 * SET x = t.x + EXCLUDED.x`): one statement per roll-up table, whatever the number of sales and
 * lines, the tables always in this order and each one's rows in key order (concurrent writers
 * lock them in the same order, so they wait for each other instead of deadlocking). A given sale's values are
 * cast to the columns' types of `sales` and `sales_items` (money 2 places, quantity 1), so the
 * roll-up adds exactly what the raw rows will hold. Call it before the rows it subtracts change
 * and after the rows it `add`s are written.
 */
export async function applySalesRollups(tx: Tx, change: RollupChange): Promise<void> {
  const ids = [...(change.subtract ?? []), ...(change.add ?? [])];
  const signs = [...(change.subtract ?? []).map(() => -1), ...(change.add ?? []).map(() => 1)];
  const sale = change.adding ?? null;
  if (!ids.length && !sale) return;
  const stored = { ids, signs };
  await tx.manager.query(SALES_DAILY, [
    change.outletId,
    stored.ids,
    stored.signs,
    sale ? 1 : 0,
    sale?.saleDate ?? null,
    sale?.subTotal ?? '0',
    sale?.miscTotal ?? '0',
    sale?.billingTotal ?? '0',
    sale?.nettTotal ?? '0',
    (sale?.items ?? []).map((i) => i.costPerServing),
    (sale?.items ?? []).map((i) => i.quantity),
  ]);
  if (ids.length || sale?.items.length) {
    const params = [
      change.outletId,
      stored.ids,
      stored.signs,
      sale?.saleDate ?? null,
      (sale?.items ?? []).map((i) => i.menuId ?? i.menuItemId),
      (sale?.items ?? []).map((i) => i.quantity),
      (sale?.items ?? []).map((i) => i.total),
      (sale?.items ?? []).map((i) => i.costPerServing),
    ];
    await tx.manager.query(SALES_ITEM_DAILY, params);
    await tx.manager.query(SALES_ITEM_MONTHLY, params);
  }
  if (ids.length || sale?.billings.length) {
    const params = [
      change.outletId,
      stored.ids,
      stored.signs,
      sale?.saleDate ?? null,
      (sale?.billings ?? []).map((b) => b.name),
      (sale?.billings ?? []).map((b) => b.price),
    ];
    await tx.manager.query(SALES_BILLING_DAILY, params);
    await tx.manager.query(SALES_BILLING_MONTHLY, params);
  }
}

/** the stored sales of $2 with their signs $3 (CONFIRMED only) */
const STORED = `unnest($2::uuid[], $3::int[]) AS k(id, sign) JOIN sales s ON s.id = k.id AND s.sale_state = 'CONFIRMED'`;

const SALES_DAILY = `
  INSERT INTO sales_daily AS t (outlet_id, day, sales, sub_total, misc_total, billing_total, nett_total, cost_total)
  SELECT $1::uuid, d.day, sum(d.n), sum(d.sub), sum(d.misc), sum(d.bill), sum(d.nett), sum(d.cost)
    FROM (
      SELECT s.sale_date AS day, k.sign AS n, k.sign * s.sub_total AS sub, k.sign * s.misc_total AS misc,
             k.sign * s.billing_total AS bill, k.sign * s.nett_total AS nett,
             k.sign * coalesce((SELECT sum(i.cost_per_serving * i.quantity) FROM sales_items i
                                 WHERE i.sale_id = s.id), 0) AS cost
        FROM ${STORED}
      UNION ALL
      SELECT $5::date, 1, $6::numeric(14, 2), $7::numeric(14, 2), $8::numeric(14, 2), $9::numeric(14, 2),
             coalesce((SELECT sum(u.cps * u.q::numeric(10, 1))
                         FROM unnest($10::numeric[], $11::numeric[]) AS u(cps, q)), 0)
       WHERE $4::int = 1
    ) d
   GROUP BY d.day
   ORDER BY d.day
  ON CONFLICT (outlet_id, day) DO UPDATE SET
    sales = t.sales + EXCLUDED.sales,
    sub_total = t.sub_total + EXCLUDED.sub_total,
    misc_total = t.misc_total + EXCLUDED.misc_total,
    billing_total = t.billing_total + EXCLUDED.billing_total,
    nett_total = t.nett_total + EXCLUDED.nett_total,
    cost_total = t.cost_total + EXCLUDED.cost_total`;

/** A roll-up's period of a date expression: the day itself, or the first day of its month. */
type Period = (date: string) => string;
const DAY: Period = (date) => date;
const MONTH: Period = (date) => `date_trunc('month', ${date})::date`;

const salesItemUpsert = (table: string, column: string, period: Period) => `
  INSERT INTO ${table} AS t (outlet_id, ${column}, menu_id, quantity, sales_total, cost_total)
  SELECT $1::uuid, d.period, d.menu_id, sum(d.q), sum(d.total), sum(d.cost)
    FROM (
      SELECT ${period('s.sale_date')} AS period, coalesce(i.menu_id, i.menu_item_id) AS menu_id,
             k.sign * i.quantity AS q, k.sign * i.total AS total,
             k.sign * i.cost_per_serving * i.quantity AS cost
        FROM ${STORED} JOIN sales_items i ON i.sale_id = s.id
      UNION ALL
      SELECT ${period('$4::date')}, u.menu_id, u.q::numeric(10, 1), u.total::numeric(14, 2),
             u.cps * u.q::numeric(10, 1)
        FROM unnest($5::uuid[], $6::numeric[], $7::numeric[], $8::numeric[]) AS u(menu_id, q, total, cps)
    ) d
   GROUP BY d.period, d.menu_id
   ORDER BY d.period, d.menu_id
  ON CONFLICT (outlet_id, ${column}, menu_id) DO UPDATE SET
    quantity = t.quantity + EXCLUDED.quantity,
    sales_total = t.sales_total + EXCLUDED.sales_total,
    cost_total = t.cost_total + EXCLUDED.cost_total`;

const salesBillingUpsert = (table: string, column: string, period: Period) => `
  INSERT INTO ${table} AS t (outlet_id, ${column}, name, price)
  SELECT $1::uuid, d.period, d.name, sum(d.price)
    FROM (
      SELECT ${period('s.sale_date')} AS period, b.name, k.sign * b.price AS price
        FROM ${STORED} JOIN sales_billings b ON b.sale_id = s.id
      UNION ALL
      SELECT ${period('$4::date')}, u.name, u.price::numeric(14, 2)
        FROM unnest($5::text[], $6::numeric[]) AS u(name, price)
    ) d
   GROUP BY d.period, d.name
   ORDER BY d.period, d.name
  ON CONFLICT (outlet_id, ${column}, name) DO UPDATE SET price = t.price + EXCLUDED.price`;

const SALES_ITEM_DAILY = salesItemUpsert('sales_item_daily', 'day', DAY);
const SALES_ITEM_MONTHLY = salesItemUpsert('sales_item_monthly', 'month', MONTH);
const SALES_BILLING_DAILY = salesBillingUpsert('sales_billing_daily', 'day', DAY);
const SALES_BILLING_MONTHLY = salesBillingUpsert('sales_billing_monthly', 'month', MONTH);

/**
 * The monthly roll-ups rebuilt from the daily ones (migration 1760000025110, and the analytics
 * bench after its bulk seed): all outlets, or one when `$1` is given (`$1::uuid`, null for all).
 * Run them in order in one transaction, after the daily roll-ups are complete.
 */
export const SALES_MONTHLY_BACKFILL: readonly string[] = [
  `DELETE FROM sales_item_monthly WHERE $1::uuid IS NULL OR outlet_id = $1::uuid`,
  `DELETE FROM sales_billing_monthly WHERE $1::uuid IS NULL OR outlet_id = $1::uuid`,
  `INSERT INTO sales_item_monthly (outlet_id, month, menu_id, quantity, sales_total, cost_total)
   SELECT outlet_id, date_trunc('month', day)::date, menu_id, sum(quantity), sum(sales_total),
          sum(cost_total)
     FROM sales_item_daily
    WHERE $1::uuid IS NULL OR outlet_id = $1::uuid
    GROUP BY 1, 2, 3`,
  `INSERT INTO sales_billing_monthly (outlet_id, month, name, price)
   SELECT outlet_id, date_trunc('month', day)::date, name, sum(price)
     FROM sales_billing_daily
    WHERE $1::uuid IS NULL OR outlet_id = $1::uuid
    GROUP BY 1, 2, 3`,
];
