import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  AnalyticsMessages,
  dec,
  itemTotal,
  roundMoney,
  startOfMonth,
  today,
} from '@mise/domain';
import { Db, type Tx } from '@mise/platform';
import { deliverEvent, ownersSuite, signedInOwner, sqlStatementsOf } from '@mise/testing';
import type { PricedLine } from '../src/sale/sale-pricing';
import { type SaleDraft, SaleWriter } from '../src/sale/sale-writer';
import { SaleEntity } from '../src/sale/sale.entity';
import { SALES_MONTHLY_BACKFILL } from '../src/analytics/sales-rollups';
import { SALES_ROLLUP_BACKFILL } from '../src/migrations/1760000025100-sales-rollups';
import { arrangeMenu, type Menu, startSales } from './helpers';

const CREATE = `mutation($input: SaleInput!) { createSale(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: SaleInput!) { updateSale(id: $id, input: $input) { id } }`;
const DELETE = `mutation($id: ID!) { deleteSale(id: $id) }`;
const OVERVIEW = `query($f: String!, $t: String!) { salesOverview(from: $f, to: $t) {
  subTotal miscTotal billingTotal nettTotal costTotal foodCostPercent
  billings { name price } daily { date subTotal nettTotal costTotal }
  items { menuId menuItemId name quantity salesTotal costTotal } } }`;
const PROFITABILITY = `query($f: String!, $t: String!, $m: ProfitabilityMethod) {
  menuProfitability(from: $f, to: $t, method: $m) { method marginThreshold popularityThreshold
    points { menuId menuItemId name quantity popularity margin quadrant } } }`;
const STATS = `query($id: ID!, $f: String!, $t: String!) { menuItemStats(menuId: $id, from: $f, to: $t) {
  menuId sold salesTotal grossProfit pricePerUnit costPerUnit } }`;
const TRENDS = `query($ids: [ID!]!, $f: String!, $t: String!) { menuTrends(menuIds: $ids, from: $f, to: $t) {
  menuId name points { date quantity price unitPrice } } }`;

/** The roll-ups as GROUP BY of the raw rows, and as kept, of the outlets given (non-zero rows). */
const EXPECTED_DAILY = `
  SELECT s.outlet_id, to_char(s.sale_date, 'YYYY-MM-DD') AS day, count(*)::text AS sales,
         sum(s.sub_total)::text AS sub, sum(s.misc_total)::text AS misc, sum(s.billing_total)::text AS bill,
         sum(s.nett_total)::text AS nett,
         coalesce(sum((SELECT sum(i.cost_per_serving * i.quantity) FROM sales_items i WHERE i.sale_id = s.id)), 0)::text AS cost
    FROM sales s WHERE s.outlet_id = ANY($1::uuid[]) AND s.sale_state = 'CONFIRMED'
   GROUP BY s.outlet_id, s.sale_date`;
const ACTUAL_DAILY = `
  SELECT outlet_id, to_char(day, 'YYYY-MM-DD') AS day, sales::text, sub_total::text AS sub,
         misc_total::text AS misc, billing_total::text AS bill, nett_total::text AS nett, cost_total::text AS cost
    FROM sales_daily WHERE outlet_id = ANY($1::uuid[])
     AND (sales <> 0 OR sub_total <> 0 OR misc_total <> 0 OR billing_total <> 0 OR nett_total <> 0 OR cost_total <> 0)`;
const EXPECTED_ITEMS = `
  SELECT s.outlet_id, to_char(s.sale_date, 'YYYY-MM-DD') AS day, coalesce(i.menu_id, i.menu_item_id) AS menu_id,
         sum(i.quantity)::text AS quantity, sum(i.total)::text AS total, sum(i.cost_per_serving * i.quantity)::text AS cost
    FROM sales_items i JOIN sales s ON s.id = i.sale_id
   WHERE s.outlet_id = ANY($1::uuid[]) AND s.sale_state = 'CONFIRMED'
   GROUP BY s.outlet_id, s.sale_date, coalesce(i.menu_id, i.menu_item_id)`;
const ACTUAL_ITEMS = `
  SELECT outlet_id, to_char(day, 'YYYY-MM-DD') AS day, menu_id, quantity::text, sales_total::text AS total,
         cost_total::text AS cost
    FROM sales_item_daily WHERE outlet_id = ANY($1::uuid[])
     AND (quantity <> 0 OR sales_total <> 0 OR cost_total <> 0)`;
