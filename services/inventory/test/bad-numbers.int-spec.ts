import { addDays, BatchMessages as BM, InventoryMessages as IM, today } from '@mise/domain';
import {
  expectRefusedUnchanged,
  outletSnapshot,
  pinNinetyDayChecking,
  signedInOwner,
  type TestOwner,
} from '@mise/testing';
import { tenancy } from '../src/tenancy';
import { batchItemSaved, type InventoryTestApp, startInventory } from './helpers';

/**
 * Issue 19 §1.2 / §1b.2: every decimal an inventory mutation takes (adjustments, batch
 * adjustments, stock-ins), sent too big, in exponent notation or not a number, answers
 * BAD_USER_INPUT with the field's message and changes no row; concurrent edits of one adjustment
 * answer no INTERNAL_SERVER_ERROR and leave exactly one live set of ledger movements.
 */
const HUGE = ['10000000000000', '1e20', '1e309', '1e999999', '999999999999', '100000000'];

interface GqlError {
  message: string;
  extensions?: { code?: string; field?: string };
}
type Send = (owner: TestOwner, value: string) => Promise<{ errors?: GqlError[] }>;

describe('inventory refuses out-of-bounds numbers (issue 19)', () => {
  let t: InventoryTestApp;
  let ana: TestOwner;
  const now = today();
  const ids = {} as Record<
    'ingredient' | 'adjustment' | 'batch' | 'batchAdjustment' | 'stockIn',
    string
  >;

  async function ok<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const res = await ana.gql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  }

  beforeAll(async () => {
    t = await startInventory();
    await pinNinetyDayChecking(t, true);
    ana = await signedInOwner(t);
    ids.ingredient = (
      await ok<{ createIngredient: { id: string } }>(
        `mutation { createIngredient(input: { name: "Rice", unit: "kg" }) { id } }`,
        {},
      )
    ).createIngredient.id;
    ids.adjustment = (
      await ok<{ createStockAdjustment: { id: string } }>(
        `mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id } }`,
        { i: { ingredientId: ids.ingredient, adjustmentDate: now, amount: '1', reason: 'WASTE' } },
      )
    ).createStockAdjustment.id;
    const batch = await batchItemSaved(t, ana, {
      ingredients: [{ ingredientId: ids.ingredient, amount: '1', defaultUnitCost: '2' }],
    });
    ids.batch = batch.batchItemId;
    ids.batchAdjustment = (
      await ok<{ createBatchAdjustment: { id: string } }>(
        `mutation($i: CreateBatchAdjustmentInput!) { createBatchAdjustment(input: $i) { id } }`,
        { i: { batchItemId: ids.batch, adjustmentDate: now, amount: '1' } },
      )
    ).createBatchAdjustment.id;
    const day = await ok<{ createBatchStockIn: { stockIns: Array<{ id: string }> } }>(
      `mutation($i: CreateBatchStockInInput!) { createBatchStockIn(input: $i) { stockIns { id } } }`,
      { i: { date: addDays(now, -1), batchItemId: ids.batch, quantity: '2' } },
    );
    ids.stockIn = day.createBatchStockIn.stockIns[0].id;
  });
  afterAll(() => t.close());

  const snapshot = () => outletSnapshot(t, tenancy, ana.outletId);

  const cases: Array<[string, string, string, readonly string[], Send]> = [
    [
      'createStockAdjustment',
      'amount',
      IM.adjustment.amountInvalid,
      [...HUGE, 'abc', '1.0000001'],
      (o, v) =>
        o.gql(
          `mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id } }`,
          {
            i: { ingredientId: ids.ingredient, adjustmentDate: now, amount: v, reason: 'WASTE' },
          },
        ),
    ],
    [
      'updateStockAdjustment',
      'amount',
      IM.adjustment.amountInvalid,
      [...HUGE, '-1e20'],
      (o, v) =>
        o.gql(
          `mutation($id: ID!, $i: UpdateStockAdjustmentInput!) { updateStockAdjustment(id: $id, input: $i) { id } }`,
          {
            id: ids.adjustment,
            i: { amount: v },
          },
        ),
    ],
    [
      'createBatchAdjustment',
      'amount',
      BM.adjustment.amountInvalid,
      [...HUGE, 'abc'],
      (o, v) =>
        o.gql(
          `mutation($i: CreateBatchAdjustmentInput!) { createBatchAdjustment(input: $i) { id } }`,
          {
            i: { batchItemId: ids.batch, adjustmentDate: now, amount: v, type: 'PORTION' },
          },
        ),
    ],
    [
      'updateBatchAdjustment',
      'amount',
      BM.adjustment.amountInvalid,
      HUGE,
      (o, v) =>
        o.gql(
          `mutation($id: ID!, $i: UpdateBatchAdjustmentInput!) { updateBatchAdjustment(id: $id, input: $i) { id } }`,
          {
            id: ids.batchAdjustment,
            i: { amount: v },
          },
        ),
    ],
    [
      'createBatchStockIn',
      'quantity',
      BM.stockIn.quantityInvalid,
      [...HUGE, '1.00001'],
      (o, v) =>
        o.gql(`mutation($i: CreateBatchStockInInput!) { createBatchStockIn(input: $i) { id } }`, {
          i: { date: now, batchItemId: ids.batch, quantity: v },
        }),
    ],
    [
      'updateBatchStockIn',
      'quantity',
      BM.stockIn.quantityInvalid,
      HUGE,
      (o, v) =>
        o.gql(
          `mutation($id: ID!, $i: UpdateBatchStockInInput!) { updateBatchStockIn(id: $id, input: $i) { id } }`,
          {
            id: ids.stockIn,
            i: { quantity: v },
          },
        ),
    ],
    [
      'recordOpeningStock',
      'quantity',
      IM.stockEntry.quantityInvalid,
      [...HUGE, 'abc', '0', '-1', '1.0000001'],
      (o, v) =>
        o.gql(`mutation($i: RecordOpeningStockInput!) { recordOpeningStock(input: $i) { id } }`, {
          i: { ingredientId: ids.ingredient, date: now, quantity: v, unitCost: '1' },
        }),
    ],
    [
      'recordOpeningStock',
      'unitCost',
      IM.stockEntry.unitCostInvalid,
      [...HUGE, 'abc', '-1', '1.0000001'],
      (o, v) =>
        o.gql(`mutation($i: RecordOpeningStockInput!) { recordOpeningStock(input: $i) { id } }`, {
          i: { ingredientId: ids.ingredient, date: now, quantity: '1', unitCost: v },
        }),
    ],
    [
      'countStock',
      'countedQuantity',
      IM.stockEntry.countedInvalid,
      [...HUGE, 'abc', '1.0000001'],
      (o, v) =>
        o.gql(`mutation($i: CountStockInput!) { countStock(input: $i) { id } }`, {
          i: { date: now, lines: [{ ingredientId: ids.ingredient, countedQuantity: v }] },
        }),
    ],
  ];

  it.each(cases)('%s refuses a bad %s', (_name, field, message, values, send) =>
    expectRefusedUnchanged(snapshot, values, (v) => send(ana, v), { message, field }),
  );

  /** The live (not reversed) movements the adjustment wrote. */
  const live = (sourceId: string) =>
    t.ownerSql<{ quantity: string }>(
      `SELECT m.quantity::text FROM stock_movements m
        WHERE m.source_id = $1 AND m.kind <> 'REVERSAL'
          AND NOT EXISTS (SELECT 1 FROM stock_movements r WHERE r.reverses_id = m.id)`,
      [sourceId],
    );

  it.each([
    ['stock', 'updateStockAdjustment', 'stock_adjustments', 'amount', () => ids.adjustment],
    ['batch', 'updateBatchAdjustment', 'batch_adjustments', 'quantity', () => ids.batchAdjustment],
  ])(
    'serialises concurrent edits of one %s adjustment (issue 19 §1.2)',
    async (_kind, mutation, table, column, idOf) => {
      const id = idOf();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          ana.gql(
            `mutation($id: ID!, $a: String!) { ${mutation}(id: $id, input: { amount: $a }) { id } }`,
            {
              id,
              a: String(i + 1),
            },
          ),
        ),
      );
      const codes = results.flatMap((r) => (r.errors ?? []).map((e) => e.extensions?.code));
      expect(codes.filter((c) => c !== 'CONFLICT')).toEqual([]);
      const [row] = await t.ownerSql<{ stored: string }>(
        `SELECT ${column}::text AS stored FROM ${table} WHERE id = $1`,
        [id],
      );
      const movements = await live(id);
      expect(movements).toHaveLength(1);
      expect(Number(movements[0].quantity)).toBe(Number(row.stored));
    },
  );
});
