import { Requests } from '@mise/contracts';
import { PartyMessages } from '@mise/domain';
import { Bus } from '@mise/platform';
import {
  collectEvents,
  deliverEvent,
  eventPayload,
  eventually,
  ownersSuite,
  purgeCheck,
  signedInOwner,
  type TestOwner,
} from '@mise/testing';
import { tenancy } from '../src/tenancy';
import { startProcurement } from './helpers';

async function createSupplier(o: TestOwner, name: string): Promise<{ id: string }> {
  const res = await o.gql<{ createSupplier: { id: string } }>(
    `mutation($name: String!) { createSupplier(input: { name: $name }) { id } }`,
    { name },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createSupplier;
}

function deleteSupplier(o: TestOwner, id: string) {
  return o.gql<{ deleteSupplier: boolean }>(`mutation($id: ID!) { deleteSupplier(id: $id) }`, {
    id,
  });
}

describe('suppliers for the other services', () => {
  const s = ownersSuite(startProcurement, 1);
  const bus = () => s.t.app.get(Bus);

  it('answers rpc.procurement.lookup kind supplier with the saved payload and revision', async () => {
    const farm = await createSupplier(s.ana, 'Lookup Farm');
    await s.ana.gql(
      `mutation($id: ID!) { updateSupplier(id: $id, input: { name: "Lookup Farm 2" }) { id } }`,
      {
        id: farm.id,
      },
    );
    const unknown = '5b0f4a8e-4f7e-4c1e-9a53-8e1f5e0c9d11';
    const reply = await bus().request(Requests.lookup('procurement'), {
      outletId: s.ana.outletId,
      kind: 'supplier',
      ids: [farm.id, unknown],
    });
    expect(reply).toEqual({
      rows: [{ supplierId: farm.id, name: 'Lookup Farm 2', revision: 2 }],
    });
    // another outlet's look-up does not see it
    const other = await signedInOwner(s.t);
    const none = await bus().request(Requests.lookup('procurement'), {
      outletId: other.outletId,
      kind: 'supplier',
      ids: [farm.id],
    });
    expect(none).toEqual({ rows: [] });
  });

  it('ensure-supplier finds a name case-insensitively, else makes it upper-cased with its event', async () => {
    const existing = await createSupplier(s.ana, 'Pasar Borong');
    const found = await bus().request(Requests.ensureSupplier, {
      outletId: s.ana.outletId,
      name: '  pasar   BORONG ',
    });
    expect(found).toEqual({ supplierId: existing.id, name: 'Pasar Borong', revision: 1 });

    const saved = await collectEvents<{ supplierId: string; name: string }>(
      'procurement.supplier.saved',
      (e) => e.outletId === s.ana.outletId && e.payload.name === 'KEDAI RUNCIT',
    );
    const [a, b] = await Promise.all([
      bus().request(Requests.ensureSupplier, { outletId: s.ana.outletId, name: 'kedai runcit' }),
      bus().request(Requests.ensureSupplier, { outletId: s.ana.outletId, name: 'Kedai  Runcit' }),
    ]);
    expect(a).toEqual({ supplierId: expect.any(String), name: 'KEDAI RUNCIT', revision: 1 });
    expect(b).toEqual(a);
    await eventually(() => Promise.resolve(saved.events.length >= 1));
    saved.stop();
    expect(saved.events.map((e) => e.payload)).toEqual([
      { supplierId: a!.supplierId, name: 'KEDAI RUNCIT', revision: 1 },
    ]);
    const listed = await s.ana.gql<{ suppliers: { nodes: Array<{ id: string }> } }>(
      `{ suppliers(search: "runcit") { nodes { id } } }`,
    );
    expect(listed.data!.suppliers.nodes).toEqual([{ id: a!.supplierId }]);

    // a blank name makes nothing: no reply
    expect(
      await bus().request(Requests.ensureSupplier, { outletId: s.ana.outletId, name: '  ' }),
    ).toBeNull();
  });

  it('refuses to delete a supplier an expense uses (drafts and DELETED count) until finance deletes it', async () => {
    const used = await createSupplier(s.ana, 'Used By Expense');
    const expense = eventPayload('finance.expense.saved', {
      supplierId: used.id,
      expenseState: 'DRAFT',
      revision: 1,
    });
    await deliverEvent(s.t, 'finance.expense.saved', expense, s.ana.outletId);
    const refused = await deleteSupplier(s.ana, used.id);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Unable to delete supplier. Supplier is being used by an expense.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // soft-deleted in finance: still counts
    await deliverEvent(
      s.t,
      'finance.expense.saved',
      { ...expense, expenseState: 'DELETED', revision: 2 },
      s.ana.outletId,
    );
    expect((await deleteSupplier(s.ana, used.id)).errors?.[0].message).toBe(
      PartyMessages.supplier.usedByExpense,
    );

    // the expense moved to another supplier: this one is free
    const other = await createSupplier(s.ana, 'Other Supplier');
    await deliverEvent(
      s.t,
      'finance.expense.saved',
      { ...expense, supplierId: other.id, revision: 3 },
      s.ana.outletId,
    );
    // a late, older event changes nothing
    await deliverEvent(s.t, 'finance.expense.saved', expense, s.ana.outletId);
    expect(await deleteSupplier(s.ana, used.id)).toMatchObject({ data: { deleteSupplier: true } });

    // the permanent delete frees the other one
    expect((await deleteSupplier(s.ana, other.id)).errors?.[0].message).toBe(
      PartyMessages.supplier.usedByExpense,
    );
    await deliverEvent(
      s.t,
      'finance.expense.deleted',
      eventPayload('finance.expense.deleted', { expenseId: expense.expenseId, revision: 4 }),
      s.ana.outletId,
    );
    expect(await deleteSupplier(s.ana, other.id)).toMatchObject({ data: { deleteSupplier: true } });
  });

  it('refuses to delete a supplier a purchase order names, unless that order is deleted', async () => {
    const sup = await createSupplier(s.ana, 'Ordered From');
    const insertOrder = (state: string, number: string) =>
      s.t.ownerSql(
        `INSERT INTO purchase_orders (outlet_id, supplier_id, supplier_name, purchase_order_number,
           purchase_order_date, purchase_order_state) VALUES ($1, $2, 'Ordered From', $3, '2026-01-05', $4)`,
        [s.ana.outletId, sup.id, number, state],
      );
    await insertOrder('DRAFT', 'PO-1');
    await insertOrder('DELETED', 'PO-2');
    expect((await deleteSupplier(s.ana, sup.id)).errors?.[0]).toMatchObject({
      message: PartyMessages.supplier.usedByPurchaseOrder,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    await s.t.ownerSql(
      `UPDATE purchase_orders SET purchase_order_state = 'DELETED' WHERE supplier_id = $1`,
      [sup.id],
    );
    expect(await deleteSupplier(s.ana, sup.id)).toMatchObject({ data: { deleteSupplier: true } });
  });

  it('counts suppliers and clients for the admin analysis', async () => {
    const o = await signedInOwner(s.t);
    await createSupplier(o, 'Counted One');
    await createSupplier(o, 'Counted Two');
    await o.gql(`mutation { createClient(input: { name: "Counted Client" }) { id } }`);
    const reply = await bus().request(Requests.analysisCounts('procurement'), {
      outletIds: [o.outletId],
    });
    expect(reply?.counts[o.outletId]).toMatchObject({ supplier: 2, client: 1 });
  });

  it("purges the outlet's suppliers, clients and expense usage when identity deletes it", async () => {
    const o = await signedInOwner(s.t);
    const sup = await createSupplier(o, 'Doomed Supplier');
    await o.gql(`mutation { createClient(input: { name: "Doomed Client" }) { id } }`);
    await deliverEvent(
      s.t,
      'finance.expense.saved',
      eventPayload('finance.expense.saved', { supplierId: sup.id }),
      o.outletId,
    );
    const before = await purgeCheck(s.t, { tenancy, outlet: o });
    expect(before).toMatchObject({ suppliers: 1, clients: 1, supplier_expenses: 1 });
  });
});
