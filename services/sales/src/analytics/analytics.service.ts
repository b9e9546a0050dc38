import { Injectable } from '@nestjs/common';
import {
  AnalyticsMessages,
  analyticsRangeError,
  cmp,
  div,
  periodFoodCostPercent,
  MAX_TREND_ITEMS,
  profitability,
  type ProfitabilityFigures,
  type ProfitabilityMethod,
  roundMoney,
  SalesMessages,
  splitRangeByMonths,
  sub,
  sum,
} from '@mise/domain';
import { BadInputError, Db, NotFoundError, requestContext, type Tx } from '@mise/platform';
import type {
  MenuItemStatsModel,
  MenuSalesModel,
  MenuTrendModel,
  SalesOverviewModel,
} from './analytics.model';

/** The name a menu key shows when the projection does not hold it (never expected). */
const UNKNOWN_NAME = 'Unknown menu item';

/**
 * The sales side of the overview report and /analytics (issue 25, flows.md §4.15): read only
 * from the roll-ups (`sales_daily`, `sales_item_daily`, `sales_billing_daily` and their monthly
 * `sales_item_monthly`, `sales_billing_monthly`, kept by `SaleWriter`) and the `menu_items`
 * projection for names, so each answer costs the same few statements whatever the range or the
 * number of sales. Sums over a range read its whole months from the monthly roll-ups and only
 * the partial months at its ends from the daily ones (`splitRangeByMonths`, `PERIODS`). Ranges
 * are `[from, to)`, at most 1,100 days (`analyticsRangeError`).
 */
@Injectable()
export class AnalyticsService {
  constructor(private readonly db: Db) {}

  /** Totals, days, billing lines and menu items sold: three statements. */
  overview(from: string, to: string): Promise<SalesOverviewModel> {
    checkRange(from, to);
    return this.db.outlet(async (tx) => {
      const days: Array<{
        date: string;
        sub: string;
        misc: string;
        billing: string;
        nett: string;
        cost: string;
      }> = await tx.manager.query(
        `SELECT to_char(day, 'YYYY-MM-DD') AS date, sub_total::text AS sub, misc_total::text AS misc,
                billing_total::text AS billing, nett_total::text AS nett, cost_total::text AS cost
           FROM sales_daily
          WHERE outlet_id = $1 AND day >= $2 AND day < $3 AND sales <> 0
          ORDER BY day`,
        [tx.outletId, from, to],
      );
      const billings: Array<{ name: string; price: string }> = await tx.manager.query(
        `SELECT name, sum(price)::text AS price
           FROM (${PERIODS('sales_billing_daily', 'sales_billing_monthly', 'name, price')}) p
          GROUP BY name HAVING sum(price) <> 0 ORDER BY name`,
        [tx.outletId, ...periodsOf(from, to)],
      );
      const items = await this.menuSalesOnce(tx, from, to);
      const total = (pick: (d: (typeof days)[number]) => string) => sum(days.map(pick));
      const subTotal = total((d) => d.sub);
      const costTotal = total((d) => d.cost);
      return {
        subTotal: roundMoney(subTotal),
        miscTotal: roundMoney(total((d) => d.misc)),
        billingTotal: roundMoney(total((d) => d.billing)),
        nettTotal: roundMoney(total((d) => d.nett)),
        costTotal: roundMoney(costTotal),
        foodCostPercent: days.length ? periodFoodCostPercent(costTotal, subTotal) : null,
        billings: billings.map((b) => ({ name: b.name, price: roundMoney(b.price) })),
        daily: days.map((d) => ({
          date: d.date,
          subTotal: roundMoney(d.sub),
          nettTotal: roundMoney(d.nett),
          costTotal: roundMoney(d.cost),
        })),
        items,
      };
    });
  }

  /** The Food Profitability scatter: one statement, the quadrants by the domain rule. */
  profitability(
    from: string,
    to: string,
    method: ProfitabilityMethod,
  ): Promise<ProfitabilityFigures<MenuSalesModel>> {
    checkRange(from, to);
    return this.db.outlet(async (tx) =>
      profitability(await this.menuSalesOnce(tx, from, to), method),
    );
  }

