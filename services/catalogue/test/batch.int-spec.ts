import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  type BatchItemSavedEvent,
  CatalogueSubjects,
  type MenuItemSavedEvent,
  Requests,
  type VariantSavedEvent,
} from '@mise/contracts';
import { BatchMessages as BM, CatalogueMessages as CM, div, mul, round, sum } from '@mise/domain';
import { Bus } from '@mise/platform';
import {
  eventually,
  expectEvent,
  publishEvent,
  signedInOwner,
  type TestOwner,
  sqlStatementsOf,
  ownersSuite,
} from '@mise/testing';
import type { BatchLine } from '../src/batch/batch-costing';
import { createMenuItem, ingredientSaved, startCatalogue } from './helpers';

const BATCH_FIELDS = `id outletId batchId versionNumber name portionSize remarks parLevel batchCost
  portionCost usedByMenu menuItemCount complete progress { percent prompt complete }
  ingredients { id ingredientId amount defaultUnitCost unitCost costEditable cost }`;

interface BatchShape {
  id: string;
  outletId: string;
  batchId: string;
  versionNumber: number;
  name: string;
  portionSize: string;
  remarks: string | null;
  parLevel: string | null;
  batchCost: string;
  portionCost: string;
  usedByMenu: boolean;
  menuItemCount: number;
  complete: boolean;
  progress: { percent: number; prompt: string; complete: boolean };
  /** as the API answers them: the lines batch costing computes */
  ingredients: BatchLine[];
}

const MENU_BATCH_FIELDS = `id costPerServing
  batchIngredients { id batchItemId amount defaultUnitCost costPerPortion costPerServing batchItem { id name versionNumber } }`;

interface MenuBatchShape {
  id: string;
  costPerServing: string;
  batchIngredients: Array<{
    id: string;
    batchItemId: string;
    amount: string;
    defaultUnitCost: string;
    costPerPortion: string;
    costPerServing: string;
    batchItem: { id: string; name: string; versionNumber: number } | null;
  }>;
}

const error = (res: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) => ({
  message: res.errors?.[0]?.message,
  code: res.errors?.[0]?.extensions?.code,
});

