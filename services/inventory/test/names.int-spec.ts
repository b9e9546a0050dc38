import { InventoryMessages as IM } from '@mise/domain';
import { ownersSuite } from '@mise/testing';
import { startInventory } from './helpers';

/**
 * Issue 19 §1b.3: ingredient and inventory-item names are trimmed and their runs of spaces
 * collapsed before the uniqueness check, and capped at 100 characters.
 */
describe('inventory names (issue 19)', () => {
  const s = ownersSuite(startInventory);
  let riceId: string;

  beforeAll(async () => {
    const res = await s.ana.gql<{ createIngredient: { id: string; name: string } }>(
      `mutation { createIngredient(input: { name: "Jasmine Rice" }) { id name } }`,
    );
    riceId = res.data!.createIngredient.id;
  });

  const ingredient = (n: string) =>
    s.ana.gql(`mutation { createIngredient(input: { name: ${JSON.stringify(n)} }) { name } }`);
  const item = (n: string) =>
    s.ana.gql(
      `mutation($i: ID) { createInventoryItem(input: { name: ${JSON.stringify(n)}, ingredientId: $i }) { name } }`,
      { i: riceId },
    );

  it('an ingredient typed with extra spaces is the one that exists', async () => {
    const res = await ingredient('jasmine   rice ');
    expect(res.errors?.[0]).toMatchObject({
      message: IM.ingredient.nameTaken,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await ingredient('x'.repeat(101));
    expect(long.errors?.[0]).toMatchObject({
      message: IM.ingredient.tooLong,
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });

  it('an inventory item typed with extra spaces is the one that exists', async () => {
    const first = await item('Beras  Cap  Rambutan');
    expect(first.data).toEqual({ createInventoryItem: { name: 'BERAS CAP RAMBUTAN' } });
    const res = await item(' beras cap rambutan');
    expect(res.errors?.[0]).toMatchObject({
      message: IM.inventoryItem.nameTaken,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await item('x'.repeat(101));
    expect(long.errors?.[0]).toMatchObject({
      message: IM.inventoryItem.tooLong,
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
  });
});
