import { BatchMessages as BM, CatalogueMessages as CM } from '@mise/domain';
import {
  expectRefusedUnchanged,
  outletSnapshot,
  signedInOwner,
  type TestOwner,
} from '@mise/testing';
import { tenancy } from '../src/tenancy';
import { type CatalogueTestApp, createMenuItem, ingredientSaved, startCatalogue } from './helpers';

/**
 * Issue 19 §1.2 / §1b.2: every decimal a catalogue mutation takes, sent too big, in exponent
 * notation, negative or not a number, answers BAD_USER_INPUT with the field's message and
 * changes no row (no INTERNAL_SERVER_ERROR from a numeric overflow, no price stored as 0).
 */
const HUGE = ['10000000000000', '1e20', '1e309', '1e999999', '99999999999'];
const BAD_PRICE = [...HUGE, '-5', 'abc', '100000.01', '12.345'];
const BAD_AMOUNT = [...HUGE, '-1', 'abc', '1000000.1', '0.0000001'];

type Gql = (owner: TestOwner, value: string) => Promise<{ errors?: GqlError[] }>;
interface GqlError {
  message: string;
  extensions?: { code?: string };
}

describe('catalogue refuses out-of-bounds numbers (issue 19)', () => {
  let t: CatalogueTestApp;
  let ana: TestOwner;
  const ids = {} as Record<
    | 'menu'
    | 'ingredient'
    | 'menuIngredient'
    | 'batch'
    | 'batchIngredient'
    | 'menuBatch'
    | 'variant'
    | 'variantIngredient'
    | 'variantBatch',
    string
  >;

  async function ok<T>(owner: TestOwner, query: string, variables: Record<string, unknown>) {
    const res = await owner.gql<T>(query, variables);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  }

  beforeAll(async () => {
    t = await startCatalogue();
    ana = await signedInOwner(t);
    ids.ingredient = (await ingredientSaved(t, ana, { averagePrice: '2' })).id;
    const other = (await ingredientSaved(t, ana, { name: 'EGG' })).id;
    ids.menu = (await createMenuItem(ana, 'Nasi Lemak')).id;
    const menu = await ok<{ addMenuIngredient: { ingredients: Array<{ id: string }> } }>(
      ana,
      `mutation($m: ID!, $i: MenuIngredientInput!) { addMenuIngredient(menuItemId: $m, input: $i) { ingredients { id } } }`,
      { m: ids.menu, i: { ingredientId: ids.ingredient, amount: '1' } },
    );
    ids.menuIngredient = menu.addMenuIngredient.ingredients[0].id;
    const batch = await ok<{ createBatchItem: { id: string } }>(
      ana,
      `mutation { createBatchItem(input: { name: "Sambal", portionSize: "10" }) { id } }`,
      {},
    );
    ids.batch = batch.createBatchItem.id;
    const bi = await ok<{ addBatchIngredient: { ingredients: Array<{ id: string }> } }>(
      ana,
      `mutation($b: ID!, $i: BatchIngredientInput!) { addBatchIngredient(batchItemId: $b, input: $i) { ingredients { id } } }`,
      { b: ids.batch, i: { ingredientId: other, amount: '2' } },
    );
    ids.batchIngredient = bi.addBatchIngredient.ingredients[0].id;
    // A second, unused batch item for the menu's and the variant's batch rows (the first stays
    // editable: a batch item a menu uses is frozen).
    const used = await ok<{ createBatchItem: { id: string } }>(
      ana,
      `mutation { createBatchItem(input: { name: "Rice Mix", portionSize: "4" }) { id } }`,
      {},
    );
    await ok(
      ana,
      `mutation($b: ID!, $i: BatchIngredientInput!) { addBatchIngredient(batchItemId: $b, input: $i) { id } }`,
      { b: used.createBatchItem.id, i: { ingredientId: other, amount: '1' } },
    );
    const mb = await ok<{ addMenuBatchIngredient: { batchIngredients: Array<{ id: string }> } }>(
      ana,
      `mutation($m: ID!, $i: MenuBatchIngredientInput!) { addMenuBatchIngredient(menuItemId: $m, input: $i) { batchIngredients { id } } }`,
      { m: ids.menu, i: { batchItemId: used.createBatchItem.id, amount: '1' } },
    );
    ids.menuBatch = mb.addMenuBatchIngredient.batchIngredients[0].id;
    ids.variant = (
      await ok<{ createVariant: { id: string } }>(
        ana,
        `mutation { createVariant(name: "Extra") { id } }`,
        {},
      )
    ).createVariant.id;
    const vi = await ok<{ addVariantIngredient: { ingredients: Array<{ id: string }> } }>(
      ana,
      `mutation($v: ID!, $i: VariantIngredientInput!) { addVariantIngredient(variantId: $v, input: $i) { ingredients { id } } }`,
      { v: ids.variant, i: { ingredientId: ids.ingredient, amount: '1', addOnPrice: '2' } },
    );
    ids.variantIngredient = vi.addVariantIngredient.ingredients[0].id;
    const vb = await ok<{ addVariantBatchItem: { batchItems: Array<{ id: string }> } }>(
      ana,
      `mutation($v: ID!, $i: VariantBatchItemInput!) { addVariantBatchItem(variantId: $v, input: $i) { batchItems { id } } }`,
      { v: ids.variant, i: { batchItemId: used.createBatchItem.id, amount: '1', addOnPrice: '1' } },
    );
    ids.variantBatch = vb.addVariantBatchItem.batchItems[0].id;
  });
  afterAll(() => t.close());

  const snapshot = () => outletSnapshot(t, tenancy, ana.outletId);

  const m = (name: string, args: string, input: string) =>
    `mutation($id: ID!, $i: ${input}!) { ${name}(${args}: $id, input: $i) { id } }`;

  /** [mutation, field, message, send]: each bad value goes to the one field. */
  const cases: Array<[string, string, string, readonly string[], Gql]> = [
    [
      'updateMenuItem',
      'price',
      CM.menuItem.priceInvalid,
      BAD_PRICE,
      (o, v) =>
        o.gql(m('updateMenuItem', 'id', 'UpdateMenuItemInput'), { id: ids.menu, i: { price: v } }),
    ],
    [
      'createMenuItemVersion',
      'price',
      CM.menuItem.priceInvalid,
      BAD_PRICE,
      (o, v) =>
        o.gql(m('createMenuItemVersion', 'id', 'UpdateMenuItemInput'), {
          id: ids.menu,
          i: { price: v },
        }),
    ],
    [
      'addMenuIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('addMenuIngredient', 'menuItemId', 'MenuIngredientInput'), {
          id: ids.menu,
          i: { ingredientId: ids.ingredient, amount: v },
        }),
    ],
    [
      'addMenuIngredient',
      'defaultUnitCost',
      CM.ingredient.unitCostInvalid,
      BAD_PRICE.filter((x) => x !== '12.345'),
      (o, v) =>
        o.gql(m('addMenuIngredient', 'menuItemId', 'MenuIngredientInput'), {
          id: ids.menu,
          i: { ingredientId: ids.ingredient, amount: '1', defaultUnitCost: v },
        }),
    ],
    [
      'updateMenuIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('updateMenuIngredient', 'id', 'MenuIngredientInput'), {
          id: ids.menuIngredient,
          i: { ingredientId: ids.ingredient, amount: v },
        }),
    ],
    [
      'updateMenuIngredient',
      'defaultUnitCost',
      CM.ingredient.unitCostInvalid,
      HUGE,
      (o, v) =>
        o.gql(m('updateMenuIngredient', 'id', 'MenuIngredientInput'), {
          id: ids.menuIngredient,
          i: { ingredientId: ids.ingredient, amount: '1', defaultUnitCost: v },
        }),
    ],
    [
      'addMenuBatchIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('addMenuBatchIngredient', 'menuItemId', 'MenuBatchIngredientInput'), {
          id: ids.menu,
          i: { batchItemId: ids.batch, amount: v },
        }),
    ],
    [
      'updateMenuBatchIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('updateMenuBatchIngredient', 'id', 'MenuBatchIngredientInput'), {
          id: ids.menuBatch,
          i: { batchItemId: ids.batch, amount: v },
        }),
    ],
    [
      'addVariantIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('addVariantIngredient', 'variantId', 'VariantIngredientInput'), {
          id: ids.variant,
          i: { ingredientId: ids.ingredient, amount: v, addOnPrice: '1' },
        }),
    ],
    [
      'addVariantIngredient',
      'addOnPrice',
      CM.variant.addOnPriceInvalid,
      BAD_PRICE,
      (o, v) =>
        o.gql(m('addVariantIngredient', 'variantId', 'VariantIngredientInput'), {
          id: ids.variant,
          i: { ingredientId: ids.ingredient, amount: '1', addOnPrice: v },
        }),
    ],
    [
      'updateVariantIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('updateVariantIngredient', 'id', 'VariantIngredientInput'), {
          id: ids.variantIngredient,
          i: { ingredientId: ids.ingredient, amount: v, addOnPrice: '1' },
        }),
    ],
    [
      'updateVariantIngredient',
      'addOnPrice',
      CM.variant.addOnPriceInvalid,
      BAD_PRICE,
      (o, v) =>
        o.gql(m('updateVariantIngredient', 'id', 'VariantIngredientInput'), {
          id: ids.variantIngredient,
          i: { ingredientId: ids.ingredient, amount: '1', addOnPrice: v },
        }),
    ],
    [
      'addVariantBatchItem',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('addVariantBatchItem', 'variantId', 'VariantBatchItemInput'), {
          id: ids.variant,
          i: { batchItemId: ids.batch, amount: v, addOnPrice: '1' },
        }),
    ],
    [
      'addVariantBatchItem',
      'addOnPrice',
      CM.variant.addOnPriceInvalid,
      BAD_PRICE,
      (o, v) =>
        o.gql(m('addVariantBatchItem', 'variantId', 'VariantBatchItemInput'), {
          id: ids.variant,
          i: { batchItemId: ids.batch, amount: '1', addOnPrice: v },
        }),
    ],
    [
      'updateVariantBatchItem',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('updateVariantBatchItem', 'id', 'VariantBatchItemInput'), {
          id: ids.variantBatch,
          i: { batchItemId: ids.batch, amount: v, addOnPrice: '1' },
        }),
    ],
    [
      'updateVariantBatchItem',
      'addOnPrice',
      CM.variant.addOnPriceInvalid,
      BAD_PRICE,
      (o, v) =>
        o.gql(m('updateVariantBatchItem', 'id', 'VariantBatchItemInput'), {
          id: ids.variantBatch,
          i: { batchItemId: ids.batch, amount: '1', addOnPrice: v },
        }),
    ],
    [
      'createBatchItem',
      'portionSize',
      BM.item.portionSizeInvalid,
      BAD_AMOUNT.filter((x) => x !== '0.0000001'),
      (o, v) =>
        o.gql(`mutation($i: CreateBatchItemInput!) { createBatchItem(input: $i) { id } }`, {
          i: { name: 'New Batch', portionSize: v },
        }),
    ],
    [
      'createBatchItem',
      'parLevel',
      BM.item.parLevelInvalid,
      BAD_AMOUNT.filter((x) => x !== '0.0000001'),
      (o, v) =>
        o.gql(`mutation($i: CreateBatchItemInput!) { createBatchItem(input: $i) { id } }`, {
          i: { name: 'New Batch', parLevel: v },
        }),
    ],
    [
      'updateBatchItem',
      'portionSize',
      BM.item.portionSizeInvalid,
      HUGE,
      (o, v) =>
        o.gql(m('updateBatchItem', 'id', 'UpdateBatchItemInput'), {
          id: ids.batch,
          i: { portionSize: v },
        }),
    ],
    [
      'updateBatchItem',
      'parLevel',
      BM.item.parLevelInvalid,
      HUGE,
      (o, v) =>
        o.gql(m('updateBatchItem', 'id', 'UpdateBatchItemInput'), {
          id: ids.batch,
          i: { parLevel: v },
        }),
    ],
    [
      'createBatchItemVersion',
      'portionSize',
      BM.item.portionSizeInvalid,
      HUGE,
      (o, v) =>
        o.gql(m('createBatchItemVersion', 'id', 'UpdateBatchItemInput'), {
          id: ids.batch,
          i: { portionSize: v },
        }),
    ],
    [
      'addBatchIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('addBatchIngredient', 'batchItemId', 'BatchIngredientInput'), {
          id: ids.batch,
          i: { ingredientId: ids.ingredient, amount: v },
        }),
    ],
    [
      'addBatchIngredient',
      'defaultUnitCost',
      CM.ingredient.unitCostInvalid,
      HUGE,
      (o, v) =>
        o.gql(m('addBatchIngredient', 'batchItemId', 'BatchIngredientInput'), {
          id: ids.batch,
          i: { ingredientId: ids.ingredient, amount: '1', defaultUnitCost: v },
        }),
    ],
    [
      'updateBatchIngredient',
      'amount',
      CM.ingredient.amountInvalid,
      BAD_AMOUNT,
      (o, v) =>
        o.gql(m('updateBatchIngredient', 'id', 'BatchIngredientInput'), {
          id: ids.batchIngredient,
          i: { ingredientId: ids.ingredient, amount: v },
        }),
    ],
    [
      'updateBatchIngredient',
      'defaultUnitCost',
      CM.ingredient.unitCostInvalid,
      HUGE,
      (o, v) =>
        o.gql(m('updateBatchIngredient', 'id', 'BatchIngredientInput'), {
          id: ids.batchIngredient,
          i: { ingredientId: ids.ingredient, amount: '1', defaultUnitCost: v },
        }),
    ],
  ];

  it.each(cases)('%s refuses a bad %s', (_name, field, message, values, send) =>
    expectRefusedUnchanged(snapshot, values, (v) => send(ana, v), { message, field }),
  );

  it('refuses a bad page of a list at the argument (the platform, once)', async () => {
    for (const [page, message, field] of [
      ['limit: 1000', 'limit must be between 1 and 100', 'limit'],
      ['limit: 0', 'limit must be between 1 and 100', 'limit'],
      ['offset: -1', 'offset must be 0 or more', 'offset'],
    ]) {
      const res = await ana.gql(`{ menuItems(${page}) { totalCount } }`);
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    const vars = await ana.gql(`query($l: Int!) { variants(limit: $l) { totalCount } }`, {
      l: 101,
    });
    expect(vars.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
  });

  it('takes the largest bounded numbers', async () => {
    const res = await ana.gql<{ updateMenuItem: { price: string } }>(
      `mutation($id: ID!) { updateMenuItem(id: $id, input: { price: "100000" }) { price } }`,
      { id: ids.menu },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateMenuItem.price).toBe('100000.00');
  });
});