describe('batch items', () => {
  const s = ownersSuite(startCatalogue);

  async function createBatch(
    owner: TestOwner,
    input: { name: string; portionSize?: string; remarks?: string; parLevel?: string },
  ): Promise<BatchShape> {
    const res = await owner.gql<{ createBatchItem: BatchShape }>(
      `mutation($i: CreateBatchItemInput!) { createBatchItem(input: $i) { ${BATCH_FIELDS} } }`,
      { i: input },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.createBatchItem;
  }

  async function addIngredient(
    owner: TestOwner,
    batchItemId: string,
    input: { ingredientId: string; amount: string; defaultUnitCost?: string },
  ) {
    return owner.gql<{ addBatchIngredient: BatchShape }>(
      `mutation($b: ID!, $i: BatchIngredientInput!) { addBatchIngredient(batchItemId: $b, input: $i) { ${BATCH_FIELDS} } }`,
      { b: batchItemId, i: input },
    );
  }

  async function getBatch(owner: TestOwner, id: string): Promise<BatchShape> {
    const res = await owner.gql<{ batchItem: BatchShape }>(
      `query($id: ID!) { batchItem(id: $id) { ${BATCH_FIELDS} } }`,
      { id },
    );
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.batchItem;
  }

  async function update(owner: TestOwner, id: string, input: Record<string, unknown>) {
    return owner.gql<{ updateBatchItem: BatchShape }>(
      `mutation($id: ID!, $i: UpdateBatchItemInput!) { updateBatchItem(id: $id, input: $i) { ${BATCH_FIELDS} } }`,
      { id, i: input },
    );
  }

  /** A complete batch (one ingredient, portion size 4) the owner can use in menus. */
  async function completeBatch(owner: TestOwner, name: string, price = '2') {
    const ing = await ingredientSaved(s.t, owner, { averagePrice: price });
    const b = await createBatch(owner, { name, portionSize: '4' });
    const res = await addIngredient(owner, b.id, { ingredientId: ing.id, amount: '2' });
    expect(res.errors).toBeUndefined();
    return { batch: res.data!.addBatchIngredient, ingredient: ing };
  }

  async function addToMenu(
    owner: TestOwner,
    menuItemId: string,
    batchItemId: string,
    amount: string,
  ) {
    return owner.gql<{ addMenuBatchIngredient: MenuBatchShape }>(
      `mutation($m: ID!, $i: MenuBatchIngredientInput!) { addMenuBatchIngredient(menuItemId: $m, input: $i) { ${MENU_BATCH_FIELDS} } }`,
      { m: menuItemId, i: { batchItemId, amount } },
    );
  }

  async function usage(
    owner: TestOwner,
    batchItemId: string,
    counts: { productionCount: number; adjustmentCount: number },
    revision: number,
  ) {
    await publishEvent(
      'inventory.batch-item-usage.changed',
      { batchItemId, ...counts, revision },
      owner.outletId,
    );
    await eventually(async () => {
      const rows = await s.t.ownerSql<{ revision: number }>(
        `SELECT revision FROM batch_item_usage WHERE batch_item_id = $1`,
        [batchItemId],
      );
      return rows[0]?.revision === revision;
    });
  }

  describe('create and list', () => {
    it('creates upper-cased (name + portion size: 67%) with the saved event (revision 1, parLevel)', async () => {
      const o = await signedInOwner(s.t);
      const { event } = await expectEvent<BatchItemSavedEvent>(
        CatalogueSubjects.batchItemSaved,
        (e) => e.outletId === o.outletId,
      );
      const b = await createBatch(o, {
        name: '  sambal ',
        portionSize: '10',
        remarks: ' spicy ',
        parLevel: '20',
      });
      expect(b).toMatchObject({
        name: 'SAMBAL',
        versionNumber: 1,
        portionSize: '10',
        remarks: 'spicy',
        parLevel: '20',
        batchCost: '0.0000',
        portionCost: '0.0000',
        usedByMenu: false,
        menuItemCount: 0,
        complete: false,
        progress: { percent: 67, prompt: BM.progress.ingredients, complete: false },
        ingredients: [],
      });
      expect((await event).payload).toEqual({
        batchItemId: b.id,
        batchId: b.batchId,
        versionNumber: 1,
        name: 'SAMBAL',
        portionSize: '10',
        ingredients: [],
        parLevel: '20',
        revision: 1,
      });
    });

    it('refuses a blank, taken (case-insensitive), too long name and bad numbers; changes nothing', async () => {
      const o = await signedInOwner(s.t);
      await createBatch(o, { name: 'Stock' });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '   ' }, BM.item.nameBlank],
        [{ name: 'stock' }, BM.item.nameTaken],
        [{ name: 'x'.repeat(101) }, BM.item.tooLong],
        [{ name: 'Other', portionSize: '-1' }, BM.item.portionSizeInvalid],
        [{ name: 'Other', portionSize: 'abc' }, BM.item.portionSizeInvalid],
        [{ name: 'Other', parLevel: '-2' }, BM.item.parLevelInvalid],
      ];
      for (const [input, message] of cases) {
        const res = await o.gql(
          `mutation($i: CreateBatchItemInput!) { createBatchItem(input: $i) { id } }`,
          { i: input },
        );
        expect(error(res)).toEqual({ message, code: 'BAD_USER_INPUT' });
      }
      const [{ n }] = await s.t.ownerSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM batch_items WHERE outlet_id = $1`,
        [o.outletId],
      );
      expect(n).toBe(1);
    });

    it('lists the highest version per batch by name, with search and paging', async () => {
      const o = await signedInOwner(s.t);
      const b = await createBatch(o, { name: 'Curry paste' });
      await createBatch(o, { name: 'Aioli' });
      await createBatch(o, { name: 'Broth' });
      await o.gql(`mutation($id: ID!) { createBatchItemVersion(id: $id) { id } }`, { id: b.id });
      const list = await o.gql<{
        batchItems: {
          totalCount: number;
          nodes: Array<{ name: string; versionNumber: number }>;
          pageInfo: { hasNextPage: boolean };
        };
      }>(
        `{ batchItems(limit: 2) { totalCount nodes { name versionNumber } pageInfo { hasNextPage } } }`,
      );
      expect(list.data!.batchItems).toEqual({
        totalCount: 3,
        nodes: [
          { name: 'AIOLI', versionNumber: 1 },
          { name: 'BROTH', versionNumber: 1 },
        ],
        pageInfo: { hasNextPage: true },
      });
      const found = await o.gql<{
        batchItems: { nodes: Array<{ name: string; versionNumber: number }> };
      }>(`{ batchItems(search: "rry") { nodes { name versionNumber } } }`);
      expect(found.data!.batchItems.nodes).toEqual([{ name: 'CURRY PASTE', versionNumber: 2 }]);
      const none = await o.gql<{ batchItems: { totalCount: number } }>(
        `{ batchItems(search: "%") { totalCount } }`,
      );
      expect(none.data!.batchItems.totalCount).toBe(0);
      const bad = await o.gql(`{ batchItems(limit: 1000) { totalCount } }`);
      expect(error(bad).code).toBe('BAD_USER_INPUT');
    });

    it('answers NOT_FOUND for an unknown id, BAD_USER_INPUT for a malformed one', async () => {
      const q = `query($id: ID!) { batchItem(id: $id) { id } }`;
      const res = await s.ana.gql(q, { id: randomUUID() });
      expect(error(res)).toEqual({ message: BM.item.notFound, code: 'NOT_FOUND' });
      // issue 19: a malformed id is refused at the argument, before the resolver runs
      expect(error(await s.ana.gql(q, { id: 'nope' }))).toEqual({
        message: 'id is not a valid id',
        code: 'BAD_USER_INPUT',
      });
    });

    it('costs the same SQL statements for a page of 2 as for a page of 20', async () => {
      const o = await signedInOwner(s.t);
      const ing = await ingredientSaved(s.t, o, { averagePrice: '1.5' });
      const item = await createMenuItem(o, 'User');
      for (let i = 0; i < 20; i++) {
        const b = await createBatch(o, {
          name: `Batch ${String(i).padStart(2, '0')}`,
          portionSize: '2',
        });
        await addIngredient(o, b.id, { ingredientId: ing.id, amount: '1' });
        if (i % 5 === 0) await addToMenu(o, item.id, b.id, '1');
      }
      const statements = (limit: number) =>
        sqlStatementsOf(s.t.app, async (opts) => {
          const res = await o.gql<{ batchItems: { nodes: unknown[] } }>(
            `{ batchItems(limit: ${limit}) { nodes { ${BATCH_FIELDS} } } }`,
            {},
            opts,
          );
          expect(res.data?.batchItems.nodes).toHaveLength(limit);
        });
      const small = await statements(2);
      const large = await statements(20);
      expect(small).toBeGreaterThan(0);
      expect(large).toBe(small);
    });
  });

  describe('recipe rows, progress and costing', () => {
    it('moves progress 33 → 67 → 100 and offers only complete batches to pickers', async () => {
      const o = await signedInOwner(s.t);
      const ing = await ingredientSaved(s.t, o, { averagePrice: '3' });
      const b = await createBatch(o, { name: 'Pickle' });
      expect(b.progress).toEqual({ percent: 33, prompt: BM.progress.ingredients, complete: false });
      const withRow = await addIngredient(o, b.id, { ingredientId: ing.id, amount: '1' });
      expect(withRow.data!.addBatchIngredient.progress).toEqual({
        percent: 67,
        prompt: BM.progress.portionSize,
        complete: false,
      });
      const picker = async () =>
        (
          await o.gql<{ completeBatchItems: Array<{ name: string; versionNumber: number }> }>(
            `{ completeBatchItems { name versionNumber } }`,
          )
        ).data!.completeBatchItems;
      // no-ingredient and portion-size-0 batches are not offered
      await createBatch(o, { name: 'Empty', portionSize: '5' });
      expect(await picker()).toEqual([]);
      const done = await update(o, b.id, { portionSize: '8' });
      expect(done.data!.updateBatchItem).toMatchObject({
        complete: true,
        progress: { percent: 100, prompt: BM.progress.completed, complete: true },
      });
      expect(await picker()).toEqual([{ name: 'PICKLE', versionNumber: 1 }]);
      // a newer incomplete version: the picker keeps offering the complete one
      await o.gql(
        `mutation($id: ID!) { createBatchItemVersion(id: $id, input: { portionSize: "0" }) { id } }`,
        { id: b.id },
      );
      expect(await picker()).toEqual([{ name: 'PICKLE', versionNumber: 1 }]);
      const searched = await o.gql<{ completeBatchItems: unknown[] }>(
        `{ completeBatchItems(search: "zzz", limit: 5) { id } }`,
      );
      expect(searched.data!.completeBatchItems).toEqual([]);
      const bad = await o.gql(`{ completeBatchItems(limit: 0) { id } }`);
      expect(error(bad).code).toBe('BAD_USER_INPUT');
    });

    it('refuses unknown and repeated ingredients and bad amounts or costs', async () => {
      const o = await signedInOwner(s.t);
      const ing = await ingredientSaved(s.t, o, { averagePrice: '3' });
      const b = await createBatch(o, { name: 'Dough' });
      expect(
        error(await addIngredient(o, b.id, { ingredientId: randomUUID(), amount: '1' })),
      ).toEqual({
        message: CM.ingredient.select,
        code: 'NOT_FOUND',
      });
      const ok = await addIngredient(o, b.id, { ingredientId: ing.id, amount: '1' });
      expect(ok.errors).toBeUndefined();
      expect(error(await addIngredient(o, b.id, { ingredientId: ing.id, amount: '2' }))).toEqual({
        message: CM.ingredient.same,
        code: 'BAD_USER_INPUT',
      });
      for (const amount of ['0', '-1', 'x']) {
        expect(error(await addIngredient(o, b.id, { ingredientId: ing.id, amount }))).toEqual({
          message: CM.ingredient.amountInvalid,
          code: 'BAD_USER_INPUT',
        });
      }
      expect(
        error(
          await addIngredient(o, b.id, {
            ingredientId: ing.id,
            amount: '1',
            defaultUnitCost: '-1',
          }),
        ),
      ).toEqual({ message: CM.ingredient.unitCostInvalid, code: 'BAD_USER_INPUT' });
      const other = await ingredientSaved(s.t, o, { averagePrice: '1' });
      const second = await addIngredient(o, b.id, { ingredientId: other.id, amount: '1' });
      const rowId = second.data!.addBatchIngredient.ingredients[1].id;
      const clash = await o.gql(
        `mutation($id: ID!, $i: BatchIngredientInput!) { updateBatchIngredient(id: $id, input: $i) { id } }`,
        { id: rowId, i: { ingredientId: ing.id, amount: '1' } },
      );
      expect(error(clash)).toEqual({ message: CM.ingredient.same, code: 'BAD_USER_INPUT' });
      const gone = await o.gql(`mutation($id: ID!) { removeBatchIngredient(id: $id) { id } }`, {
        id: randomUUID(),
      });
      expect(error(gone)).toEqual({ message: BM.item.ingredientNotFound, code: 'NOT_FOUND' });
      expect((await getBatch(o, b.id)).ingredients).toHaveLength(2);
    });

    it('costs unit cost by average > last > default; the default editable only without prices', async () => {
      const o = await signedInOwner(s.t);
      const avg = await ingredientSaved(s.t, o, { averagePrice: '2.5', lastPrice: '9' });
      const last = await ingredientSaved(s.t, o, { lastPrice: '4' });
      const none = await ingredientSaved(s.t, o, {});
      const b = await createBatch(o, { name: 'Mix', portionSize: '3' });
      await addIngredient(o, b.id, { ingredientId: avg.id, amount: '2' });
      await addIngredient(o, b.id, { ingredientId: last.id, amount: '0.5' });
      const res = await addIngredient(o, b.id, {
        ingredientId: none.id,
        amount: '3',
        defaultUnitCost: '1.25',
      });
      const got = res.data!.addBatchIngredient;
      expect(got.ingredients.map((i) => [i.unitCost, i.costEditable, i.cost])).toEqual([
        ['2.5000', false, '5.0000'],
        ['4.0000', false, '2.0000'],
        ['1.2500', true, '3.7500'],
      ]);
      expect(got.batchCost).toBe('10.7500');
      expect(got.portionCost).toBe('3.5833');
      const { event } = await expectEvent<BatchItemSavedEvent>(
        CatalogueSubjects.batchItemSaved,
        (e) => e.payload.batchItemId === b.id && e.payload.revision === 5,
      );
      const edited = await o.gql<{ updateBatchIngredient: BatchShape }>(
        `mutation($id: ID!, $i: BatchIngredientInput!) { updateBatchIngredient(id: $id, input: $i) { batchCost ingredients { defaultUnitCost } } }`,
        {
          id: got.ingredients[2].id,
          i: { ingredientId: none.id, amount: '3', defaultUnitCost: '2' },
        },
      );
      expect(edited.data!.updateBatchIngredient.batchCost).toBe('13.0000');
      // create (1), three rows (2-4), this edit (5): the whole recipe in every saved event
      expect((await event).payload.ingredients).toEqual([
        { ingredientId: avg.id, amount: '2', defaultUnitCost: '2.5' },
        { ingredientId: last.id, amount: '0.5', defaultUnitCost: '4' },
        { ingredientId: none.id, amount: '3', defaultUnitCost: '2' },
      ]);
      const removed = await o.gql<{ removeBatchIngredient: BatchShape }>(
        `mutation($id: ID!) { removeBatchIngredient(id: $id) { batchCost ingredients { id } } }`,
        { id: got.ingredients[0].id },
      );
      expect(removed.data!.removeBatchIngredient).toMatchObject({ batchCost: '8.0000' });
      // portion size 0 counts as 1
      const zero = await update(o, b.id, { portionSize: '0' });
      expect(zero.data!.updateBatchItem.portionCost).toBe('8.0000');
    });

    it('keeps batch cost = Σ lines and menu cost = Σ lines for any prices (property)', async () => {
      const o = await signedInOwner(s.t);
      const price = fc.integer({ min: 0, max: 100_000 }).map((c) => div(c, 100, 2));
      const amount = fc.integer({ min: 1, max: 10_000 }).map((c) => div(c, 100, 2));
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(price, amount), { minLength: 1, maxLength: 4 }),
          fc.integer({ min: 0, max: 12 }),
          fc.integer({ min: 1, max: 500 }).map((c) => div(c, 100, 2)),
          async (lines, portionSize, portions) => {
            n++;
            const b = await createBatch(o, { name: `Prop ${n}`, portionSize: String(portionSize) });
            for (const [p, a] of lines) {
              const ing = await ingredientSaved(s.t, o, { averagePrice: p });
              await addIngredient(o, b.id, { ingredientId: ing.id, amount: a });
            }
            const got = await getBatch(o, b.id);
            const expected = round(sum(lines.map(([p, a]) => mul(p, a))), 4);
            expect(got.batchCost).toBe(expected);
            expect(got.batchCost).toBe(round(sum(got.ingredients.map((i) => i.cost)), 4));
            const size = portionSize > 0 ? String(portionSize) : '1';
            expect(got.portionCost).toBe(div(expected, size, 4));
            const item = await createMenuItem(o, `Prop menu ${n}`);
            const menu = await addToMenu(o, item.id, b.id, portions);
            const row = menu.data!.addMenuBatchIngredient;
            expect(row.batchIngredients[0].costPerPortion).toBe(got.portionCost);
            expect(row.batchIngredients[0].costPerServing).toBe(
              round(mul(got.portionCost, portions), 4),
            );
            expect(row.costPerServing).toBe(
              round(sum(row.batchIngredients.map((r) => r.costPerServing)), 4),
            );
          },
        ),
        { numRuns: 8 },
      );
    });

    it('moves the batch cost and the cost of a menu using it when an ingredient price moves', async () => {
      const o = await signedInOwner(s.t);
      const { batch, ingredient } = await completeBatch(o, 'Gravy', '2');
      expect(batch).toMatchObject({ batchCost: '4.0000', portionCost: '1.0000' });
      const item = await createMenuItem(o, 'Roast');
      const menu = await addToMenu(o, item.id, batch.id, '3');
      expect(menu.data!.addMenuBatchIngredient.costPerServing).toBe('3.0000');
      const { event } = await expectEvent<MenuItemSavedEvent>(
        CatalogueSubjects.menuItemSaved,
        (e) => e.payload.menuItemId === item.id && e.payload.costPerServing === '6',
      );
      await ingredientSaved(s.t, o, { averagePrice: '4' }, ingredient);
      expect((await event).payload.batchIngredients).toEqual([
        { batchItemId: batch.id, amount: '3' },
      ]);
      expect(await getBatch(o, batch.id)).toMatchObject({
        batchCost: '8.0000',
        portionCost: '2.0000',
      });
      const stored = await o.gql<{ menuItem: MenuBatchShape }>(
        `query($id: ID!) { menuItem(id: $id) { ${MENU_BATCH_FIELDS} } }`,
        { id: item.id },
      );
      expect(stored.data!.menuItem).toMatchObject({
        costPerServing: '6.0000',
        batchIngredients: [
          {
            batchItemId: batch.id,
            amount: '3',
            defaultUnitCost: '1.0000',
            costPerPortion: '2.0000',
            costPerServing: '6.0000',
            batchItem: { id: batch.id, name: 'GRAVY', versionNumber: 1 },
          },
        ],
      });
    });
  });

  describe('versions, frozen rows, duplicate', () => {
    it('freezes a version a menu item uses; a new version copies the recipe and is editable', async () => {
      const o = await signedInOwner(s.t);
      const { batch, ingredient } = await completeBatch(o, 'Laksa paste');
      await update(o, batch.id, { remarks: 'v1', parLevel: '10' });
      const item = await createMenuItem(o, 'Laksa');
      expect((await addToMenu(o, item.id, batch.id, '1')).errors).toBeUndefined();
      const used = await getBatch(o, batch.id);
      expect(used).toMatchObject({ usedByMenu: true, menuItemCount: 1 });
      const frozen = { message: BM.item.frozen, code: 'BAD_USER_INPUT' };
      expect(error(await update(o, batch.id, { portionSize: '6' }))).toEqual(frozen);
      expect(error(await update(o, batch.id, { remarks: 'changed' }))).toEqual(frozen);
      const other = await ingredientSaved(s.t, o, { averagePrice: '1' });
      expect(
        error(await addIngredient(o, batch.id, { ingredientId: other.id, amount: '1' })),
      ).toEqual(frozen);
      expect(
        error(
          await o.gql(`mutation($id: ID!) { removeBatchIngredient(id: $id) { id } }`, {
            id: used.ingredients[0].id,
          }),
        ),
      ).toEqual(frozen);
      expect(
        error(
          await o.gql(
            `mutation($id: ID!, $i: BatchIngredientInput!) { updateBatchIngredient(id: $id, input: $i) { id } }`,
            { id: used.ingredients[0].id, i: { ingredientId: ingredient.id, amount: '9' } },
          ),
        ),
      ).toEqual(frozen);
      // the par level stays editable, and an unchanged value is no change
      const par = await update(o, batch.id, { parLevel: '12', portionSize: '4', remarks: 'v1' });
      expect(par.errors).toBeUndefined();
      expect(par.data!.updateBatchItem.parLevel).toBe('12');

      const { event } = await expectEvent<BatchItemSavedEvent>(
        CatalogueSubjects.batchItemSaved,
        (e) => e.payload.batchId === batch.batchId && e.payload.versionNumber === 2,
      );
      const next = await o.gql<{ createBatchItemVersion: BatchShape }>(
        `mutation($id: ID!, $i: UpdateBatchItemInput) { createBatchItemVersion(id: $id, input: $i) { ${BATCH_FIELDS} } }`,
        { id: batch.id, i: { portionSize: '5' } },
      );
      expect(next.errors).toBeUndefined();
      const v2 = next.data!.createBatchItemVersion;
      expect(v2).toMatchObject({
        batchId: batch.batchId,
        versionNumber: 2,
        name: 'LAKSA PASTE',
        portionSize: '5',
        remarks: 'v1',
        parLevel: '12',
        usedByMenu: false,
        batchCost: '4.0000',
        portionCost: '0.8000',
      });
      expect(v2.ingredients.map((i) => [i.ingredientId, i.amount])).toEqual([[ingredient.id, '2']]);
      expect((await event).payload).toMatchObject({
        batchItemId: v2.id,
        versionNumber: 2,
        portionSize: '5',
        parLevel: '12',
        ingredients: [{ ingredientId: ingredient.id, amount: '2', defaultUnitCost: '2' }],
        revision: 1,
      });
      expect(
        (await addIngredient(o, v2.id, { ingredientId: other.id, amount: '1' })).errors,
      ).toBeUndefined();
      expect((await getBatch(o, batch.id)).ingredients).toHaveLength(1);
      // the version counter follows the batch's max
      const v3 = await o.gql<{ createBatchItemVersion: { versionNumber: number } }>(
        `mutation($id: ID!) { createBatchItemVersion(id: $id) { versionNumber } }`,
        { id: batch.id },
      );
      expect(v3.data!.createBatchItemVersion.versionNumber).toBe(3);
      const bad = await o.gql(`mutation($id: ID!) { createBatchItemVersion(id: $id) { id } }`, {
        id: randomUUID(),
      });
      expect(error(bad).message).toBe(BM.item.invalid);
    });

    it('freezes a version a variant uses', async () => {
      const o = await signedInOwner(s.t);
      const { batch } = await completeBatch(o, 'Chili oil');
      const v = await o.gql<{ createVariant: { id: string } }>(
        `mutation { createVariant(name: "Extras") { id } }`,
      );
      const added = await o.gql(
        `mutation($v: ID!, $i: VariantBatchItemInput!) { addVariantBatchItem(variantId: $v, input: $i) { id } }`,
        {
          v: v.data!.createVariant.id,
          i: { batchItemId: batch.id, amount: '1', addOnPrice: '0.5' },
        },
      );
      expect(added.errors).toBeUndefined();
      expect(await getBatch(o, batch.id)).toMatchObject({ usedByMenu: true, menuItemCount: 1 });
      expect(error(await update(o, batch.id, { portionSize: '9' }))).toEqual({
        message: BM.item.frozen,
        code: 'BAD_USER_INPUT',
      });
    });

    it('duplicates the recipe into a new batch; blank and taken names refused', async () => {
      const o = await signedInOwner(s.t);
      const { batch, ingredient } = await completeBatch(o, 'Base');
      await createBatch(o, { name: 'Taken' });
      const dup = (name: string, id = batch.id) =>
        o.gql<{ duplicateBatchItem: BatchShape }>(
          `mutation($id: ID!, $n: String!) { duplicateBatchItem(id: $id, name: $n) { ${BATCH_FIELDS} } }`,
          { id, n: name },
        );
      expect(error(await dup('  '))).toEqual({
        message: BM.item.duplicateNameBlank,
        code: 'BAD_USER_INPUT',
      });
      expect(error(await dup('taken'))).toEqual({
        message: BM.item.duplicateFailed(BM.item.nameTaken),
        code: 'BAD_USER_INPUT',
      });
      expect(error(await dup('base'))).toEqual({
        message: BM.item.duplicateFailed(BM.item.nameTaken),
        code: 'BAD_USER_INPUT',
      });
      expect(error(await dup('y'.repeat(101)))).toEqual({
        message: BM.item.duplicateFailed(BM.item.tooLong),
        code: 'BAD_USER_INPUT',
      });
      expect(error(await dup('Copy', randomUUID()))).toEqual({
        message: BM.item.notFound,
        code: 'NOT_FOUND',
      });
      const { event } = await expectEvent<BatchItemSavedEvent>(
        CatalogueSubjects.batchItemSaved,
        (e) => e.outletId === o.outletId && e.payload.name === 'BASE COPY',
      );
      const copy = (await dup('Base copy')).data!.duplicateBatchItem;
      expect((await event).payload).toMatchObject({
        batchItemId: copy.id,
        versionNumber: 1,
        portionSize: '4',
        ingredients: [{ ingredientId: ingredient.id, amount: '2', defaultUnitCost: '2' }],
        revision: 1,
      });
      expect(copy).toMatchObject({
        name: 'BASE COPY',
        versionNumber: 1,
        portionSize: '4',
        batchCost: '4.0000',
        complete: true,
      });
      expect(copy.batchId).not.toBe(batch.batchId);
      expect(copy.ingredients.map((i) => [i.ingredientId, i.amount])).toEqual([
        [ingredient.id, '2'],
      ]);
    });
  });

  describe('delete', () => {
    it('deletes every version with one event each', async () => {
      const o = await signedInOwner(s.t);
      const b = await createBatch(o, { name: 'Gone' });
      const v2 = await o.gql<{ createBatchItemVersion: { id: string; batchId: string } }>(
        `mutation($id: ID!) { createBatchItemVersion(id: $id) { id batchId } }`,
        { id: b.id },
      );
      const first = await expectEvent(
        CatalogueSubjects.batchItemDeleted,
        (e) => (e.payload as { batchItemId: string }).batchItemId === b.id,
      );
      const second = await expectEvent(
        CatalogueSubjects.batchItemDeleted,
        (e) =>
          (e.payload as { batchItemId: string }).batchItemId === v2.data!.createBatchItemVersion.id,
      );
      const res = await o.gql(`mutation($id: ID!) { deleteBatchItem(id: $id) }`, {
        id: v2.data!.createBatchItemVersion.id,
      });
      expect(res.data).toEqual({ deleteBatchItem: true });
      expect((await first.event).payload).toEqual({
        batchItemId: b.id,
        batchId: b.batchId,
        revision: 2,
      });
      await second.event;
      const rows = await s.t.ownerSql(`SELECT id FROM batch_items WHERE batch_id = $1`, [
        b.batchId,
      ]);
      expect(rows).toEqual([]);
      const again = await o.gql(`mutation($id: ID!) { deleteBatchItem(id: $id) }`, { id: b.id });
      expect(error(again)).toEqual({ message: BM.item.notFound, code: 'NOT_FOUND' });
    });

    it('refuses while any version is used by a menu item, has production or an adjustment', async () => {
      const o = await signedInOwner(s.t);
      const del = (id: string) => o.gql(`mutation($id: ID!) { deleteBatchItem(id: $id) }`, { id });
      const { batch } = await completeBatch(o, 'Used');
      const v2 = (
        await o.gql<{ createBatchItemVersion: { id: string } }>(
          `mutation($id: ID!) { createBatchItemVersion(id: $id) { id } }`,
          { id: batch.id },
        )
      ).data!.createBatchItemVersion.id;
      const item = await createMenuItem(o, 'Using');
      const row = await addToMenu(o, item.id, batch.id, '1');
      expect(error(await del(v2))).toEqual({
        message: BM.item.usedByMenuItem,
        code: 'BAD_USER_INPUT',
      });
      await o.gql(`mutation($id: ID!) { removeMenuBatchIngredient(id: $id) { id } }`, {
        id: row.data!.addMenuBatchIngredient.batchIngredients[0].id,
      });

      await usage(o, batch.id, { productionCount: 1, adjustmentCount: 0 }, 1);
      expect(error(await del(v2))).toEqual({
        message: BM.item.hasProduction,
        code: 'BAD_USER_INPUT',
      });
      await usage(o, batch.id, { productionCount: 0, adjustmentCount: 2 }, 2);
      expect(error(await del(batch.id))).toEqual({
        message: BM.item.hasAdjustment,
        code: 'BAD_USER_INPUT',
      });
      // an older revision does not overwrite
      await publishEvent(
        'inventory.batch-item-usage.changed',
        { batchItemId: batch.id, productionCount: 0, adjustmentCount: 0, revision: 1 },
        o.outletId,
      );
      await usage(o, v2, { productionCount: 0, adjustmentCount: 0 }, 1);
      const [kept] = await s.t.ownerSql<{ adjustment_count: number }>(
        `SELECT adjustment_count FROM batch_item_usage WHERE batch_item_id = $1`,
        [batch.id],
      );
      expect(kept.adjustment_count).toBe(2);
      await usage(o, batch.id, { productionCount: 0, adjustmentCount: 0 }, 3);
      expect((await del(batch.id)).data).toEqual({ deleteBatchItem: true });
    });
  });

  describe('menu and variant batch rows', () => {
    it('adds, updates and removes a menu batch row; the cost follows; events carry the rows', async () => {
      const o = await signedInOwner(s.t);
      const { batch } = await completeBatch(o, 'Rendang paste', '3');
      const { batch: other } = await completeBatch(o, 'Onion jam', '1');
      const item = await createMenuItem(o, 'Rendang');
      expect(error(await addToMenu(o, item.id, randomUUID(), '1'))).toEqual({
        message: CM.ingredient.selectBatch,
        code: 'NOT_FOUND',
      });
      for (const amount of ['0', '-2', 'x']) {
        expect(error(await addToMenu(o, item.id, batch.id, amount))).toEqual({
          message: CM.ingredient.amountInvalid,
          code: 'BAD_USER_INPUT',
        });
      }
      const { event } = await expectEvent<MenuItemSavedEvent>(
        CatalogueSubjects.menuItemSaved,
        (e) => e.payload.menuItemId === item.id && e.payload.batchIngredients.length === 1,
      );
      const added = await addToMenu(o, item.id, batch.id, '2');
      expect(added.data!.addMenuBatchIngredient.costPerServing).toBe('3.0000');
      expect((await event).payload.batchIngredients).toEqual([
        { batchItemId: batch.id, amount: '2' },
      ]);
      // the same batch twice, even another version of it
      expect(error(await addToMenu(o, item.id, batch.id, '1'))).toEqual({
        message: CM.ingredient.same,
        code: 'BAD_USER_INPUT',
      });
      const v2 = await o.gql<{ createBatchItemVersion: { id: string } }>(
        `mutation($id: ID!) { createBatchItemVersion(id: $id) { id } }`,
        { id: batch.id },
      );
      expect(error(await addToMenu(o, item.id, v2.data!.createBatchItemVersion.id, '1'))).toEqual({
        message: CM.ingredient.same,
        code: 'BAD_USER_INPUT',
      });
      const rowId = added.data!.addMenuBatchIngredient.batchIngredients[0].id;
      const updated = await o.gql<{ updateMenuBatchIngredient: MenuBatchShape }>(
        `mutation($id: ID!, $i: MenuBatchIngredientInput!) { updateMenuBatchIngredient(id: $id, input: $i) { ${MENU_BATCH_FIELDS} } }`,
        { id: rowId, i: { batchItemId: other.id, amount: '4' } },
      );
      expect(updated.data!.updateMenuBatchIngredient).toMatchObject({
        costPerServing: '2.0000',
        batchIngredients: [{ batchItemId: other.id, amount: '4', costPerPortion: '0.5000' }],
      });
      const removed = await o.gql<{ removeMenuBatchIngredient: MenuBatchShape }>(
        `mutation($id: ID!) { removeMenuBatchIngredient(id: $id) { ${MENU_BATCH_FIELDS} } }`,
        { id: rowId },
      );
      expect(removed.data!.removeMenuBatchIngredient).toMatchObject({
        costPerServing: '0.0000',
        batchIngredients: [],
      });
      const gone = await o.gql(`mutation($id: ID!) { removeMenuBatchIngredient(id: $id) { id } }`, {
        id: rowId,
      });
      expect(error(gone)).toEqual({ message: BM.item.menuRowNotFound, code: 'NOT_FOUND' });
    });

    it('refuses batch rows on a menu version with sales', async () => {
      const o = await signedInOwner(s.t);
      const { batch } = await completeBatch(o, 'Sauce');
      const item = await createMenuItem(o, 'Sold dish');
      const saleId = randomUUID();
      await publishEvent(
        'sales.sale.saved',
        {
          saleId,
          saleDate: '2026-11-20',
          saleState: 'CONFIRMED',
          sourceType: 'MANUAL',
          sourceRef: null,
          items: [{ salesItemId: randomUUID(), menuItemId: item.id, quantity: '1', options: [] }],
          subTotal: '10.00',
          nettTotal: '10.00',
          revision: 1,
        },
        o.outletId,
      );
      await eventually(
        async () =>
          (await s.t.ownerSql(`SELECT 1 FROM sale_menu_items WHERE sale_id = $1`, [saleId]))
            .length === 1,
      );
      expect(error(await addToMenu(o, item.id, batch.id, '1'))).toEqual({
        message: CM.menuItem.frozen,
        code: 'BAD_USER_INPUT',
      });
    });

    it("refuses another outlet's batch item as 'Select a batch ingredient!'", async () => {
      const o = await signedInOwner(s.t);
      const { batch } = await completeBatch(s.ana, `Ana only ${randomUUID().slice(0, 6)}`);
      const item = await createMenuItem(o, 'Mine');
      expect(error(await addToMenu(o, item.id, batch.id, '1'))).toEqual({
        message: CM.ingredient.selectBatch,
        code: 'NOT_FOUND',
      });
    });

    it('adds, updates and removes variant batch options with the saved event', async () => {
      const o = await signedInOwner(s.t);
      const { batch } = await completeBatch(o, 'Crispy shallots');
      const { batch: other } = await completeBatch(o, 'Garlic oil');
      const v = (
        await o.gql<{ createVariant: { id: string } }>(
          `mutation { createVariant(name: "Toppings") { id } }`,
        )
      ).data!.createVariant.id;
      const ADD = `mutation($v: ID!, $i: VariantBatchItemInput!) { addVariantBatchItem(variantId: $v, input: $i) {
        totalAddOnPrice batchItems { id batchItemId amount addOnPrice batchItem { name } } } }`;
      const add = (i: Record<string, unknown>) =>
        o.gql<{
          addVariantBatchItem: {
            totalAddOnPrice: string;
            batchItems: Array<{
              id: string;
              batchItemId: string;
              amount: string;
              addOnPrice: string;
              batchItem: { name: string };
            }>;
          };
        }>(ADD, { v, i });
      expect(error(await add({ batchItemId: randomUUID(), amount: '1', addOnPrice: '1' }))).toEqual(
        {
          message: CM.ingredient.selectBatch,
          code: 'NOT_FOUND',
        },
      );
      expect(error(await add({ batchItemId: batch.id, amount: '0', addOnPrice: '1' }))).toEqual({
        message: CM.ingredient.amountInvalid,
        code: 'BAD_USER_INPUT',
      });
      expect(error(await add({ batchItemId: batch.id, amount: '1', addOnPrice: '-1' }))).toEqual({
        message: CM.variant.addOnPriceInvalid,
        code: 'BAD_USER_INPUT',
      });
      const { event } = await expectEvent<VariantSavedEvent>(
        CatalogueSubjects.variantSaved,
        (e) => e.payload.variantId === v && e.payload.batchItems.length === 1,
      );
      const added = await add({ batchItemId: batch.id, amount: '0.5', addOnPrice: '1.5' });
      expect(added.data!.addVariantBatchItem).toMatchObject({
        totalAddOnPrice: '1.50',
        batchItems: [
          {
            batchItemId: batch.id,
            amount: '0.5',
            addOnPrice: '1.50',
            batchItem: { name: 'CRISPY SHALLOTS' },
          },
        ],
      });
      const rowId = added.data!.addVariantBatchItem.batchItems[0].id;
      expect((await event).payload.batchItems).toEqual([
        {
          variantBatchItemId: rowId,
          batchItemId: batch.id,
          amount: '0.5',
          addOnPrice: '1.5',
          name: 'CRISPY SHALLOTS',
        },
      ]);
      expect(error(await add({ batchItemId: batch.id, amount: '1', addOnPrice: '1' }))).toEqual({
        message: CM.ingredient.same,
        code: 'BAD_USER_INPUT',
      });
      const upd = await o.gql<{ updateVariantBatchItem: { totalAddOnPrice: string } }>(
        `mutation($id: ID!, $i: VariantBatchItemInput!) { updateVariantBatchItem(id: $id, input: $i) { totalAddOnPrice } }`,
        { id: rowId, i: { batchItemId: other.id, amount: '2', addOnPrice: '0.75' } },
      );
      expect(upd.data!.updateVariantBatchItem.totalAddOnPrice).toBe('0.75');
      const rm = await o.gql<{ removeVariantBatchItem: { batchItems: unknown[] } }>(
        `mutation($id: ID!) { removeVariantBatchItem(id: $id) { batchItems { id } } }`,
        { id: rowId },
      );
      expect(rm.data!.removeVariantBatchItem.batchItems).toEqual([]);
      const gone = await o.gql(`mutation($id: ID!) { removeVariantBatchItem(id: $id) { id } }`, {
        id: rowId,
      });
      expect(error(gone)).toEqual({ message: BM.item.variantRowNotFound, code: 'NOT_FOUND' });
    });
  });

  it('answers rpc.catalogue.lookup for batch items with the saved payload', async () => {
    const { batch, ingredient } = await completeBatch(s.ana, `Lookup ${randomUUID().slice(0, 6)}`);
    const bus = s.t.app.get(Bus);
    const reply = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ana.outletId,
      kind: 'batch-item',
      ids: [batch.id, randomUUID()],
    });
    expect(reply?.rows).toEqual([
      {
        batchItemId: batch.id,
        batchId: batch.batchId,
        versionNumber: 1,
        name: batch.name,
        portionSize: '4',
        ingredients: [{ ingredientId: ingredient.id, amount: '2', defaultUnitCost: '2' }],
        parLevel: null,
        revision: 2,
      },
    ]);
  });
});
