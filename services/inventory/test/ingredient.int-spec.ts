import { FinanceSubjects, InventorySubjects, Requests } from '@mise/contracts';
import { InventoryMessages as M, UNITS_OF_MEASURE } from '@mise/domain';
import { Bus } from '@mise/platform';
import {
  collectEvents,
  expectEvent,
  signedInOwner,
  type TestOwner,
  until,
  pinNinetyDayChecking,
  sqlStatementsOf,
  ownersSuite,
} from '@mise/testing';
import { randomUUID } from 'node:crypto';
import { CatalogueSubjects, IdentitySubjects } from '@mise/contracts';
import { Db } from '@mise/platform';
import { Ledger } from '../src/ledger';
import { publish, startInventory } from './helpers';

/** catalogue's menu-item.saved for one recipe line (what its projection would hold). */
function menuItemSaved(
  menuItemId: string,
  ingredientId: string,
  preferredInventoryId: string | null,
  revision: number,
) {
  return {
    menuItemId,
    menuId: menuItemId,
    versionNumber: 1,
    name: 'LATTE',
    category: 'DRINKS',
    price: '10.00',
    costPerServing: '1.00',
    ingredients: ingredientId ? [{ ingredientId, preferredInventoryId, amount: '1' }] : [],
    batchIngredients: [],
    variantIds: [],
    revision,
  };
}

const ING = 'id outletId name unit';

