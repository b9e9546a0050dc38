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
 * stock day and stock-in, a batch adjustment) gets NOT_FOUND, null or nothing from every root
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
    return {
      day,
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
    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [
        a.ingredientId,
        a.inventoryItemId,
        a.adjustmentId,
        a.batchItemId,
        a.batchStockId,
        a.batchStockInId,
        a.batchAdjustmentId,
      ],
      // valid inputs, so that each call reaches the lookup of A's id
      args: {
        'Mutation.createStockAdjustment': {
          input: { ingredientId: a.ingredientId, adjustmentDate: a.day, amount: '1' },
        },
        'Mutation.createInventoryItem': {
          input: { name: 'Steal', ingredientId: a.ingredientId },
        },
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
        '_entities Ingredient',
        '_entities InventoryItem',
        '_entities OutletProgress',
        '_entities BatchItem',
      ]),
    );
  });
});
