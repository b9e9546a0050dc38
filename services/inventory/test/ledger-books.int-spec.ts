import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import fc from 'fast-check';
import {
  CatalogueSubjects,
  type EventMap,
  type EventSubject,
  FinanceSubjects,
  type MenuItemSavedEvent,
  type SaleSavedEvent,
  SalesSubjects,
} from '@mise/contracts';
import { Db, type Tx } from '@mise/platform';
import { deliverEvent, publishEvent, signedInOwner, until } from '@mise/testing';
import { Ledger, LedgerQueries, type ItemKind, type NewMovement } from '../src/ledger';
import { type InventoryTestApp, startInventory, startLedger } from './helpers';

/**
 * The books: random sequences of purchases, opening stock, returns, usages, production outputs,
 * batch stock-ins (output + usage per ingredient, reversed as a whole), adjustments and batch
 * adjustments, stock counts (counted − the stock on hand at the end of the date, which the
 * ledger's `statesAt` must answer as the model does), reversals and back-dated rows go through
 * the Ledger on real Postgres; after every step the
 * stock is the sum of the item's movements, and stock, average and last price (and every
 * outgoing row's unit cost) equal a reference model written here, independently of the ledger:
 * a plain replay over the list of rows kept by the test.
 */

// the model's own exact arithmetic: 6 decimals, half-up, as flows.md §0 stores averages
const B = Big();
B.DP = 6;
B.RM = Big.roundHalfUp;

type RowOp =
  | { t: 'in'; item: number; qty: number; cost: number; back: boolean; day: number }
  | { t: 'opening'; item: number; qty: number; cost: number; back: boolean; day: number }
  | { t: 'out'; item: number; qty: number; back: boolean; day: number; kind: number }
  | { t: 'return'; item: number; qty: number; cost: number; back: boolean; day: number };
/**
 * one row, several rows written by one `append` (a document), a reversal, or a batch stock-in as
 * production writes it (PRODUCTION_OUTPUT of the batch at Σ amount × the ingredients' averages,
 * PRODUCTION_USAGE of each ingredient) and its reversal as a whole (an edit or a delete)
 */
type Op =
  | RowOp
  | { t: 'rows'; rows: RowOp[] }
  | { t: 'reverse'; pick: number }
  | { t: 'produce'; qty: number; back: boolean; day: number }
  | { t: 'unproduce'; pick: number }
  | { t: 'count'; item: number; counted: number; back: boolean; day: number };

interface ModelRow {
  id: string;
  itemKind: ItemKind;
  itemId: string;
  kind: NewMovement['kind'];
  qty: Big.Big;
  cost: Big.Big | null;
  date: string;
  seq: number;
  reversed: boolean;
}

/** the batch item's recipe: amounts of the two ingredients per batch */
const RECIPE = [new Big('1.5'), new Big('0.25')];

// three items: two ingredients and a batch item
const ITEM_KINDS: ItemKind[] = ['INGREDIENT', 'INGREDIENT', 'BATCH'];
const OUT_KINDS: Record<ItemKind, Array<NewMovement['kind']>> = {
  INGREDIENT: ['SALE_USAGE', 'PRODUCTION_USAGE', 'ADJUSTMENT', 'CREDIT_INVOICE'],
  BATCH: ['SALE_USAGE', 'BATCH_ADJUSTMENT', 'CREDIT_INVOICE'],
};

const hundredths = (n: number) => new B(n).div(100);
const dayOf = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

/**
 * The reference model: replay the live rows by (date, order written); `until`: only the rows
 * dated on or before it (the state at the end of that day).
 */