const EXPECTED_BILLINGS = `
  SELECT s.outlet_id, to_char(s.sale_date, 'YYYY-MM-DD') AS day, b.name, sum(b.price)::text AS price
    FROM sales_billings b JOIN sales s ON s.id = b.sale_id
   WHERE s.outlet_id = ANY($1::uuid[]) AND s.sale_state = 'CONFIRMED'
   GROUP BY s.outlet_id, s.sale_date, b.name`;
const ACTUAL_BILLINGS = `
  SELECT outlet_id, to_char(day, 'YYYY-MM-DD') AS day, name, price::text
    FROM sales_billing_daily WHERE outlet_id = ANY($1::uuid[]) AND price <> 0`;

/** The monthly roll-ups: the same GROUP BY by month (first day), and as kept. */
const EXPECTED_ITEMS_MONTHLY = `
  SELECT s.outlet_id, to_char(date_trunc('month', s.sale_date), 'YYYY-MM-DD') AS month,
         coalesce(i.menu_id, i.menu_item_id) AS menu_id, sum(i.quantity)::text AS quantity,
         sum(i.total)::text AS total, sum(i.cost_per_serving * i.quantity)::text AS cost
    FROM sales_items i JOIN sales s ON s.id = i.sale_id
   WHERE s.outlet_id = ANY($1::uuid[]) AND s.sale_state = 'CONFIRMED'
   GROUP BY 1, 2, 3`;
const ACTUAL_ITEMS_MONTHLY = `
  SELECT outlet_id, to_char(month, 'YYYY-MM-DD') AS month, menu_id, quantity::text,
         sales_total::text AS total, cost_total::text AS cost
    FROM sales_item_monthly WHERE outlet_id = ANY($1::uuid[])
     AND (quantity <> 0 OR sales_total <> 0 OR cost_total <> 0)`;
const EXPECTED_BILLINGS_MONTHLY = `
  SELECT s.outlet_id, to_char(date_trunc('month', s.sale_date), 'YYYY-MM-DD') AS month, b.name,
         sum(b.price)::text AS price
    FROM sales_billings b JOIN sales s ON s.id = b.sale_id
   WHERE s.outlet_id = ANY($1::uuid[]) AND s.sale_state = 'CONFIRMED'
   GROUP BY 1, 2, 3`;
const ACTUAL_BILLINGS_MONTHLY = `
  SELECT outlet_id, to_char(month, 'YYYY-MM-DD') AS month, name, price::text
    FROM sales_billing_monthly WHERE outlet_id = ANY($1::uuid[]) AND price <> 0`;

type Row = Record<string, string>;

/** Rows compared as values: numbers in their shortest form, sorted. */
function normal(rows: Row[]): string[] {
  return rows
    .map((r) =>
      JSON.stringify(
        Object.fromEntries(
          Object.keys(r)
            .sort()
            .map((k) => [k, /^-?\d+(\.\d+)?$/.test(r[k]) ? dec(r[k]) : r[k]]),
        ),
      ),
    )
    .sort();
}

