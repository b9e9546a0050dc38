import { InventorySubjects, Requests, type EnsureItemsRequest } from '@mise/contracts';
import { Bus, runWithContext } from '@mise/platform';
import {
  collectEvents,
  eventually,
  ownersSuite,
  sqlStatementsOf,
  type TestOwner,
} from '@mise/testing';
import { startInventory } from './helpers';

async function createIngredient(o: TestOwner, name: string, unit?: string) {
  const res = await o.gql<{ createIngredient: { id: string } }>(
    `mutation($i: CreateIngredientInput!) { createIngredient(input: $i) { id } }`,
    { i: { name, ...(unit === undefined ? {} : { unit }) } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createIngredient.id;
}

async function createItem(o: TestOwner, name: string, ingredientId: string) {
  const res = await o.gql<{ createInventoryItem: { id: string } }>(
    `mutation($i: CreateInventoryItemInput!) { createInventoryItem(input: $i) { id } }`,
    { i: { name, ingredientId } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createInventoryItem.id;
}

/**
 * rpc.inventory.ensure-items over real NATS (flows.md §10): finance's and procurement's one
 * request per document, answered by inventory in one transaction.
 */
describe('rpc.inventory.ensure-items', () => {
  const s = ownersSuite(startInventory, 2);
  const bus = () => s.t.app.get(Bus);
  const ensure = (owner: TestOwner, lines: EnsureItemsRequest['lines']) =>
    bus().request(Requests.ensureItems, { outletId: owner.outletId, lines });
  const items = (o: TestOwner) =>
    o.gql<{
      inventoryItems: {
        nodes: Array<{ id: string; name: string; ingredient: { id: string; name: string } }>;
      };
    }>(`{ inventoryItems(limit: 100) { nodes { id name ingredient { id name } } } }`);

  it('makes, matches and relinks many lines in one request, in their order, with the events', async () => {
    const o = s.ana;
    const flour = await createIngredient(o, 'Flour', 'kg');
    const sugar = await createIngredient(o, 'Sugar', 'g');
    const flourBag = await createItem(o, 'Flour 10kg bag', flour);
    const sack = await createItem(o, 'Sugar sack', flour); // linked to the wrong ingredient

    const ingredientEvents = await collectEvents<{ name: string; unit: string }>(
      InventorySubjects.ingredientSaved,
      // not the creates above (the outbox relay may publish them after this subscribes)
      (e) => e.outletId === o.outletId && !['FLOUR', 'SUGAR'].includes(e.payload.name),
    );
    const itemEvents = await collectEvents<{
      name: string;
      ingredientId: string;
      revision: number;
    }>(
      InventorySubjects.inventoryItemSaved,
      (e) =>
        e.outletId === o.outletId &&
        e.payload.name !== 'FLOUR 10KG BAG' &&
        !(e.payload.name === 'SUGAR SACK' && e.payload.revision === 1),
    );
    const reply = await ensure(o, [
      // matched item and ingredient, whatever the case and spaces; the ingredient keeps its unit
      { inventoryName: ' flour 10KG  bag', ingredientName: 'FLOUR', unit: 'pcs' },
      // a new item on an existing ingredient (matched case-insensitively)
      { inventoryName: 'Caster sugar 1kg', ingredientName: 'sugar', unit: 'g' },
      // an existing item relinked to the line's ingredient
      { inventoryName: 'SUGAR SACK', ingredientName: 'Sugar', unit: 'g' },
      // a new ingredient with the line's unit and a new item
      { inventoryName: 'Santan 200ml', ingredientName: 'Coconut milk', unit: 'ML' },
      // the same new names again in the same request: the same rows
      { inventoryName: 'santan 200ML', ingredientName: 'coconut MILK', unit: 'l' },
    ]);
    expect(reply).not.toBeNull();
    const rows = reply!.rows;
    expect(rows).toEqual([
      {
        inventoryItemId: flourBag,
        inventoryName: 'FLOUR 10KG BAG',
        ingredientId: flour,
        ingredientName: 'FLOUR',
        unit: 'kg',
      },
      {
        inventoryItemId: expect.any(String),
        inventoryName: 'CASTER SUGAR 1KG',
        ingredientId: sugar,
        ingredientName: 'SUGAR',
        unit: 'g',
      },
      {
        inventoryItemId: sack,
        inventoryName: 'SUGAR SACK',
        ingredientId: sugar,
        ingredientName: 'SUGAR',
        unit: 'g',
      },
      {
        inventoryItemId: expect.any(String),
        inventoryName: 'SANTAN 200ML',
        ingredientId: expect.any(String),
        ingredientName: 'COCONUT MILK',
        unit: 'ml',
      },
      expect.objectContaining({ inventoryName: 'SANTAN 200ML' }),
    ]);
    expect(rows[4]).toEqual(rows[3]);

    // what the screens show afterwards
    const listed = (await items(o)).data!.inventoryItems.nodes;
    expect(listed.map((v) => [v.name, v.ingredient.name]).sort()).toEqual([
      ['CASTER SUGAR 1KG', 'SUGAR'],
      ['FLOUR 10KG BAG', 'FLOUR'],
      ['SANTAN 200ML', 'COCONUT MILK'],
      ['SUGAR SACK', 'SUGAR'],
    ]);

    // the events of what was made or changed, nothing for what was only matched
    await eventually(
      async () => ingredientEvents.events.length >= 1 && itemEvents.events.length >= 3,
    );
    await new Promise((r) => setTimeout(r, 300));
    ingredientEvents.stop();
    itemEvents.stop();
    expect(ingredientEvents.events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        ingredientId: rows[3].ingredientId,
        name: 'COCONUT MILK',
        unit: 'ml',
        revision: 1,
      }),
    ]);
    expect(
      itemEvents.events.map((e) => e.payload).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      {
        inventoryItemId: rows[1].inventoryItemId,
        name: 'CASTER SUGAR 1KG',
        ingredientId: sugar,
        revision: 1,
      },
      {
        inventoryItemId: rows[3].inventoryItemId,
        name: 'SANTAN 200ML',
        ingredientId: rows[3].ingredientId,
        revision: 1,
      },
      { inventoryItemId: sack, name: 'SUGAR SACK', ingredientId: sugar, revision: 2 },
    ]);

    // asked again: the same rows, nothing changes
    const again = await ensure(o, [
      { inventoryName: 'Santan 200ml', ingredientName: 'Coconut milk', unit: 'ml' },
      { inventoryName: 'sugar sack', ingredientName: 'sugar', unit: 'g' },
    ]);
    expect(again!.rows).toEqual([rows[3], rows[2]]);
  });

  it('makes one row of a name two requests at once name', async () => {
    const o = s.ana;
    const line = { inventoryName: 'Kaya jar', ingredientName: 'Kaya', unit: 'pcs' };
    const [a, b] = await Promise.all([
      ensure(o, [line]),
      ensure(o, [{ ...line, inventoryName: 'KAYA  JAR' }]),
    ]);
    expect(a!.rows).toHaveLength(1);
    expect(b!.rows).toEqual(a!.rows);
    expect(a!.rows[0]).toMatchObject({
      inventoryName: 'KAYA JAR',
      ingredientName: 'KAYA',
      unit: 'pcs',
    });
  });

  it('refuses the whole request for a blank name or an unknown unit, making nothing', async () => {
    const o = s.ben;
    const good = { inventoryName: 'Eggs tray', ingredientName: 'Eggs', unit: 'tray' };
    for (const bad of [
      { inventoryName: '  ', ingredientName: 'Eggs', unit: 'tray' },
      { inventoryName: 'Egg box', ingredientName: '', unit: 'tray' },
      { inventoryName: 'Egg box', ingredientName: 'Duck eggs', unit: 'bushel' },
      { inventoryName: 'Egg box', ingredientName: 'Duck eggs', unit: ' ' },
    ]) {
      expect(await ensure(o, [good, bad])).toBeNull();
    }
    expect((await items(o)).data!.inventoryItems.nodes).toEqual([]);
    const ingredients = await o.gql<{ ingredients: { totalCount: number } }>(
      `{ ingredients { totalCount } }`,
    );
    expect(ingredients.data!.ingredients.totalCount).toBe(0);
    // an unknown unit does not matter when the ingredient exists: its own unit is answered
    await createIngredient(o, 'Duck eggs', 'pcs');
    const ok = await ensure(o, [
      { inventoryName: 'Egg box', ingredientName: 'duck eggs', unit: 'bushel' },
    ]);
    expect(ok!.rows[0]).toMatchObject({ ingredientName: 'DUCK EGGS', unit: 'pcs' });
    // no lines: no rows
    expect(await ensure(o, [])).toEqual({ rows: [] });
  });

  it('costs the same statements for 3 lines as for 15 (besides one event per row made)', async () => {
    const o = s.ben;
    const statements = (lines: EnsureItemsRequest['lines']) =>
      sqlStatementsOf(s.t.app, async (opts) => {
        const correlationId = opts.headers!['x-correlation-id'];
        const reply = await runWithContext({ correlationId }, () => ensure(o, lines));
        expect(reply?.rows).toHaveLength(lines.length);
      });
    const lines = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => ({
        inventoryName: `${tag} item ${i}`,
        ingredientName: `${tag} ingredient ${i}`,
        unit: 'kg',
      }));
    // made: an ingredient and an item per line, each with its event (the outbox insert); the
    // outbox relay's pass started by the commit may run in the request's context too (a few, in
    // either measure)
    const small = await statements(lines(3, 'small'));
    const large = await statements(lines(15, 'large'));
    expect(Math.abs(large - small - 2 * (15 - 3))).toBeLessThanOrEqual(4);
    // matched (nothing made, no event): the same count whatever the number of lines
    const matchedSmall = await statements(lines(3, 'large'));
    const matchedLarge = await statements(lines(15, 'large'));
    expect(matchedLarge).toBe(matchedSmall);
    expect(matchedLarge).toBeLessThanOrEqual(10);
  });
});