function model(rows: ModelRow[], itemId: string, until = '9999-12-31') {
  const live = rows
    .filter((r) => r.itemId === itemId && !r.reversed && r.date <= until)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq));
  let q = new B(0);
  let a = new B(0);
  let last = new B(0);
  let lastDate: string | null = null;
  const costs = new Map<string, string>();
  for (const r of live) {
    if (r.kind === 'PURCHASE' || r.kind === 'PRODUCTION_OUTPUT' || r.kind === 'OPENING') {
      a = q.gt(0) ? q.times(a).plus(r.qty.times(r.cost!)).div(q.plus(r.qty)) : r.cost!;
      q = q.plus(r.qty);
      if (r.kind === 'PURCHASE') {
        last = r.cost!;
        lastDate = r.date;
      }
      costs.set(r.id, r.cost!.toFixed());
    } else {
      // outgoing rows, and a COUNT of either sign, at the running average
      q = q.plus(r.qty);
      costs.set(r.id, r.kind === 'PURCHASE_RETURN' ? r.cost!.toFixed() : a.toFixed());
    }
  }
  return { stock: q.toFixed(), average: a.toFixed(), last: last.toFixed(), lastDate, costs };
}

const rowOp: fc.Arbitrary<RowOp> = fc.oneof(
  fc.record({
    t: fc.constant('in' as const),
    item: fc.nat(2),
    qty: fc.integer({ min: 1, max: 5000 }),
    cost: fc.integer({ min: 0, max: 2000 }),
    back: fc.boolean(),
    day: fc.nat(30),
  }),
  fc.record({
    t: fc.constant('out' as const),
    item: fc.nat(2),
    qty: fc.integer({ min: 1, max: 3000 }),
    back: fc.boolean(),
    day: fc.nat(30),
    kind: fc.nat(3),
  }),
  fc.record({
    t: fc.constant('opening' as const),
    item: fc.nat(1),
    qty: fc.integer({ min: 1, max: 5000 }),
    cost: fc.integer({ min: 0, max: 2000 }),
    back: fc.boolean(),
    day: fc.nat(30),
  }),
  fc.record({
    t: fc.constant('return' as const),
    item: fc.nat(1),
    qty: fc.integer({ min: 1, max: 1000 }),
    cost: fc.integer({ min: 0, max: 2000 }),
    back: fc.boolean(),
    day: fc.nat(30),
  }),
);