  /** One menu item's sales over the range (all its versions): one statement. */
  menuItemStats(menuId: string, from: string, to: string): Promise<MenuItemStatsModel> {
    checkRange(from, to);
    return this.db.outlet(async (tx) => {
      const [row]: Array<{ known: boolean; sold: string; sales: string; cost: string }> =
        await tx.manager.query(
          `SELECT EXISTS (SELECT 1 FROM menu_items m
                           WHERE m.outlet_id = $1 AND (m.menu_id = $8 OR m.menu_item_id = $8)) AS known,
                  coalesce(sum(quantity), 0)::text AS sold, coalesce(sum(sales_total), 0)::text AS sales,
                  coalesce(sum(cost_total), 0)::text AS cost
             FROM (${PERIODS(
               'sales_item_daily',
               'sales_item_monthly',
               'quantity, sales_total, cost_total',
               'menu_id = $8',
             )}) p`,
          [tx.outletId, ...periodsOf(from, to), menuId],
        );
      if (!row.known) throw new NotFoundError(SalesMessages.item.invalid);
      const none = cmp(row.sold, 0) === 0;
      return {
        menuId,
        sold: row.sold,
        salesTotal: roundMoney(row.sales),
        grossProfit: roundMoney(sub(row.sales, row.cost)),
        pricePerUnit: none ? null : div(row.sales, row.sold, 2),
        costPerUnit: none ? null : div(row.cost, row.sold, 2),
      };
    });
  }

  /**
   * Per day, what each of the menu items sold (at most 20, in the order asked; ids the outlet
   * does not know are left out): one statement.
   */
  menuTrends(menuIds: string[], from: string, to: string): Promise<MenuTrendModel[]> {
    checkRange(from, to);
    const ids = [...new Set(menuIds.map((id) => id.toLowerCase()))];
    if (ids.length > MAX_TREND_ITEMS) {
      throw new BadInputError(AnalyticsMessages.tooManyItems, 'menuIds');
    }
    if (!ids.length) return Promise.resolve([]);
    return this.db.outlet(async (tx) => {
      const rows: Array<{
        menu_id: string;
        name: string | null;
        date: string | null;
        quantity: string | null;
        price: string | null;
      }> = await tx.manager.query(
        `SELECT k.menu_id, m.name, to_char(d.day, 'YYYY-MM-DD') AS date, d.quantity::text AS quantity,
                d.sales_total::text AS price
           FROM unnest($2::uuid[]) WITH ORDINALITY AS k(menu_id, n)
           JOIN LATERAL (${NAME_OF('k.menu_id')}) m ON true
           LEFT JOIN sales_item_daily d
             ON d.outlet_id = $1 AND d.menu_id = k.menu_id AND d.day >= $3 AND d.day < $4
            AND (d.quantity <> 0 OR d.sales_total <> 0)
          ORDER BY k.n, d.day`,
        [tx.outletId, ids, from, to],
      );
      const trends = new Map<string, MenuTrendModel>();
      for (const r of rows) {
        let trend = trends.get(r.menu_id);
        if (!trend) {
          trend = { menuId: r.menu_id, name: r.name ?? UNKNOWN_NAME, points: [] };
          trends.set(r.menu_id, trend);
        }
        if (r.date === null) continue;
        trend.points.push({
          date: r.date,
          quantity: r.quantity!,
          price: roundMoney(r.price!),
          unitPrice: cmp(r.quantity!, 0) === 0 ? null : div(r.price!, r.quantity!, 2),
        });
      }
      return [...trends.values()];
    });
  }

