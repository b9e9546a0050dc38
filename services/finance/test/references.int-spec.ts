import { randomUUID } from 'node:crypto';
import { Requests } from '@mise/contracts';
import { Bus } from '@mise/platform';
import {
  deliverEvent,
  ownersSuite,
  pinNinetyDayChecking,
  purgeCheck,
  signedInOwner,
} from '@mise/testing';
import { tenancy } from '../src/tenancy';
import { startFinance } from './helpers';
import { added, addMisc, createExpense, done, item } from './support/expenses';
import { answerFinanceRequests, type StandIns } from './support/stand-ins';

describe('finance: projections of suppliers, ingredients and inventory items (flows.md §0, §2)', () => {
  const s = ownersSuite(startFinance, 1);
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await answerFinanceRequests(s.t);
    await pinNinetyDayChecking(s.t, false);
  });

  const supplierRow = async (id: string) =>
    (
      await s.t.ownerSql<{ name: string; revision: number; deleted: boolean }>(
        `SELECT name, revision, deleted FROM supplier_names WHERE supplier_id = $1`,
        [id],
      )
    )[0];

  it('keeps suppliers by revision; a deleted one is a tombstone no older save brings back', async () => {
    const supplierId = randomUUID();
    const o = s.ana.outletId;
    await deliverEvent(
      s.t,
      'procurement.supplier.saved',
      { supplierId, name: 'Segar Sdn Bhd', revision: 2 },
      o,
    );
    await deliverEvent(
      s.t,
      'procurement.supplier.saved',
      { supplierId, name: 'Stale', revision: 1 },
      o,
    );
    expect(await supplierRow(supplierId)).toEqual({
      name: 'Segar Sdn Bhd',
      revision: 2,
      deleted: false,
    });

    // the projected name is used, case-insensitively, without asking procurement
    const asked = standIns.suppliersAsked.length;
    const e = await createExpense(s.ana, { supplierName: 'SEGAR sdn bhd' });
    expect(e).toMatchObject({ supplierId, supplierName: 'Segar Sdn Bhd' });
    expect(standIns.suppliersAsked.length).toBe(asked);

    await deliverEvent(s.t, 'procurement.supplier.deleted', { supplierId, revision: 3 }, o);
    await deliverEvent(
      s.t,
      'procurement.supplier.saved',
      { supplierId, name: 'Back', revision: 2 },
      o,
    );
    expect(await supplierRow(supplierId)).toMatchObject({ revision: 3, deleted: true });
    // a deleted supplier is not matched: procurement is asked
    await createExpense(s.ana, { supplierName: 'Segar Sdn Bhd', expenseNumber: 'AFTER-DELETE' });
    expect(standIns.suppliersAsked.length).toBe(asked + 1);

    // a delete of a supplier never seen leaves a tombstone
    const unseen = randomUUID();
    await deliverEvent(s.t, 'procurement.supplier.deleted', { supplierId: unseen, revision: 4 }, o);
    await deliverEvent(
      s.t,
      'procurement.supplier.saved',
      { supplierId: unseen, name: 'Late', revision: 3 },
      o,
    );
    expect(await supplierRow(unseen)).toMatchObject({ revision: 4, deleted: true });
  });

  it('keeps ingredients and inventory items by revision with tombstones', async () => {
    const o = s.ana.outletId;
    const ingredientId = randomUUID();
    const inventoryItemId = randomUUID();
    await deliverEvent(
      s.t,
      'inventory.ingredient.saved',
      {
        ingredientId,
        name: 'SANTAN',
        unit: 'ml',
        averagePrice: '0.02',
        lastPrice: '0.03',
        revision: 5,
      },
      o,
    );
    await deliverEvent(
      s.t,
      'inventory.ingredient.saved',
      { ingredientId, name: 'OLD', unit: 'l', averagePrice: '9', lastPrice: '9', revision: 4 },
      o,
    );
    await deliverEvent(
      s.t,
      'inventory.inventory-item.saved',
      { inventoryItemId, name: 'SANTAN KOTAK', ingredientId, revision: 1 },
      o,
    );
    expect(
      await s.t.ownerSql(
        `SELECT name, unit, average_price::text AS avg, last_price::text AS last, revision
           FROM ingredient_refs WHERE ingredient_id = $1`,
        [ingredientId],
      ),
    ).toEqual([{ name: 'SANTAN', unit: 'ml', avg: '0.020000', last: '0.030000', revision: 5 }]);
    expect(
      await s.t.ownerSql(
        `SELECT name, ingredient_id, deleted FROM inventory_item_refs WHERE inventory_item_id = $1`,
        [inventoryItemId],
      ),
    ).toEqual([{ name: 'SANTAN KOTAK', ingredient_id: ingredientId, deleted: false }]);

    // the average price (> 0) is the default unit cost
    const e = await createExpense(s.ana, { expenseNumber: 'SANTAN' });
    const after = await added(
      s.ana,
      e.id,
      item({
        name: 'Santan Kotak',
        ingredient: 'santan',
        unit: 'ml',
        amount: '200',
        quantity: '5',
        unitPrice: null,
      }),
    );
    expect(after.items[0]).toMatchObject({ unitPrice: '4', total: '20.00' });

    await deliverEvent(s.t, 'inventory.ingredient.deleted', { ingredientId, revision: 6 }, o);
    await deliverEvent(
      s.t,
      'inventory.inventory-item.deleted',
      { inventoryItemId, revision: 2 },
      o,
    );
    expect(
      await s.t.ownerSql(`SELECT deleted FROM ingredient_refs WHERE ingredient_id = $1`, [
        ingredientId,
      ]),
    ).toEqual([{ deleted: true }]);
    expect(
      await s.t.ownerSql(`SELECT deleted FROM inventory_item_refs WHERE inventory_item_id = $1`, [
        inventoryItemId,
      ]),
    ).toEqual([{ deleted: true }]);
    // a deleted ingredient gives no default cost
    const later = await added(
      s.ana,
      e.id,
      item({
        name: 'Santan Tin',
        ingredient: 'santan',
        unit: 'ml',
        amount: '200',
        quantity: '5',
        unitPrice: null,
      }),
    );
    expect(later.items[1]).toMatchObject({ unitPrice: '0', total: '0.00' });
  });

  it('counts expenses for the admin analysis', async () => {
    const o = await signedInOwner(s.t);
    await createExpense(o, { expenseNumber: 'C-1' });
    await createExpense(o, { expenseNumber: 'C-2' });
    const reply = await s.t.app.get(Bus).request(Requests.analysisCounts('finance'), {
      outletIds: [o.outletId],
    });
    expect(reply?.counts[o.outletId]).toEqual({ expense: 2 });
  });

  it("purges the outlet's expenses, lines, history and projections when identity deletes it", async () => {
    const o = await signedInOwner(s.t);
    const e = await createExpense(o, { expenseNumber: 'PURGED' });
    await added(o, e.id, item());
    await addMisc(o, e.id, { name: 'Fee', total: '1' });
    await done(o, 'confirmExpense', e.id);
    await deliverEvent(
      s.t,
      'inventory.inventory-item.saved',
      { inventoryItemId: randomUUID(), name: 'X', ingredientId: randomUUID(), revision: 1 },
      o.outletId,
    );
    await deliverEvent(
      s.t,
      'inventory.ingredient.saved',
      {
        ingredientId: randomUUID(),
        name: 'X',
        unit: 'g',
        averagePrice: '0',
        lastPrice: '0',
        revision: 1,
      },
      o.outletId,
    );
    await s.t.ownerSql(
      `INSERT INTO expense_uploads (outlet_id, expense_id, key, file_name, content_type, size)
       VALUES ($1, $2, $3, 'a.pdf', 'application/pdf', 10)`,
      [o.outletId, e.id, `expense-file/${randomUUID()}`],
    );
    const before = await purgeCheck(s.t, { tenancy, outlet: o });
    expect(before).toMatchObject({
      expenses: 1,
      expense_items: 1,
      expense_miscs: 1,
      expense_uploads: 1,
      expense_state_history: 2,
      supplier_names: 1,
      ingredient_refs: 1,
      inventory_item_refs: 1,
    });
  });
});