const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: rowOp, weight: 6 },
  {
    arbitrary: fc.record({
      t: fc.constant('rows' as const),
      rows: fc.array(rowOp, { minLength: 2, maxLength: 4 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('reverse' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('produce' as const),
      qty: fc.integer({ min: 100, max: 500 }),
      back: fc.boolean(),
      day: fc.nat(30),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('unproduce' as const), pick: fc.nat() }), weight: 1 },
  {
    // a stock count of an ingredient: counted − on hand at the end of its date, as
    // StockEntryService books it (0 books nothing)
    arbitrary: fc.record({
      t: fc.constant('count' as const),
      item: fc.nat(1),
      counted: fc.integer({ min: 0, max: 8000 }),
      back: fc.boolean(),
      day: fc.nat(30),
    }),
    weight: 2,
  },
);

describe('the books (property: the ledger equals a plain replay)', () => {
  let t: InventoryTestApp;
  let ledger: Ledger;
  let queries: LedgerQueries;
  let db: Db;
  let outletId: string;

  beforeAll(async () => {
    ({ t, ledger, queries, db, outletId } = await startLedger());
  });
  afterAll(() => t.close());

  // property tests: dozens of runs of real SQL each; their time limit (240 s) is a safety net for
  // a loaded machine, never a timing asserted

  it('keeps stock = Σ movements and the average, last price and unit costs of the model after every step', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 5, maxLength: 40, size: 'medium' }),
        async (ops) => {
          const items = ITEM_KINDS.map(() => randomUUID());
          const rows: ModelRow[] = [];
          const stockIns: Array<{ sourceId: string; rows: ModelRow[] }> = [];
          let latest = 0;
          let seq = 0;
          const inOutlet = <T>(fn: (tx: Tx) => Promise<T>) => db.forOutlet(outletId, fn);
          // one append call; rows of one call are recorded in the order given
          const append = async (
            specs: Array<Omit<ModelRow, 'id' | 'seq' | 'reversed'>>,
            sourceType: NewMovement['sourceType'],
            sourceId: string,
          ): Promise<ModelRow[]> => {
            const written = await inOutlet((tx) =>
              ledger.append(
                tx,
                specs.map((r) => ({
                  itemKind: r.itemKind,
                  itemId: r.itemId,
                  kind: r.kind,
                  quantity: r.qty.toFixed(),
                  unitCost: r.cost?.toFixed(),
                  movementDate: r.date,
                  sourceType,
                  sourceId,
                })),
              ),
            );
            return specs.map((r, i) => ({ ...r, id: written[i].id, seq: seq++, reversed: false }));
          };

          for (const o of ops) {
            if (o.t === 'produce') {
              const day = o.back ? latest - (o.day % (latest + 1)) : latest + (o.day % 4);
              latest = Math.max(latest, day);
              const qty = hundredths(o.qty);
              // the batch cost of now: Σ amount × the ingredients' current averages, 4 dp
              const cost = RECIPE.reduce(
                (c, amount, i) => c.plus(amount.times(model(rows, items[i]).average)),
                new B(0),
              ).round(4, Big.roundHalfUp);
              const specs = [
                { itemKind: 'BATCH' as const, itemId: items[2], qty, cost },
                ...RECIPE.map((amount, i) => ({
                  itemKind: 'INGREDIENT' as const,
                  itemId: items[i],
                  qty: amount.times(qty).times(-1),
                  cost: null,
                })),
              ].map((r, i) => ({
                ...r,
                kind: (i === 0 ? 'PRODUCTION_OUTPUT' : 'PRODUCTION_USAGE') as NewMovement['kind'],
                date: dayOf(day),
              }));
              const sourceId = randomUUID();
              const made = await append(specs, 'BATCH_STOCK_IN', sourceId);
              rows.push(...made);
              stockIns.push({ sourceId, rows: made });
            } else if (o.t === 'unproduce') {
              const live = stockIns.filter((d) => d.rows.some((r) => !r.reversed));
              if (!live.length) continue;
              const doc = live[o.pick % live.length];
              const written = await inOutlet((tx) =>
                ledger.reverseSource(tx, 'BATCH_STOCK_IN', doc.sourceId),
              );
              expect(written).toHaveLength(doc.rows.filter((r) => !r.reversed).length);
              doc.rows.forEach((r) => (r.reversed = true));
            } else if (o.t === 'count') {
              const day = o.back ? latest - (o.day % (latest + 1)) : latest + (o.day % 4);
              latest = Math.max(latest, day);
              const itemId = items[o.item];
              const date = dayOf(day);
              // the ledger's stock on hand at the end of the date equals the model's
              const want = model(rows, itemId, date);
              const at = await inOutlet(async (tx) => {
                await ledger.lockItems(tx, [{ itemKind: 'INGREDIENT', itemId }]);
                return (await queries.statesAt(tx, 'INGREDIENT', [itemId], date)).get(itemId)!;
              });
              expect(at).toEqual({ stock: want.stock, averagePrice: want.average });
              const diff = hundredths(o.counted).minus(want.stock);
              if (!diff.eq(0)) {
                rows.push(
                  ...(await append(
                    [
                      {
                        itemKind: 'INGREDIENT',
                        itemId,
                        kind: 'COUNT',
                        qty: diff,
                        cost: null,
                        date,
                      },
                    ],
                    'STOCK_ENTRY',
                    randomUUID(),
                  )),
                );
              }
            } else if (o.t === 'reverse') {
              const live = rows.filter((r) => !r.reversed);
              if (!live.length) continue;
              const target = live[o.pick % live.length];
              const written = await inOutlet((tx) => ledger.reverse(tx, [target.id]));
              expect(written).toHaveLength(1);
              target.reversed = true;
            } else {
              const specs = (o.t === 'rows' ? o.rows : [o]).map((r) => {
                const itemKind = ITEM_KINDS[r.item];
                const day = r.back ? latest - (r.day % (latest + 1)) : latest + (r.day % 4);
                latest = Math.max(latest, day);
                const kind: NewMovement['kind'] =
                  r.t === 'opening'
                    ? 'OPENING'
                    : r.t === 'in'
                      ? itemKind === 'BATCH'
                        ? 'PRODUCTION_OUTPUT'
                        : 'PURCHASE'
                      : r.t === 'return'
                        ? 'PURCHASE_RETURN'
                        : OUT_KINDS[itemKind][r.kind % OUT_KINDS[itemKind].length];
                const qty =
                  r.t === 'in' || r.t === 'opening'
                    ? hundredths(r.qty)
                    : hundredths(r.qty).times(-1);
                const cost = r.t === 'out' ? null : hundredths(r.cost);
                return { itemKind, itemId: items[r.item], kind, qty, cost, date: dayOf(day) };
              });
              rows.push(...(await append(specs, 'ADJUSTMENT', randomUUID())));
            }

            // after each step: every item's state equals the model and the sum of its rows
            for (const kind of ['INGREDIENT', 'BATCH'] as const) {
              const ids = items.filter((_, i) => ITEM_KINDS[i] === kind);
              const states = await inOutlet((tx) => queries.states(tx, kind, ids));
              for (const id of ids) {
                const want = model(rows, id);
                const [sum] = await t.ownerSql<{ s: string }>(
                  `SELECT coalesce(sum(quantity), 0)::text AS s FROM stock_movements WHERE item_id = $1`,
                  [id],
                );
                expect(new B(sum.s).toFixed()).toBe(want.stock);
                expect(states.get(id)).toEqual({
                  itemKind: kind,
                  itemId: id,
                  stock: want.stock,
                  averagePrice: want.average,
                  lastPrice: want.last,
                  lastPurchaseDate: want.lastDate,
                });
              }
            }
          }

          // and every live row's unit cost is the model's (back-dated rows re-priced later ones)
          for (const id of items) {
            const want = model(rows, id);
            const { rows: history } = await inOutlet((tx) =>
              queries.history(tx, ITEM_KINDS[items.indexOf(id)], id, { offset: 0, limit: 1000 }),
            );
            expect(new Map(history.map((h) => [h.id, h.unitCost]))).toEqual(want.costs);
          }
        },
      ),
      { numRuns: Number(process.env.BOOKS_RUNS ?? 30) },
    );
  }, 240_000);
});

