import { randomUUID } from 'node:crypto';
import { InventorySubjects } from '@mise/contracts';
import { CatalogueMessages as CM } from '@mise/domain';
import { OWNER_UNAVAILABLE_MESSAGE } from '@mise/platform';
import { eventually, publishEvent, ownersSuite, type TestOwner } from '@mise/testing';
import { createMenuItem, ingredientSaved, startCatalogue } from './helpers';

/**
 * Issue 19 §1.10: a recipe line's `preferredInventoryId` is checked against catalogue's
 * projection of inventory items (flows.md §0 rule 7): another outlet's, an unknown or a deleted
 * id answers NOT_FOUND "Inventory item not found" and stores nothing.
 */
describe('preferred inventory item of a recipe line (issue 19)', () => {
  const s = ownersSuite(startCatalogue, 2);

  async function inventoryItem(owner: TestOwner, ingredientId: string): Promise<string> {
    const id = randomUUID();
    await publishEvent(
      InventorySubjects.inventoryItemSaved,
      { inventoryItemId: id, name: 'BERAS', ingredientId, revision: 1 },
      owner.outletId,
    );
    await eventually(
      async () =>
        (await s.t.ownerSql(`SELECT 1 FROM inventory_items WHERE id = $1`, [id])).length === 1,
    );
    return id;
  }

  const ADD = `mutation($m: ID!, $i: MenuIngredientInput!) {
    addMenuIngredient(menuItemId: $m, input: $i) { id } }`;
  const stored = async (menuItemId: string) =>
    s.t.ownerSql<{ preferred_inventory_id: string | null }>(
      `SELECT preferred_inventory_id FROM menu_ingredients WHERE menu_item_id = $1`,
      [menuItemId],
    );

  it('refuses another outlet’s, an unknown and a deleted inventory item', async () => {
    const rice = await ingredientSaved(s.t, s.ana);
    const menu = await createMenuItem(s.ana, 'Nasi Lemak');
    const bensRice = await ingredientSaved(s.t, s.ben);
    const bens = await inventoryItem(s.ben, bensRice.id);
    const deleted = await inventoryItem(s.ana, rice.id);
    await publishEvent(
      InventorySubjects.inventoryItemDeleted,
      { inventoryItemId: deleted, revision: 2 },
      s.ana.outletId,
    );
    await eventually(
      async () =>
        (await s.t.ownerSql(`SELECT 1 FROM inventory_items WHERE id = $1 AND deleted`, [deleted]))
          .length === 1,
    );
    for (const preferredInventoryId of [bens, randomUUID(), deleted]) {
      const res = await s.ana.gql(ADD, {
        m: menu.id,
        i: { ingredientId: rice.id, amount: '1', preferredInventoryId },
      });
      expect(res.errors?.[0]).toMatchObject({
        message: CM.ingredient.inventoryItemNotFound,
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await stored(menu.id)).toEqual([]);
  });

  it('refuses an item stocking another ingredient and keeps one of the line’s own', async () => {
    const rice = await ingredientSaved(s.t, s.ana);
    const egg = await ingredientSaved(s.t, s.ana, { name: 'EGG' });
    const menu = await createMenuItem(s.ana, 'Nasi Goreng');
    const eggs = await inventoryItem(s.ana, egg.id);
    const other = await s.ana.gql(ADD, {
      m: menu.id,
      i: { ingredientId: rice.id, amount: '1', preferredInventoryId: eggs },
    });
    expect(other.errors?.[0]).toMatchObject({
      message: CM.ingredient.inventoryItemOtherIngredient,
      extensions: { code: 'BAD_USER_INPUT', field: 'preferredInventoryId' },
    });
    const beras = await inventoryItem(s.ana, rice.id);
    const res = await s.ana.gql(ADD, {
      m: menu.id,
      i: { ingredientId: rice.id, amount: '1', preferredInventoryId: beras },
    });
    expect(res.errors).toBeUndefined();
    expect(await stored(menu.id)).toEqual([{ preferred_inventory_id: beras }]);
  });

  it('answers "try again" and stores nothing when inventory does not answer for an item it lacks', async () => {
    const rice = await ingredientSaved(s.t, s.ana);
    const menu = await createMenuItem(s.ana, 'Nasi Kerabu');
    s.t.lookups.answer('inventory', 'silent');
    try {
      const res = await s.ana.gql(ADD, {
        m: menu.id,
        i: { ingredientId: rice.id, amount: '1', preferredInventoryId: randomUUID() },
      });
      expect(res.errors?.[0]).toMatchObject({
        message: OWNER_UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      s.t.lookups.answer('inventory', 'nothing');
    }
    expect(await stored(menu.id)).toEqual([]);
  });
});
