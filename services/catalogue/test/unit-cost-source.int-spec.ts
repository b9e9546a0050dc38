import type { UnitCostSource } from '@mise/contracts';
import { eventually, ownersSuite, type TestOwner } from '@mise/testing';
import { createMenuItem, ingredientSaved, startCatalogue, type TestIngredient } from './helpers';

/**
 * "Say why a cost is 0" (issue 21): every recipe line (a menu item's, a batch item's, a variant
 * option's) tells which branch of the unit cost rule costed it: AVERAGE, LAST, DEFAULT (no
 * purchase price, the default unit cost) or NONE (no price at all: 0), and follows inventory's
 * prices as they arrive.
 */
describe('unit cost source of recipe lines', () => {
  const s = ownersSuite(startCatalogue);

  interface Line {
    ingredientId: string;
    unitCost: string;
    unitCostSource: UnitCostSource;
  }

  const LINE = 'ingredientId unitCost unitCostSource';

  async function gql<T>(o: TestOwner, query: string, variables: Record<string, unknown>) {
    const res = await o.gql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  }

  /** Four ingredients, one per branch: average 2.5, last 3, never bought (default 1 or 0). */
  async function fourIngredients(o: TestOwner) {
    return {
      average: await ingredientSaved(s.t, o, { name: 'BEEF', averagePrice: '2.5', lastPrice: '3' }),
      last: await ingredientSaved(s.t, o, { name: 'RICE', averagePrice: '0', lastPrice: '3' }),
      byDefault: await ingredientSaved(s.t, o, { name: 'SALT' }),
      none: await ingredientSaved(s.t, o, { name: 'HERB' }),
    };
  }

  const expected = (i: Awaited<ReturnType<typeof fourIngredients>>): Line[] => [
    { ingredientId: i.average.id, unitCost: '2.5000', unitCostSource: 'AVERAGE' },
    { ingredientId: i.last.id, unitCost: '3.0000', unitCostSource: 'LAST' },
    { ingredientId: i.byDefault.id, unitCost: '1.0000', unitCostSource: 'DEFAULT' },
    { ingredientId: i.none.id, unitCost: '0.0000', unitCostSource: 'NONE' },
  ];

  async function menuLines(o: TestOwner, id: string): Promise<Line[]> {
    const d = await gql<{ menuItem: { ingredients: Line[] } }>(
      o,
      `query($id: ID!) { menuItem(id: $id) { ingredients { ${LINE} } } }`,
      { id },
    );
    return d.menuItem.ingredients;
  }

  it('says AVERAGE, LAST, DEFAULT or NONE for each menu item line, and follows new prices', async () => {
    const o = s.ana;
    const i = await fourIngredients(o);
    const menu = await createMenuItem(o, 'Nasi Lemak');
    const add = (ing: TestIngredient, defaultUnitCost: string) =>
      gql(
        o,
        `mutation($m: ID!, $i: MenuIngredientInput!) { addMenuIngredient(menuItemId: $m, input: $i) { id } }`,
        { m: menu.id, i: { ingredientId: ing.id, amount: '1', defaultUnitCost } },
      );
    await add(i.average, '9');
    await add(i.last, '9');
    await add(i.byDefault, '1');
    await add(i.none, '0');
    expect(await menuLines(o, menu.id)).toEqual(expected(i));

    // the ingredient with no price gets opening stock (an average): the line says AVERAGE
    await ingredientSaved(s.t, o, { name: 'HERB', averagePrice: '4.2' }, i.none);
    await eventually(async () => {
      const lines = await menuLines(o, menu.id);
      return lines[3].unitCostSource === 'AVERAGE' && lines[3].unitCost === '4.2000';
    });
  });

  it('says the same for each batch item line', async () => {
    const o = s.ana;
    const i = await fourIngredients(o);
    const { createBatchItem: batch } = await gql<{ createBatchItem: { id: string } }>(
      o,
      `mutation($i: CreateBatchItemInput!) { createBatchItem(input: $i) { id } }`,
      { i: { name: 'Sambal Base', portionSize: '4' } },
    );
    for (const [ing, defaultUnitCost] of [
      [i.average, '9'],
      [i.last, '9'],
      [i.byDefault, '1'],
      [i.none, '0'],
    ] as const) {
      await gql(
        o,
        `mutation($b: ID!, $i: BatchIngredientInput!) { addBatchIngredient(batchItemId: $b, input: $i) { id } }`,
        { b: batch.id, i: { ingredientId: ing.id, amount: '1', defaultUnitCost } },
      );
    }
    const d = await gql<{ batchItem: { ingredients: Line[] } }>(
      o,
      `query($id: ID!) { batchItem(id: $id) { ingredients { ${LINE} } } }`,
      { id: batch.id },
    );
    expect(d.batchItem.ingredients).toEqual(expected(i));
  });

  it('says the same for each variant option, from the prices of today', async () => {
    const o = s.ana;
    const i = await fourIngredients(o);
    const { createVariant: variant } = await gql<{ createVariant: { id: string } }>(
      o,
      `mutation($n: String!) { createVariant(name: $n) { id } }`,
      { n: 'Extra Toppings' },
    );
    const lines = async () =>
      (
        await gql<{ variant: { ingredients: Line[] } }>(
          o,
          `query($id: ID!) { variant(id: $id) { ingredients { ${LINE} } } }`,
          { id: variant.id },
        )
      ).variant.ingredients;
    // a variant option keeps the unit cost of the day it was added as its default
    await ingredientSaved(s.t, o, { name: 'SALT', averagePrice: '1' }, i.byDefault).then(
      (next) => (i.byDefault = next),
    );
    for (const ing of [i.average, i.last, i.byDefault, i.none]) {
      await gql(
        o,
        `mutation($v: ID!, $i: VariantIngredientInput!) { addVariantIngredient(variantId: $v, input: $i) { id } }`,
        { v: variant.id, i: { ingredientId: ing.id, amount: '1', addOnPrice: '1' } },
      );
    }
    // SALT's only purchase is unconfirmed (its prices back at 0): the option's saved 1.0000 is used
    i.byDefault = await ingredientSaved(s.t, o, { name: 'SALT' }, i.byDefault);
    expect(await lines()).toEqual(expected(i));
  });
});