/**
 * Sales' books (issue 11): random sales, edits (a new revision), deletes, sales inside a CSV job
 * (PROCESSING), and stale or repeated deliveries of older revisions go through NATS as
 * `sales.sale.saved` / `.deleted`; once inventory has applied them, every ingredient's
 * SALE_USAGE equals recipe × quantity (options: amount × their quantity × the item's quantity)
 * summed over the live CONFIRMED sales of the model kept here.
 */
type SaleLine = { item: number; tenths: number; option: number; optionQty: number };
type SaleOp =
  | { t: 'create'; lines: SaleLine[]; processing: boolean }
  | { t: 'edit'; pick: number; lines: SaleLine[]; processing: boolean }
  | { t: 'delete'; pick: number }
  | { t: 'stale'; pick: number; which: number };

const saleLine: fc.Arbitrary<SaleLine> = fc.record({
  item: fc.nat(1),
  tenths: fc.integer({ min: 1, max: 99 }),
  option: fc.nat(2), // 2: no option
  optionQty: fc.integer({ min: 1, max: 2 }),
});
const saleOp: fc.Arbitrary<SaleOp> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('create' as const),
      lines: fc.array(saleLine, { minLength: 1, maxLength: 3 }),
      processing: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('edit' as const),
      pick: fc.nat(),
      lines: fc.array(saleLine, { minLength: 0, maxLength: 3 }),
      processing: fc.boolean(),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('delete' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({ t: fc.constant('stale' as const), pick: fc.nat(), which: fc.nat() }),
    weight: 2,
  },
);

