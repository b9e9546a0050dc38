import { join } from 'node:path';
import { IdentitySubjects, Requests } from '@mise/contracts';
import { Bus } from '@mise/platform';
import {
  suiteCrossTenantCheck,
  publishEvent,
  signedInOwner,
  type TestOwner,
  eventually,
  ownersSuite,
} from '@mise/testing';
import { createMenuItem, ingredientSaved, type MenuItemShape, startCatalogue } from './helpers';

describe('catalogue tenancy, look-ups and purge', () => {
  const s = ownersSuite(startCatalogue, 2);

  /** A menu item with an ingredient and a variant (with an option), and a table. */
  async function arrange(owner: TestOwner, name: string) {
    const item = await createMenuItem(owner, name);
    const rice = await ingredientSaved(s.t, owner, { averagePrice: '3' });
    const withRow = await owner.gql<{ addMenuIngredient: MenuItemShape }>(
      `mutation($m: ID!, $i: MenuIngredientInput!) { addMenuIngredient(menuItemId: $m, input: $i) { ingredients { id } } }`,
      { m: item.id, i: { ingredientId: rice.id, amount: '0.5' } },
    );
    const variant = await owner.gql<{ createVariant: { id: string } }>(
      `mutation($n: String!) { createVariant(name: $n) { id } }`,
      { n: `${name} options` },
    );
    const variantId = variant.data!.createVariant.id;
    const option = await owner.gql<{
      addVariantIngredient: { ingredients: Array<{ id: string }> };
    }>(
      `mutation($v: ID!, $i: VariantIngredientInput!) { addVariantIngredient(variantId: $v, input: $i) { ingredients { id } } }`,
      { v: variantId, i: { ingredientId: rice.id, amount: '1', addOnPrice: '1' } },
    );
    const mv = await owner.gql<{ addMenuVariant: { variants: Array<{ id: string }> } }>(
      `mutation($m: ID!, $v: ID!) { addMenuVariant(menuItemId: $m, variantId: $v) { variants { id } } }`,
      { m: item.id, v: variantId },
    );
    const batch = await owner.gql<{ createBatchItem: { id: string; batchId: string } }>(
      `mutation($n: String!) { createBatchItem(input: { name: $n, portionSize: "2" }) { id batchId } }`,
      { n: `${name} batch` },
    );
    const batchItemId = batch.data!.createBatchItem.id;
    const batchRow = await owner.gql<{
      addBatchIngredient: { ingredients: Array<{ id: string }> };
    }>(
      `mutation($b: ID!, $i: BatchIngredientInput!) { addBatchIngredient(batchItemId: $b, input: $i) { ingredients { id } } }`,
      { b: batchItemId, i: { ingredientId: rice.id, amount: '2' } },
    );
    const menuBatch = await owner.gql<{
      addMenuBatchIngredient: { batchIngredients: Array<{ id: string }> };
    }>(
      `mutation($m: ID!, $b: ID!) { addMenuBatchIngredient(menuItemId: $m, input: { batchItemId: $b, amount: "1" }) { batchIngredients { id } } }`,
      { m: item.id, b: batchItemId },
    );
    const variantBatch = await owner.gql<{
      addVariantBatchItem: { batchItems: Array<{ id: string }> };
    }>(
      `mutation($v: ID!, $b: ID!) { addVariantBatchItem(variantId: $v, input: { batchItemId: $b, amount: "1", addOnPrice: "1" }) { batchItems { id } } }`,
      { v: variantId, b: batchItemId },
    );
    const table = await owner.gql<{ createOutletTable: { id: string } }>(
      `mutation($n: String!) { createOutletTable(name: $n) { id } }`,
      { n: `${name} table` },
    );
    return {
      item,
      ingredientId: rice.id,
      menuIngredientId: withRow.data!.addMenuIngredient.ingredients[0].id,
      variantId,
      variantIngredientId: option.data!.addVariantIngredient.ingredients[0].id,
      menuVariantId: mv.data!.addMenuVariant.variants[0].id,
      tableId: table.data!.createOutletTable.id,
      batchItemId,
      batchId: batch.data!.createBatchItem.batchId,
      batchIngredientId: batchRow.data!.addBatchIngredient.ingredients[0].id,
      menuBatchIngredientId: menuBatch.data!.addMenuBatchIngredient.batchIngredients[0].id,
      variantBatchItemId: variantBatch.data!.addVariantBatchItem.batchItems[0].id,
    };
  }

  it("gives another owner none of the first owner's rows (cross-tenant check)", async () => {
    const a = await arrange(s.ana, 'Secret');
    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [
        a.item.id,
        a.item.menuId,
        a.menuIngredientId,
        a.variantId,
        a.variantIngredientId,
        a.menuVariantId,
        a.tableId,
        a.batchItemId,
        a.batchId,
        a.batchIngredientId,
        a.menuBatchIngredientId,
        a.variantBatchItemId,
      ],
      // valid inputs, so that each call reaches the lookup of A's id
      args: {
        'Mutation.updateMenuItem': { input: { price: '1' } },
        'Mutation.createMenuItemVersion': { input: { price: '1' } },
        'Mutation.addMenuIngredient': { input: { ingredientId: a.ingredientId, amount: '1' } },
        'Mutation.updateMenuIngredient': { input: { ingredientId: a.ingredientId, amount: '1' } },
        'Mutation.addVariantIngredient': {
          input: { ingredientId: a.ingredientId, amount: '1', addOnPrice: '1' },
        },
        'Mutation.updateVariantIngredient': {
          input: { ingredientId: a.ingredientId, amount: '1', addOnPrice: '1' },
        },
        'Mutation.updateBatchItem': { input: { portionSize: '1' } },
        'Mutation.createBatchItemVersion': { input: { portionSize: '1' } },
        'Mutation.addBatchIngredient': { input: { ingredientId: a.ingredientId, amount: '1' } },
        'Mutation.updateBatchIngredient': { input: { ingredientId: a.ingredientId, amount: '1' } },
        'Mutation.addMenuBatchIngredient': { input: { batchItemId: a.batchItemId, amount: '1' } },
        'Mutation.updateMenuBatchIngredient': {
          input: { batchItemId: a.batchItemId, amount: '1' },
        },
        'Mutation.addVariantBatchItem': {
          input: { batchItemId: a.batchItemId, amount: '1', addOnPrice: '1' },
        },
        'Mutation.updateVariantBatchItem': {
          input: { batchItemId: a.batchItemId, amount: '1', addOnPrice: '1' },
        },
      },
    });
    const fields = new Set(calls.map((c) => c.field));
    for (const f of [
      'Query.menuItems',
      'Query.menuItem',
      'Query.menuCategories',
      'Query.menuLimit',
      'Query.catalogueSettings',
      'Query.variants',
      'Query.variant',
      'Query.outletTables',
      'Query.outletTable',
      'Query.catalogueProgress',
      'Query.batchItems',
      'Query.batchItem',
      'Query.completeBatchItems',
      'Mutation.createBatchItem',
      'Mutation.updateBatchItem',
      'Mutation.createBatchItemVersion',
      'Mutation.duplicateBatchItem',
      'Mutation.deleteBatchItem',
      'Mutation.addBatchIngredient',
      'Mutation.updateBatchIngredient',
      'Mutation.removeBatchIngredient',
      'Mutation.addMenuBatchIngredient',
      'Mutation.updateMenuBatchIngredient',
      'Mutation.removeMenuBatchIngredient',
      'Mutation.addVariantBatchItem',
      'Mutation.updateVariantBatchItem',
      'Mutation.removeVariantBatchItem',
      '_entities BatchItem',
      'Mutation.createMenuItem',
      'Mutation.updateMenuItem',
      'Mutation.createMenuItemVersion',
      'Mutation.deleteMenuItem',
      'Mutation.duplicateMenuItem',
      'Mutation.setMenuItemOnOrderingPage',
      'Mutation.addMenuIngredient',
      'Mutation.updateMenuIngredient',
      'Mutation.removeMenuIngredient',
      'Mutation.addMenuVariant',
      'Mutation.removeMenuVariant',
      'Mutation.createMenuPhotoUpload',
      'Mutation.confirmMenuPhoto',
      'Mutation.deleteMenuPhoto',
      'Mutation.updateCatalogueSettings',
      'Mutation.updateOrderingAddress',
      'Mutation.createVariant',
      'Mutation.updateVariant',
      'Mutation.deleteVariant',
      'Mutation.addVariantIngredient',
      'Mutation.updateVariantIngredient',
      'Mutation.removeVariantIngredient',
      'Mutation.createOutletTable',
      'Mutation.deleteOutletTable',
      '_entities MenuItem',
      '_entities Variant',
      '_entities OutletProgress',
    ]) {
      expect(fields).toContain(f);
    }
  });

  it('answers federation references only to an owner of the outlet', async () => {
    const item = await createMenuItem(s.ana, 'Shared');
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on MenuItem { name } ... on OutletProgress { menuItemAdded } } }`;
    const r = [
      { __typename: 'MenuItem', id: item.id, outletId: s.ana.outletId },
      { __typename: 'OutletProgress', outletId: s.ana.outletId },
    ];
    expect((await s.ana.gql(query, { r })).data).toEqual({
      _entities: [{ name: 'SHARED' }, { menuItemAdded: true }],
    });
    expect((await s.ben.gql(query, { r })).data).toEqual({ _entities: [null, null] });
    const fresh = await signedInOwner(s.t);
    expect(
      (
        await fresh.gql(query, {
          r: [{ __typename: 'OutletProgress', outletId: fresh.outletId }],
        })
      ).data,
    ).toEqual({ _entities: [{ menuItemAdded: false }] });
  });

  it('answers rpc.catalogue.lookup with the saved payloads, only in the outlet asked', async () => {
    const a = await arrange(s.ana, 'Lookup');
    const bus = s.t.app.get(Bus);
    // this app answers on its own subject prefix (NATS_RPC_PREFIX): no other run can answer
    const menu = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ana.outletId,
      kind: 'menu-item',
      ids: [a.item.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(menu?.rows).toEqual([
      {
        menuItemId: a.item.id,
        menuId: a.item.menuId,
        versionNumber: 1,
        name: 'LOOKUP',
        category: 'MAINS',
        price: '0',
        // 0.5 x 3 + 1 portion of the batch (2 x 3 ÷ 2)
        costPerServing: '4.5',
        ingredients: [{ ingredientId: a.ingredientId, preferredInventoryId: null, amount: '0.5' }],
        batchIngredients: [{ batchItemId: a.batchItemId, amount: '1' }],
        variantIds: [a.variantId],
        description: null,
        photoKey: null,
        onOrderingPage: false,
        revision: 4,
      },
    ]);
    const variant = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ana.outletId,
      kind: 'variant',
      ids: [a.variantId],
    });
    expect(variant?.rows[0]).toMatchObject({
      variantId: a.variantId,
      name: 'LOOKUP OPTIONS',
      ingredients: [{ ingredientId: a.ingredientId, amount: '1', addOnPrice: '1' }],
      batchItems: [{ batchItemId: a.batchItemId, amount: '1', addOnPrice: '1' }],
      revision: 3,
    });
    const batch = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ana.outletId,
      kind: 'batch-item',
      ids: [a.batchItemId],
    });
    expect(batch?.rows).toEqual([
      {
        batchItemId: a.batchItemId,
        batchId: a.batchId,
        versionNumber: 1,
        name: 'LOOKUP BATCH',
        portionSize: '2',
        ingredients: [{ ingredientId: a.ingredientId, amount: '2', defaultUnitCost: '3' }],
        parLevel: null,
        revision: 2,
      },
    ]);
    const other = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ben.outletId,
      kind: 'menu-item',
      ids: [a.item.id],
    });
    expect(other?.rows).toEqual([]);
    const otherBatch = await bus.request(Requests.lookup('catalogue'), {
      outletId: s.ben.outletId,
      kind: 'batch-item',
      ids: [a.batchItemId],
    });
    expect(otherBatch?.rows).toEqual([]);
  });

  it('counts menus (not versions) and variants for the admin analysis', async () => {
    const o = await signedInOwner(s.t);
    const item = await createMenuItem(o, 'Counted');
    await createMenuItem(o, 'Counted too');
    await o.gql(`mutation($id: ID!) { createMenuItemVersion(id: $id) { id } }`, { id: item.id });
    await o.gql(`mutation { createVariant(name: "V") { id } }`);
    const batch = await o.gql<{ createBatchItem: { id: string } }>(
      `mutation { createBatchItem(input: { name: "B" }) { id } }`,
    );
    await o.gql(`mutation($id: ID!) { createBatchItemVersion(id: $id) { id } }`, {
      id: batch.data!.createBatchItem.id,
    });
    await o.gql(`mutation { createBatchItem(input: { name: "B2" }) { id } }`);
    const reply = await s.t.app
      .get(Bus)
      .request(Requests.analysisCounts('catalogue'), { outletIds: [o.outletId] });
    expect(reply?.counts[o.outletId]).toEqual({ menu_item: 2, variant: 1, batch_item: 2 });
  });

  it("purges the outlet's rows when identity deletes the outlet", async () => {
    const o = await signedInOwner(s.t);
    await arrange(o, 'Doomed');
    await publishEvent(
      IdentitySubjects.outletDeleted,
      { outletId: o.outletId, ownerId: o.ownerId, outletName: 'x' },
      o.outletId,
    );
    await eventually(async () => {
      const [row] = await s.t.ownerSql<{ n: number }>(
        `SELECT (SELECT count(*) FROM menu_items WHERE outlet_id = $1)
              + (SELECT count(*) FROM menu_ingredients WHERE outlet_id = $1)
              + (SELECT count(*) FROM variants WHERE outlet_id = $1)
              + (SELECT count(*) FROM variant_ingredients WHERE outlet_id = $1)
              + (SELECT count(*) FROM outlet_tables WHERE outlet_id = $1)
              + (SELECT count(*) FROM ingredient_costs WHERE outlet_id = $1)
              + (SELECT count(*) FROM batch_items WHERE outlet_id = $1)
              + (SELECT count(*) FROM batch_ingredients WHERE outlet_id = $1)
              + (SELECT count(*) FROM menu_batch_ingredients WHERE outlet_id = $1)
              + (SELECT count(*) FROM variant_batch_items WHERE outlet_id = $1) AS n`,
        [o.outletId],
      );
      return Number(row.n) === 0;
    });
    const [kept] = await s.t.ownerSql<{ n: number }>(
      `SELECT count(*)::int AS n FROM menu_items WHERE outlet_id = $1`,
      [s.ana.outletId],
    );
    expect(kept.n).toBeGreaterThan(0);
  });
});