  /**
   * `menuSales`, computed once per GraphQL request, outlet and range: `salesOverview.items` and
   * `menuProfitability` asked together (the overview report) share one sum.
   */
  private menuSalesOnce(tx: Tx, from: string, to: string): Promise<MenuSalesModel[]> {
    const context = requestContext();
    let memo = menuSalesMemo.get(context);
    if (!memo) {
      memo = new Map();
      menuSalesMemo.set(context, memo);
    }
    const key = `${tx.outletId}/${from}/${to}`;
    let sales = memo.get(key);
    if (!sales) {
      sales = this.menuSales(tx, from, to);
      memo.set(key, sales);
    }
    return sales;
  }

  /** Menu items sold in the range, most sold first, named by their highest version. */
  private async menuSales(tx: Tx, from: string, to: string): Promise<MenuSalesModel[]> {
    const rows: Array<{
      menu_id: string;
      menu_item_id: string | null;
      name: string | null;
      quantity: string;
      sales: string;
      cost: string;
    }> = await tx.manager.query(
      `SELECT r.menu_id, m.menu_item_id, m.name, r.quantity::text AS quantity, r.sales::text AS sales,
              r.cost::text AS cost
         FROM (SELECT menu_id, sum(quantity) AS quantity, sum(sales_total) AS sales, sum(cost_total) AS cost
                 FROM (${PERIODS(
                   'sales_item_daily',
                   'sales_item_monthly',
                   'menu_id, quantity, sales_total, cost_total',
                 )}) p
                GROUP BY menu_id
               HAVING sum(quantity) <> 0 OR sum(sales_total) <> 0) r
         LEFT JOIN LATERAL (${NAME_OF('r.menu_id')}) m ON true
        ORDER BY r.quantity DESC, m.name, r.menu_id`,
      [tx.outletId, ...periodsOf(from, to)],
    );
    return rows.map((r) => ({
      menuId: r.menu_id,
      menuItemId: r.menu_item_id ?? r.menu_id,
      name: r.name ?? UNKNOWN_NAME,
      quantity: r.quantity,
      salesTotal: roundMoney(r.sales),
      costTotal: roundMoney(r.cost),
    }));
  }
}

/** Per request (its context object), the menu sums already asked: key outlet/from/to. */
const menuSalesMemo = new WeakMap<object, Map<string, Promise<MenuSalesModel[]>>>();

/**
 * The rows of a roll-up over a range, whole months from the monthly table: the daily rows of
 * the leading partial month ($2–$3), the monthly rows of the whole months ($4–$5) and the daily
 * rows of the trailing partial month ($6–$7), as `periodsOf` gives them; `$1` the outlet. One
 * statement, three primary-key range scans, whatever the range. `where` narrows every part
 * (its own parameters from `$8`).
 */
const PERIODS = (daily: string, monthly: string, columns: string, where = 'true') => `
  SELECT ${columns} FROM ${daily}
   WHERE outlet_id = $1 AND day >= $2::date AND day < $3::date AND ${where}
  UNION ALL
  SELECT ${columns} FROM ${monthly}
   WHERE outlet_id = $1 AND month >= $4::date AND month < $5::date AND ${where}
  UNION ALL
  SELECT ${columns} FROM ${daily}
   WHERE outlet_id = $1 AND day >= $6::date AND day < $7::date AND ${where}`;

/** `PERIODS`' parameters $2–$7 for `[from, to)`. */
function periodsOf(from: string, to: string): string[] {
  const r = splitRangeByMonths(from, to);
  return [r.headFrom, r.headTo, r.monthsFrom, r.monthsTo, r.tailFrom, r.tailTo];
}

/** The highest version of a menu key (a menu_id, or the menu_item_id of an item without one). */
const NAME_OF = (key: string) => `
  SELECT m.menu_item_id, m.name FROM menu_items m
   WHERE m.outlet_id = $1 AND (m.menu_id = ${key} OR m.menu_item_id = ${key})
   ORDER BY (m.menu_id = ${key}) DESC NULLS LAST, m.version_number DESC NULLS LAST
   LIMIT 1`;

function checkRange(from: string, to: string): void {
  const error = analyticsRangeError(from, to);
  if (error) throw new BadInputError(error, 'from');
}