describe("sales' books (property: SALE_USAGE = recipe × quantity over live sales)", () => {
  let t: InventoryTestApp;
  let outletId: string;
  // two menu items of two ingredients each (one shared) and a variant of two ingredient options
  const ingredients = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const RECIPES = [
    [
      { ingredient: 0, amount: '0.2' },
      { ingredient: 1, amount: '0.15' },
    ],
    [
      { ingredient: 1, amount: '0.05' },
      { ingredient: 2, amount: '1' },
    ],
  ];
  const OPTIONS = [
    { id: randomUUID(), ingredient: 3, amount: '1' },
    { id: randomUUID(), ingredient: 4, amount: '0.25' },
  ];
  const variantId = randomUUID();
  const menus: MenuItemSavedEvent[] = RECIPES.map((recipe, i) => ({
    menuItemId: randomUUID(),
    menuId: randomUUID(),
    versionNumber: 1,
    name: `ITEM ${i}`,
    category: 'MAINS',
    price: '10',
    costPerServing: '1',
    ingredients: recipe.map((r) => ({
      ingredientId: ingredients[r.ingredient],
      preferredInventoryId: null,
      amount: r.amount,
    })),
    batchIngredients: [],
    variantIds: [variantId],
    revision: 1,
  }));

  const publish = <S extends EventSubject>(subject: S, payload: EventMap[S]) =>
    publishEvent(subject, payload, outletId);
  const applied = (ids: string[]) =>
    until(
      () =>
        t.ownerSql<{ n: number }>(`SELECT count(*)::int AS n FROM inbox WHERE event_id = ANY($1)`, [
          ids,
        ]),
      (r) => r[0].n === ids.length,
      `${ids.length} events`,
      60_000,
    );

  beforeAll(async () => {
    t = await startInventory();
    outletId = (await signedInOwner(t)).outletId;
    const events = [
      await publish(CatalogueSubjects.variantSaved, {
        variantId,
        name: 'SIZE',
        variantType: 'MULTIPLE',
        maxChoice: 2,
        ingredients: OPTIONS.map((o) => ({
          variantIngredientId: o.id,
          ingredientId: ingredients[o.ingredient],
          amount: o.amount,
          addOnPrice: '1',
        })),
        batchItems: [],
        revision: 1,
      }),
      ...(await Promise.all(menus.map((m) => publish(CatalogueSubjects.menuItemSaved, m)))),
    ];
    await applied(events.map((e) => e.id));
  });
  afterAll(() => t.close());

  it('converges on the live sales after random sales, edits, deletes and stale deliveries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(saleOp, { minLength: 3, maxLength: 25 }), async (ops) => {
        interface ModelSale {
          saleId: string;
          revisions: SaleSavedEvent[];
          deleted: boolean;
        }
        const sales: ModelSale[] = [];
        const published: string[] = [];
        const payload = (
          saleId: string,
          lines: SaleLine[],
          processing: boolean,
          revision: number,
        ) =>
          ({
            saleId,
            saleDate: '2026-11-20',
            saleState: processing ? 'PROCESSING' : 'CONFIRMED',
            sourceType: 'MANUAL',
            sourceRef: null,
            items: lines.map((l) => ({
              salesItemId: randomUUID(),
              menuItemId: menus[l.item].menuItemId,
              quantity: (l.tenths / 10).toFixed(1),
              options:
                l.option < OPTIONS.length
                  ? [
                      {
                        variantIngredientId: OPTIONS[l.option].id,
                        variantBatchItemId: null,
                        quantity: String(l.optionQty),
                      },
                    ]
                  : [],
            })),
            subTotal: '0',
            nettTotal: '0',
            revision,
          }) satisfies SaleSavedEvent;

        for (const o of ops) {
          if (o.t === 'create') {
            const sale = { saleId: randomUUID(), revisions: [], deleted: false } as ModelSale;
            sale.revisions.push(payload(sale.saleId, o.lines, o.processing, 1));
            sales.push(sale);
            published.push((await publish(SalesSubjects.saleSaved, sale.revisions[0])).id);
            continue;
          }
          const live = sales.filter((x) => !x.deleted);
          if (o.t === 'stale') {
            if (!sales.length) continue;
            const sale = sales[o.pick % sales.length];
            const old = sale.revisions[o.which % sale.revisions.length];
            published.push((await publish(SalesSubjects.saleSaved, old)).id);
          } else if (o.t === 'edit') {
            if (!live.length) continue;
            const sale = live[o.pick % live.length];
            const next = payload(sale.saleId, o.lines, o.processing, sale.revisions.length + 1);
            sale.revisions.push(next);
            published.push((await publish(SalesSubjects.saleSaved, next)).id);
          } else {
            if (!live.length) continue;
            const sale = live[o.pick % live.length];
            sale.deleted = true;
            published.push(
              (
                await publish(SalesSubjects.saleDeleted, {
                  saleId: sale.saleId,
                  sourceType: 'MANUAL',
                  sourceRef: null,
                  revision: sale.revisions.length + 1,
                })
              ).id,
            );
          }
        }
        await applied(published);

        // the model: recipe × quantity over the live CONFIRMED sales' latest revisions
        const want = new Map<string, Big.Big>(ingredients.map((id) => [id, new B(0)]));
        for (const sale of sales.filter((x) => !x.deleted)) {
          const latest = sale.revisions[sale.revisions.length - 1];
          if (latest.saleState !== 'CONFIRMED') continue;
          for (const item of latest.items) {
            const recipe = RECIPES[menus.findIndex((m) => m.menuItemId === item.menuItemId)];
            for (const r of recipe) {
              const id = ingredients[r.ingredient];
              want.set(id, want.get(id)!.minus(new B(r.amount).times(item.quantity)));
            }
            for (const opt of item.options) {
              const option = OPTIONS.find((x) => x.id === opt.variantIngredientId)!;
              const id = ingredients[option.ingredient];
              want.set(
                id,
                want.get(id)!.minus(new B(option.amount).times(opt.quantity).times(item.quantity)),
              );
            }
          }
        }
        const got = await t.ownerSql<{ item_id: string; q: string }>(
          // SALE_USAGE rows net of their REVERSAL rows (an edit or a delete reverses them)
          `SELECT item_id::text, sum(quantity)::text AS q FROM stock_movements
            WHERE kind IN ('SALE_USAGE', 'REVERSAL') AND source_type = 'SALE'
              AND source_id = ANY($1::uuid[]) GROUP BY item_id`,
          [sales.map((x) => x.saleId)],
        );
        const have = new Map(got.map((r) => [r.item_id, new B(r.q).toFixed()]));
        expect(Object.fromEntries(ingredients.map((id) => [id, have.get(id) ?? '0']))).toEqual(
          Object.fromEntries(ingredients.map((id) => [id, want.get(id)!.toFixed()])),
        );
      }),
      { numRuns: Number(process.env.BOOKS_SALES_RUNS ?? 15) },
    );
  }, 240_000);
});