async function createIngredient(o: TestOwner, name: string, unit?: string) {
  const res = await o.gql<{ createIngredient: { id: string; name: string; unit: string } }>(
    `mutation($i: CreateIngredientInput!) { createIngredient(input: $i) { ${ING} } }`,
    { i: { name, ...(unit === undefined ? {} : { unit }) } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createIngredient;
}

async function createItem(o: TestOwner, name: string, ingredientId: string) {
  const res = await o.gql<{ createInventoryItem: { id: string; name: string } }>(
    `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id name ingredientId } }`,
    { i: { name, ingredientId } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createInventoryItem;
}

function error(res: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) {
  return { message: res.errors?.[0]?.message, code: res.errors?.[0]?.extensions?.code };
}

describe('inventory: ingredients, units, inventory items, adjustments', () => {
  const s = ownersSuite(startInventory, 2);

  beforeAll(() => pinNinetyDayChecking(s.t, true));

  describe('ingredients', () => {
    it('creates upper-cased with the default unit and tells catalogue and finance', async () => {
      const { event } = await expectEvent<{ name: string; revision: number }>(
        InventorySubjects.ingredientSaved,
        (e) => e.outletId === s.ana.outletId && e.payload.name === 'FRESH MILK',
      );
      const created = await createIngredient(s.ana, '  fresh milk ');
      expect(created).toMatchObject({ name: 'FRESH MILK', unit: 'unit', outletId: s.ana.outletId });
      expect((await event).payload).toMatchObject({
        ingredientId: created.id,
        name: 'FRESH MILK',
        unit: 'unit',
        averagePrice: '0',
        lastPrice: '0',
        revision: 1,
      });
      const kg = await createIngredient(s.ana, 'Sugar', 'KG');
      expect(kg.unit).toBe('kg');
    });

    it.each([
      [{ name: '   ' }, M.ingredient.nameBlank],
      [{ name: 'Salt', unit: '  ' }, M.ingredient.unitBlank],
      [{ name: 'Salt', unit: 'bucket' }, M.ingredient.unitUnknown],
      [{ name: 'fresh MILK' }, M.ingredient.nameTaken],
    ])('refuses %j with the spec message and saves nothing', async (input, message) => {
      const before = await s.t.ownerSql(`SELECT count(*)::int AS n FROM ingredients`);
      const res = await s.ana.gql(
        `mutation($i: CreateIngredientInput!) { createIngredient(input: $i) { id } }`,
        { i: input },
      );
      expect(error(res)).toEqual({ message, code: 'BAD_USER_INPUT' });
      expect(await s.t.ownerSql(`SELECT count(*)::int AS n FROM ingredients`)).toEqual(before);
    });

    it('renames (a taken name refused), bumping the revision in the event', async () => {
      const egg = await createIngredient(s.ana, 'Egg');
      const taken = await s.ana.gql(
        `mutation($id: ID!) { updateIngredient(id: $id, input: { name: "sugar" }) { id } }`,
        { id: egg.id },
      );
      expect(error(taken)).toEqual({ message: M.ingredient.nameTaken, code: 'BAD_USER_INPUT' });
      const { event } = await expectEvent<{ ingredientId: string; revision: number }>(
        InventorySubjects.ingredientSaved,
        (e) => e.payload.ingredientId === egg.id && e.payload.revision === 2,
      );
      const res = await s.ana.gql<{ updateIngredient: { name: string; unit: string } }>(
        `mutation($id: ID!) { updateIngredient(id: $id, input: { name: "eggs", unit: "dozen" }) { name unit } }`,
        { id: egg.id },
      );
      expect(res.data?.updateIngredient).toEqual({ name: 'EGGS', unit: 'dozen' });
      expect((await event).payload).toMatchObject({ name: 'EGGS', unit: 'dozen', revision: 2 });
    });

    it('lists by creation (or name), searches case-insensitively, pages with a total', async () => {
      const o = await signedInOwner(s.t);
      for (const n of ['Cabbage', 'apple', 'Banana', 'Green apple', '50%_off']) {
        await createIngredient(o, n);
      }
      const list = async (args: string) =>
        (
          await o.gql<{
            ingredients: {
              nodes: Array<{ name: string }>;
              totalCount: number;
              pageInfo: { hasNextPage: boolean };
            };
          }>(`{ ingredients(${args}) { nodes { name } totalCount pageInfo { hasNextPage } } }`)
        ).data!.ingredients;
      expect((await list('limit: 10')).nodes.map((n) => n.name)).toEqual([
        'CABBAGE',
        'APPLE',
        'BANANA',
        'GREEN APPLE',
        '50%_OFF',
      ]);
      expect((await list('orderBy: NAME')).nodes.map((n) => n.name)).toEqual([
        '50%_OFF',
        'APPLE',
        'BANANA',
        'CABBAGE',
        'GREEN APPLE',
      ]);
      expect((await list('search: "APPle"')).nodes.map((n) => n.name)).toEqual([
        'APPLE',
        'GREEN APPLE',
      ]);
      expect((await list('search: "%"')).nodes.map((n) => n.name)).toEqual(['50%_OFF']);
      const page = await list('offset: 2, limit: 2');
      expect(page).toEqual({
        nodes: [{ name: 'BANANA' }, { name: 'GREEN APPLE' }],
        totalCount: 5,
        pageInfo: { hasNextPage: true },
      });
      const bad = await o.gql(`{ ingredients(limit: 1000) { totalCount } }`);
      expect(error(bad).code).toBe('BAD_USER_INPUT');
    });

    it('costs the same SQL statements for a page of 2 as for a page of 20', async () => {
      const o = await signedInOwner(s.t);
      for (let i = 0; i < 20; i++) await createIngredient(o, `Item ${i}`);
      const statements = (limit: number) =>
        sqlStatementsOf(s.t.app, async (opts) => {
          const res = await o.gql<{ ingredients: { nodes: unknown[] } }>(
            `{ ingredients(limit: ${limit}) { nodes { name unit stockCount averagePrice lastPrice latestStockinDate menuItemCount inventoryItemCount batchItemCount } } }`,
            {},
            opts,
          );
          expect(res.data?.ingredients.nodes).toHaveLength(limit);
        });
      const small = await statements(2);
      const large = await statements(20);
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
    });

    it('answers one ingredient by id; unknown is NOT_FOUND, malformed BAD_USER_INPUT', async () => {
      const salt = await createIngredient(s.ana, 'Salt');
      const res = await s.ana.gql<{ ingredient: { name: string } }>(
        `query($id: ID!) { ingredient(id: $id) { name } }`,
        { id: salt.id },
      );
      expect(res.data?.ingredient.name).toBe('SALT');
      const q = `query($id: ID!) { ingredient(id: $id) { name } }`;
      const missing = await s.ana.gql(q, { id: '00000000-0000-4000-8000-000000000000' });
      expect(error(missing)).toEqual({ message: M.ingredient.notFound, code: 'NOT_FOUND' });
      // issue 19: a malformed id is refused at the argument, before the resolver runs
      expect(error(await s.ana.gql(q, { id: 'nope' })).code).toBe('BAD_USER_INPUT');
    });

    it('lists the seeded units of measure', async () => {
      const res = await s.ana.gql<{ unitsOfMeasure: Array<{ name: string; unit: string }> }>(
        `{ unitsOfMeasure { name unit } }`,
      );
      expect(res.data?.unitsOfMeasure).toEqual(UNITS_OF_MEASURE);
    });
  });

  describe('delete rules', () => {
    it('blocks an ingredient used by a menu item, an inventory item or a batch item', async () => {
      const flour = await createIngredient(s.ana, 'Flour');
      const del = () =>
        s.ana.gql(`mutation($id: ID!) { deleteIngredient(id: $id) }`, { id: flour.id });
      const menuItemId = randomUUID();
      await publish(
        CatalogueSubjects.menuItemSaved,
        menuItemSaved(menuItemId, flour.id, null, 1),
        s.ana.outletId,
      );
      const usage = () =>
        s.ana
          .gql<{ ingredient: { menuItemCount: number; batchItemCount: number } }>(
            `query($id: ID!) { ingredient(id: $id) { menuItemCount batchItemCount } }`,
            { id: flour.id },
          )
          .then((r) => r.data!.ingredient);
      await until(usage, (u) => u.menuItemCount === 1, 'the menu recipe');
      expect(error(await del())).toEqual({
        message: 'Unable to delete. Ingredient is being used by a menu item.',
        code: 'BAD_USER_INPUT',
      });
      await publish(
        CatalogueSubjects.menuItemSaved,
        menuItemSaved(menuItemId, '', null, 2),
        s.ana.outletId,
      );
      await until(usage, (u) => u.menuItemCount === 0, 'the menu recipe without flour');
      const item = await createItem(s.ana, 'Flour 1kg bag', flour.id);
      expect(error(await del())).toEqual({
        message: 'Unable to delete. Ingredient is being used by an inventory item.',
        code: 'BAD_USER_INPUT',
      });
      const counts = await s.ana.gql<{ ingredient: { inventoryItemCount: number } }>(
        `query($id: ID!) { ingredient(id: $id) { inventoryItemCount menuItemCount batchItemCount } }`,
        { id: flour.id },
      );
      expect(counts.data?.ingredient).toEqual({
        inventoryItemCount: 1,
        menuItemCount: 0,
        batchItemCount: 0,
      });
      await s.ana.gql(`mutation($id: ID!) { deleteInventoryItem(id: $id) }`, { id: item.id });
      const batchItemId = randomUUID();
      const batch = {
        batchItemId,
        batchId: batchItemId,
        versionNumber: 1,
        name: 'DOUGH',
        portionSize: '10',
        ingredients: [{ ingredientId: flour.id, amount: '2', defaultUnitCost: '0' }],
        revision: 1,
      };
      await publish(CatalogueSubjects.batchItemSaved, batch, s.ana.outletId);
      await until(usage, (u) => u.batchItemCount === 1, 'the batch recipe');
      expect(error(await del())).toEqual({
        message: 'Unable to delete. Ingredient is being used by a batch item.',
        code: 'BAD_USER_INPUT',
      });
      await publish(
        CatalogueSubjects.batchItemDeleted,
        { batchItemId, batchId: batchItemId, revision: 2 },
        s.ana.outletId,
      );
      await until(usage, (u) => u.batchItemCount === 0, 'the batch tombstone');
      const { event } = await expectEvent<{ ingredientId: string; revision: number }>(
        InventorySubjects.ingredientDeleted,
        (e) => e.payload.ingredientId === flour.id,
      );
      expect((await del()).data).toEqual({ deleteIngredient: true });
      expect((await event).payload).toEqual({ ingredientId: flour.id, revision: 2 });
      expect(await s.t.ownerSql(`SELECT id FROM ingredients WHERE id = $1`, [flour.id])).toEqual(
        [],
      );
    });

    it('blocks an inventory item used by a menu item or an expense', async () => {
      const rice = await createIngredient(s.ana, 'Rice');
      const item = await createItem(s.ana, 'Rice 5kg', rice.id);
      const del = () =>
        s.ana.gql(`mutation($id: ID!) { deleteInventoryItem(id: $id) }`, { id: item.id });
      const menuItemId = randomUUID();
      await publish(
        CatalogueSubjects.menuItemSaved,
        menuItemSaved(menuItemId, rice.id, item.id, 1),
        s.ana.outletId,
      );
      const menus = () =>
        s.ana
          .gql<{ inventoryItem: { menuItemCount: number } }>(
            `query($id: ID!) { inventoryItem(id: $id) { menuItemCount } }`,
            { id: item.id },
          )
          .then((r) => r.data?.inventoryItem.menuItemCount);
      await until(menus, (n) => n === 1, 'the preferred inventory');
      expect(error(await del())).toEqual({
        message: M.inventoryItem.usedByMenuItem,
        code: 'BAD_USER_INPUT',
      });
      await publish(
        CatalogueSubjects.menuItemDeleted,
        { menuItemId, menuId: menuItemId, revision: 2 },
        s.ana.outletId,
      );
      await until(menus, (n) => n === 0, 'the menu tombstone');
      const expenseId = '7d2b4a9e-2f4c-4c55-9a55-0e6c6a1d2b01';
      const expense = {
        expenseId,
        expenseNumber: 'INV-1',
        expenseType: 'INVOICE',
        expenseState: 'DRAFT',
        expenseDate: '2026-11-01',
        supplierId: null,
        purchaseOrderId: null,
        grandTotal: '10.00',
        lines: [{ expenseItemId: expenseId, inventoryItemId: item.id, ingredientId: rice.id }],
      };
      await publish(FinanceSubjects.expenseSaved, { ...expense, revision: 1 }, s.ana.outletId);
      const count = () =>
        s.ana
          .gql<{ inventoryItem: { expenseCount: number } }>(
            `query($id: ID!) { inventoryItem(id: $id) { expenseCount } }`,
            { id: item.id },
          )
          .then((r) => r.data?.inventoryItem.expenseCount);
      await until(count, (n) => n === 1, 'the expense usage');
      expect(error(await del())).toEqual({
        message: M.inventoryItem.usedByExpense,
        code: 'BAD_USER_INPUT',
      });
      // A late older revision (no lines) changes nothing; the permanent delete frees the item.
      await publish(
        FinanceSubjects.expenseSaved,
        { ...expense, lines: [], revision: 0 },
        s.ana.outletId,
      );
      await publish(FinanceSubjects.expenseDeleted, { expenseId, revision: 2 }, s.ana.outletId);
      await until(count, (n) => n === 0, 'the expense tombstone');
      await publish(FinanceSubjects.expenseSaved, { ...expense, revision: 1 }, s.ana.outletId);
      const { event } = await expectEvent(
        InventorySubjects.inventoryItemDeleted,
        (e) => (e.payload as { inventoryItemId: string }).inventoryItemId === item.id,
      );
      expect((await del()).data).toEqual({ deleteInventoryItem: true });
      expect((await event).payload).toEqual({ inventoryItemId: item.id, revision: 2 });
    });
  });

  describe('inventory items', () => {
    it.each([
      [{ name: ' ', ingredientId: null }, M.inventoryItem.nameBlank, 'BAD_USER_INPUT'],
      [{ name: 'Beans', ingredientId: null }, M.inventoryItem.ingredientBlank, 'BAD_USER_INPUT'],
      [
        { name: 'Beans', ingredientId: '00000000-0000-4000-8000-000000000000' },
        M.ingredient.notFound,
        'NOT_FOUND',
      ],
    ])('refuses %j with %s', async (input, message, code) => {
      const res = await s.ana.gql(
        `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id } }`,
        { i: input },
      );
      expect(error(res)).toEqual({ message, code });
    });

    it('creates upper-cased, refuses a taken name, lists by creation with search', async () => {
      const o = await signedInOwner(s.t);
      const coffee = await createIngredient(o, 'Coffee');
      const tea = await createIngredient(o, 'Tea');
      const { events, stop } = await collectEvents<{ name: string; revision: number }>(
        InventorySubjects.inventoryItemSaved,
        (e) => e.outletId === o.outletId,
      );
      await createItem(o, 'arabica beans 1kg', coffee.id);
      await createItem(o, 'Green tea box', tea.id);
      await createItem(o, 'Robusta beans', coffee.id);
      const dup = await o.gql(
        `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id } }`,
        { i: { name: 'ARABICA Beans 1KG', ingredientId: tea.id } },
      );
      expect(error(dup)).toEqual({ message: M.inventoryItem.nameTaken, code: 'BAD_USER_INPUT' });
      const res = await o.gql<{
        inventoryItems: {
          nodes: Array<{ name: string; ingredient: { name: string } }>;
          totalCount: number;
        };
      }>(
        `{ inventoryItems(search: "BEANS") { nodes { name ingredient { name } averagePurchaseQuantity averageUnitPrice } totalCount } }`,
      );
      expect(res.data?.inventoryItems).toEqual({
        nodes: [
          {
            name: 'ARABICA BEANS 1KG',
            ingredient: { name: 'COFFEE' },
            averagePurchaseQuantity: null,
            averageUnitPrice: null,
          },
          {
            name: 'ROBUSTA BEANS',
            ingredient: { name: 'COFFEE' },
            averagePurchaseQuantity: null,
            averageUnitPrice: null,
          },
        ],
        totalCount: 2,
      });
      await until(
        () => Promise.resolve(events.length),
        (n) => n === 3,
        'three events',
      );
      stop();
      expect(events.map((e) => e.payload.name)).toEqual([
        'ARABICA BEANS 1KG',
        'GREEN TEA BOX',
        'ROBUSTA BEANS',
      ]);
    });

    it('updates name and ingredient (revision +1)', async () => {
      const milk = await createIngredient(s.ana, 'Oat milk');
      const soy = await createIngredient(s.ana, 'Soy milk');
      const item = await createItem(s.ana, 'Oatly 1L', milk.id);
      const { event } = await expectEvent(
        InventorySubjects.inventoryItemSaved,
        (e) =>
          (e.payload as { inventoryItemId: string }).inventoryItemId === item.id &&
          (e.payload as { revision: number }).revision === 2,
      );
      const res = await s.ana.gql<{ updateInventoryItem: { name: string; ingredientId: string } }>(
        `mutation($id: ID!, $i: UpdateInventoryItemInput!) { updateInventoryItem(id: $id, input: $i) { name ingredientId } }`,
        { id: item.id, i: { name: 'soy 1l', ingredientId: soy.id } },
      );
      expect(res.data?.updateInventoryItem).toEqual({ name: 'SOY 1L', ingredientId: soy.id });
      expect((await event).payload).toEqual({
        inventoryItemId: item.id,
        name: 'SOY 1L',
        ingredientId: soy.id,
        revision: 2,
      });
    });

    it('ensureInventoryItem matches names case-insensitively or creates them', async () => {
      const o = await signedInOwner(s.t);
      const ensure = (i: object) =>
        o.gql<{
          ensureInventoryItem: {
            id: string;
            name: string;
            ingredient: { name: string; unit: string };
          };
        }>(
          `mutation($i: EnsureInventoryItemInput!) { ensureInventoryItem(input: $i) { id name ingredient { name unit } } }`,
          { i },
        );
      const first = await ensure({ name: 'Butter 250g', ingredientName: 'butter', unit: 'g' });
      expect(first.data?.ensureInventoryItem).toMatchObject({
        name: 'BUTTER 250G',
        ingredient: { name: 'BUTTER', unit: 'g' },
      });
      const again = await ensure({ name: 'BUTTER 250G', ingredientName: 'other', unit: 'kg' });
      expect(again.data?.ensureInventoryItem.id).toBe(first.data?.ensureInventoryItem.id);
      const second = await ensure({ name: 'Butter block', ingredientName: 'BUTTER' });
      expect(second.data?.ensureInventoryItem.ingredient).toEqual({ name: 'BUTTER', unit: 'g' });
      expect(
        await s.t.ownerSql(`SELECT count(*)::int AS n FROM ingredients WHERE outlet_id = $1`, [
          o.outletId,
        ]),
      ).toEqual([{ n: 1 }]);
      expect(error(await ensure({ name: 'X', ingredientName: ' ' }))).toEqual({
        message: M.noIngredientName,
        code: 'BAD_USER_INPUT',
      });
    });
  });

  describe('stock adjustments: checks made before the ledger', () => {
    let ingredientId: string;
    beforeAll(async () => {
      ingredientId = (await createIngredient(s.ana, 'Butter')).id;
    });
    const create = (i: object) =>
      s.ana.gql(
        `mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id } }`,
        {
          i,
        },
      );

    it.each([
      ['0', M.adjustment.amountZero],
      ['-0.00', M.adjustment.amountZero],
      ['abc', M.adjustment.amountInvalid],
    ])('refuses the amount %s', async (amount, message) => {
      const res = await create({ ingredientId, adjustmentDate: '2026-11-01', amount });
      expect(error(res)).toEqual({ message, code: 'BAD_USER_INPUT' });
    });

    it('refuses a malformed date and an unknown ingredient', async () => {
      expect(
        error(await create({ ingredientId, adjustmentDate: '2026-13-01', amount: '1' })),
      ).toEqual({
        message: M.adjustment.dateInvalid,
        code: 'BAD_USER_INPUT',
      });
      expect(
        error(
          await create({
            ingredientId: '00000000-0000-4000-8000-000000000000',
            adjustmentDate: '2026-11-01',
            amount: '1',
          }),
        ),
      ).toEqual({ message: M.ingredient.notFound, code: 'NOT_FOUND' });
    });

    it('with 90-day checking on refuses a date older than 91 days; off, the window opens', async () => {
      const window = () =>
        s.ana
          .gql<{
            adjustmentWindow: { enabled: boolean; today: string; earliestDate: string | null };
          }>(`{ adjustmentWindow { enabled today earliestDate } }`)
          .then((r) => r.data!.adjustmentWindow);
      const on = await window();
      expect(on.enabled).toBe(true);
      expect(on.earliestDate).not.toBeNull();
      const res = await create({ ingredientId, adjustmentDate: '2020-01-01', amount: '2' });
      expect(error(res)).toEqual({ message: M.adjustment.outsideWindow, code: 'BAD_USER_INPUT' });
      expect(await s.t.ownerSql(`SELECT count(*)::int AS n FROM stock_adjustments`)).toEqual([
        { n: 0 },
      ]);
      await pinNinetyDayChecking(s.t, false);
      try {
        expect(await window()).toEqual({ enabled: false, today: on.today, earliestDate: null });
      } finally {
        await pinNinetyDayChecking(s.t, true);
      }
    });

    it('edits and deletes only existing adjustments (NOT_FOUND otherwise)', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const upd = await s.ana.gql(
        `mutation($id: ID!) { updateStockAdjustment(id: $id, input: { amount: "1" }) { id } }`,
        { id },
      );
      expect(error(upd)).toEqual({ message: M.adjustment.notFound, code: 'NOT_FOUND' });
      const del = await s.ana.gql(`mutation($id: ID!) { deleteStockAdjustment(id: $id) }`, { id });
      expect(error(del)).toEqual({ message: M.adjustment.notFound, code: 'NOT_FOUND' });
      const list = await s.ana.gql<{ stockAdjustments: { nodes: unknown[]; totalCount: number } }>(
        `query($id: ID!) { stockAdjustments(ingredientId: $id) { nodes { id } totalCount } }`,
        { id: ingredientId },
      );
      expect(list.data?.stockAdjustments).toEqual({ nodes: [], totalCount: 0 });
    });
  });

  describe('with the ledger: stock, prices, adjustments, history', () => {
    const purchase = (
      o: TestOwner,
      itemId: string,
      quantity: string,
      unitCost: string,
      date: string,
      inventoryItemId: string | null = null,
    ) =>
      s.t.app.get(Db).forOutlet(o.outletId, (tx) =>
        s.t.app.get(Ledger).append(tx, [
          {
            itemKind: 'INGREDIENT',
            itemId,
            kind: 'PURCHASE',
            quantity,
            unitCost,
            movementDate: date,
            sourceType: 'EXPENSE',
            sourceId: randomUUID(),
            inventoryItemId,
          },
        ]),
      );
    const today = () =>
      s.ana
        .gql<{ adjustmentWindow: { today: string } }>(`{ adjustmentWindow { today } }`)
        .then((r) => r.data!.adjustmentWindow.today);
    const ING_STOCK = `id name stockCount averagePrice lastPrice latestStockinDate`;

    it('shows stock and prices from the ledger and tells others when a purchase moves them', async () => {
      const o = await signedInOwner(s.t);
      const beef = await createIngredient(o, 'Beef', 'kg');
      const item = await createItem(o, 'Beef striploin', beef.id);
      const none = await o.gql<{ ingredient: Record<string, unknown> }>(
        `query($id: ID!) { ingredient(id: $id) { ${ING_STOCK} } }`,
        { id: beef.id },
      );
      expect(none.data?.ingredient).toMatchObject({
        stockCount: '0',
        averagePrice: '0',
        lastPrice: '0',
        latestStockinDate: null,
      });
      const { event } = await expectEvent<{
        ingredientId: string;
        averagePrice: string;
        revision: number;
      }>(
        InventorySubjects.ingredientSaved,
        (e) => e.payload.ingredientId === beef.id && e.payload.revision === 2,
      );
      const day = await today();
      await purchase(o, beef.id, '10', '4', day, item.id);
      await purchase(o, beef.id, '10', '6', day, item.id);
      expect((await event).payload).toMatchObject({
        averagePrice: '4',
        lastPrice: '4',
        name: 'BEEF',
        unit: 'kg',
      });
      const res = await o.gql<{ ingredients: { nodes: Array<Record<string, unknown>> } }>(
        `{ ingredients { nodes { ${ING_STOCK} } } }`,
      );
      expect(res.data?.ingredients.nodes).toEqual([
        {
          id: beef.id,
          name: 'BEEF',
          stockCount: '20',
          averagePrice: '5',
          lastPrice: '6',
          latestStockinDate: day,
        },
      ]);
      const unit = await o.gql(
        `mutation($id: ID!) { updateIngredient(id: $id, input: { unit: "g" }) { unit } }`,
        { id: beef.id },
      );
      expect(error(unit)).toEqual({ message: M.ingredient.unitLocked, code: 'BAD_USER_INPUT' });
      const inv = await o.gql<{ inventoryItem: Record<string, unknown> }>(
        `query($id: ID!) { inventoryItem(id: $id) { averagePurchaseQuantity averageUnitPrice } }`,
        { id: item.id },
      );
      expect(inv.data?.inventoryItem).toEqual({
        averagePurchaseQuantity: '10',
        averageUnitPrice: '5',
      });
      const lookup = await s.t.app.get(Bus).request(Requests.lookup('inventory'), {
        outletId: o.outletId,
        kind: 'ingredient',
        ids: [beef.id],
      });
      expect(lookup?.rows[0]).toMatchObject({ averagePrice: '5', lastPrice: '6', revision: 3 });
    });

    it('adjusts stock (always a deduction) with a reason; edit = reverse + new; delete = reverse', async () => {
      const o = await signedInOwner(s.t);
      const oil = await createIngredient(o, 'Oil', 'l');
      const day = await today();
      await purchase(o, oil.id, '10', '2', day);
      const created = await o.gql<{
        createStockAdjustment: Record<string, unknown> & { id: string };
      }>(
        `mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id adjustmentDate amount averagePrice total reason remarks creditInvoice editable } }`,
        {
          i: {
            ingredientId: oil.id,
            adjustmentDate: day,
            amount: '3',
            reason: 'SPOILAGE',
            remarks: 'left open',
          },
        },
      );
      expect(created.errors).toBeUndefined();
      const adj = created.data!.createStockAdjustment;
      expect(adj).toMatchObject({
        adjustmentDate: day,
        amount: '-3',
        averagePrice: '2',
        total: '-6',
        reason: 'SPOILAGE',
        remarks: 'left open',
        creditInvoice: false,
        editable: true,
      });
      const stock = () =>
        o
          .gql<{ ingredient: { stockCount: string } }>(
            `query($id: ID!) { ingredient(id: $id) { stockCount } }`,
            { id: oil.id },
          )
          .then((r) => r.data!.ingredient.stockCount);
      expect(await stock()).toBe('7');
      const upd = await o.gql<{ updateStockAdjustment: { amount: string; reason: string } }>(
        `mutation($id: ID!) { updateStockAdjustment(id: $id, input: { amount: "-1.5", reason: WASTE }) { amount reason } }`,
        { id: adj.id },
      );
      expect(upd.data?.updateStockAdjustment).toEqual({ amount: '-1.5', reason: 'WASTE' });
      expect(await stock()).toBe('8.5');
      const history = await o.gql<{
        ingredientMovements: { nodes: Array<Record<string, unknown>>; totalCount: number };
      }>(
        `query($id: ID!) { ingredientMovements(ingredientId: $id) { nodes { kind quantity unitCost runningStock sourceType reason } totalCount } }`,
        { id: oil.id },
      );
      expect(history.data?.ingredientMovements).toEqual({
        nodes: [
          {
            kind: 'ADJUSTMENT',
            quantity: '-1.5',
            unitCost: '2',
            runningStock: '8.5',
            sourceType: 'ADJUSTMENT',
            reason: 'WASTE',
          },
          {
            kind: 'PURCHASE',
            quantity: '10',
            unitCost: '2',
            runningStock: '10',
            sourceType: 'EXPENSE',
            reason: null,
          },
        ],
        totalCount: 2,
      });
      const list = await o.gql<{
        stockAdjustments: { nodes: Array<{ id: string; amount: string }> };
      }>(`query($id: ID!) { stockAdjustments(ingredientId: $id) { nodes { id amount } } }`, {
        id: oil.id,
      });
      expect(list.data?.stockAdjustments.nodes).toEqual([{ id: adj.id, amount: '-1.5' }]);
      expect(
        (await o.gql(`mutation($id: ID!) { deleteStockAdjustment(id: $id) }`, { id: adj.id })).data,
      ).toEqual({ deleteStockAdjustment: true });
      expect(await stock()).toBe('10');
    });

    it('90-day checking off lets an old date through; on, an old adjustment cannot be edited or deleted', async () => {
      const o = await signedInOwner(s.t);
      const tea = await createIngredient(o, 'Tea leaves');
      const create = () =>
        o.gql<{ createStockAdjustment: { id: string; editable: boolean } }>(
          `mutation($i: CreateStockAdjustmentInput!) { createStockAdjustment(input: $i) { id editable } }`,
          { i: { ingredientId: tea.id, adjustmentDate: '2025-01-15', amount: '1' } },
        );
      expect(error(await create())).toEqual({
        message: M.adjustment.outsideWindow,
        code: 'BAD_USER_INPUT',
      });
      await pinNinetyDayChecking(s.t, false);
      let id: string;
      try {
        const res = await create();
        expect(res.errors).toBeUndefined();
        expect(res.data?.createStockAdjustment.editable).toBe(true);
        id = res.data!.createStockAdjustment.id;
      } finally {
        await pinNinetyDayChecking(s.t, true);
      }
      const upd = await o.gql(
        `mutation($id: ID!) { updateStockAdjustment(id: $id, input: { amount: "2" }) { id } }`,
        { id },
      );
      expect(error(upd)).toEqual({ message: M.adjustment.outsideWindow, code: 'BAD_USER_INPUT' });
      const del = await o.gql(`mutation($id: ID!) { deleteStockAdjustment(id: $id) }`, { id });
      expect(error(del)).toEqual({ message: M.adjustment.outsideWindow, code: 'BAD_USER_INPUT' });
      const list = await o.gql<{ stockAdjustments: { nodes: Array<{ editable: boolean }> } }>(
        `query($id: ID!) { stockAdjustments(ingredientId: $id) { nodes { editable } } }`,
        { id: tea.id },
      );
      expect(list.data?.stockAdjustments.nodes).toEqual([{ editable: false }]);
    });

    it("lists a credit invoice's rows read-only: 'Adjusted from Credit Invoice'", async () => {
      const o = await signedInOwner(s.t);
      const cream = await createIngredient(o, 'Cream');
      const day = await today();
      const [row] = await s.t.app.get(Db).forOutlet(o.outletId, (tx) =>
        s.t.app.get(Ledger).append(tx, [
          {
            itemKind: 'INGREDIENT',
            itemId: cream.id,
            kind: 'CREDIT_INVOICE',
            quantity: '-2',
            movementDate: day,
            sourceType: 'CREDIT_INVOICE',
            sourceId: randomUUID(),
            remarks: 'CREDIT INVOICE',
          },
        ]),
      );
      const list = await o.gql<{ stockAdjustments: { nodes: Array<Record<string, unknown>> } }>(
        `query($id: ID!) { stockAdjustments(ingredientId: $id) { nodes { id amount remarks creditInvoice editable reason } } }`,
        { id: cream.id },
      );
      expect(list.data?.stockAdjustments.nodes).toEqual([
        {
          id: row.id,
          amount: '-2',
          remarks: 'CREDIT INVOICE',
          creditInvoice: true,
          editable: false,
          reason: null,
        },
      ]);
      for (const q of [
        `mutation($id: ID!) { updateStockAdjustment(id: $id, input: { amount: "1" }) { id } }`,
        `mutation($id: ID!) { deleteStockAdjustment(id: $id) }`,
      ]) {
        expect(error(await o.gql(q, { id: row.id }))).toEqual({
          message: M.adjustment.creditInvoice,
          code: 'BAD_USER_INPUT',
        });
      }
    });
  });

  describe('across services', () => {
    it('answers rpc.inventory.lookup for its ingredients and inventory items', async () => {
      const o = await signedInOwner(s.t);
      const cocoa = await createIngredient(o, 'Cocoa');
      const item = await createItem(o, 'Cocoa powder 500g', cocoa.id);
      const bus = s.t.app.get(Bus);
      const ing = await bus.request(Requests.lookup('inventory'), {
        outletId: o.outletId,
        kind: 'ingredient',
        ids: [cocoa.id, '00000000-0000-4000-8000-000000000000'],
      });
      expect(ing?.rows).toEqual([
        {
          ingredientId: cocoa.id,
          name: 'COCOA',
          unit: 'unit',
          averagePrice: '0',
          lastPrice: '0',
          revision: 1,
        },
      ]);
      const inv = await bus.request(Requests.lookup('inventory'), {
        outletId: o.outletId,
        kind: 'inventory-item',
        ids: [item.id],
      });
      expect(inv?.rows).toEqual([
        {
          inventoryItemId: item.id,
          name: 'COCOA POWDER 500G',
          ingredientId: cocoa.id,
          revision: 1,
        },
      ]);
      // Another outlet's id is not found in this outlet (row-level security).
      const other = await bus.request(Requests.lookup('inventory'), {
        outletId: s.ben.outletId,
        kind: 'ingredient',
        ids: [cocoa.id],
      });
      expect(other?.rows).toEqual([]);
    });

    it('counts ingredients and inventory items for the admin analysis', async () => {
      const o = await signedInOwner(s.t);
      const a = await createIngredient(o, 'A');
      await createIngredient(o, 'B');
      await createItem(o, 'A item', a.id);
      const reply = await s.t.app
        .get(Bus)
        .request(Requests.analysisCounts('inventory'), { outletIds: [o.outletId] });
      expect(reply?.counts[o.outletId]).toEqual({ ingredient: 2, inventory: 1 });
    });

    it('says recipeAdded once the outlet has an ingredient, only to its owner', async () => {
      const o = await signedInOwner(s.t);
      const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on OutletProgress { recipeAdded } } }`;
      const r = [{ __typename: 'OutletProgress', outletId: o.outletId }];
      expect((await o.gql(query, { r })).data).toEqual({ _entities: [{ recipeAdded: false }] });
      await createIngredient(o, 'Vanilla');
      expect((await o.gql(query, { r })).data).toEqual({ _entities: [{ recipeAdded: true }] });
      expect((await s.ben.gql(query, { r })).data).toEqual({ _entities: [null] });
    });

    it("purges the outlet's rows when identity deletes the outlet", async () => {
      const o = await signedInOwner(s.t);
      const ing = await createIngredient(o, 'Doomed');
      await createItem(o, 'Doomed item', ing.id);
      await publish(
        IdentitySubjects.outletDeleted,
        { outletId: o.outletId, ownerId: o.ownerId, outletName: 'x' },
        o.outletId,
      );
      const left = () =>
        s.t.ownerSql<{ n: number }>(
          `SELECT (SELECT count(*) FROM ingredients WHERE outlet_id = $1)::int
                + (SELECT count(*) FROM inventory_items WHERE outlet_id = $1)::int AS n`,
          [o.outletId],
        );
      await until(left, (rows) => rows[0].n === 0, 'the purge');
    });
  });
});
