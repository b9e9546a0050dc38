import { randomUUID } from 'node:crypto';
import {
  CatalogueSubjects,
  Requests,
  type TableDeletedEvent,
  type TableSavedEvent,
  type VariantSavedEvent,
} from '@mise/contracts';
import {
  CatalogueMessages as CM,
  MAX_MENU_ITEM_VARIANTS,
  MAX_VARIANT_OPTIONS,
  OrderingMessages as OM,
} from '@mise/domain';
import { Bus } from '@mise/platform';
import { expectEvent, signedInOwner, type TestOwner, ownersSuite } from '@mise/testing';
import { createMenuItem, ingredientSaved, startCatalogue } from './helpers';

const VARIANT = `id name variantType maxChoice totalAddOnPrice menuItemCount
  ingredients { id ingredientId amount addOnPrice defaultUnitCost } batchItems { id }`;

interface VariantShape {
  id: string;
  name: string;
  variantType: string;
  maxChoice: number;
  totalAddOnPrice: string;
  menuItemCount: number;
  ingredients: Array<{ id: string; ingredientId: string; amount: string; addOnPrice: string }>;
}

describe('variants and tables', () => {
  const s = ownersSuite(() => startCatalogue({ ORDERING_URL: 'https://order.example.com/o/' }));

  async function createVariant(owner: TestOwner, name: string): Promise<VariantShape> {
    const res = await owner.gql<{ createVariant: VariantShape }>(
      `mutation($n: String!) { createVariant(name: $n) { ${VARIANT} } }`,
      { n: name },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.createVariant;
  }

  it('creates a variant upper-cased, SINGLE with one choice; refuses blank and taken names', async () => {
    const v = await createVariant(s.ana, ' extra toppings ');
    expect(v).toMatchObject({
      name: 'EXTRA TOPPINGS',
      variantType: 'SINGLE',
      maxChoice: 1,
      totalAddOnPrice: '0.00',
      menuItemCount: 0,
      ingredients: [],
      batchItems: [],
    });
    const blank = await s.ana.gql(`mutation { createVariant(name: "  ") { id } }`);
    expect(blank.errors?.[0]).toMatchObject({
      message: CM.variant.nameBlank,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const taken = await s.ana.gql(`mutation { createVariant(name: "Extra Toppings") { id } }`);
    expect(taken.errors?.[0].message).toBe(CM.variant.nameTaken);
    const list = await s.ana.gql<{
      variants: { totalCount: number; nodes: Array<{ name: string }> };
    }>(`{ variants(search: "topp") { totalCount nodes { name } } }`);
    expect(list.data?.variants).toEqual({ totalCount: 1, nodes: [{ name: 'EXTRA TOPPINGS' }] });
  });

  it('sets the type (SINGLE forces 1), adds options and totals their add-on prices', async () => {
    const v = await createVariant(s.ana, 'Size');
    const multi = await s.ana.gql<{ updateVariant: VariantShape }>(
      `mutation($id: ID!) { updateVariant(id: $id, variantType: MULTIPLE, maxChoice: 3) { ${VARIANT} } }`,
      { id: v.id },
    );
    expect(multi.data?.updateVariant).toMatchObject({ variantType: 'MULTIPLE', maxChoice: 3 });
    const bad = await s.ana.gql(
      `mutation($id: ID!) { updateVariant(id: $id, variantType: MULTIPLE, maxChoice: 0) { id } }`,
      { id: v.id },
    );
    expect(bad.errors?.[0].message).toBe(CM.variant.maxChoiceInvalid);
    const single = await s.ana.gql<{ updateVariant: VariantShape }>(
      `mutation($id: ID!) { updateVariant(id: $id, variantType: SINGLE, maxChoice: 5) { maxChoice variantType } }`,
      { id: v.id },
    );
    expect(single.data?.updateVariant).toEqual({ variantType: 'SINGLE', maxChoice: 1 });

    const egg = await ingredientSaved(s.t, s.ana, { averagePrice: '0.45', name: 'EGG' });
    const cheese = await ingredientSaved(s.t, s.ana, { lastPrice: '1.2', name: 'CHEESE' });
    const add = (ingredientId: string, amount: string, addOnPrice: string) =>
      s.ana.gql<{ addVariantIngredient: VariantShape }>(
        `mutation($v: ID!, $i: VariantIngredientInput!) { addVariantIngredient(variantId: $v, input: $i) { ${VARIANT} } }`,
        { v: v.id, i: { ingredientId, amount, addOnPrice } },
      );
    const { event } = await expectEvent<VariantSavedEvent>(
      CatalogueSubjects.variantSaved,
      (e) => e.payload.variantId === v.id && e.payload.ingredients.length === 2,
    );
    expect((await add(egg.id, '1', '1.5')).errors).toBeUndefined();
    const both = await add(cheese.id, '1', '2.25');
    expect(both.data?.addVariantIngredient).toMatchObject({
      totalAddOnPrice: '3.75',
      ingredients: [
        { ingredientId: egg.id, addOnPrice: '1.50', defaultUnitCost: '0.4500' },
        { ingredientId: cheese.id, addOnPrice: '2.25', defaultUnitCost: '1.2000' },
      ],
    });
    expect((await event).payload).toMatchObject({
      name: 'SIZE',
      variantType: 'SINGLE',
      maxChoice: 1,
      ingredients: [
        // the ingredient's name from catalogue's projection: what the guest page shows
        { ingredientId: egg.id, amount: '1', addOnPrice: '1.5', name: 'EGG' },
        { ingredientId: cheese.id, amount: '1', addOnPrice: '2.25', name: 'CHEESE' },
      ],
    });
    expect((await add(egg.id, '1', '1')).errors?.[0].message).toBe(CM.ingredient.same);
    expect((await add(randomUUID(), '1', '1')).errors?.[0].message).toBe(CM.ingredient.select);
    expect((await add(egg.id, '1', '-2')).errors?.[0].message).toBe(CM.variant.addOnPriceInvalid);
    const optionId = both.data!.addVariantIngredient.ingredients[0].id;
    const updated = await s.ana.gql<{ updateVariantIngredient: VariantShape }>(
      `mutation($id: ID!, $i: VariantIngredientInput!) { updateVariantIngredient(id: $id, input: $i) { totalAddOnPrice } }`,
      { id: optionId, i: { ingredientId: egg.id, amount: '2', addOnPrice: '3' } },
    );
    expect(updated.data?.updateVariantIngredient.totalAddOnPrice).toBe('5.25');
    const removed = await s.ana.gql<{ removeVariantIngredient: VariantShape }>(
      `mutation($id: ID!) { removeVariantIngredient(id: $id) { totalAddOnPrice } }`,
      { id: optionId },
    );
    expect(removed.data?.removeVariantIngredient.totalAddOnPrice).toBe('2.25');
  });

  it('refuses to delete a variant a menu item offers, then deletes it once removed', async () => {
    const v = await createVariant(s.ana, 'Sauce');
    const item = await createMenuItem(s.ana, 'Chicken rice');
    const added = await s.ana.gql<{ addMenuVariant: { variants: Array<{ id: string }> } }>(
      `mutation($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { variants { id } } }`,
      { m: item.id, v: v.id },
    );
    const twice = await s.ana.gql(
      `mutation($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { id } }`,
      { m: item.id, v: v.id },
    );
    expect(twice.errors?.[0].message).toBe(CM.variantRow.same);
    const count = await s.ana.gql(`query($id: ID!) { variant(id: $id) { menuItemCount } }`, {
      id: v.id,
    });
    expect(count.data).toEqual({ variant: { menuItemCount: 1 } });
    const refused = await s.ana.gql(`mutation($id: ID!) { deleteVariant(id: $id) }`, { id: v.id });
    expect(refused.errors?.[0]).toMatchObject({
      message: CM.variant.usedByMenuItem,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await s.ana.gql(`mutation($id: ID!) { removeMenuVariant(id: $id) { id } }`, {
      id: added.data!.addMenuVariant.variants[0].id,
    });
    const ok = await s.ana.gql(`mutation($id: ID!) { deleteVariant(id: $id) }`, { id: v.id });
    expect(ok.data).toEqual({ deleteVariant: true });
    const gone = await s.ana.gql(`query($id: ID!) { variant(id: $id) { id } }`, { id: v.id });
    expect(gone.errors?.[0]).toMatchObject({
      message: CM.variant.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("keeps the guest menu's bounds: variants per menu item and options per variant (issue 19)", async () => {
    const item = await createMenuItem(s.ana, 'Bounded noodles');
    const variants = await Promise.all(
      Array.from({ length: MAX_MENU_ITEM_VARIANTS + 1 }, (_, i) =>
        createVariant(s.ana, `Bound ${i}`),
      ),
    );
    const offer = (variantId: string) =>
      s.ana.gql<{ addMenuVariant: { variants: unknown[] } }>(
        `mutation($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { variants { id } } }`,
        { m: item.id, v: variantId },
      );
    for (const v of variants.slice(0, MAX_MENU_ITEM_VARIANTS)) {
      expect((await offer(v.id)).errors).toBeUndefined();
    }
    const past = await offer(variants[MAX_MENU_ITEM_VARIANTS].id);
    expect(past.errors?.[0]).toMatchObject({
      message: CM.variantRow.tooMany,
      extensions: { code: 'BAD_USER_INPUT', field: 'variantId' },
    });
    const offered = await s.ana.gql(`query($id: ID!) { menuItem(id: $id) { variants { id } } }`, {
      id: item.id,
    });
    expect((offered.data as { menuItem: { variants: unknown[] } }).menuItem.variants).toHaveLength(
      MAX_MENU_ITEM_VARIANTS,
    );

    const v = variants[0];
    const add = async (i: number) => {
      const ing = await ingredientSaved(s.t, s.ana, { lastPrice: '1', name: `BOUND OPTION ${i}` });
      return s.ana.gql<{ addVariantIngredient: VariantShape }>(
        `mutation($v: ID!, $i: VariantIngredientInput!) { addVariantIngredient(variantId: $v, input: $i) { ${VARIANT} } }`,
        { v: v.id, i: { ingredientId: ing.id, amount: '1', addOnPrice: '0.5' } },
      );
    };
    for (let i = 0; i < MAX_VARIANT_OPTIONS; i++) expect((await add(i)).errors).toBeUndefined();
    const tooMany = await add(MAX_VARIANT_OPTIONS);
    expect(tooMany.errors?.[0]).toMatchObject({
      message: CM.variant.tooManyOptions,
      extensions: { code: 'BAD_USER_INPUT', field: 'ingredientId' },
    });
    const kept = await s.ana.gql<{ variant: VariantShape }>(
      `query($id: ID!) { variant(id: $id) { ${VARIANT} } }`,
      { id: v.id },
    );
    expect(kept.data!.variant.ingredients).toHaveLength(MAX_VARIANT_OPTIONS);
  });

  it('creates tables (names unique case-insensitively), lists by name and links them for ordering', async () => {
    const o = await signedInOwner(s.t);
    await s.t.ownerSql(`UPDATE outlets SET masked_outlet_number = 'MX42' WHERE id = $1`, [
      o.outletId,
    ]);
    for (const name of ['T10', 'Patio 1', 'a1']) {
      const res = await o.gql(`mutation($n: String!) { createOutletTable(name: $n) { id } }`, {
        n: name,
      });
      expect(res.errors).toBeUndefined();
    }
    const blank = await o.gql(`mutation { createOutletTable(name: " ") { id } }`);
    expect(blank.errors?.[0]).toMatchObject({
      message: CM.table.nameBlank,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const taken = await o.gql(`mutation { createOutletTable(name: "patio 1") { id } }`);
    expect(taken.errors?.[0].message).toBe(CM.table.nameTaken);
    const list = await o.gql<{
      outletTables: { totalCount: number; nodes: Array<{ name: string }> };
    }>(`{ outletTables { totalCount nodes { name } } }`);
    expect(list.data?.outletTables).toEqual({
      totalCount: 3,
      nodes: [{ name: 'a1' }, { name: 'Patio 1' }, { name: 'T10' }],
    });
    const one = await o.gql<{ outletTable: { id: string; name: string; orderingLink: string } }>(
      `{ outletTable(name: "PATIO 1") { id name orderingLink } }`,
    );
    expect(one.data?.outletTable).toMatchObject({
      name: 'Patio 1',
      orderingLink: 'https://order.example.com/o/MX42?table=Patio%201',
    });
    const del = await o.gql(`mutation($id: ID!) { deleteOutletTable(id: $id) }`, {
      id: one.data!.outletTable.id,
    });
    expect(del.data).toEqual({ deleteOutletTable: true });
    const missing = await o.gql(`{ outletTable(name: "Patio 1") { id } }`);
    expect(missing.errors?.[0]).toMatchObject({
      message: CM.table.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('tells sales of tables (saved, deleted) and answers the look-up by name', async () => {
    const o = await signedInOwner(s.t);
    const saved = await expectEvent<TableSavedEvent>(
      CatalogueSubjects.tableSaved,
      (e) => e.outletId === o.outletId && e.payload.name === 'Garden 2',
    );
    const made = await o.gql<{ createOutletTable: { id: string } }>(
      `mutation { createOutletTable(name: " Garden 2 ") { id } }`,
    );
    const id = made.data!.createOutletTable.id;
    expect((await saved.event).payload).toEqual({ tableId: id, name: 'Garden 2', revision: 1 });
    const bus = s.t.app.get(Bus);
    const byName = await bus.request(Requests.lookup('catalogue'), {
      outletId: o.outletId,
      kind: 'table',
      names: ['garden 2'],
    });
    expect(byName?.rows).toEqual([{ tableId: id, name: 'Garden 2', revision: 1 }]);
    const elsewhere = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ana.outletId,
      kind: 'table',
      names: ['Garden 2'],
    });
    expect(elsewhere?.rows).toEqual([]);
    const deleted = await expectEvent<TableDeletedEvent>(
      CatalogueSubjects.tableDeleted,
      (e) => e.payload.tableId === id,
    );
    await o.gql(`mutation($id: ID!) { deleteOutletTable(id: $id) }`, { id });
    expect((await deleted.event).payload).toEqual({ tableId: id, revision: 2 });
  });

  it("links tables to the outlet's own ordering address when set; validates it", async () => {
    const o = await signedInOwner(s.t);
    await s.t.ownerSql(`UPDATE outlets SET masked_outlet_number = 'MX77' WHERE id = $1`, [
      o.outletId,
    ]);
    await o.gql(`mutation { createOutletTable(name: "T 1") { id } }`);
    const link = async () =>
      (
        await o.gql<{ outletTable: { orderingLink: string } }>(
          `{ outletTable(name: "t 1") { orderingLink } }`,
        )
      ).data!.outletTable.orderingLink;
    const SET = `mutation($u: String) { updateOrderingAddress(url: $u) { foodCostTarget orderingAddress } }`;
    expect(await link()).toBe('https://order.example.com/o/MX77?table=T%201');
    const set = await o.gql(SET, { u: ' https://eat.example.com/menu/ ' });
    expect(set.data).toEqual({
      updateOrderingAddress: {
        foodCostTarget: '35.00',
        orderingAddress: 'https://eat.example.com/menu',
      },
    });
    expect(await link()).toBe('https://eat.example.com/menu/MX77?table=T%201');
    for (const [u, message] of [
      ['ftp://eat.example.com', OM.addressInvalid],
      ['https://eat.example.com/?x=1', OM.addressInvalid],
      ['https://eat.example.com/#top', OM.addressInvalid],
      ['not a url', OM.addressInvalid],
      [`https://eat.example.com/${'a'.repeat(300)}`, OM.addressTooLong],
    ]) {
      const bad = await o.gql(SET, { u });
      expect(bad.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'url' },
      });
    }
    const settings = await o.gql(`{ catalogueSettings { orderingAddress } }`);
    expect(settings.data).toEqual({
      catalogueSettings: { orderingAddress: 'https://eat.example.com/menu' },
    });
    for (const u of ['', null]) {
      const cleared = await o.gql(SET, { u });
      expect(cleared.data).toEqual({
        updateOrderingAddress: { foodCostTarget: '35.00', orderingAddress: null },
      });
    }
    expect(await link()).toBe('https://order.example.com/o/MX77?table=T%201');
  });
});