/**
 * Finance's books (issue 21): random expenses confirmed (INVOICE, RECEIPT, CREDITMEMO),
 * unconfirmed, edited (unconfirm + confirm with new lines and date), permanently deleted,
 * interleaved with sales and sale deletes, all dated at random (back-dated too), are delivered
 * one by one through the real consumers (published on NATS, applied when the inbox has them);
 * after every step each ingredient's stock is the sum of its movements and stock, average and
 * last price equal a replay of the model's rows written here (exact to the 6th decimal).
 */
type ExpenseLine = { ingredient: number; amount: number; quantity: number; cents: number };
type FinanceOp =
  | { t: 'confirm'; type: number; day: number; lines: ExpenseLine[] }
  | { t: 'unconfirm'; pick: number }
  | { t: 'edit'; pick: number; day: number; lines: ExpenseLine[] }
  | { t: 'delete'; pick: number }
  | { t: 'sale'; day: number; item: number; tenths: number }
  | { t: 'unsale'; pick: number };

const EXPENSE_TYPES = ['INVOICE', 'RECEIPT', 'CREDITMEMO'] as const;
const expenseLines = fc.uniqueArray(
  fc.record({
    ingredient: fc.nat(2),
    amount: fc.integer({ min: 1, max: 40 }), // tenths of the unit
    quantity: fc.integer({ min: 1, max: 12 }),
    cents: fc.integer({ min: 0, max: 90_000 }),
  }),
  { minLength: 1, maxLength: 3, selector: (l) => l.ingredient }, // one line per ingredient
);
const financeOp: fc.Arbitrary<FinanceOp> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('confirm' as const),
      type: fc.nat(2),
      day: fc.nat(20),
      lines: expenseLines,
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ t: fc.constant('unconfirm' as const), pick: fc.nat() }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('edit' as const),
      pick: fc.nat(),
      day: fc.nat(20),
      lines: expenseLines,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('delete' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('sale' as const),
      day: fc.nat(20),
      item: fc.nat(1),
      tenths: fc.integer({ min: 1, max: 60 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ t: fc.constant('unsale' as const), pick: fc.nat() }), weight: 1 },
);

