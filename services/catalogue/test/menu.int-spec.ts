import { randomUUID } from 'node:crypto';
import { CatalogueSubjects, type MenuItemSavedEvent } from '@mise/contracts';
import { CatalogueMessages as CM } from '@mise/domain';
import { OWNER_UNAVAILABLE_MESSAGE } from '@mise/platform';
import {
  expectEvent,
  publishEvent,
  signedInOwner,
  type TestOwner,
  eventually,
  ownersSuite,
} from '@mise/testing';
import {
  createMenuItem,
  ingredientSaved,
  MENU_FIELDS,
  type MenuItemShape,
  startCatalogue,
} from './helpers';

const ADD_INGREDIENT = `mutation($m: ID!, $i: MenuIngredientInput!) { addMenuIngredient(menuItemId: $m, input: $i) { ${MENU_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: UpdateMenuItemInput!) { updateMenuItem(id: $id, input: $i) { ${MENU_FIELDS} } }`;
const GET = `query($id: ID!) { menuItem(id: $id) { ${MENU_FIELDS} } }`;

/** Waits until the owner's menu list shows exactly these costs per serving (by name). */
async function costsShown(o: TestOwner, costs: Record<string, string>): Promise<void> {
  const want = JSON.stringify(
    Object.entries(costs).map(([name, costPerServing]) => ({ name, costPerServing })),
  );
  await eventually(async () => {
    const res = await o.gql<{ menuItems: { nodes: MenuItemShape[] } }>(
      `{ menuItems { nodes { name costPerServing } } }`,
    );
    return JSON.stringify(res.data?.menuItems.nodes) === want;
  });
}

