import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { CatalogueSubjects } from '@mise/contracts';
import { add, cmp, dec, mul, sub, sum } from '@mise/domain';
import { Db, type Tx } from '@mise/platform';
import { signedInOwner, sqlStatementsOf, type TestOwner, until } from '@mise/testing';
import {
  Ledger,
  LedgerQueries,
  type ItemKind,
  type NewMovement,
  NIL_UUID,
  ROLLUP_BACKFILL,
  ROLLUP_FROM_ROWS,
} from '../src/ledger';
import { batchItemSaved, type InventoryTestApp, publish, startInventory } from './helpers';

interface Card {
  name: string;
  opening: string;
  purchased?: string;
  produced?: string;
  used: string;
  closing: string;
  breakdown: Array<{ kind: string; menuItemId: string | null; name: string; quantity: string }>;
}

const CARD = 'opening used closing breakdown { kind menuItemId name quantity }';
const INGREDIENT_USAGE = `query($id: ID!, $from: String!, $to: String!) {
  ingredientUsage(ingredientId: $id, from: $from, to: $to) {
    ingredientId name unit currentStock currentValue purchased ${CARD} } }`;
const BATCH_USAGE = `query($id: ID!, $from: String!, $to: String!) {
  batchUsage(batchItemId: $id, from: $from, to: $to) {
    batchItemId name portionUnit portionSize produced ${CARD} } }`;
const TRENDS = `query($items: [StockTrendItem!]!, $from: String!, $to: String!) {
  stockTrends(items: $items, from: $from, to: $to) {
    itemKind itemId name points { date quantity price unitPrice } } }`;
const MENU_USAGE = `query($id: ID!, $from: String!, $to: String!) {
  menuIngredientUsage(menuId: $id, from: $from, to: $to) { kind menuItemId name quantity } }`;