describe("finance's books (property: expenses and sales through the consumers equal a plain replay)", () => {
  let t: InventoryTestApp;
  let outletId: string;
  let db: Db;
  let queries: LedgerQueries;
  /** two menu items over the three ingredients: amounts per serving */
  const RECIPES = [
    [
      { ingredient: 0, amount: '0.2' },
      { ingredient: 1, amount: '0.05' },
    ],
    [
      { ingredient: 1, amount: '0.3' },
      { ingredient: 2, amount: '1' },
    ],
  ];

  beforeAll(async () => {
    t = await startInventory();
    outletId = (await signedInOwner(t)).outletId;
    db = t.app.get(Db);
    queries = t.app.get(LedgerQueries);
  });
  afterAll(() => t.close());

  it('keeps stock = Σ movements and the average and last price of the model after every event', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(financeOp, { minLength: 4, maxLength: 14 }), async (ops) => {
        const ingredients = [randomUUID(), randomUUID(), randomUUID()];
        const menuItemIds = RECIPES.map(() => randomUUID());
        const deliver = <S extends EventSubject>(subject: S, payload: EventMap[S]) =>
          deliverEvent(t, subject, payload, outletId, 30_000);
        for (const [i, recipe] of RECIPES.entries()) {
          await deliver(CatalogueSubjects.menuItemSaved, {
            menuItemId: menuItemIds[i],
            menuId: randomUUID(),
            versionNumber: 1,
            name: `DISH ${i}`,
            category: 'MAINS',
            price: '10',
            costPerServing: '1',
            ingredients: recipe.map((r) => ({
              ingredientId: ingredients[r.ingredient],
              preferredInventoryId: null,
              amount: r.amount,
            })),
            batchIngredients: [],
            variantIds: [],
            revision: 1,
          });
        }

        const rows: ModelRow[] = [];
        let seq = 0;
        const add = (
          ingredient: number,
          kind: NewMovement['kind'],
          qty: Big.Big,
          cost: Big.Big | null,
          date: string,
        ): ModelRow => {
          const row: ModelRow = {
            id: randomUUID(),
            itemKind: 'INGREDIENT',
            itemId: ingredients[ingredient],
            kind,
            qty,
            cost,
            date,
            seq: seq++,
            reversed: false,
          };
          rows.push(row);
          return row;
        };
        interface ModelExpense {
          expenseId: string;
          type: (typeof EXPENSE_TYPES)[number];
          revision: number;
          confirmed: boolean;
          deleted: boolean;
          rows: ModelRow[];
        }
        const expenses: ModelExpense[] = [];
        const sales: Array<{ saleId: string; rows: ModelRow[]; deleted: boolean }> = [];

        /** finance's `.confirmed` of these lines, and the model's purchases (or returns) */
        const confirm = async (e: ModelExpense, day: number, lines: ExpenseLine[]) => {
          e.revision += 1;
          const date = dayOf(day);
          await deliver(FinanceSubjects.expenseConfirmed, {
            expenseId: e.expenseId,
            expenseType: e.type,
            expenseDate: date,
            lines: lines.map((l) => ({
              expenseItemId: randomUUID(),
              inventoryItemId: randomUUID(),
              ingredientId: ingredients[l.ingredient],
              amount: new B(l.amount).div(10).toFixed(),
              quantity: String(l.quantity),
              unitPrice: new B(l.cents).div(100).div(l.quantity).toFixed(2),
              total: new B(l.cents).div(100).toFixed(2),
            })),
            revision: e.revision,
          });
          const credit = e.type === 'CREDITMEMO';
          e.rows = lines.map((l) => {
            const moved = new B(l.amount).div(10).times(l.quantity);
            const cost = new B(l.cents).div(100).div(moved); // 6 places, half-up
            return add(
              l.ingredient,
              credit ? 'PURCHASE_RETURN' : 'PURCHASE',
              credit ? moved.times(-1) : moved,
              cost,
              date,
            );
          });
          e.confirmed = true;
        };
        const unconfirm = async (e: ModelExpense) => {
          e.revision += 1;
          await deliver(FinanceSubjects.expenseUnconfirmed, {
            expenseId: e.expenseId,
            revision: e.revision,
          });
          e.rows.forEach((r) => (r.reversed = true));
          e.confirmed = false;
        };

        for (const o of ops) {
          const live = expenses.filter((e) => !e.deleted);
          const confirmed = live.filter((e) => e.confirmed);
          if (o.t === 'confirm') {
            const e: ModelExpense = {
              expenseId: randomUUID(),
              type: EXPENSE_TYPES[o.type],
              revision: 0,
              confirmed: false,
              deleted: false,
              rows: [],
            };
            expenses.push(e);
            await confirm(e, o.day, o.lines);
          } else if (o.t === 'unconfirm') {
            if (!confirmed.length) continue;
            await unconfirm(confirmed[o.pick % confirmed.length]);
          } else if (o.t === 'edit') {
            // editConfirmedExpense (unconfirmed), changes, confirmExpense (confirmed)
            if (!confirmed.length) continue;
            const e = confirmed[o.pick % confirmed.length];
            await unconfirm(e);
            e.revision += 1; // the edit's own .saved
            await confirm(e, o.day, o.lines);
          } else if (o.t === 'delete') {
            if (!live.length) continue;
            const e = live[o.pick % live.length];
            e.revision += 1;
            await deliver(FinanceSubjects.expenseDeleted, {
              expenseId: e.expenseId,
              revision: e.revision,
            });
            e.rows.forEach((r) => (r.reversed = true));
            e.deleted = true;
          } else if (o.t === 'sale') {
            const saleId = randomUUID();
            const quantity = new B(o.tenths).div(10);
            const date = dayOf(o.day);
            await deliver(SalesSubjects.saleSaved, {
              saleId,
              saleDate: date,
              saleState: 'CONFIRMED',
              sourceType: 'MANUAL',
              sourceRef: null,
              items: [
                {
                  salesItemId: randomUUID(),
                  menuItemId: menuItemIds[o.item],
                  quantity: quantity.toFixed(),
                  options: [],
                },
              ],
              subTotal: '0',
              nettTotal: '0',
              revision: 1,
            });
            sales.push({
              saleId,
              deleted: false,
              rows: RECIPES[o.item].map((r) =>
                add(
                  r.ingredient,
                  'SALE_USAGE',
                  new B(r.amount).times(quantity).times(-1),
                  null,
                  date,
                ),
              ),
            });
          } else {
            const liveSales = sales.filter((x) => !x.deleted);
            if (!liveSales.length) continue;
            const sale = liveSales[o.pick % liveSales.length];
            await deliver(SalesSubjects.saleDeleted, {
              saleId: sale.saleId,
              sourceType: 'MANUAL',
              sourceRef: null,
              revision: 2,
            });
            sale.rows.forEach((r) => (r.reversed = true));
            sale.deleted = true;
          }

          const states = await db.forOutlet(outletId, (tx) =>
            queries.states(tx, 'INGREDIENT', ingredients),
          );
          const sums = await t.ownerSql<{ item_id: string; s: string }>(
            `SELECT item_id::text, sum(quantity)::text AS s FROM stock_movements
              WHERE item_id = ANY($1::uuid[]) GROUP BY item_id`,
            [ingredients],
          );
          for (const id of ingredients) {
            const want = model(rows, id);
            const sum = sums.find((r) => r.item_id === id)?.s ?? '0';
            expect({ id, sum: new B(sum).toFixed() }).toEqual({ id, sum: want.stock });
            expect(states.get(id)).toEqual({
              itemKind: 'INGREDIENT',
              itemId: id,
              stock: want.stock,
              averagePrice: want.average,
              lastPrice: want.last,
              lastPurchaseDate: want.lastDate,
            });
          }
        }
      }),
      { numRuns: Number(process.env.BOOKS_FINANCE_RUNS ?? 12) },
    );
  }, 240_000);
});
