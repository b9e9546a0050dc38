import { CatalogueMessages as CM } from '@mise/domain';
import { signedInOwner, type TestOwner } from '@mise/testing';
import {
  type CatalogueTestApp,
  createMenuItem,
  ingredientSaved,
  MENU_FIELDS,
  type MenuItemShape,
  startCatalogue,
} from './helpers';

describe('menu items', () => {
  let t: CatalogueTestApp;
  let ana: TestOwner;

  beforeAll(async () => {
    t = await startCatalogue();
    ana = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it('creates a menu item upper-cased at price 0, lists the highest version by name', async () => {
    const item = await createMenuItem(ana, '  nasi lemak ', ' mains ');
    expect(item).toMatchObject({
      name: 'NASI LEMAK',
      category: 'MAINS',
      versionNumber: 1,
      price: '0.00',
      costPerServing: '0.0000',
      foodCostPercent: '0.00',
      hasSales: false,
      ingredients: [],
    });
    const list = await ana.gql<{ menuItems: { nodes: MenuItemShape[]; totalCount: number } }>(
      `{ menuItems { totalCount nodes { name versionNumber } } }`,
    );
    expect(list.data?.menuItems).toEqual({
      totalCount: 1,
      nodes: [{ name: 'NASI LEMAK', versionNumber: 1 }],
    });
  });

  it('costs a recipe from the projected unit costs and updates price and texts', async () => {
    const item = await createMenuItem(ana, 'Roti Canai', 'Breads');
    const flour = await ingredientSaved(t, ana, { averagePrice: '2.5', lastPrice: '3' });
    const ghee = await ingredientSaved(t, ana, { averagePrice: '0', lastPrice: '12.34567' });
    const add = (ingredientId: string, amount: string) =>
      ana.gql<{ addMenuIngredient: MenuItemShape }>(
        `mutation($m: ID!, $i: MenuIngredientInput!) { addMenuIngredient(menuItemId: $m, input: $i) { ${MENU_FIELDS} } }`,
        { m: item.id, i: { ingredientId, amount } },
      );
    expect((await add(flour.id, '0.2')).errors).toBeUndefined();
    const res = await add(ghee.id, '0.05');
    expect(res.errors).toBeUndefined();
    const updated = await ana.gql<{ updateMenuItem: MenuItemShape }>(
      `mutation($id: ID!) { updateMenuItem(id: $id, input: { price: "2.5", keywords: " crispy ", category: "bread" }) { ${MENU_FIELDS} } }`,
      { id: item.id },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateMenuItem).toMatchObject({
      category: 'BREAD',
      keywords: 'crispy',
      price: '2.50',
      // 2.5 x 0.2 = 0.5; 12.3457 x 0.05 = 0.617285 -> 0.6173
      costPerServing: '1.1173',
      grossProfit: '1.3827',
      foodCostPercent: '44.69',
      aboveFoodCostTarget: true,
    });
    expect(
      updated.data!.updateMenuItem.ingredients.map((i) => [i.unitCost, i.costPerServing]),
    ).toEqual([
      ['2.5000', '0.5000'],
      ['12.3457', '0.6173'],
    ]);
  });

  it('refuses blank names and categories, duplicates and an ingredient twice', async () => {
    const bad = async (name: string, category: string) =>
      (
        await ana.gql(`mutation($i: CreateMenuItemInput!) { createMenuItem(input: $i) { id } }`, {
          i: { name, category },
        })
      ).errors?.[0];
    expect(await bad(' ', 'X')).toMatchObject({
      message: CM.menuItem.nameBlank,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await bad('Soup', '  '))?.message).toBe(CM.menuItem.categoryBlank);
    expect((await bad('nasi LEMAK', 'X'))?.message).toBe(CM.menuItem.nameTaken);
  });
});