const DAY0 = Date.UTC(2026, 0, 1);
const dayOf = (n: number) => new Date(DAY0 + n * 86_400_000).toISOString().slice(0, 10);
const dayBefore = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe('inventory analytics: the roll-up and the report fields', () => {
  let t: InventoryTestApp;
  let owner: TestOwner;
  let ledger: Ledger;
  let queries: LedgerQueries;
  let db: Db;
  const inOutlet = <T>(fn: (tx: Tx) => Promise<T>) => db.forOutlet(owner.outletId, fn);

  async function createIngredient(name: string): Promise<string> {
    const res = await owner.gql<{ createIngredient: { id: string } }>(
      `mutation($i: CreateIngredientInput!) { createIngredient(input: $i) { id } }`,
      { i: { name, unit: 'g' } },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createIngredient.id;
  }

  async function menuItem(name: string, menuId = randomUUID()): Promise<string> {
    const menuItemId = randomUUID();
    await publish(
      CatalogueSubjects.menuItemSaved,
      {
        menuItemId,
        menuId,
        versionNumber: 1,
        name,
        category: 'FOOD',
        price: '10.00',
        costPerServing: '1.00',
        ingredients: [],
        batchIngredients: [],
        variantIds: [],
        revision: 1,
      },
      owner.outletId,
    );
    await until(
      () => t.ownerSql(`SELECT 1 FROM menu_item_recipes WHERE menu_item_id = $1`, [menuItemId]),
      (r) => r.length === 1,
      `menu item ${name}`,
    );
    return menuItemId;
  }

  type Sums = Map<string, { quantity: string; value: string }>;
  const asSums = (rows: Array<Record<string, string>>): Sums =>
    new Map(
      rows.map((r) => [
        [r.outlet_id, r.item_kind, r.item_id, r.day, r.kind, r.menu_item_id].join(' '),
        { quantity: dec(r.quantity), value: dec(r.value) },
      ]),
    );

  /**
   * The roll-up as the contract defines it, computed here from the outlet's raw rows (not with
   * the ledger's SQL): a REVERSAL under the kind it reverses with that row's menu item, the menu
   * item only for SALE_USAGE, rows naming an inventory item once more under INVENTORY.
   */
  async function expectedRollup(): Promise<Sums> {
    const rows: Array<Record<string, string | null>> = await inOutlet((tx) =>
      tx.manager.query(
        `SELECT id::text, outlet_id::text, item_kind, item_id::text, kind, quantity::text,
                unit_cost::text, movement_date::text AS day, reverses_id::text,
                menu_item_id::text, inventory_item_id::text
           FROM stock_movements`,
      ),
    );
    const byId = new Map(rows.map((r) => [r.id!, r]));
    const out: Sums = new Map();
    for (const r of rows) {
      const counted = r.kind === 'REVERSAL' ? byId.get(r.reverses_id!)! : r;
      const menu = counted.kind === 'SALE_USAGE' ? (counted.menu_item_id ?? NIL_UUID) : NIL_UUID;
      const under: Array<[string, string]> = [[r.item_kind!, r.item_id!]];
      if (r.inventory_item_id) under.push(['INVENTORY', r.inventory_item_id]);
      for (const [itemKind, itemId] of under) {
        const k = [r.outlet_id, itemKind, itemId, r.day, counted.kind, menu].join(' ');
        const was = out.get(k) ?? { quantity: '0', value: '0' };
        out.set(k, {
          quantity: add(was.quantity, r.quantity!),
          value: add(was.value, mul(r.quantity!, r.unit_cost!)),
        });
      }
    }
    return out;
  }

  const SUM_COLUMNS = `outlet_id::text, item_kind, item_id::text, day::text, kind,
    menu_item_id::text, quantity::text, value::text`;
  /** The outlet's roll-up rows as kept by the ledger. */
  const rollup = async (): Promise<Sums> =>
    asSums(
      await inOutlet((tx) => tx.manager.query(`SELECT ${SUM_COLUMNS} FROM stock_movement_daily`)),
    );
  /** What the backfill (the migration's SQL) would write for the outlet's rows. */
  const backfilled = async (): Promise<Sums> =>
    asSums(
      await inOutlet((tx) =>
        tx.manager.query(`SELECT ${SUM_COLUMNS} FROM (${ROLLUP_FROM_ROWS}) g`),
      ),
    );
  /** Keys whose sums differ, with both sides. */
  function differences(a: Sums, b: Sums): unknown[] {
    return [...new Set([...a.keys(), ...b.keys()])]
      .filter((k) => {
        const x = a.get(k);
        const y = b.get(k);
        return !x || !y || cmp(x.quantity, y.quantity) !== 0 || cmp(x.value, y.value) !== 0;
      })
      .map((k) => ({ key: k, kept: a.get(k), expected: b.get(k) }));
  }

  beforeAll(async () => {
    t = await startInventory();
    owner = await signedInOwner(t);
    ledger = t.app.get(Ledger);
    queries = t.app.get(LedgerQueries);
    db = t.app.get(Db);
  });
  afterAll(() => t.close());

  describe('the roll-up and the cards (property)', () => {
    let ingredients: string[];
    let batches: string[];
    let menuItems: string[];
    const inventoryItems = [randomUUID(), randomUUID()];
    /** every source written, to reverse later */
    const sources: Array<{ sourceType: NewMovement['sourceType']; sourceId: string }> = [];
    const movementIds: string[] = [];

    beforeAll(async () => {
      ingredients = [await createIngredient('Flour'), await createIngredient('Sugar')];
      batches = [(await batchItemSaved(t, owner, { name: 'DOUGH', portionSize: '4' })).batchItemId];
      menuItems = [await menuItem('BREAD'), await menuItem('CAKE')];
    });

    type Op =
      | {
          t: 'purchase';
          i: number;
          day: number;
          q: number;
          c: number;
          inv: number | null;
          ret: boolean;
        }
      | { t: 'sale'; batch: boolean; i: number; day: number; q: number; m: number }
      | { t: 'production'; day: number; q: number; i: number; used: number }
      | { t: 'adjust'; batch: boolean; i: number; day: number; q: number }
      | { t: 'opening'; i: number; day: number; q: number; c: number }
      | { t: 'count'; i: number; day: number; q: number }
      | { t: 'reverse'; pick: number }
      | { t: 'reverseSource'; pick: number };
    const day = fc.nat(45);
    const q = fc.integer({ min: 1, max: 400 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          t: fc.constant('purchase' as const),
          i: fc.nat(1),
          day,
          q,
          c: fc.integer({ min: 1, max: 999 }),
          inv: fc.option(fc.nat(1)),
          ret: fc.boolean(),
        }),
      },
      {
        weight: 3,
        arbitrary: fc.record({
          t: fc.constant('sale' as const),
          batch: fc.boolean(),
          i: fc.nat(1),
          day,
          q,
          m: fc.nat(1),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          t: fc.constant('production' as const),
          day,
          q,
          i: fc.nat(1),
          used: q,
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          t: fc.constant('adjust' as const),
          batch: fc.boolean(),
          i: fc.nat(1),
          day,
          q,
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          t: fc.constant('opening' as const),
          i: fc.nat(1),
          day,
          q,
          c: fc.integer({ min: 0, max: 999 }),
        }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          t: fc.constant('count' as const),
          i: fc.nat(1),
          day,
          q: fc.integer({ min: -50, max: 50 }).filter((n) => n !== 0),
        }),
      },
      { weight: 2, arbitrary: fc.record({ t: fc.constant('reverse' as const), pick: fc.nat() }) },
      {
        weight: 1,
        arbitrary: fc.record({ t: fc.constant('reverseSource' as const), pick: fc.nat() }),
      },
    );
    const range = fc.tuple(fc.integer({ min: -3, max: 50 }), fc.integer({ min: 0, max: 50 }));

    /** Writes one op through the ledger, in its own transaction (as the services do). */
    async function apply(o: Op): Promise<void> {
      const base = (itemKind: ItemKind, itemId: string, d: number) => ({
        itemKind,
        itemId,
        movementDate: dayOf(d),
        sourceId: randomUUID(),
      });
      let rows: NewMovement[] = [];
      switch (o.t) {
        case 'purchase':
          rows = [
            {
              ...base('INGREDIENT', ingredients[o.i], o.day),
              kind: o.ret ? 'PURCHASE_RETURN' : 'PURCHASE',
              quantity: o.ret ? `-${o.q / 100}` : `${o.q / 10}`,
              unitCost: `${o.c / 100}`,
              sourceType: 'EXPENSE',
              inventoryItemId: o.inv === null ? null : inventoryItems[o.inv],
            },
          ];
          break;
        case 'sale': {
          const sourceId = randomUUID();
          rows = [
            {
              ...base(
                o.batch ? 'BATCH' : 'INGREDIENT',
                o.batch ? batches[0] : ingredients[o.i],
                o.day,
              ),
              kind: 'SALE_USAGE',
              quantity: `-${o.q / 100}`,
              sourceType: 'SALE',
              sourceId,
              menuItemId: menuItems[o.m],
            },
            {
              ...base('INGREDIENT', ingredients[1 - o.i], o.day),
              kind: 'SALE_USAGE',
              quantity: `-${o.q / 1000}`,
              sourceType: 'SALE',
              sourceId,
              menuItemId: menuItems[1 - o.m],
            },
          ];
          break;
        }
        case 'production': {
          const sourceId = randomUUID();
          rows = [
            {
              ...base('BATCH', batches[0], o.day),
              kind: 'PRODUCTION_OUTPUT',
              quantity: `${o.q / 100}`,
              unitCost: '3.5',
              sourceType: 'BATCH_STOCK_IN',
              sourceId,
            },
            {
              ...base('INGREDIENT', ingredients[o.i], o.day),
              kind: 'PRODUCTION_USAGE',
              quantity: `-${o.used / 100}`,
              sourceType: 'BATCH_STOCK_IN',
              sourceId,
            },
          ];
          break;
        }
        case 'adjust':
          rows = [
            {
              ...base(
                o.batch ? 'BATCH' : 'INGREDIENT',
                o.batch ? batches[0] : ingredients[o.i],
                o.day,
              ),
              kind: o.batch ? 'BATCH_ADJUSTMENT' : 'ADJUSTMENT',
              quantity: `-${o.q / 100}`,
              sourceType: o.batch ? 'BATCH_ADJUSTMENT' : 'ADJUSTMENT',
            },
          ];
          break;
        case 'opening':
          rows = [
            {
              ...base('INGREDIENT', ingredients[o.i], o.day),
              kind: 'OPENING',
              quantity: `${o.q / 10}`,
              unitCost: `${o.c / 100}`,
              sourceType: 'STOCK_ENTRY',
            },
          ];
          break;
        case 'count':
          rows = [
            {
              ...base('INGREDIENT', ingredients[o.i], o.day),
              kind: 'COUNT',
              quantity: `${o.q / 10}`,
              sourceType: 'STOCK_ENTRY',
            },
          ];
          break;
        case 'reverse':
          if (movementIds.length) {
            await inOutlet((tx) => ledger.reverse(tx, [movementIds[o.pick % movementIds.length]]));
          }
          return;
        case 'reverseSource':
          if (sources.length) {
            const s = sources[o.pick % sources.length];
            await inOutlet((tx) => ledger.reverseSource(tx, s.sourceType, s.sourceId));
          }
          return;
      }
      const written = await inOutlet((tx) => ledger.append(tx, rows));
      movementIds.push(...written.map((m) => m.id));
      for (const r of rows) sources.push({ sourceType: r.sourceType, sourceId: r.sourceId });
    }

    const card = async (kind: ItemKind, id: string, from: string, to: string): Promise<Card> => {
      const res = await owner.gql<{ ingredientUsage?: Card; batchUsage?: Card }>(
        kind === 'INGREDIENT' ? INGREDIENT_USAGE : BATCH_USAGE,
        { id, from, to },
      );
      expect(res.errors).toBeUndefined();
      return (kind === 'INGREDIENT' ? res.data!.ingredientUsage : res.data!.batchUsage)!;
    };
    const stockAt = async (kind: ItemKind, id: string, date: string) =>
      (await inOutlet((tx) => queries.statesAt(tx, kind, [id], date))).get(id)!.stock;

    it('keeps every roll-up row equal to the GROUP BY of the rows, and closing = opening + purchased − used', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(op, { minLength: 1, maxLength: 12 }),
          fc.array(range, { minLength: 1, maxLength: 3 }),
          async (ops, ranges) => {
            for (const o of ops) await apply(o);
            const expected = await expectedRollup();
            expect(differences(await rollup(), expected)).toEqual([]);
            expect(differences(await backfilled(), expected)).toEqual([]);
            for (const [a, len] of ranges) {
              const from = dayOf(a);
              const to = dayOf(a + len);
              for (const [kind, id] of [
                ...ingredients.map((i) => ['INGREDIENT', i] as const),
                ['BATCH', batches[0]] as const,
              ]) {
                const c = await card(kind, id, from, to);
                const incoming = kind === 'INGREDIENT' ? c.purchased! : c.produced!;
                expect(cmp(c.closing, sub(add(c.opening, incoming), c.used))).toBe(0);
                expect(cmp(c.opening, await stockAt(kind, id, dayBefore(from)))).toBe(0);
                expect(cmp(c.closing, await stockAt(kind, id, dayBefore(to)))).toBe(0);
                expect(cmp(sum(c.breakdown.map((b) => b.quantity)), c.used)).toBe(0);
              }
            }
          },
        ),
        { numRuns: 12 },
      );
    }, 240_000);
  });

  describe('rows written outside the ledger', () => {
    it('are rolled up by a rebuild, and the backfill leaves a kept roll-up as it is', async () => {
      const id = await createIngredient('Seeded');
      const inventoryItemId = randomUUID();
      await inOutlet((tx) =>
        tx.manager.query(
          `INSERT INTO stock_movements (outlet_id, item_kind, item_id, kind, quantity, unit_cost,
             movement_date, source_type, source_id, inventory_item_id)
           VALUES ($1, 'INGREDIENT', $2, 'PURCHASE', 10, 2, '2026-05-01', 'EXPENSE', $3, $4),
                  ($1, 'INGREDIENT', $2, 'PURCHASE', 10, 4, '2026-05-03', 'EXPENSE', $3, $4),
                  ($1, 'INGREDIENT', $2, 'ADJUSTMENT', -5, 0, '2026-05-04', 'ADJUSTMENT', $3, null)`,
          [owner.outletId, id, randomUUID(), inventoryItemId],
        ),
      );
      await inOutlet((tx) => ledger.rebuild(tx, 'INGREDIENT', id));
      expect(differences(await rollup(), await expectedRollup())).toEqual([]);
      const card = await owner.gql<{ ingredientUsage: Card }>(INGREDIENT_USAGE, {
        id,
        from: '2026-05-01',
        to: '2026-06-01',
      });
      expect(card.data!.ingredientUsage).toMatchObject({
        opening: '0',
        purchased: '20',
        used: '5',
        closing: '15',
      });
      await inOutlet((tx) => tx.manager.query(ROLLUP_BACKFILL));
      expect(differences(await rollup(), await expectedRollup())).toEqual([]);
    });
  });

  describe('what the cards show', () => {
    it('names the menu items sold, production and adjustments, and trends purchases and production', async () => {
      const flour = await createIngredient('Rice');
      const item = await owner.gql<{ createInventoryItem: { id: string } }>(
        `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id } }`,
        { i: { name: 'Rice 10kg sack', ingredientId: flour } },
      );
      expect(item.errors).toBeUndefined();
      const inventoryItemId = item.data!.createInventoryItem.id;
      const batch = (await batchItemSaved(t, owner, { name: 'SAMBAL', portionSize: '0' }))
        .batchItemId;
      const menuId = randomUUID();
      const nasi = await menuItem('NASI LEMAK', menuId);
      const nasi2 = await menuItem('NASI LEMAK', menuId);
      const append = (rows: Array<Partial<NewMovement> & Pick<NewMovement, 'kind' | 'quantity'>>) =>
        inOutlet((tx) =>
          ledger.append(
            tx,
            rows.map((r) => ({
              itemKind: 'INGREDIENT',
              itemId: flour,
              movementDate: '2026-03-02',
              sourceType: 'EXPENSE',
              sourceId: randomUUID(),
              ...r,
            })),
          ),
        );
      await append([
        {
          kind: 'PURCHASE',
          quantity: '10',
          unitCost: '2',
          movementDate: '2026-02-27',
          inventoryItemId,
        },
      ]);
      const [p2] = await append([
        {
          kind: 'PURCHASE',
          quantity: '10',
          unitCost: '4',
          movementDate: '2026-03-01',
          inventoryItemId,
        },
      ]);
      await append([
        { kind: 'PURCHASE', quantity: '5', unitCost: '3', movementDate: '2026-03-03' },
      ]);
      await append([
        { kind: 'SALE_USAGE', quantity: '-3', menuItemId: nasi, sourceType: 'SALE' },
        { kind: 'SALE_USAGE', quantity: '-1', menuItemId: nasi2, sourceType: 'SALE' },
        {
          kind: 'SALE_USAGE',
          quantity: '-2',
          menuItemId: nasi,
          sourceType: 'SALE',
          itemKind: 'BATCH',
          itemId: batch,
        },
        { kind: 'PRODUCTION_USAGE', quantity: '-2', sourceType: 'BATCH_STOCK_IN' },
        {
          kind: 'PRODUCTION_OUTPUT',
          quantity: '6',
          unitCost: '1.5',
          sourceType: 'BATCH_STOCK_IN',
          itemKind: 'BATCH',
          itemId: batch,
        },
        { kind: 'ADJUSTMENT', quantity: '-0.5', sourceType: 'ADJUSTMENT' },
      ]);
      // a purchase reversed: leaves the sums, its day keeps nothing
      const [gone] = await append([
        { kind: 'PURCHASE', quantity: '7', unitCost: '9', movementDate: '2026-03-02' },
      ]);
      await inOutlet((tx) => ledger.reverse(tx, [gone.id]));

      const res = await owner.gql<{ ingredientUsage: Card & Record<string, string> }>(
        INGREDIENT_USAGE,
        { id: flour, from: '2026-03-01', to: '2026-03-04' },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.ingredientUsage).toEqual({
        ingredientId: flour,
        name: 'RICE',
        unit: 'g',
        currentStock: '18.5',
        currentValue: '55.50', // 18.5 at the average 3 (10 @ 2, 10 @ 4, then 5 @ 3)
        opening: '10',
        purchased: '15',
        used: '6.5',
        closing: '18.5',
        breakdown: [
          { kind: 'SOLD', menuItemId: nasi, name: 'NASI LEMAK', quantity: '3' },
          { kind: 'PRODUCTION', menuItemId: null, name: 'Production', quantity: '2' },
          { kind: 'SOLD', menuItemId: nasi2, name: 'NASI LEMAK', quantity: '1' },
          { kind: 'ADJUSTMENT', menuItemId: null, name: 'Stock adjustment', quantity: '0.5' },
        ],
      });
      expect(p2.unitCost).toBe('4');

      const b = await owner.gql<{ batchUsage: Card & Record<string, unknown> }>(BATCH_USAGE, {
        id: batch,
        from: '2026-03-01',
        to: '2026-04-01',
      });
      expect(b.errors).toBeUndefined();
      expect(b.data!.batchUsage).toEqual({
        batchItemId: batch,
        name: 'SAMBAL',
        portionUnit: null,
        portionSize: '1',
        opening: '0',
        produced: '6',
        used: '2',
        closing: '4',
        breakdown: [{ kind: 'SOLD', menuItemId: nasi, name: 'NASI LEMAK', quantity: '2' }],
      });

      const trends = await owner.gql<{ stockTrends: unknown[] }>(TRENDS, {
        items: [
          { kind: 'INVENTORY', id: inventoryItemId },
          { kind: 'BATCH', id: batch },
          { kind: 'INGREDIENT', id: flour },
          { kind: 'INGREDIENT', id: randomUUID() },
        ],
        from: '2026-02-01',
        to: '2026-04-01',
      });
      expect(trends.errors).toBeUndefined();
      expect(trends.data!.stockTrends).toEqual([
        {
          itemKind: 'INVENTORY',
          itemId: inventoryItemId,
          name: 'RICE 10KG SACK',
          points: [
            { date: '2026-02-27', quantity: '10', price: '20.00', unitPrice: '2' },
            { date: '2026-03-01', quantity: '10', price: '40.00', unitPrice: '4' },
          ],
        },
        {
          itemKind: 'BATCH',
          itemId: batch,
          name: 'SAMBAL',
          points: [{ date: '2026-03-02', quantity: '6', price: '9.00', unitPrice: '1.5' }],
        },
        {
          itemKind: 'INGREDIENT',
          itemId: flour,
          name: 'RICE',
          points: [
            { date: '2026-02-27', quantity: '10', price: '20.00', unitPrice: '2' },
            { date: '2026-03-01', quantity: '10', price: '40.00', unitPrice: '4' },
            { date: '2026-03-03', quantity: '5', price: '15.00', unitPrice: '3' },
          ],
        },
      ]);

      const menu = await owner.gql<{ menuIngredientUsage: unknown[] }>(MENU_USAGE, {
        id: menuId,
        from: '2026-03-01',
        to: '2026-04-01',
      });
      expect(menu.errors).toBeUndefined();
      expect(menu.data!.menuIngredientUsage).toEqual([
        { kind: 'SOLD', menuItemId: null, name: 'RICE', quantity: '4' },
        { kind: 'SOLD', menuItemId: null, name: 'SAMBAL', quantity: '2' },
      ]);
    });

    it('finds inventory items and ingredients by name', async () => {
      const id = await createIngredient('Galangal root');
      const item = await owner.gql<{ createInventoryItem: { id: string } }>(
        `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id } }`,
        { i: { name: 'Galangal 1kg bag', ingredientId: id } },
      );
      expect(item.errors).toBeUndefined();
      const search = (text: string, kinds: string[]) =>
        owner.gql<{ analyticsSearch: unknown[] }>(
          `query($t: String!, $k: [String!]!) { analyticsSearch(text: $t, kinds: $k) { kind id name } }`,
          { t: text, k: kinds },
        );
      expect((await search('galangal', ['INGREDIENT', 'INVENTORY'])).data!.analyticsSearch).toEqual(
        [
          { kind: 'INVENTORY', id: item.data!.createInventoryItem.id, name: 'GALANGAL 1KG BAG' },
          { kind: 'INGREDIENT', id, name: 'GALANGAL ROOT' },
        ],
      );
      expect((await search('galangal', ['INGREDIENT'])).data!.analyticsSearch).toEqual([
        { kind: 'INGREDIENT', id, name: 'GALANGAL ROOT' },
      ]);
      expect((await search('nothing like it', ['INGREDIENT'])).data!.analyticsSearch).toEqual([]);
      const bad = await search('galangal', ['MENU']);
      expect(bad.errors?.[0]).toMatchObject({
        message: 'Choose Inventory or Ingredient to search',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });
  });

  describe('cost and validation', () => {
    it('costs the same statements for a month as for a year, and for 1 trend item as for 20', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push(await createIngredient(`Trend item ${i}`));
      await inOutlet((tx) =>
        ledger.append(
          tx,
          ids.flatMap((id, i) =>
            [0, 40, 200].map((d) => ({
              itemKind: 'INGREDIENT' as const,
              itemId: id,
              kind: 'PURCHASE' as const,
              quantity: `${i + 1}`,
              unitCost: '1.25',
              movementDate: dayOf(d),
              sourceType: 'EXPENSE' as const,
              sourceId: randomUUID(),
            })),
          ),
        ),
      );
      const count = (query: string, variables: Record<string, unknown>) =>
        sqlStatementsOf(t.app, async (opts) => {
          const res = await owner.gql(query, variables, opts);
          expect(res.errors).toBeUndefined();
        });
      const month = { from: dayOf(0), to: dayOf(31) };
      const year = { from: dayOf(0), to: dayOf(365) };
      expect(await count(INGREDIENT_USAGE, { id: ids[0], ...year })).toBe(
        await count(INGREDIENT_USAGE, { id: ids[0], ...month }),
      );
      const one = [{ kind: 'INGREDIENT', id: ids[0] }];
      const twenty = ids.map((id) => ({ kind: 'INGREDIENT', id }));
      const n = await count(TRENDS, { items: one, ...month });
      expect(await count(TRENDS, { items: twenty, ...month })).toBe(n);
      expect(await count(TRENDS, { items: twenty, ...year })).toBe(n);
      expect(await count(MENU_USAGE, { id: randomUUID(), ...year })).toBe(
        await count(MENU_USAGE, { id: randomUUID(), ...month }),
      );
      const tooMany = await owner.gql(TRENDS, { items: [...twenty, ...one], ...month });
      expect(tooMany.errors?.[0]).toMatchObject({
        message: 'Choose at most 20 items',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    it('refuses a bad range with "Choose a valid date range"', async () => {
      const id = await createIngredient('Ranged');
      const bad: Array<[string, string]> = [
        ['2026-01-10', '2026-01-09'], // from after to
        ['2026-1-01', '2026-02-01'], // not YYYY-MM-DD
        ['2026-02-30', '2026-03-01'], // no such day
        ['yesterday', '2026-03-01'],
        ['2023-01-01', '2026-01-06'], // more than 1,100 days
      ];
      const fields: Array<[string, Record<string, unknown>]> = [
        [INGREDIENT_USAGE, { id }],
        [BATCH_USAGE, { id: randomUUID() }],
        [TRENDS, { items: [{ kind: 'INGREDIENT', id }] }],
        [MENU_USAGE, { id: randomUUID() }],
      ];
      for (const [query, vars] of fields) {
        for (const [from, to] of bad) {
          const res = await owner.gql(query, { ...vars, from, to });
          expect({ from, to, error: res.errors?.[0] }).toMatchObject({
            from,
            to,
            error: { message: 'Choose a valid date range', extensions: { code: 'BAD_USER_INPUT' } },
          });
        }
      }
      // 1,100 days and an empty range are fine
      const ok = await owner.gql(INGREDIENT_USAGE, { id, from: '2023-01-01', to: '2026-01-05' });
      expect(ok.errors).toBeUndefined();
      const empty = await owner.gql(INGREDIENT_USAGE, { id, from: '2026-01-05', to: '2026-01-05' });
      expect(empty.errors).toBeUndefined();
    });
  });
});