describe('menu items', () => {
  const s = ownersSuite(startCatalogue);

  async function sell(
    owner: TestOwner,
    menuItemIds: string[],
    saleId = randomUUID(),
    revision = 1,
  ) {
    await publishEvent(
      'sales.sale.saved',
      {
        saleId,
        saleDate: '2026-11-20',
        saleState: 'CONFIRMED',
        sourceType: 'MANUAL',
        sourceRef: null,
        items: menuItemIds.map((menuItemId) => ({
          salesItemId: randomUUID(),
          menuItemId,
          quantity: '1',
          options: [],
        })),
        subTotal: '10.00',
        nettTotal: '10.00',
        revision,
      },
      owner.outletId,
    );
    await eventually(async () => {
      const rows = await s.t.ownerSql<{ revision: number }>(
        `SELECT revision FROM sale_menu_items WHERE sale_id = $1`,
        [saleId],
      );
      return rows[0]?.revision === revision;
    });
    return saleId;
  }

  it('creates a menu item upper-cased at price 0; lists the highest version by name', async () => {
    const o = await signedInOwner(s.t);
    const item = await createMenuItem(o, '  nasi lemak ', ' mains ');
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
    await createMenuItem(o, 'Apam balik', 'Desserts');
    const list = await o.gql<{ menuItems: { nodes: MenuItemShape[]; totalCount: number } }>(
      `{ menuItems { totalCount nodes { name versionNumber } } }`,
    );
    expect(list.data?.menuItems).toEqual({
      totalCount: 2,
      nodes: [
        { name: 'APAM BALIK', versionNumber: 1 },
        { name: 'NASI LEMAK', versionNumber: 1 },
      ],
    });
    const search = await o.gql<{ menuItems: { nodes: MenuItemShape[] } }>(
      `{ menuItems(search: "lemak") { nodes { name } } }`,
    );
    expect(search.data?.menuItems.nodes).toEqual([{ name: 'NASI LEMAK' }]);
    const cats = await o.gql<{ menuCategories: string[] }>(`{ menuCategories(search: "ess") }`);
    expect(cats.data?.menuCategories).toEqual(['DESSERTS']);
    expect((await o.gql(`{ menuLimit { used total } }`)).data).toEqual({
      menuLimit: { used: 2, total: 10 },
    });
  });

  it('keeps a new item off the ordering page until it has a price (issue 19 §1b.1)', async () => {
    const o = await signedInOwner(s.t);
    const SWITCH = `mutation($id: ID!, $on: Boolean!) { setMenuItemOnOrderingPage(id: $id, on: $on) { id price onOrderingPage } }`;
    const item = await createMenuItem(o, 'Teh tarik', 'Drinks');
    expect(item).toMatchObject({ price: '0.00', onOrderingPage: false });
    // at price 0 the switch is refused and nothing changes
    const refused = await o.gql(SWITCH, { id: item.id, on: true });
    expect(refused.errors?.[0]).toMatchObject({
      message: CM.menuItem.orderingNeedsPrice,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await o.gql<{ menuItem: MenuItemShape }>(GET, { id: item.id })).data?.menuItem,
    ).toMatchObject({ onOrderingPage: false });

    await o.gql(UPDATE, { id: item.id, i: { price: '3.5' } });
    const saved = expectEvent<MenuItemSavedEvent>(
      CatalogueSubjects.menuItemSaved,
      (e) => e.payload.menuItemId === item.id && e.payload.onOrderingPage === true,
    );
    const on = await o.gql<{ setMenuItemOnOrderingPage: MenuItemShape }>(SWITCH, {
      id: item.id,
      on: true,
    });
    expect(on.errors).toBeUndefined();
    expect(on.data?.setMenuItemOnOrderingPage).toMatchObject({ onOrderingPage: true });
    expect((await (await saved).event).payload).toMatchObject({
      price: '3.5',
      onOrderingPage: true,
    });
    const list = await o.gql<{ menuItems: { nodes: MenuItemShape[] } }>(
      `{ menuItems { nodes { id onOrderingPage } } }`,
    );
    expect(list.data?.menuItems.nodes).toEqual([{ id: item.id, onOrderingPage: true }]);

    // a new version keeps it; a duplicate is a new item, off until its owner turns it on
    const dup = await o.gql<{ duplicateMenuItem: MenuItemShape }>(
      `mutation($id: ID!) { duplicateMenuItem(id: $id, name: "Teh ais") { ${MENU_FIELDS} } }`,
      { id: item.id },
    );
    expect(dup.data?.duplicateMenuItem).toMatchObject({ price: '3.50', onOrderingPage: false });

    // a price set back to 0 takes it off the page
    const zero = await o.gql<{ updateMenuItem: MenuItemShape }>(UPDATE, {
      id: item.id,
      i: { price: '0' },
    });
    expect(zero.data?.updateMenuItem).toMatchObject({ price: '0.00', onOrderingPage: false });
    await o.gql(UPDATE, { id: item.id, i: { price: '4' } });
    await o.gql(SWITCH, { id: item.id, on: true });
    const next = await o.gql<{ createMenuItemVersion: MenuItemShape }>(
      `mutation($id: ID!) { createMenuItemVersion(id: $id) { ${MENU_FIELDS} } }`,
      { id: item.id },
    );
    expect(next.data?.createMenuItemVersion).toMatchObject({
      versionNumber: 2,
      onOrderingPage: true,
    });
    const off = await o.gql<{ setMenuItemOnOrderingPage: MenuItemShape }>(SWITCH, {
      id: next.data!.createMenuItemVersion.id,
      on: false,
    });
    expect(off.data?.setMenuItemOnOrderingPage).toMatchObject({ onOrderingPage: false });
  });

  it('costs a recipe from the projected unit costs and saves price, keywords and description', async () => {
    const item = await createMenuItem(s.ana, 'Roti Canai', 'Breads');
    const flour = await ingredientSaved(s.t, s.ana, { averagePrice: '2.5', lastPrice: '3' });
    const ghee = await ingredientSaved(s.t, s.ana, { averagePrice: '0', lastPrice: '12.34567' });
    const salt = await ingredientSaved(s.t, s.ana);
    for (const [ingredientId, amount, defaultUnitCost] of [
      [flour.id, '0.2', null],
      [ghee.id, '0.05', null],
      [salt.id, '2', '0.015'],
    ]) {
      const res = await s.ana.gql(ADD_INGREDIENT, {
        m: item.id,
        i: { ingredientId, amount, defaultUnitCost },
      });
      expect(res.errors).toBeUndefined();
    }
    const updated = await s.ana.gql<{ updateMenuItem: MenuItemShape }>(UPDATE, {
      id: item.id,
      i: { price: '2.5', keywords: ' crispy ', description: 'Flaky', category: 'bread' },
    });
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateMenuItem).toMatchObject({
      name: 'ROTI CANAI',
      category: 'BREAD',
      keywords: 'crispy',
      description: 'Flaky',
      price: '2.50',
      // 2.5 x 0.2 = 0.5; 12.3457 x 0.05 = 0.617285 -> 0.6173; 0.015 x 2 = 0.03
      costPerServing: '1.1473',
      grossProfit: '1.3527',
      foodCostPercent: '45.89',
      aboveFoodCostTarget: true,
    });
    expect(
      updated.data!.updateMenuItem.ingredients.map((i) => [
        i.unitCost,
        i.costPerServing,
        i.costEditable,
      ]),
    ).toEqual([
      ['2.5000', '0.5000', false],
      ['12.3457', '0.6173', false],
      ['0.0150', '0.0300', true],
    ]);
    // the food-cost target moves the flag and the list filter
    const target = await s.ana.gql(
      `mutation { updateCatalogueSettings(foodCostTarget: "50") { foodCostTarget } }`,
    );
    expect(target.data).toEqual({ updateCatalogueSettings: { foodCostTarget: '50.00' } });
    const above = await s.ana.gql<{ menuItems: { nodes: Array<{ id: string }> } }>(
      `{ menuItems(aboveFoodCostTarget: false) { nodes { id aboveFoodCostTarget } } }`,
    );
    expect(above.data?.menuItems.nodes).toContainEqual({ id: item.id, aboveFoodCostTarget: false });
    const bad = await s.ana.gql(
      `mutation { updateCatalogueSettings(foodCostTarget: "lots") { foodCostTarget } }`,
    );
    expect(bad.errors?.[0]).toMatchObject({
      message: CM.settings.foodCostTargetInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await s.ana.gql(`{ catalogueSettings { foodCostTarget } }`)).data).toEqual({
      catalogueSettings: { foodCostTarget: '50.00' },
    });
    // edit and remove a row
    const row = updated.data!.updateMenuItem.ingredients[2];
    const edited = await s.ana.gql<{ updateMenuIngredient: MenuItemShape }>(
      `mutation($id: ID!, $i: MenuIngredientInput!) { updateMenuIngredient(id: $id, input: $i) { costPerServing } }`,
      { id: row.id, i: { ingredientId: salt.id, amount: '4', defaultUnitCost: '0.015' } },
    );
    expect(edited.data?.updateMenuIngredient.costPerServing).toBe('1.1773');
    const removed = await s.ana.gql<{ removeMenuIngredient: MenuItemShape }>(
      `mutation($id: ID!) { removeMenuIngredient(id: $id) { costPerServing ingredients { id } } }`,
      { id: row.id },
    );
    expect(removed.data?.removeMenuIngredient).toMatchObject({ costPerServing: '1.1173' });
    expect(removed.data?.removeMenuIngredient.ingredients).toHaveLength(2);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const o = await signedInOwner(s.t);
    const item = await createMenuItem(o, 'Teh tarik', 'Drinks');
    const first = async (query: string, variables: Record<string, unknown>) =>
      (await o.gql(query, variables)).errors?.[0];
    const create = `mutation($i: CreateMenuItemInput!) { createMenuItem(input: $i) { id } }`;
    expect(await first(create, { i: { name: ' ', category: 'X' } })).toMatchObject({
      message: CM.menuItem.nameBlank,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await first(create, { i: { name: 'Soup', category: ' ' } }))?.message).toBe(
      CM.menuItem.categoryBlank,
    );
    expect((await first(create, { i: { name: 'teh TARIK', category: 'X' } }))?.message).toBe(
      CM.menuItem.nameTaken,
    );
    const dup = `mutation($id: ID!, $n: String!) { duplicateMenuItem(id: $id, name: $n) { id } }`;
    expect((await first(dup, { id: item.id, n: '  ' }))?.message).toBe(
      CM.menuItem.duplicateNameBlank,
    );
    expect((await first(dup, { id: item.id, n: 'Teh Tarik' }))?.message).toBe(
      CM.menuItem.nameTaken,
    );
    expect((await first(UPDATE, { id: item.id, i: { price: 'ten' } }))?.message).toBe(
      CM.menuItem.priceInvalid,
    );
    expect((await first(UPDATE, { id: item.id, i: { price: '-1' } }))?.message).toBe(
      CM.menuItem.priceInvalid,
    );
    expect((await first(UPDATE, { id: item.id, i: { category: '' } }))?.message).toBe(
      CM.menuItem.categoryBlank,
    );
    const unknown = await first(ADD_INGREDIENT, {
      m: item.id,
      i: { ingredientId: randomUUID(), amount: '1' },
    });
    expect(unknown).toMatchObject({
      message: CM.ingredient.select,
      extensions: { code: 'NOT_FOUND' },
    });
    const milk = await ingredientSaved(s.t, o, { averagePrice: '4' });
    expect(
      (await first(ADD_INGREDIENT, { m: item.id, i: { ingredientId: milk.id, amount: '0' } }))
        ?.message,
    ).toBe(CM.ingredient.amountInvalid);
    expect(
      (
        await first(ADD_INGREDIENT, {
          m: item.id,
          i: { ingredientId: milk.id, amount: '1', defaultUnitCost: 'x' },
        })
      )?.message,
    ).toBe(CM.ingredient.unitCostInvalid);
    expect(
      (await o.gql(ADD_INGREDIENT, { m: item.id, i: { ingredientId: milk.id, amount: '0.3' } }))
        .errors,
    ).toBeUndefined();
    expect(
      (await first(ADD_INGREDIENT, { m: item.id, i: { ingredientId: milk.id, amount: '1' } }))
        ?.message,
    ).toBe(CM.ingredient.same);
    const addVariant = `mutation($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { id } }`;
    expect((await first(addVariant, { m: item.id, v: randomUUID() }))?.message).toBe(
      CM.variantRow.select,
    );
    const after = await o.gql<{ menuItem: MenuItemShape }>(GET, { id: item.id });
    expect(after.data?.menuItem).toMatchObject({
      name: 'TEH TARIK',
      category: 'DRINKS',
      price: '0.00',
      costPerServing: '1.2000',
      variants: [],
    });
    expect(after.data?.menuItem.ingredients).toHaveLength(1);
    const list = await o.gql<{ menuItems: { totalCount: number } }>(`{ menuItems { totalCount } }`);
    expect(list.data?.menuItems.totalCount).toBe(1);
    expect(await first(GET, { id: randomUUID() })).toMatchObject({
      message: CM.menuItem.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    // issue 19: a malformed id is refused at the argument, before the resolver runs
    expect((await first(GET, { id: 'not-a-uuid' }))?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('freezes a version with sales: changes refused, a new version copies everything', async () => {
    const o = await signedInOwner(s.t);
    const item = await createMenuItem(o, 'Mee goreng', 'Noodles');
    const noodle = await ingredientSaved(s.t, o, { averagePrice: '1.25' });
    await o.gql(ADD_INGREDIENT, { m: item.id, i: { ingredientId: noodle.id, amount: '2' } });
    const v = await o.gql<{ createVariant: { id: string } }>(
      `mutation { createVariant(name: "Spice") { id } }`,
    );
    await o.gql(
      `mutation($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { id } }`,
      {
        m: item.id,
        v: v.data!.createVariant.id,
      },
    );
    // without sales: editable in place
    const edited = await o.gql<{ updateMenuItem: MenuItemShape }>(UPDATE, {
      id: item.id,
      i: { price: '8' },
    });
    expect(edited.data?.updateMenuItem).toMatchObject({ price: '8.00', hasSales: false });

    const saleId = await sell(o, [item.id]);
    const frozen = await o.gql<{ menuItem: MenuItemShape }>(GET, { id: item.id });
    expect(frozen.data?.menuItem.hasSales).toBe(true);
    for (const [query, variables] of [
      [UPDATE, { id: item.id, i: { price: '9' } }],
      [ADD_INGREDIENT, { m: item.id, i: { ingredientId: noodle.id, amount: '1' } }],
      [
        `mutation($id: ID!) { removeMenuIngredient(id: $id) { id } }`,
        { id: frozen.data!.menuItem.ingredients[0].id },
      ],
      [
        `mutation($id: ID!) { removeMenuVariant(id: $id) { id } }`,
        { id: frozen.data!.menuItem.variants[0].id },
      ],
    ] as const) {
      const res = await o.gql(query, variables);
      expect(res.errors?.[0]).toMatchObject({
        message: CM.menuItem.frozen,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const deleted = await o.gql(`mutation($id: ID!) { deleteMenuItem(id: $id) }`, { id: item.id });
    expect(deleted.errors?.[0].message).toBe(CM.menuItem.deleteHasSales);

    const { event } = await expectEvent<MenuItemSavedEvent>(
      CatalogueSubjects.menuItemSaved,
      (e) => e.payload.menuId === item.menuId && e.payload.versionNumber === 2,
    );
    const next = await o.gql<{ createMenuItemVersion: MenuItemShape }>(
      `mutation($id: ID!, $i: UpdateMenuItemInput) { createMenuItemVersion(id: $id, input: $i) { ${MENU_FIELDS} } }`,
      { id: item.id, i: { price: '9.5' } },
    );
    expect(next.errors).toBeUndefined();
    expect(next.data!.createMenuItemVersion).toMatchObject({
      menuId: item.menuId,
      versionNumber: 2,
      name: 'MEE GORENG',
      price: '9.50',
      costPerServing: '2.5000',
      hasSales: false,
      ingredients: [{ ingredientId: noodle.id, amount: '2' }],
      variants: [{ variantId: v.data!.createVariant.id, variant: { name: 'SPICE' } }],
    });
    expect((await event).payload).toMatchObject({
      price: '9.5',
      costPerServing: '2.5',
      ingredients: [{ ingredientId: noodle.id, amount: '2', preferredInventoryId: null }],
      variantIds: [v.data!.createVariant.id],
      revision: 1,
    });
    const list = await o.gql<{ menuItems: { nodes: MenuItemShape[] } }>(
      `{ menuItems { nodes { id versionNumber } } menuLimit { used } }`,
    );
    expect(list.data?.menuItems.nodes).toEqual([
      { id: next.data!.createMenuItemVersion.id, versionNumber: 2 },
    ]);
    expect(list.data).toMatchObject({ menuLimit: { used: 1 } });

    // the sale goes: the menu (both versions) may be deleted
    await publishEvent(
      'sales.sale.deleted',
      { saleId, sourceType: 'MANUAL', sourceRef: null, revision: 2 },
      o.outletId,
    );
    await eventually(async () => {
      const rows = await s.t.ownerSql<{ deleted: boolean }>(
        `SELECT deleted FROM sale_menu_items WHERE sale_id = $1`,
        [saleId],
      );
      return rows[0]?.deleted === true;
    });
    const gone = await expectEvent(
      CatalogueSubjects.menuItemDeleted,
      (e) => (e.payload as { menuItemId: string }).menuItemId === item.id,
    );
    const ok = await o.gql(`mutation($id: ID!) { deleteMenuItem(id: $id) }`, {
      id: next.data!.createMenuItemVersion.id,
    });
    expect(ok.data).toEqual({ deleteMenuItem: true });
    await gone.event;
    expect(
      (await o.gql<{ menuItems: { totalCount: number } }>(`{ menuItems { totalCount } }`)).data
        ?.menuItems.totalCount,
    ).toBe(0);
  });

  it('answers "try again" and adds nothing when inventory does not answer for an ingredient it lacks', async () => {
    const o = await signedInOwner(s.t);
    const item = await createMenuItem(o, 'Teh O', 'Drinks');
    s.t.lookups.answer('inventory', 'silent');
    try {
      const res = await o.gql(ADD_INGREDIENT, {
        m: item.id,
        i: { ingredientId: randomUUID(), amount: '1' },
      });
      expect(res.errors?.[0]).toMatchObject({
        message: OWNER_UNAVAILABLE_MESSAGE,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      s.t.lookups.answer('inventory', 'nothing');
    }
    const rows = await s.t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM menu_ingredients WHERE menu_item_id = $1`,
      [item.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('recosts every version using an ingredient when inventory moves its price', async () => {
    const o = await signedInOwner(s.t);
    let beef = await ingredientSaved(s.t, o, { averagePrice: '10', name: 'BEEF' });
    const a = await createMenuItem(o, 'Rendang', 'Mains');
    const b = await createMenuItem(o, 'Burger', 'Mains');
    await o.gql(ADD_INGREDIENT, { m: a.id, i: { ingredientId: beef.id, amount: '0.3' } });
    await o.gql(ADD_INGREDIENT, { m: b.id, i: { ingredientId: beef.id, amount: '0.15' } });
    const { event } = await expectEvent<MenuItemSavedEvent>(
      CatalogueSubjects.menuItemSaved,
      (e) => e.payload.menuItemId === a.id && e.payload.costPerServing === '3.6',
    );
    beef = await ingredientSaved(
      s.t,
      o,
      { averagePrice: '12', lastPrice: '13', name: 'BEEF' },
      beef,
    );
    expect((await event).payload).toMatchObject({ menuItemId: a.id, costPerServing: '3.6' });
    await costsShown(o, { BURGER: '1.8000', RENDANG: '3.6000' });
    // an older or repeated revision changes nothing
    await publishEvent(
      'inventory.ingredient.saved',
      {
        ingredientId: beef.id,
        name: 'BEEF',
        unit: 'kg',
        averagePrice: '1',
        lastPrice: '1',
        revision: 1,
      },
      o.outletId,
    );
    await ingredientSaved(s.t, o, { averagePrice: '12', lastPrice: '13', name: 'BEEF' }, beef);
    const rows = await s.t.ownerSql<{ average_price: string }>(
      `SELECT average_price::text FROM ingredient_costs WHERE id = $1`,
      [beef.id],
    );
    expect(rows[0].average_price).toBe('12.000000');
  });

  it('recosts each menu item once for a burst of 50 price events (a confirmed 50-line expense)', async () => {
    const o = await signedInOwner(s.t);
    const ingredients = Array.from({ length: 50 }, () => randomUUID());
    await s.t.ownerSql(
      `INSERT INTO ingredient_costs (id, outlet_id, name, unit, average_price, last_price, revision)
       SELECT id, $1, 'ING ' || ord, 'kg', 1, 1, 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, ord)`,
      [o.outletId, ingredients],
    );
    const a = await createMenuItem(o, 'Nasi Campur', 'Mains');
    const b = await createMenuItem(o, 'Mee Campur', 'Mains');
    // a uses all 50 ingredients, b the first 10 (0.5 each)
    await s.t.ownerSql(
      `INSERT INTO menu_ingredients (outlet_id, menu_item_id, ingredient_id, amount, default_unit_cost)
       SELECT $1::uuid, $2::uuid, ing, 0.5, 0 FROM unnest($3::uuid[]) AS ing
       UNION ALL SELECT $1::uuid, $4::uuid, ing, 0.5, 0 FROM unnest($5::uuid[]) AS ing`,
      [o.outletId, a.id, ingredients, b.id, ingredients.slice(0, 10)],
    );
    const saved = async (id: string) =>
      (
        await s.t.ownerSql<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox
            WHERE subject = 'catalogue.menu-item.saved' AND envelope->'payload'->>'menuItemId' = $1`,
          [id],
        )
      )[0].n;
    const before = { a: await saved(a.id), b: await saved(b.id) };
    // one burst, as inventory's relay publishes the 50 events of one expense
    await Promise.all(
      ingredients.map((id, i) =>
        publishEvent(
          'inventory.ingredient.saved',
          {
            ingredientId: id,
            name: `ING ${i + 1}`,
            unit: 'kg',
            averagePrice: '3',
            lastPrice: '3',
            revision: 2,
          },
          o.outletId,
        ),
      ),
    );
    await costsShown(o, { 'MEE CAMPUR': '15.0000', 'NASI CAMPUR': '75.0000' });
    // every price event applied, and time for a late recost to show up
    await eventually(async () => {
      const rows = await s.t.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM ingredient_costs WHERE id = ANY($1::uuid[]) AND revision = 2`,
        [ingredients],
      );
      return rows[0].n === 50;
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect({ a: (await saved(a.id)) - before.a, b: (await saved(b.id)) - before.b }).toEqual({
      a: 1,
      b: 1,
    });
  });

  it('holds creates to the menu limit under a lock: 10 at once with one place left, one passes', async () => {
    const o = await signedInOwner(s.t);
    for (let i = 0; i < 9; i++) await createMenuItem(o, `Dish ${i}`);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        o.gql(`mutation($i: CreateMenuItemInput!) { createMenuItem(input: $i) { id } }`, {
          i: { name: `Race ${i}`, category: 'X' },
        }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of results.filter((r) => r.errors)) {
      expect(r.errors?.[0]).toMatchObject({
        message: CM.menuItem.limitReached,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await o.gql(`{ menuLimit { used total } }`)).data).toEqual({
      menuLimit: { used: 10, total: 10 },
    });
    const [first] = (
      await o.gql<{ menuItems: { nodes: Array<{ id: string }> } }>(`{ menuItems { nodes { id } } }`)
    ).data!.menuItems.nodes;
    const dup = await o.gql(
      `mutation($id: ID!) { duplicateMenuItem(id: $id, name: "Copy") { id } }`,
      { id: first.id },
    );
    expect(dup.errors?.[0].message).toBe(CM.menuItem.limitReached);
    // a new version is not a new menu
    const version = await o.gql(
      `mutation($id: ID!) { createMenuItemVersion(id: $id) { versionNumber } }`,
      { id: first.id },
    );
    expect(version.data).toEqual({ createMenuItemVersion: { versionNumber: 2 } });

    const subscription = (menuLimit: number, revision: number) =>
      publishEvent(
        'billing.subscription.changed',
        {
          subscriptionId: randomUUID(),
          status: 'ACTIVE',
          planId: null,
          planName: 'Pro',
          billingPeriod: 'MONTHLY',
          startDate: '2026-11-01',
          endDate: null,
          menuLimit,
          revision,
        },
        o.outletId,
      );
    await subscription(-1, 1);
    await eventually(async () => {
      const res = await o.gql<{ menuLimit: { total: number } }>(`{ menuLimit { total } }`);
      return res.data?.menuLimit.total === -1;
    });
    expect(
      (
        await o.gql(
          `mutation($id: ID!) { duplicateMenuItem(id: $id, name: "Copy") { name versionNumber } }`,
          { id: first.id },
        )
      ).data,
    ).toEqual({
      duplicateMenuItem: { name: 'COPY', versionNumber: 1 },
    });
    await subscription(11, 2);
    await eventually(async () => {
      const res = await o.gql<{ menuLimit: { total: number } }>(`{ menuLimit { total } }`);
      return res.data?.menuLimit.total === 11;
    });
    const refused = await o.gql(
      `mutation { createMenuItem(input: { name: "One more", category: "X" }) { id } }`,
    );
    expect(refused.errors?.[0].message).toBe(CM.menuItem.limitReached);
  });

  it('duplicates a menu item as a new menu with its recipe and variants', async () => {
    const o = await signedInOwner(s.t);
    const item = await createMenuItem(o, 'Laksa', 'Noodles');
    const prawn = await ingredientSaved(s.t, o, { lastPrice: '0.8' });
    await o.gql(ADD_INGREDIENT, { m: item.id, i: { ingredientId: prawn.id, amount: '5' } });
    await o.gql(UPDATE, { id: item.id, i: { price: '12', keywords: 'spicy' } });
    const res = await o.gql<{ duplicateMenuItem: MenuItemShape }>(
      `mutation($id: ID!) { duplicateMenuItem(id: $id, name: "laksa johor") { ${MENU_FIELDS} } }`,
      { id: item.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.duplicateMenuItem).toMatchObject({
      name: 'LAKSA JOHOR',
      category: 'NOODLES',
      versionNumber: 1,
      price: '12.00',
      keywords: 'spicy',
      costPerServing: '4.0000',
      ingredients: [{ ingredientId: prawn.id, amount: '5' }],
    });
    expect(res.data!.duplicateMenuItem.menuId).not.toBe(item.menuId);
  });
});
