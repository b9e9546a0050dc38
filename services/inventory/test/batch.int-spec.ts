import { randomUUID } from 'node:crypto';
import {
  CatalogueSubjects,
  FinanceSubjects,
  InventorySubjects,
  SalesSubjects,
  type BatchItemSavedEvent,
} from '@mise/contracts';
import { addDays, BatchMessages as B, today } from '@mise/domain';
import { Db, OWNER_UNAVAILABLE_MESSAGE } from '@mise/platform';
import {
  expectEvent,
  publishEvent,
  signedInOwner,
  type TestOwner,
  until,
  pinNinetyDayChecking,
  sqlStatementsOf,
  ownersSuite,
} from '@mise/testing';
import { Ledger, LedgerQueries } from '../src/ledger';
import { batchItemSaved, startInventory } from './helpers';

type Gql = { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

function error(res: Gql) {
  return { message: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code };
}

const DAY = `id date remarks totalCost editable
  stockIns { id batchStockId batchItemId name versionNumber quantity cost total portionSize }`;
const LEVEL = `batchItemId name versionNumber portionSize stockUnits stockPortions averageCost
  portionCost parLevel makeToday latestVersion`;
const ADJ = `id batchItemId adjustmentDate amountStock amountPortion batchCost portionCost total
  remarks creditInvoice editable`;

interface StockIn {
  id: string;
  batchItemId: string;
  quantity: string;
  cost: string;
  total: string;
  name: string;
  versionNumber: number;
  portionSize: string;
}
interface Day {
  id: string;
  date: string;
  totalCost: string;
  editable: boolean;
  stockIns: StockIn[];
}

describe('inventory: batch production, batch stock and batch adjustments', () => {
  const s = ownersSuite(startInventory, 2);
  const now = today();
  const yesterday = addDays(now, -1);

  beforeAll(() => pinNinetyDayChecking(s.t, true));

  /** Rows of the suite's own outlets (other test apps on the shared NATS write elsewhere). */
  const count = async (table: string) =>
    (
      await s.t.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE outlet_id = ANY($1::uuid[])`,
        [[s.ana.outletId, s.ben.outletId]],
      )
    )[0].n;

  const stockOf = async (o: TestOwner, itemId: string, kind: 'INGREDIENT' | 'BATCH') =>
    (
      await s.t.app
        .get(Db)
        .forOutlet(o.outletId, (tx) => s.t.app.get(LedgerQueries).states(tx, kind, [itemId]))
    ).get(itemId)!.stock;

  /** catalogue's batch-item.saved, applied to the projection. */
  const batchItem = (o: TestOwner, over: Partial<BatchItemSavedEvent> = {}) =>
    batchItemSaved(s.t, o, over);

  /** finance's confirmed expense buying `quantity` of an ingredient at `unitCost`. */
  async function buy(o: TestOwner, ingredientId: string, quantity: string, total: string) {
    const before = await stockOf(o, ingredientId, 'INGREDIENT');
    await publishEvent(
      FinanceSubjects.expenseConfirmed,
      {
        expenseId: randomUUID(),
        expenseType: 'INVOICE',
        expenseDate: addDays(now, -5),
        lines: [
          {
            expenseItemId: randomUUID(),
            inventoryItemId: randomUUID(),
            ingredientId,
            amount: quantity,
            quantity: '1',
            unitPrice: total,
            total,
          },
        ],
        revision: 1,
      },
      o.outletId,
    );
    await until(
      () => stockOf(o, ingredientId, 'INGREDIENT'),
      (s) => s !== before,
      'purchase applied',
    );
  }

  const stockIn = (o: TestOwner, input: Record<string, unknown>) =>
    o.gql<{ createBatchStockIn: Day }>(
      `mutation($i: CreateBatchStockInInput!) { createBatchStockIn(input: $i) { ${DAY} } }`,
      { i: input },
    );

  const day = async (o: TestOwner, date: string) =>
    (
      await o.gql<{ batchStock: Day | null }>(
        `query($d: String!) { batchStock(date: $d) { ${DAY} } }`,
        {
          d: date,
        },
      )
    ).data!.batchStock;

  const level = async (o: TestOwner, id: string) => {
    const res = await o.gql<{ batchStockLevel: Record<string, unknown> }>(
      `query($id: ID!) { batchStockLevel(batchItemId: $id) { ${LEVEL} } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.batchStockLevel;
  };

  /** A recipe of flour (bought: 10 at 2.00) and sugar (never bought: default 0.50). */
  async function recipe(o: TestOwner, over: Partial<BatchItemSavedEvent> = {}) {
    const flour = randomUUID();
    const sugar = randomUUID();
    await buy(o, flour, '10', '20.00');
    const b = await batchItem(o, {
      ingredients: [
        { ingredientId: flour, amount: '2', defaultUnitCost: '9' },
        { ingredientId: sugar, amount: '1', defaultUnitCost: '0.5' },
      ],
      ...over,
    });
    return { flour, sugar, b };
  }

  describe('stock-ins', () => {
    it('writes PRODUCTION_OUTPUT at the batch cost and PRODUCTION_USAGE per ingredient, and tells catalogue', async () => {
      const { flour, sugar, b } = await recipe(s.ana);
      const { event } = await expectEvent<{
        batchItemId: string;
        productionCount: number;
        adjustmentCount: number;
        revision: number;
      }>(
        InventorySubjects.batchItemUsageChanged,
        (e) => e.outletId === s.ana.outletId && e.payload.batchItemId === b.batchItemId,
      );
      const res = await stockIn(s.ana, { date: now, batchItemId: b.batchItemId, quantity: '3' });
      expect(res.errors).toBeUndefined();
      const d = res.data!.createBatchStockIn;
      // cost per batch: flour 2 × 2.0000 (average) + sugar 1 × 0.5000 (default) = 4.5
      expect(d).toMatchObject({ date: now, totalCost: '13.50', editable: true });
      expect(d.stockIns).toEqual([
        expect.objectContaining({
          batchItemId: b.batchItemId,
          name: 'SAMBAL',
          versionNumber: 1,
          quantity: '3',
          cost: '4.5000',
          total: '13.5000',
          portionSize: '4',
        }),
      ]);
      expect((await event).payload).toEqual({
        batchItemId: b.batchItemId,
        productionCount: 1,
        adjustmentCount: 0,
        revision: 1,
      });
      const rows = await s.t.ownerSql<{
        kind: string;
        item_id: string;
        quantity: string;
        unit_cost: string;
      }>(
        `SELECT kind, item_id::text, quantity::text, unit_cost::text FROM stock_movements
          WHERE source_type = 'BATCH_STOCK_IN' AND source_id = $1 ORDER BY kind, item_id`,
        [d.stockIns[0].id],
      );
      expect(rows).toEqual(
        expect.arrayContaining([
          {
            kind: 'PRODUCTION_OUTPUT',
            item_id: b.batchItemId,
            quantity: '3.000000',
            unit_cost: '4.500000',
          },
          {
            kind: 'PRODUCTION_USAGE',
            item_id: flour,
            quantity: '-6.000000',
            unit_cost: '2.000000',
          },
          {
            kind: 'PRODUCTION_USAGE',
            item_id: sugar,
            quantity: '-3.000000',
            unit_cost: '0.000000',
          },
        ]),
      );
      expect(rows).toHaveLength(3);
      expect(await stockOf(s.ana, flour, 'INGREDIENT')).toBe('4');
      expect(await level(s.ana, b.batchItemId)).toMatchObject({
        stockUnits: '3.0000',
        stockPortions: '12.0000',
        averageCost: '4.5000',
        portionCost: '1.1250',
        latestVersion: true,
      });
      // the BatchItem entity catalogue's type is extended with
      const ent = await s.ana.gql<{ _entities: Array<Record<string, unknown>> }>(
        `query($r: [_Any!]!) { _entities(representations: $r) { ... on BatchItem { id stockUnits stockPortions productionCount adjustmentCount } } }`,
        { r: [{ __typename: 'BatchItem', id: b.batchItemId, outletId: s.ana.outletId }] },
      );
      expect(ent.data?._entities).toEqual([
        {
          id: b.batchItemId,
          stockUnits: '3.0000',
          stockPortions: '12.0000',
          productionCount: 1,
          adjustmentCount: 0,
        },
      ]);
    });

    it('edits by reversing exactly and writing anew; deleting reverses; the day total follows', async () => {
      const { flour, b } = await recipe(s.ana, { name: 'CURRY PASTE' });
      const date = addDays(now, -2);
      const created = (await stockIn(s.ana, { date, batchItemId: b.batchItemId, quantity: '2' }))
        .data!.createBatchStockIn;
      expect(created.totalCost).toBe('9.00');
      expect(await stockOf(s.ana, flour, 'INGREDIENT')).toBe('6');
      const id = created.stockIns[0].id;
      const edited = await s.ana.gql<{ updateBatchStockIn: Day }>(
        `mutation($id: ID!) { updateBatchStockIn(id: $id, input: { quantity: "1.5" }) { ${DAY} } }`,
        { id },
      );
      expect(edited.errors).toBeUndefined();
      expect(edited.data!.updateBatchStockIn).toMatchObject({ totalCost: '6.75' });
      expect(await stockOf(s.ana, flour, 'INGREDIENT')).toBe('7');
      expect(await stockOf(s.ana, b.batchItemId, 'BATCH')).toBe('1.5');
      const deleted = await s.ana.gql<{ deleteBatchStockIn: Day }>(
        `mutation($id: ID!) { deleteBatchStockIn(id: $id) { ${DAY} } }`,
        { id },
      );
      expect(deleted.data!.deleteBatchStockIn).toMatchObject({ totalCost: '0.00', stockIns: [] });
      expect(await stockOf(s.ana, flour, 'INGREDIENT')).toBe('10');
      expect(await stockOf(s.ana, b.batchItemId, 'BATCH')).toBe('0');
      const live = await s.t.ownerSql(
        `SELECT 1 FROM stock_movements m WHERE m.source_id = $1
            AND NOT EXISTS (SELECT 1 FROM stock_movements r WHERE r.reverses_id = m.id)
            AND m.kind <> 'REVERSAL'`,
        [id],
      );
      expect(live).toEqual([]);
    });

    it('deleteBatchStock reverses every stock-in of the day and removes it', async () => {
      const { flour, b } = await recipe(s.ana, { name: 'STOCK BASE' });
      const other = await batchItem(s.ana, {
        name: 'ONION JAM',
        ingredients: [{ ingredientId: flour, amount: '1', defaultUnitCost: '0' }],
      });
      const date = addDays(now, -3);
      await stockIn(s.ana, { date, batchItemId: b.batchItemId, quantity: '1' });
      const d = (await stockIn(s.ana, { date, batchItemId: other.batchItemId, quantity: '2' }))
        .data!.createBatchStockIn;
      expect(d.stockIns).toHaveLength(2);
      expect(d.totalCost).toBe('8.50'); // 4.5 + 2 × 2
      expect(await stockOf(s.ana, flour, 'INGREDIENT')).toBe('6');
      const res = await s.ana.gql(`mutation($id: ID!) { deleteBatchStock(id: $id) }`, { id: d.id });
      expect(res.errors).toBeUndefined();
      expect(await day(s.ana, date)).toBeNull();
      expect(await stockOf(s.ana, flour, 'INGREDIENT')).toBe('10');
      expect(await stockOf(s.ana, other.batchItemId, 'BATCH')).toBe('0');
    });

    it('createBatchStock is idempotent per date and keeps remarks', async () => {
      const date = addDays(now, -4);
      const first = await s.ana.gql<{ createBatchStock: Day }>(
        `mutation($d: String!) { createBatchStock(date: $d, remarks: "prep") { id remarks } }`,
        { d: date },
      );
      const again = await s.ana.gql<{ createBatchStock: Day }>(
        `mutation($d: String!) { createBatchStock(date: $d) { id remarks } }`,
        { d: date },
      );
      expect(again.data!.createBatchStock).toEqual(first.data!.createBatchStock);
      const upd = await s.ana.gql<{ updateBatchStock: { remarks: string } }>(
        `mutation($id: ID!) { updateBatchStock(id: $id, remarks: " busy day ") { remarks } }`,
        { id: (first.data!.createBatchStock as unknown as { id: string }).id },
      );
      expect(upd.data!.updateBatchStock.remarks).toBe('busy day');
    });

    it('answers "try again" and writes nothing when catalogue does not answer for a batch item it lacks', async () => {
      const date = addDays(now, -6);
      const before = await count('batch_stock_ins');
      s.t.lookups!.answer('catalogue', 'silent');
      try {
        const res = await stockIn(s.ana, { date, batchItemId: randomUUID(), quantity: '1' });
        expect(error(res)).toEqual({
          message: OWNER_UNAVAILABLE_MESSAGE,
          code: 'SERVICE_UNAVAILABLE',
        });
      } finally {
        s.t.lookups!.answer('catalogue', 'nothing');
      }
      expect(await count('batch_stock_ins')).toBe(before);
    });

    it('refuses bad stock-ins with the spec messages, in order, and changes nothing', async () => {
      const { b } = await recipe(s.ana, { name: 'GARLIC OIL' });
      const incomplete = await batchItem(s.ana, { name: 'HALF DONE', ingredients: [] });
      const bens = await recipe(s.ben, { name: 'BENS SAUCE' });
      const date = addDays(now, -6);
      await stockIn(s.ana, { date, batchItemId: b.batchItemId, quantity: '1' });
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ date, quantity: '1' }, B.stockIn.selectItem, 'BAD_USER_INPUT'],
        [{ date, batchItemId: '  ', quantity: '1' }, B.stockIn.selectItem, 'BAD_USER_INPUT'],
        [{ date, batchItemId: randomUUID(), quantity: '1' }, B.item.invalid, 'NOT_FOUND'],
        [{ date, batchItemId: bens.b.batchItemId, quantity: '1' }, B.item.invalid, 'NOT_FOUND'],
        [{ date, batchItemId: incomplete.batchItemId, quantity: '1' }, B.item.invalid, 'NOT_FOUND'],
        [
          { date, batchItemId: b.batchItemId, quantity: ' ' },
          B.stockIn.quantityBlank,
          'BAD_USER_INPUT',
        ],
        [{ date, batchItemId: b.batchItemId }, B.stockIn.quantityBlank, 'BAD_USER_INPUT'],
        [
          { date, batchItemId: b.batchItemId, quantity: '0' },
          B.stockIn.quantityZero,
          'BAD_USER_INPUT',
        ],
        [
          { date, batchItemId: b.batchItemId, quantity: '0.5' },
          B.stockIn.quantityInvalid,
          'BAD_USER_INPUT',
        ],
        [
          { date, batchItemId: b.batchItemId, quantity: 'abc' },
          B.stockIn.quantityInvalid,
          'BAD_USER_INPUT',
        ],
        [
          { date, batchItemId: b.batchItemId, quantity: '2' },
          B.stockIn.duplicate,
          'BAD_USER_INPUT',
        ],
        [
          { date: addDays(now, -100), batchItemId: b.batchItemId, quantity: '1' },
          B.stockIn.outsideWindow,
          'BAD_USER_INPUT',
        ],
        [
          { date: '2026-02-30', batchItemId: b.batchItemId, quantity: '1' },
          B.stockIn.dateInvalid,
          'BAD_USER_INPUT',
        ],
      ];
      // the batch's own movements: a redelivered event of an earlier test may still book others
      const moves = async () =>
        (
          await s.t.ownerSql<{ n: number }>(
            `SELECT count(*)::int AS n FROM stock_movements WHERE item_id = $1`,
            [b.batchItemId],
          )
        )[0].n;
      const before = [
        ...(await Promise.all(['batch_stocks', 'batch_stock_ins'].map(count))),
        await moves(),
      ];
      for (const [input, message, code] of cases) {
        expect({ input, ...error(await stockIn(s.ana, input)) }).toEqual({ input, message, code });
      }
      expect([
        ...(await Promise.all(['batch_stocks', 'batch_stock_ins'].map(count))),
        await moves(),
      ]).toEqual(before);
      // an edit to a version already on the day is a duplicate too
      const other = await recipe(s.ana, { name: 'CHILI OIL' });
      const d = (await stockIn(s.ana, { date, batchItemId: other.b.batchItemId, quantity: '1' }))
        .data!.createBatchStockIn;
      const dup = await s.ana.gql(
        `mutation($id: ID!, $b: ID) { updateBatchStockIn(id: $id, input: { batchItemId: $b }) { id } }`,
        { id: d.stockIns.find((s) => s.batchItemId === other.b.batchItemId)!.id, b: b.batchItemId },
      );
      expect(error(dup)).toEqual({ message: B.stockIn.duplicate, code: 'BAD_USER_INPUT' });
    });

    it('keeps the 90-day window on edits and deletes of old days (off: allowed)', async () => {
      const { b } = await recipe(s.ana, { name: 'OLD PASTE' });
      const old = addDays(now, -100);
      await pinNinetyDayChecking(s.t, false);
      try {
        const d = (await stockIn(s.ana, { date: old, batchItemId: b.batchItemId, quantity: '1' }))
          .data!.createBatchStockIn;
        expect(d.editable).toBe(true);
        await pinNinetyDayChecking(s.t, true);
        expect((await day(s.ana, old))!.editable).toBe(false);
        const upd = await s.ana.gql(
          `mutation($id: ID!) { updateBatchStockIn(id: $id, input: { quantity: "2" }) { id } }`,
          { id: d.stockIns[0].id },
        );
        expect(error(upd)).toEqual({ message: B.stockIn.outsideWindow, code: 'BAD_USER_INPUT' });
        const del = await s.ana.gql(`mutation($id: ID!) { deleteBatchStockIn(id: $id) { id } }`, {
          id: d.stockIns[0].id,
        });
        expect(error(del)).toEqual({ message: B.stockIn.outsideWindow, code: 'BAD_USER_INPUT' });
        const delDay = await s.ana.gql(`mutation($id: ID!) { deleteBatchStock(id: $id) }`, {
          id: d.id,
        });
        expect(error(delDay)).toEqual({ message: B.stockIn.outsideWindow, code: 'BAD_USER_INPUT' });
        expect(await stockOf(s.ana, b.batchItemId, 'BATCH')).toBe('1');
      } finally {
        await pinNinetyDayChecking(s.t, true);
      }
    });

    it('answers the calendar of a month and the summary with an inclusive end', async () => {
      const o = await signedInOwner(s.t);
      const { b } = await recipe(o, { name: 'PESTO' });
      const other = await recipe(o, { name: 'AIOLI' });
      const d1 = addDays(now, -10);
      const d2 = addDays(now, -9);
      await stockIn(o, { date: d1, batchItemId: b.batchItemId, quantity: '1' });
      await stockIn(o, { date: d1, batchItemId: other.b.batchItemId, quantity: '2' });
      await stockIn(o, { date: d2, batchItemId: b.batchItemId, quantity: '2' });
      const month = d1.slice(0, 7);
      const cal = await o.gql<{ batchProductionCalendar: unknown[] }>(
        `query($m: String!) { batchProductionCalendar(month: $m) { date totalCost stockInCount } }`,
        { m: month },
      );
      expect(cal.data!.batchProductionCalendar).toEqual(
        expect.arrayContaining([{ date: d1, totalCost: '13.50', stockInCount: 2 }]),
      );
      const bad = await o.gql(`{ batchProductionCalendar(month: "2026-13") { date } }`);
      expect(error(bad)).toEqual({ message: B.stockIn.monthInvalid, code: 'BAD_USER_INPUT' });
      const summary = async (from: string, to: string) =>
        (
          await o.gql<{ batchProductionSummary: Record<string, unknown> }>(
            `query($f: String!, $t: String!) { batchProductionSummary(from: $f, to: $t) {
               from to totalCost rows { batchItemId name versionNumber quantity totalCost } } }`,
            { f: from, t: to },
          )
        ).data?.batchProductionSummary;
      expect(await summary(d1, d2)).toEqual({
        from: d1,
        to: d2,
        totalCost: '22.5000',
        rows: [
          {
            batchItemId: other.b.batchItemId,
            name: 'AIOLI',
            versionNumber: 1,
            quantity: '2',
            totalCost: '9.0000',
          },
          {
            batchItemId: b.batchItemId,
            name: 'PESTO',
            versionNumber: 1,
            quantity: '3',
            totalCost: '13.5000',
          },
        ],
      });
      expect((await summary(d1, d1))!.totalCost).toBe('13.5000');
      const backwards = await o.gql(
        `{ batchProductionSummary(from: "${d2}", to: "${d1}") { totalCost } }`,
      );
      expect(error(backwards)).toEqual({ message: B.stockIn.rangeInvalid, code: 'BAD_USER_INPUT' });
    });

    it('costs the same SQL statements per calendar request with 5 as with 20 stock-ins a day', async () => {
      const statements = (o: TestOwner, month: string) =>
        sqlStatementsOf(s.t.app, async (opts) => {
          const res = await o.gql<{ batchProductionCalendar: unknown[] }>(
            `query($m: String!) { batchProductionCalendar(month: $m) { date totalCost stockInCount } }`,
            { m: month },
            opts,
          );
          expect(res.data!.batchProductionCalendar.length).toBeGreaterThan(0);
        });
      const seeded = async (perDay: number) => {
        const o = await signedInOwner(s.t);
        const items = [];
        for (let i = 0; i < perDay; i++) items.push(await recipe(o, { name: `ITEM ${i}` }));
        for (const d of [addDays(now, -1), addDays(now, -2), addDays(now, -3)]) {
          for (const { b } of items)
            await stockIn(o, { date: d, batchItemId: b.batchItemId, quantity: '1' });
        }
        return o;
      };
      const month = now.slice(0, 7);
      const small = await statements(await seeded(5), month);
      const large = await statements(await seeded(20), month);
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
    }, 120_000);
  });

  describe('batch adjustments', () => {
    const create = (o: TestOwner, input: Record<string, unknown>) =>
      o.gql<{ createBatchAdjustment: Record<string, unknown> }>(
        `mutation($i: CreateBatchAdjustmentInput!) { createBatchAdjustment(input: $i) { ${ADJ} } }`,
        { i: input },
      );

    it('deducts stock units or portions (÷ portion size), always negative, at the running average', async () => {
      const { b } = await recipe(s.ana, { name: 'LAKSA BASE' });
      await stockIn(s.ana, { date: addDays(now, -3), batchItemId: b.batchItemId, quantity: '4' });
      const { event } = await expectEvent<{ adjustmentCount: number }>(
        InventorySubjects.batchItemUsageChanged,
        (e) => e.outletId === s.ana.outletId && e.payload.adjustmentCount === 1,
      );
      const portions = await create(s.ana, {
        batchItemId: b.batchItemId,
        adjustmentDate: yesterday,
        amount: '2',
        type: 'PORTION',
        remarks: 'spilt',
      });
      expect(portions.errors).toBeUndefined();
      expect(portions.data!.createBatchAdjustment).toMatchObject({
        amountStock: '-0.5',
        amountPortion: '-2.0000',
        batchCost: '4.5000',
        portionCost: '1.1250',
        total: '-2.2500',
        remarks: 'spilt',
        creditInvoice: false,
        editable: true,
      });
      expect((await event).payload).toMatchObject({ productionCount: 1, adjustmentCount: 1 });
      const units = await create(s.ana, {
        batchItemId: b.batchItemId,
        adjustmentDate: now,
        amount: '-1',
      });
      expect(units.data!.createBatchAdjustment).toMatchObject({
        amountStock: '-1',
        amountPortion: '-4.0000',
      });
      expect(await stockOf(s.ana, b.batchItemId, 'BATCH')).toBe('2.5');

      const list = await s.ana.gql<{
        batchAdjustments: {
          totalCount: number;
          nodes: Array<{ id: string; adjustmentDate: string }>;
        };
      }>(
        `query($id: ID!) { batchAdjustments(batchItemId: $id) { totalCount nodes { id adjustmentDate } } }`,
        { id: b.batchItemId },
      );
      expect(list.data!.batchAdjustments.nodes.map((n) => n.adjustmentDate)).toEqual([
        now,
        yesterday,
      ]);

      const id = portions.data!.createBatchAdjustment.id as string;
      const upd = await s.ana.gql<{ updateBatchAdjustment: Record<string, unknown> }>(
        `mutation($id: ID!) { updateBatchAdjustment(id: $id, input: { amount: "1", type: STOCK }) { ${ADJ} } }`,
        { id },
      );
      expect(upd.data!.updateBatchAdjustment).toMatchObject({ amountStock: '-1' });
      expect(await stockOf(s.ana, b.batchItemId, 'BATCH')).toBe('2');
      const del = await s.ana.gql(`mutation($id: ID!) { deleteBatchAdjustment(id: $id) }`, { id });
      expect(del.errors).toBeUndefined();
      expect(await stockOf(s.ana, b.batchItemId, 'BATCH')).toBe('3');
    });

    it('refuses bad adjustments with clear messages and changes nothing', async () => {
      const { b } = await recipe(s.ana, { name: 'TOM YUM PASTE' });
      const before = await Promise.all(['batch_adjustments', 'stock_movements'].map(count));
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [
          { batchItemId: b.batchItemId, adjustmentDate: now, amount: '0' },
          B.adjustment.amountZero,
          'BAD_USER_INPUT',
        ],
        [
          { batchItemId: b.batchItemId, adjustmentDate: now, amount: 'x' },
          B.adjustment.amountInvalid,
          'BAD_USER_INPUT',
        ],
        [
          { batchItemId: b.batchItemId, adjustmentDate: 'soon', amount: '1' },
          B.adjustment.dateInvalid,
          'BAD_USER_INPUT',
        ],
        [
          { batchItemId: b.batchItemId, adjustmentDate: addDays(now, -100), amount: '1' },
          B.adjustment.outsideWindow,
          'BAD_USER_INPUT',
        ],
        [
          { batchItemId: randomUUID(), adjustmentDate: now, amount: '1' },
          B.item.notFound,
          'NOT_FOUND',
        ],
      ];
      for (const [input, message, code] of cases) {
        expect({ input, ...error(await create(s.ana, input)) }).toEqual({ input, message, code });
      }
      expect(await Promise.all(['batch_adjustments', 'stock_movements'].map(count))).toEqual(
        before,
      );
    });

    it("shows a credit invoice's batch row read-only", async () => {
      const { b } = await recipe(s.ana, { name: 'GHEE RICE BASE' });
      const [row] = await s.t.app.get(Db).forOutlet(s.ana.outletId, (tx) =>
        s.t.app.get(Ledger).append(tx, [
          {
            itemKind: 'BATCH',
            itemId: b.batchItemId,
            kind: 'CREDIT_INVOICE',
            quantity: '-2',
            movementDate: now,
            sourceType: 'CREDIT_INVOICE',
            sourceId: randomUUID(),
            remarks: 'CREDIT INVOICE',
          },
        ]),
      );
      const list = await s.ana.gql<{ batchAdjustments: { nodes: Array<Record<string, unknown>> } }>(
        `query($id: ID!) { batchAdjustments(batchItemId: $id) { nodes { ${ADJ} } } }`,
        { id: b.batchItemId },
      );
      expect(list.data!.batchAdjustments.nodes).toEqual([
        expect.objectContaining({
          id: row.id,
          amountStock: '-2',
          creditInvoice: true,
          editable: false,
        }),
      ]);
      const del = await s.ana.gql(`mutation($id: ID!) { deleteBatchAdjustment(id: $id) }`, {
        id: row.id,
      });
      expect(error(del)).toEqual({ message: B.adjustment.creditInvoice, code: 'BAD_USER_INPUT' });
    });
  });

  describe('remaining stock and the prep list', () => {
    it('lists the latest versions and older ones holding stock, with makeToday below par', async () => {
      const o = await signedInOwner(s.t);
      const flour = randomUUID();
      await buy(o, flour, '100', '100.00');
      const ingredients = [{ ingredientId: flour, amount: '1', defaultUnitCost: '0' }];
      const batchId = randomUUID();
      const v1 = await batchItem(o, { name: 'DOUGH', batchId, ingredients, portionSize: '10' });
      const v2 = await batchItem(o, {
        name: 'DOUGH',
        batchId,
        versionNumber: 2,
        ingredients,
        portionSize: '10',
        parLevel: '25',
      });
      const broth = await batchItem(o, {
        name: 'BROTH',
        ingredients,
        portionSize: '0',
        parLevel: '1',
      });
      const levels = async (args = '') =>
        (
          await o.gql<{
            batchStockLevels: { totalCount: number; nodes: Array<Record<string, unknown>> };
          }>(`{ batchStockLevels${args} { totalCount nodes { ${LEVEL} } } }`)
        ).data!.batchStockLevels;
      // v1 holds no stock: only the latest versions show
      expect((await levels()).nodes.map((n) => [n.name, n.versionNumber])).toEqual([
        ['BROTH', 1],
        ['DOUGH', 2],
      ]);
      await stockIn(o, { date: yesterday, batchItemId: v1.batchItemId, quantity: '1' });
      await stockIn(o, { date: yesterday, batchItemId: v2.batchItemId, quantity: '2' });
      const all = await levels();
      expect(all.nodes).toEqual([
        expect.objectContaining({
          name: 'BROTH',
          stockUnits: '0.0000',
          parLevel: '1',
          makeToday: '1.0000',
        }),
        expect.objectContaining({
          name: 'DOUGH',
          versionNumber: 2,
          stockUnits: '2.0000',
          stockPortions: '20.0000',
          averageCost: '1.0000',
          portionCost: '0.1000',
          parLevel: '25',
          makeToday: '5.0000',
          latestVersion: true,
        }),
        expect.objectContaining({
          name: 'DOUGH',
          versionNumber: 1,
          latestVersion: false,
          makeToday: null,
        }),
      ]);
      expect(all.totalCount).toBe(3);
      expect(
        (await levels('(belowPar: true)')).nodes.map((n) => [n.name, n.versionNumber]),
      ).toEqual([
        ['BROTH', 1],
        ['DOUGH', 2],
      ]);
      expect((await levels('(search: "ROT")')).nodes.map((n) => n.name)).toEqual(['BROTH']);
      expect(await levels('(offset: 1, limit: 1)')).toMatchObject({
        totalCount: 3,
        nodes: [{ name: 'DOUGH' }],
      });
      expect((await levels('(offset: 10)')).totalCount).toBe(3);
      // at par: no longer on the prep list
      await stockIn(o, { date: now, batchItemId: v2.batchItemId, quantity: '1' });
      expect((await levels('(belowPar: true)')).nodes.map((n) => n.name)).toEqual(['BROTH']);
      const missing = await o.gql(
        `query($id: ID!) { batchStockLevel(batchItemId: $id) { name } }`,
        {
          id: randomUUID(),
        },
      );
      expect(error(missing)).toEqual({ message: B.item.notFound, code: 'NOT_FOUND' });
      void broth;
    });

    it('a sale of a menu item with a batch ingredient depletes portions ÷ portion size', async () => {
      const o = await signedInOwner(s.t);
      const flour = randomUUID();
      await buy(o, flour, '10', '10.00');
      const b = await batchItem(o, {
        name: 'RENDANG',
        portionSize: '4',
        ingredients: [{ ingredientId: flour, amount: '1', defaultUnitCost: '0' }],
      });
      await stockIn(o, { date: yesterday, batchItemId: b.batchItemId, quantity: '2' });
      const menuItemId = randomUUID();
      await publishEvent(
        CatalogueSubjects.menuItemSaved,
        {
          menuItemId,
          menuId: menuItemId,
          versionNumber: 1,
          name: 'NASI RENDANG',
          category: 'Rice',
          price: '15.00',
          costPerServing: '1.00',
          ingredients: [],
          batchIngredients: [{ batchItemId: b.batchItemId, amount: '2' }],
          variantIds: [],
          revision: 1,
        },
        o.outletId,
      );
      await until(
        () => s.t.ownerSql(`SELECT 1 FROM menu_item_recipes WHERE menu_item_id = $1`, [menuItemId]),
        (r) => r.length === 1,
        'menu item projected',
      );
      await publishEvent(
        SalesSubjects.saleSaved,
        {
          saleId: randomUUID(),
          saleDate: now,
          saleState: 'CONFIRMED',
          sourceType: 'MANUAL',
          sourceRef: null,
          items: [{ salesItemId: randomUUID(), menuItemId, quantity: '3', options: [] }],
          subTotal: '45.00',
          nettTotal: '45.00',
          revision: 1,
        },
        o.outletId,
      );
      // 2 portions ÷ 4 × 3 plates = 1.5 batches
      await until(
        () => stockOf(o, b.batchItemId, 'BATCH'),
        (s) => s === '0.5',
        'sale applied',
      );
      expect(await level(o, b.batchItemId)).toMatchObject({
        stockUnits: '0.5000',
        stockPortions: '2.0000',
      });
    });
  });
});