describe('sales: analytics roll-ups and the report fields (issue 25)', () => {
  const s = ownersSuite(startSales, 2);
  let menu: Menu;
  const day = today();

  beforeAll(async () => {
    menu = await arrangeMenu(s.t, s.ana);
  });

  const expectRollupsEqualRaw = async (outletIds: string[]) => {
    const pairs: Array<[string, string]> = [
      [EXPECTED_DAILY, ACTUAL_DAILY],
      [EXPECTED_ITEMS, ACTUAL_ITEMS],
      [EXPECTED_BILLINGS, ACTUAL_BILLINGS],
      [EXPECTED_ITEMS_MONTHLY, ACTUAL_ITEMS_MONTHLY],
      [EXPECTED_BILLINGS_MONTHLY, ACTUAL_BILLINGS_MONTHLY],
    ];
    for (const [expected, actual] of pairs) {
      const want = normal(await s.t.ownerSql<Row>(expected, [outletIds]));
      const got = normal(await s.t.ownerSql<Row>(actual, [outletIds]));
      expect(got).toEqual(want);
    }
  };

  /** A line as `SaleWriter` takes it (an import's or an integration's), priced here. */
  const line = (item: 'noodles' | 'tea' | 'loose', quantity: string): PricedLine => {
    const known = item === 'loose' ? null : menu[item];
    const price = known?.price ?? '2.20';
    return {
      menuItemId: known?.menuItemId ?? LOOSE_ITEM,
      // an item without a menu id counts under its own id
      menuId: known?.menuId ?? null,
      versionNumber: known?.versionNumber ?? 1,
      name: known?.name ?? 'LOOSE',
      price,
      costPerServing: known?.costPerServing ?? '0.333333',
      quantity,
      total: itemTotal({ price, quantity, options: [] }),
      hasRecipe: true,
      options: [],
    };
  };
  const LOOSE_ITEM = randomUUID();

  const writerDraft = (saleDate: string, lines: PricedLine[], service: boolean): SaleDraft => ({
    saleDate,
    sourceType: 'CSV',
    sourceRef: `test/${randomUUID()}`,
    items: lines,
    miscs: [],
    billings: service
      ? [{ name: 'SERVICE', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' }]
      : [],
  });

  const inOutlet = <T>(outletId: string, fn: (w: SaleWriter, tx: Tx) => Promise<T>) =>
    s.t.app.get(Db).forOutlet(outletId, (tx) => fn(s.t.app.get(SaleWriter), tx));

  it('keeps every roll-up row equal to the GROUP BY of the raw rows after random writes (property)', async () => {
    const owner = await signedInOwner(s.t);
    const m = await arrangeMenu(s.t, owner);
    const items = ['noodles', 'tea', 'loose'] as const;
    // a few days back, or one to two months back: the monthly roll-ups see several months
    const back = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 25, max: 70 }));
    const lineArb = fc.record({
      item: fc.constantFrom(...items),
      tenths: fc.integer({ min: 1, max: 99 }),
    });
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('manual' as const),
        back,
        lines: fc.array(
          lineArb.filter((l) => l.item !== 'loose'),
          { minLength: 1, maxLength: 3 },
        ),
        miscCents: fc.option(fc.integer({ min: -500, max: 3000 }), { nil: null }),
      }),
      fc.record({
        kind: fc.constant('import' as const),
        back,
        lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
        service: fc.boolean(),
        confirm: fc.boolean(),
      }),
      fc.record({
        kind: fc.constant('replace' as const),
        pick: fc.nat(),
        back,
        lines: fc.array(
          lineArb.filter((l) => l.item !== 'loose'),
          { minLength: 1, maxLength: 3 },
        ),
        service: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    );
    const manualInput = (
      back: number,
      lines: Array<{ item: string; tenths: number }>,
      misc: number | null,
    ) => ({
      saleDate: addDays(day, -back),
      items: lines.map((l) => ({
        menuItemId: (l.item === 'noodles' ? m.noodles : m.tea).menuItemId,
        quantity: (l.tenths / 10).toFixed(1),
      })),
      miscs: misc === null ? [] : [{ name: 'Misc', total: (misc / 100).toFixed(2) }],
    });
    const toLines = (lines: Array<{ item: (typeof items)[number]; tenths: number }>) =>
      lines.map((l) => {
        const priced = line(l.item, (l.tenths / 10).toFixed(1));
        if (l.item === 'noodles')
          return { ...priced, menuItemId: m.noodles.menuItemId, menuId: m.noodles.menuId };
        if (l.item === 'tea')
          return { ...priced, menuItemId: m.tea.menuItemId, menuId: m.tea.menuId };
        return priced;
      });

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          const sales = await s.t.ownerSql<{ id: string; source_type: string }>(
            `SELECT id, source_type FROM sales WHERE outlet_id = $1 ORDER BY created_at, id`,
            [owner.outletId],
          );
          if (o.kind === 'manual') {
            const res = await owner.gql(CREATE, {
              input: manualInput(o.back, o.lines, o.miscCents),
            });
            expect(res.errors).toBeUndefined();
          } else if (o.kind === 'import') {
            const sale = await inOutlet(owner.outletId, (w, tx) =>
              w.create(tx, writerDraft(addDays(day, -o.back), toLines(o.lines), o.service), {
                processing: true,
              }),
            );
            if (o.confirm) await inOutlet(owner.outletId, (w, tx) => w.confirm(tx, [sale.id]));
          } else if (sales.length) {
            const target = sales[o.pick % sales.length];
            if (o.kind === 'remove') {
              if (target.source_type === 'MANUAL') {
                expect((await owner.gql(DELETE, { id: target.id })).errors).toBeUndefined();
              } else {
                await inOutlet(owner.outletId, async (w, tx) =>
                  w.remove(tx, await tx.manager.findOneByOrFail(SaleEntity, { id: target.id })),
                );
              }
            } else if (target.source_type === 'MANUAL') {
              const res = await owner.gql(UPDATE, {
                id: target.id,
                input: manualInput(o.back, o.lines, o.service ? 150 : null),
              });
              expect(res.errors).toBeUndefined();
            } else {
              await inOutlet(owner.outletId, async (w, tx) =>
                w.replace(
                  tx,
                  await tx.manager.findOneByOrFail(SaleEntity, { id: target.id }),
                  writerDraft(addDays(day, -o.back), toLines(o.lines), o.service),
                ),
              );
            }
          }
        }
        await expectRollupsEqualRaw([owner.outletId]);
      }),
      { numRuns: Number(process.env.ROLLUP_RUNS ?? 12) },
    );
  }, 240_000);

  it('backfills the roll-ups from the sales already written (the migration)', async () => {
    const owner = await signedInOwner(s.t);
    const m = await arrangeMenu(s.t, owner);
    await owner.gql(CREATE, {
      input: { saleDate: day, items: [{ menuItemId: m.noodles.menuItemId, quantity: '2' }] },
    });
    await inOutlet(owner.outletId, (w, tx) =>
      w.create(tx, writerDraft(day, [line('loose', '1.5')], true)),
    );
    for (const table of [
      'sales_daily',
      'sales_item_daily',
      'sales_billing_daily',
      'sales_item_monthly',
      'sales_billing_monthly',
    ]) {
      await s.t.ownerSql(`DELETE FROM ${table} WHERE outlet_id = $1`, [owner.outletId]);
    }
    // the migration's statements, limited to this outlet (other tests' rows stay as they are)
    const backfill = SALES_ROLLUP_BACKFILL;
    expect(backfill).toHaveLength(3);
    for (const q of backfill) {
      await s.t.ownerSql(
        q.replace(
          /WHERE s\.sale_state = 'CONFIRMED'/,
          `WHERE s.sale_state = 'CONFIRMED' AND s.outlet_id = $1`,
        ),
        [owner.outletId],
      );
    }
    // the monthly ones from the daily ones (migration 1760000025110)
    for (const q of SALES_MONTHLY_BACKFILL) await s.t.ownerSql(q, [owner.outletId]);
    await expectRollupsEqualRaw([owner.outletId]);
  });

  it('answers a range of partial and whole months as the sum of its days', async () => {
    const owner = await signedInOwner(s.t);
    const m = await arrangeMenu(s.t, owner);
    const first = startOfMonth(addMonths(day, -4));
    const month = (n: number, d: number) => addDays(addMonths(first, n), d);
    // sales on the first, middle and last days of four months, and this month
    const dates = [0, 1, 2, 3].flatMap((n) => [
      month(n, 0),
      month(n, 14),
      addDays(month(n + 1, 0), -1),
    ]);
    dates.push(startOfMonth(day), day);
    const noodles = (q: string) => ({
      ...line('noodles', q),
      menuItemId: m.noodles.menuItemId,
      menuId: m.noodles.menuId,
    });
    const tea = (q: string) => ({
      ...line('tea', q),
      menuItemId: m.tea.menuItemId,
      menuId: m.tea.menuId,
    });
    await inOutlet(owner.outletId, async (w, tx) => {
      for (const [i, d] of dates.entries()) {
        const lines = [noodles(`${(i % 3) + 1}.5`), tea(`${i + 1}`), line('loose', '0.5')];
        await w.create(tx, writerDraft(d, lines, i % 2 === 0));
      }
    });
    const fromDays = async (f: string, t: string) => {
      const items = await s.t.ownerSql<Row>(
        `SELECT menu_id, sum(quantity)::text AS quantity, sum(sales_total)::text AS sales,
                sum(cost_total)::text AS cost
           FROM sales_item_daily WHERE outlet_id = $1 AND day >= $2 AND day < $3
          GROUP BY menu_id HAVING sum(quantity) <> 0 OR sum(sales_total) <> 0`,
        [owner.outletId, f, t],
      );
      const billings = await s.t.ownerSql<Row>(
        `SELECT name, sum(price)::text AS price FROM sales_billing_daily
          WHERE outlet_id = $1 AND day >= $2 AND day < $3 GROUP BY name HAVING sum(price) <> 0`,
        [owner.outletId, f, t],
      );
      return {
        items: normal(
          items.map((r) => ({
            menu_id: r.menu_id,
            quantity: r.quantity,
            sales: roundMoney(r.sales),
            cost: roundMoney(r.cost),
          })),
        ),
        billings: normal(billings.map((b) => ({ name: b.name, price: roundMoney(b.price) }))),
      };
    };
    const ranges: Array<[string, string]> = [
      [month(0, 10), month(3, 5)], // partial, two whole months, partial
      [month(1, 0), month(3, 0)], // whole months only
      [month(0, 14), month(2, 0)], // partial and one whole month
      [month(1, 0), addDays(month(2, 0), 20)], // a whole month and a partial one
      [month(0, 3), month(0, 20)], // inside one month
      [month(0, 20), month(1, 3)], // two partial months
      [first, addDays(day, 1)], // to tomorrow
    ];
    for (const [f, t] of ranges) {
      const res = await owner.gql<{
        salesOverview: {
          items: Array<{ menuId: string; quantity: string; salesTotal: string; costTotal: string }>;
          billings: Array<{ name: string; price: string }>;
        };
        menuProfitability: { points: Array<{ menuId: string; quantity: string }> };
      }>(
        `query($f: String!, $t: String!) {
           salesOverview(from: $f, to: $t) { items { menuId quantity salesTotal costTotal } billings { name price } }
           menuProfitability(from: $f, to: $t) { points { menuId quantity } } }`,
        { f, t },
      );
      expect(res.errors).toBeUndefined();
      const want = await fromDays(f, t);
      expect(want.items.length).toBeGreaterThan(0);
      const o = res.data!.salesOverview;
      expect({
        range: [f, t],
        items: normal(
          o.items.map((i) => ({
            menu_id: i.menuId,
            quantity: i.quantity,
            sales: i.salesTotal,
            cost: i.costTotal,
          })),
        ),
        billings: normal(o.billings),
      }).toEqual({ range: [f, t], ...want });
      expect(
        normal(
          res.data!.menuProfitability.points.map((p) => ({
            menu_id: p.menuId,
            quantity: p.quantity,
          })),
        ),
      ).toEqual(normal(o.items.map((i) => ({ menu_id: i.menuId, quantity: i.quantity }))));
      const stats = await owner.gql<{ menuItemStats: { sold: string; salesTotal: string } }>(
        STATS,
        {
          id: m.noodles.menuId,
          f,
          t,
        },
      );
      const noodleRow = o.items.find((i) => i.menuId === m.noodles.menuId);
      expect(stats.data!.menuItemStats).toMatchObject({
        sold: noodleRow?.quantity ?? '0',
        salesTotal: noodleRow?.salesTotal ?? '0.00',
      });
    }
  });

  describe('the report fields on a known set', () => {
    let owner: Awaited<ReturnType<typeof signedInOwner>>;
    let m: Menu;
    const d1 = addDays(day, -2);
    const d2 = addDays(day, -1);

    beforeAll(async () => {
      owner = await signedInOwner(s.t);
      m = await arrangeMenu(s.t, owner);
      // d1: 2 noodles (12.50, cost 4.1250) + 1 tea (3.35, cost 0), misc 5.00
      const first = await owner.gql(CREATE, {
        input: {
          saleDate: d1,
          items: [
            { menuItemId: m.noodles.menuItemId, quantity: '2' },
            { menuItemId: m.tea.menuItemId, quantity: '1' },
          ],
          miscs: [{ name: 'Corkage', total: '5.00' }],
        },
      });
      expect(first.errors).toBeUndefined();
      // d2: 4 teas with a 10 % service charge (an import's sale, through SaleWriter)
      const tea = { ...line('tea', '4'), menuItemId: m.tea.menuItemId, menuId: m.tea.menuId };
      await inOutlet(owner.outletId, (w, tx) => w.create(tx, writerDraft(d2, [tea], true)));
      // a sale still processing counts nowhere
      await inOutlet(owner.outletId, (w, tx) =>
        w.create(tx, writerDraft(d2, [tea], false), { processing: true }),
      );
    });

    it('answers totals, days, billing lines and items of the range', async () => {
      const res = await owner.gql(OVERVIEW, { f: d1, t: addDays(day, 1) });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        salesOverview: {
          // 25.00 + 3.35 + 13.40
          subTotal: '41.75',
          miscTotal: '5.00',
          billingTotal: '1.34',
          // 33.35 + 14.74
          nettTotal: '48.09',
          costTotal: '8.25',
          foodCostPercent: '19.8',
          billings: [{ name: 'SERVICE', price: '1.34' }],
          daily: [
            { date: d1, subTotal: '28.35', nettTotal: '33.35', costTotal: '8.25' },
            { date: d2, subTotal: '13.40', nettTotal: '14.74', costTotal: '0.00' },
          ],
          items: [
            {
              menuId: m.tea.menuId,
              menuItemId: m.tea.menuItemId,
              name: 'TEA',
              quantity: '5.0',
              salesTotal: '16.75',
              costTotal: '0.00',
            },
            {
              menuId: m.noodles.menuId,
              menuItemId: m.noodles.menuItemId,
              name: 'NOODLES',
              quantity: '2.0',
              salesTotal: '25.00',
              costTotal: '8.25',
            },
          ],
        },
      });
      const none = await owner.gql(OVERVIEW, { f: addDays(day, 5), t: addDays(day, 6) });
      expect(none.data).toMatchObject({
        salesOverview: { subTotal: '0.00', foodCostPercent: null, daily: [], items: [] },
      });
    });

    it('names a menu by its highest version', async () => {
      const v3 = { ...m.noodles, menuItemId: randomUUID(), versionNumber: 3, name: 'NOODLES V3' };
      await deliverEvent(s.t, 'catalogue.menu-item.saved', v3, owner.outletId);
      const res = await owner.gql<{
        salesOverview: { items: Array<{ menuItemId: string; name: string }> };
      }>(OVERVIEW, { f: d1, t: day });
      expect(res.data!.salesOverview.items[1]).toMatchObject({
        menuItemId: v3.menuItemId,
        name: 'NOODLES V3',
      });
    });

    it('places the menu items in the quadrants, both ways', async () => {
      const spec = await owner.gql<{ menuProfitability: Record<string, unknown> }>(PROFITABILITY, {
        f: d1,
        t: day,
      });
      expect(spec.errors).toBeUndefined();
      // tea: 5 of 7 (71.43 %), margin 3.35; noodles: 28.57 %, margin (25.00 − 8.25) / 2 = 8.38
      expect(spec.data!.menuProfitability).toMatchObject({
        method: 'SPEC',
        marginThreshold: '4.19',
        popularityThreshold: '35.72',
        points: [
          expect.objectContaining({
            name: 'TEA',
            popularity: '71.43',
            margin: '3.35',
            quadrant: 'POPULAR_UNPROFITABLE',
          }),
          expect.objectContaining({
            popularity: '28.57',
            margin: '8.38',
            quadrant: 'UNPOPULAR_PROFITABLE',
          }),
        ],
      });
      const std = await owner.gql<{ menuProfitability: Record<string, unknown> }>(PROFITABILITY, {
        f: d1,
        t: day,
        m: 'STANDARD',
      });
      expect(std.data!.menuProfitability).toMatchObject({
        method: 'STANDARD',
        popularityThreshold: '35.00',
        // (3.35 × 5 + 8.38 × 2) / 7
        marginThreshold: '4.79',
      });
    });

    it("answers a menu item's stats and trend, and refuses a bad range", async () => {
      const stats = await owner.gql(STATS, { id: m.noodles.menuId, f: d1, t: day });
      expect(stats.data).toEqual({
        menuItemStats: {
          menuId: m.noodles.menuId,
          sold: '2.0',
          salesTotal: '25.00',
          grossProfit: '16.75',
          pricePerUnit: '12.50',
          costPerUnit: '4.13',
        },
      });
      const trends = await owner.gql(TRENDS, { ids: [m.tea.menuId, randomUUID()], f: d1, t: day });
      expect(trends.data).toEqual({
        menuTrends: [
          {
            menuId: m.tea.menuId,
            name: 'TEA',
            points: [
              { date: d1, quantity: '1.0', price: '3.35', unitPrice: '3.35' },
              { date: d2, quantity: '4.0', price: '13.40', unitPrice: '3.35' },
            ],
          },
        ],
      });
      for (const [f, t] of [
        [day, day],
        ['2020-01-01', '2023-01-06'],
        ['2026-02-30', day],
      ]) {
        const bad = await owner.gql(OVERVIEW, { f, t });
        expect(bad.errors?.[0]).toMatchObject({
          message: AnalyticsMessages.rangeInvalid,
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      const unknown = await owner.gql(STATS, { id: randomUUID(), f: d1, t: day });
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const many = await owner.gql(TRENDS, {
        ids: Array.from({ length: 21 }, () => randomUUID()),
        f: d1,
        t: day,
      });
      expect(many.errors?.[0].message).toBe(AnalyticsMessages.tooManyItems);
    });

    it('costs the same SQL statements for 1 day as for 30, and for 1 item as for 50', async () => {
      const count = (query: string, variables: Record<string, unknown>) =>
        sqlStatementsOf(s.t.app, async (opts) => {
          const res = await owner.gql(query, variables, opts);
          expect(res.errors).toBeUndefined();
        });
      const oneDay = await count(OVERVIEW, { f: d1, t: addDays(d1, 1) });
      const month = await count(OVERVIEW, { f: addDays(day, -29), t: addDays(day, 1) });
      expect(oneDay).toBeGreaterThan(0);
      expect(month).toBe(oneDay);
      const profitOne = await count(PROFITABILITY, { f: d1, t: addDays(d1, 1) });
      // asked together over one range (the overview report), the two share one read of the item
      // sums; over two ranges they cannot
      const both = (profitFrom: string) =>
        count(
          `query($f: String!, $t: String!, $pf: String!, $pt: String!) {
             salesOverview(from: $f, to: $t) { subTotal items { menuId } }
             menuProfitability(from: $pf, to: $pt) { points { menuId } } }`,
          { f: d1, t: addDays(d1, 1), pf: profitFrom, pt: addDays(profitFrom, 1) },
        );
      expect(await both(d1)).toBe((await both(d2)) - 1);

      // another outlet selling 50 menu items over 30 days
      const big = await signedInOwner(s.t);
      const menus = Array.from({ length: 50 }, (_, i) => ({
        ...menu.tea,
        menuItemId: randomUUID(),
        menuId: randomUUID(),
        name: `ITEM ${i}`,
      }));
      for (const item of menus) {
        await deliverEvent(s.t, 'catalogue.menu-item.saved', item, big.outletId);
      }
      await inOutlet(big.outletId, async (w, tx) => {
        for (let i = 0; i < 30; i++) {
          const lines = menus.map((x) => ({
            ...line('tea', '1'),
            menuItemId: x.menuItemId,
            menuId: x.menuId,
          }));
          await w.create(tx, writerDraft(addDays(day, -i), lines, true));
        }
      });
      const bigCount = (query: string, variables: Record<string, unknown>) =>
        sqlStatementsOf(s.t.app, async (opts) => {
          const res = await big.gql<Record<string, { items?: unknown[]; points?: unknown[] }>>(
            query,
            variables,
            opts,
          );
          expect(res.errors).toBeUndefined();
        });
      expect(await bigCount(OVERVIEW, { f: addDays(day, -29), t: addDays(day, 1) })).toBe(oneDay);
      expect(await bigCount(PROFITABILITY, { f: addDays(day, -29), t: addDays(day, 1) })).toBe(
        profitOne,
      );
      const trendOne = await bigCount(TRENDS, {
        ids: [menus[0].menuId],
        f: addDays(day, -29),
        t: addDays(day, 1),
      });
      const trendTwenty = await bigCount(TRENDS, {
        ids: menus.slice(0, 20).map((x) => x.menuId),
        f: addDays(day, -29),
        t: addDays(day, 1),
      });
      expect(trendTwenty).toBe(trendOne);
    }, 120_000);
  });
});
