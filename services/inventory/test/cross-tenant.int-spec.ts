import { join } from 'node:path';
import {
  suiteCrossTenantCheck,
  pinNinetyDayChecking,
  type TestOwner,
  ownersSuite,
} from '@mise/testing';
import { batchItemSaved, startInventory } from './helpers';

/**
 * The cross-tenant check of inventory (one file of this name in every service): owner B with owner
 * A's ids of every aggregate (an ingredient, an inventory item, a stock adjustment, a batch item's
 * stock day and stock-in, a batch adjustment, an opening stock and a count line) gets NOT_FOUND, null or nothing from every root
 * field, mutation and entity, and changes no row.
 */
describe('inventory: the cross-tenant check', () => {
  const s = ownersSuite(startInventory, 2);

  beforeAll(() => pinNinetyDayChecking(s.t, true));

  /** A's data of every aggregate, each made through the API (or, for recipes, catalogue's event). */
  async function arrange(owner: TestOwner) {
    const day = (
      await owner.gql<{ adjustmentWindow: { today: string } }>(`{ adjustmentWindow { today } }`)
    ).data!.adjustmentWindow.today;
    const ing = await owner.gql<{ createIngredient: { id: string } }>(
      `mutation($i: CreateIngredientInput!) { createIngredient(input: $i) { id } }`,
      { i: { name: 'Secret sauce' } },
    );
    expect(ing.errors).toBeUndefined();
    const ingredientId = ing.data!.createIngredient.id;
    const item = await owner.gql<{ createInventoryItem: { id: string } }>(
      `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id } }`,
      { i: { name: 'Secret sauce jar', ingredientId } },
    );
    expect(item.errors).toBeUndefined();
    const adj = await owner.gql<{ createStockAdjustment: { id: string } }>(
      `mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id } }`,
      { i: { ingredientId, adjustmentDate: day, amount: '1', reason: 'WASTE' } },
    );
    expect(adj.errors).toBeUndefined();

    // catalogue's batch item, as its batch-item.saved event projects it
    const batch = await batchItemSaved(s.t, owner, {
      name: 'SECRET SAUCE',
      ingredients: [{ ingredientId, amount: '2', defaultUnitCost: '0.5' }],
    });
    const stockIn = await owner.gql<{
      createBatchStockIn: { id: string; stockIns: Array<{ id: string }> };
    }>(
      `mutation($i: CreateBatchStockInInput!) { createBatchStockIn(input: $i) { id stockIns { id } } }`,
      { i: { date: day, batchItemId: batch.batchItemId, quantity: '1' } },
    );
    expect(stockIn.errors).toBeUndefined();
    const batchAdj = await owner.gql<{ createBatchAdjustment: { id: string } }>(
      `mutation($i: CreateBatchAdjustmentInput!) { createBatchAdjustment(input: $i) { id } }`,
      { i: { batchItemId: batch.batchItemId, adjustmentDate: day, amount: '1' } },
    );
    expect(batchAdj.errors).toBeUndefined();
    const opening = await owner.gql<{ recordOpeningStock: { id: string } }>(
      `mutation($i: RecordOpeningStockInput!) { recordOpeningStock(input: $i) { id } }`,
      { i: { ingredientId, date: day, quantity: '5', unitCost: '2' } },
    );
    expect(opening.errors).toBeUndefined();
    const counted = await owner.gql<{ countStock: Array<{ id: string }> }>(
      `mutation($i: CountStockInput!) { countStock(input: $i) { id } }`,
      { i: { date: day, lines: [{ ingredientId, countedQuantity: '3' }] } },
    );
    expect(counted.errors).toBeUndefined();
    return {
      day,
      openingId: opening.data!.recordOpeningStock.id,
      countId: counted.data!.countStock[0].id,
      ingredientId,
      inventoryItemId: item.data!.createInventoryItem.id,
      adjustmentId: adj.data!.createStockAdjustment.id,
      batchItemId: batch.batchItemId,
      batchStockId: stockIn.data!.createBatchStockIn.id,
      batchStockInId: stockIn.data!.createBatchStockIn.stockIns[0].id,
      batchAdjustmentId: batchAdj.data!.createBatchAdjustment.id,
    };
  }

  it("gives another owner none of the first owner's rows", async () => {
    const a = await arrange(s.ana);
    // analytics ranges around A's rows (at most 1,100 days)
    const range = {
      from: new Date(Date.parse(`${a.day}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10),
      to: new Date(Date.parse(`${a.day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    };
    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [
        a.ingredientId,
        a.inventoryItemId,
        a.adjustmentId,
        a.batchItemId,
        a.batchStockId,
        a.batchStockInId,
        a.batchAdjustmentId,
        a.openingId,
        a.countId,
      ],
      // valid inputs, so that each call reaches the lookup of A's id
      args: {
        'Mutation.createStockAdjustment': {
          input: { ingredientId: a.ingredientId, adjustmentDate: a.day, amount: '1' },
        },
        'Mutation.createInventoryItem': {
          input: { name: 'Steal', ingredientId: a.ingredientId },
        },
        'Mutation.recordOpeningStock': {
          input: { ingredientId: a.ingredientId, date: a.day, quantity: '1', unitCost: '1' },
        },
        'Mutation.countStock': {
          input: { date: a.day, lines: [{ ingredientId: a.ingredientId, countedQuantity: '1' }] },
        },
        'Query.stockEntries': { from: '2000-01-01', to: '2100-01-01' },
        'Query.ingredientUsage': range,
        'Query.batchUsage': range,
        'Query.stockTrends': range,
        'Query.menuIngredientUsage': range,
        'Query.analyticsSearch': { text: 'secret', kinds: ['INVENTORY', 'INGREDIENT'] },
      },
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.ingredient',
        'Query.stockAdjustments',
        'Query.ingredientMovements',
        'Mutation.deleteIngredient',
        'Mutation.updateStockAdjustment',
        'Mutation.deleteStockAdjustment',
        'Mutation.updateInventoryItem',
        'Query.batchProductionCalendar',
        'Query.batchStock',
        'Query.batchProductionSummary',
        'Query.batchStockLevels',
        'Query.batchStockLevel',
        'Query.batchAdjustments',
        'Mutation.createBatchStock',
        'Mutation.updateBatchStock',
        'Mutation.deleteBatchStock',
        'Mutation.createBatchStockIn',
        'Mutation.updateBatchStockIn',
        'Mutation.deleteBatchStockIn',
        'Mutation.createBatchAdjustment',
        'Mutation.updateBatchAdjustment',
        'Mutation.deleteBatchAdjustment',
        'Query.stockEntries',
        'Mutation.recordOpeningStock',
        'Mutation.countStock',
        'Mutation.deleteStockEntry',
        'Query.ingredientUsage',
        'Query.batchUsage',
        'Query.stockTrends',
        'Query.menuIngredientUsage',
        'Query.analyticsSearch',
        '_entities Ingredient',
        '_entities InventoryItem',
        '_entities OutletProgress',
        '_entities BatchItem',
      ]),
    );
  });
});
