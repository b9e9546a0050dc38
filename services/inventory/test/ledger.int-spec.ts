import { randomUUID } from 'node:crypto';
import { signedInOwner } from '@mise/testing';
import { Db, type Tx } from '@mise/platform';
import {
  Ledger,
  LedgerQueries,
  type ItemState,
  type NewMovement,
  type PriceListener,
} from '../src/ledger';
import { type InventoryTestApp, startLedger } from './helpers';

describe('the stock ledger', () => {
  let t: InventoryTestApp;
  let ledger: Ledger;
  let queries: LedgerQueries;
  let db: Db;
  let outletId: string;
  let otherOutletId: string;
  const told: ItemState[][] = [];

  const inOutlet = <T>(fn: (tx: Tx) => Promise<T>, outlet = outletId) => db.forOutlet(outlet, fn);
  const append = (
    rows: Array<Partial<NewMovement> & Pick<NewMovement, 'kind' | 'quantity'>>,
    outlet = outletId,
  ) =>
    inOutlet(
      (tx) =>
        ledger.append(
          tx,
          rows.map((r) => ({
            itemKind: 'INGREDIENT',
            itemId: ingredient,
            movementDate: '2026-11-01',
            sourceType: 'ADJUSTMENT',
            sourceId: randomUUID(),
            ...r,
          })),
        ),
      outlet,
    );
  const state = async (
    id: string,
    kind: 'INGREDIENT' | 'BATCH' = 'INGREDIENT',
    outlet = outletId,
  ) => (await inOutlet((tx) => queries.states(tx, kind, [id]), outlet)).get(id)!;
  let ingredient: string;

  beforeAll(async () => {
    ({ t, ledger, queries, db, outletId } = await startLedger());
    otherOutletId = (await signedInOwner(t)).outletId;
    const listener: PriceListener = {
      pricesChanged: (_tx, changed) => {
        told.push(changed);
        return Promise.resolve();
      },
    };
    (ledger as unknown as { listener: PriceListener }).listener = listener;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    ingredient = randomUUID();
    told.length = 0;
  });

  it('averages purchases, costs usage at the average and keeps the last purchase price', async () => {
    await append([{ kind: 'PURCHASE', quantity: '10', unitCost: '2', movementDate: '2026-11-01' }]);
    await append([{ kind: 'PURCHASE', quantity: '30', unitCost: '3', movementDate: '2026-11-02' }]);
    const [usage] = await append([
      { kind: 'SALE_USAGE', quantity: '-4', movementDate: '2026-11-03' },
    ]);
    expect(usage.unitCost).toBe('2.75');
    expect(await state(ingredient)).toEqual({
      itemKind: 'INGREDIENT',
      itemId: ingredient,
      stock: '36',
      averagePrice: '2.75',
      lastPrice: '3',
      lastPurchaseDate: '2026-11-02',
    });
    // the ingredient module hears of each price change, in the same transaction
    expect(told.map((c) => c.map((s) => s.averagePrice))).toEqual([['2'], ['2.75']]);
  });

  it('lets a return keep its own cost and leave the average alone', async () => {
    await append([{ kind: 'PURCHASE', quantity: '10', unitCost: '2' }]);
    const [ret] = await append([{ kind: 'PURCHASE_RETURN', quantity: '-5', unitCost: '9' }]);
    expect(ret.unitCost).toBe('9');
    expect(await state(ingredient)).toMatchObject({
      stock: '5',
      averagePrice: '2',
      lastPrice: '2',
    });
  });

  it('re-prices later usage when a purchase is back-dated before it', async () => {
    await append([{ kind: 'PURCHASE', quantity: '10', unitCost: '1', movementDate: '2026-10-01' }]);
    const [late] = await append([
      { kind: 'SALE_USAGE', quantity: '-2', movementDate: '2026-10-10' },
    ]);
    expect(late.unitCost).toBe('1');
    const [back] = await append([
      { kind: 'PURCHASE', quantity: '10', unitCost: '3', movementDate: '2026-10-05' },
    ]);
    expect(back.unitCost).toBe('3');
    const history = await inOutlet((tx) =>
      queries.history(tx, 'INGREDIENT', ingredient, { offset: 0, limit: 10 }),
    );
    expect(history.totalCount).toBe(3);
    expect(
      history.rows.map((r) => [r.movementDate, r.kind, r.quantity, r.unitCost, r.runningStock]),
    ).toEqual([
      ['2026-10-10', 'SALE_USAGE', '-2', '2', '18'],
      ['2026-10-05', 'PURCHASE', '10', '3', '20'],
      ['2026-10-01', 'PURCHASE', '10', '1', '10'],
    ]);
    expect(await state(ingredient)).toMatchObject({
      stock: '18',
      averagePrice: '2',
      lastPrice: '3',
      lastPurchaseDate: '2026-10-05',
    });
  });

  it('undoes a purchase with a reversal: the average and last price are as if it never happened', async () => {
    await append([{ kind: 'PURCHASE', quantity: '10', unitCost: '2', movementDate: '2026-09-01' }]);
    const [wrong] = await append([
      { kind: 'PURCHASE', quantity: '10', unitCost: '4', movementDate: '2026-09-02' },
    ]);
    const [usage] = await append([
      { kind: 'ADJUSTMENT', quantity: '-5', movementDate: '2026-09-03', reason: 'WASTE' },
    ]);
    expect(usage.unitCost).toBe('3');
    const [reversal] = await inOutlet((tx) => ledger.reverse(tx, [wrong.id]));
    expect(reversal).toMatchObject({
      kind: 'REVERSAL',
      reversesId: wrong.id,
      quantity: '-10',
      unitCost: '4',
      movementDate: '2026-09-02',
    });
    expect(await state(ingredient)).toMatchObject({
      stock: '5',
      averagePrice: '2',
      lastPrice: '2',
      lastPurchaseDate: '2026-09-01',
    });
    // a second reversal of the same row writes nothing
    expect(await inOutlet((tx) => ledger.reverse(tx, [wrong.id]))).toEqual([]);
    const history = await inOutlet((tx) =>
      queries.history(tx, 'INGREDIENT', ingredient, { offset: 0, limit: 10 }),
    );
    expect(history.rows.map((r) => [r.kind, r.unitCost, r.reason])).toEqual([
      ['ADJUSTMENT', '2', 'WASTE'],
      ['PURCHASE', '2', null],
    ]);
  });

  it('reverses a whole source document, or one line of it', async () => {
    const sourceId = randomUUID();
    const [lineA, lineB] = [randomUUID(), randomUUID()];
    await append([
      {
        kind: 'PURCHASE',
        quantity: '5',
        unitCost: '1',
        sourceType: 'EXPENSE',
        sourceId,
        sourceLineId: lineA,
      },
      {
        kind: 'PURCHASE',
        quantity: '5',
        unitCost: '3',
        sourceType: 'EXPENSE',
        sourceId,
        sourceLineId: lineB,
      },
    ]);
    expect((await state(ingredient)).averagePrice).toBe('2');
    const one = await inOutlet((tx) => ledger.reverseSource(tx, 'EXPENSE', sourceId, lineB));
    expect(one).toHaveLength(1);
    expect(await state(ingredient)).toMatchObject({
      stock: '5',
      averagePrice: '1',
      lastPrice: '1',
    });
    const rest = await inOutlet((tx) => ledger.reverseSource(tx, 'EXPENSE', sourceId));
    expect(rest).toHaveLength(1);
    expect(await state(ingredient)).toEqual({
      itemKind: 'INGREDIENT',
      itemId: ingredient,
      stock: '0',
      averagePrice: '0',
      lastPrice: '0',
      lastPurchaseDate: null,
    });
  });

  it('moves batch items with production output at the batch cost', async () => {
    const batch = randomUUID();
    await append([
      {
        itemKind: 'BATCH',
        itemId: batch,
        kind: 'PRODUCTION_OUTPUT',
        quantity: '4',
        unitCost: '12.5',
      },
    ]);
    const [used] = await append([
      { itemKind: 'BATCH', itemId: batch, kind: 'BATCH_ADJUSTMENT', quantity: '-0.5' },
    ]);
    expect(used.unitCost).toBe('12.5');
    expect(await state(batch, 'BATCH')).toMatchObject({
      stock: '3.5',
      averagePrice: '12.5',
      lastPrice: '0',
    });
    expect(told).toEqual([]); // batch items have no ingredient prices to announce
  });

  it('answers the states of many items in one statement, zeros for items without rows', async () => {
    await append([{ kind: 'PURCHASE', quantity: '1', unitCost: '1' }]);
    const none = randomUUID();
    const states = await inOutlet((tx) => queries.states(tx, 'INGREDIENT', [ingredient, none]));
    expect(states.get(ingredient)?.stock).toBe('1');
    expect(states.get(none)).toMatchObject({
      stock: '0',
      averagePrice: '0',
      lastPurchaseDate: null,
    });
  });

  it('reads any number of states in one statement and appends a row dated today in the same few, whatever the history', async () => {
    const statements = async <T>(fn: (tx: Tx) => Promise<T>) =>
      inOutlet(async (tx) => {
        const spy = jest.spyOn(tx.manager, 'query');
        await fn(tx);
        const n = spy.mock.calls.length;
        spy.mockRestore();
        return n;
      });
    const many = Array.from({ length: 100 }, () => randomUUID());
    expect(await statements((tx) => queries.states(tx, 'INGREDIENT', many))).toBe(1);

    const usage = (movementDate: string) =>
      statements((tx) =>
        ledger.append(tx, [
          {
            itemKind: 'INGREDIENT',
            itemId: ingredient,
            kind: 'SALE_USAGE',
            quantity: '-1',
            movementDate,
            sourceType: 'SALE',
            sourceId: randomUUID(),
          },
        ]),
      );
    await append([
      { kind: 'PURCHASE', quantity: '1000', unitCost: '1', movementDate: '2026-01-01' },
    ]);
    const early = await usage('2026-01-02');
    for (let day = 3; day <= 28; day++) await usage(`2026-02-${String(day).padStart(2, '0')}`);
    // priced from the cached state: lock (2), insert, checkpoint, state, the day's roll-up; no
    // replay of the history
    expect(early).toBe(6);
    expect(await usage('2026-03-01')).toBe(6);
  });

  it("summarises an inventory item's live purchases", async () => {
    const [pack, other] = [randomUUID(), randomUUID()];
    await append([
      { kind: 'PURCHASE', quantity: '10', unitCost: '2', inventoryItemId: pack },
      { kind: 'PURCHASE', quantity: '30', unitCost: '4', inventoryItemId: pack },
    ]);
    const [wrong] = await append([
      { kind: 'PURCHASE', quantity: '100', unitCost: '9', inventoryItemId: pack },
    ]);
    await inOutlet((tx) => ledger.reverse(tx, [wrong.id]));
    const summaries = await inOutlet((tx) => queries.purchaseSummaries(tx, [pack, other]));
    expect(summaries.get(pack)).toEqual({
      purchases: 2,
      averageQuantity: '20',
      averageUnitCost: '3.5', // (10·2 + 30·4) / 40
    });
    expect(summaries.get(other)).toEqual({
      purchases: 0,
      averageQuantity: '0',
      averageUnitCost: '0',
    });
  });

  it('pages the movement history newest first with the running stock of each row', async () => {
    for (const [d, q] of [
      ['2026-08-01', '5'],
      ['2026-08-02', '3'],
      ['2026-08-03', '2'],
    ]) {
      await append([{ kind: 'PURCHASE', quantity: q, unitCost: '1', movementDate: d }]);
    }
    await append([{ kind: 'SALE_USAGE', quantity: '-4', movementDate: '2026-08-04' }]);
    const page = (offset: number) =>
      inOutlet((tx) => queries.history(tx, 'INGREDIENT', ingredient, { offset, limit: 2 }));
    const first = await page(0);
    const second = await page(2);
    expect(first.totalCount).toBe(4);
    expect(first.rows.map((r) => [r.movementDate, r.runningStock])).toEqual([
      ['2026-08-04', '6'],
      ['2026-08-03', '10'],
    ]);
    expect(second.rows.map((r) => [r.movementDate, r.runningStock])).toEqual([
      ['2026-08-02', '8'],
      ['2026-08-01', '5'],
    ]);
    expect(await page(10)).toEqual({ rows: [], totalCount: 4 });
  });

  it('refuses rows that break its contract and writes nothing', async () => {
    const refused = async (row: Partial<NewMovement> & Pick<NewMovement, 'kind' | 'quantity'>) =>
      append([row]).then(
        () => null,
        (e: Error) => e.message,
      );
    expect(await refused({ kind: 'SALE_USAGE', quantity: '3' })).toMatch(/must be negative/);
    expect(await refused({ kind: 'PURCHASE', quantity: '3' })).toMatch(/unit cost/);
    expect(await refused({ kind: 'PURCHASE', quantity: '0', unitCost: '1' })).toMatch(
      /not be zero/,
    );
    expect(await refused({ kind: 'PRODUCTION_OUTPUT', quantity: '1', unitCost: '1' })).toMatch(
      /cannot move a INGREDIENT/,
    );
    expect((await state(ingredient)).stock).toBe('0');
  });

  it("keeps each outlet's rows to itself (row-level security)", async () => {
    await append([{ kind: 'PURCHASE', quantity: '7', unitCost: '1' }]);
    expect((await state(ingredient, 'INGREDIENT', otherOutletId)).stock).toBe('0');
    const history = await inOutlet(
      (tx) => queries.history(tx, 'INGREDIENT', ingredient, { offset: 0, limit: 10 }),
      otherOutletId,
    );
    expect(history).toEqual({ rows: [], totalCount: 0 });
    // the other outlet can neither write to the item nor reverse its rows
    await expect(
      append([{ kind: 'PURCHASE', quantity: '1', unitCost: '1' }], otherOutletId),
    ).rejects.toThrow('Stock item not found');
    const [row] = await t.ownerSql<{ id: string }>(
      `SELECT id FROM stock_movements WHERE item_id = $1`,
      [ingredient],
    );
    expect(await inOutlet((tx) => ledger.reverse(tx, [row.id]), otherOutletId)).toEqual([]);
    expect((await state(ingredient)).stock).toBe('7');
  });

  it('serialises concurrent writes to one item', async () => {
    await append([{ kind: 'PURCHASE', quantity: '100', unitCost: '1' }]);
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        append([
          i % 2
            ? { kind: 'SALE_USAGE', quantity: '-1' }
            : { kind: 'PURCHASE', quantity: '10', unitCost: '2' },
        ]),
      ),
    );
    const [sum] = await t.ownerSql<{ s: string }>(
      `SELECT sum(quantity)::text AS s FROM stock_movements WHERE item_id = $1`,
      [ingredient],
    );
    const s = await state(ingredient);
    expect(s.stock).toBe('136');
    expect(Number(sum.s)).toBe(136);
    // the cached state is what a replay of every row in their recorded order gives
    expect(await inOutlet((tx) => ledger.rebuild(tx, 'INGREDIENT', ingredient))).toEqual(s);
  });
});
