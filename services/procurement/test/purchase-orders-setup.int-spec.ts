import { PROCUREMENT_SETUP_STEPS } from '@mise/domain';
import {
  answerLookups,
  deliverEvent,
  eventPayload,
  type LookupStandIns,
  purgeCheck,
  signedInOwner,
  sqlStatementsOf,
  type TestOwner,
} from '@mise/testing';
import { tenancy } from '../src/tenancy';
import { type ProcurementTestApp, startProcurement } from './helpers';
import {
  addItem,
  addSupplier,
  createPo,
  data,
  type Po,
  poOwner,
  sentPo,
} from './purchase-order-fixtures';

let t: ProcurementTestApp;
let lookups: LookupStandIns<'identity'>;

beforeAll(async () => {
  t = await startProcurement();
  lookups = await answerLookups(t, ['identity']);
});
afterAll(() => t.close());

const SETUP = `{ procurementSetup { ownerContact outletAddress mailConnected percent nextStep } }`;
const setupOf = async (o: TestOwner) =>
  data(await o.gql<{ procurementSetup: Record<string, unknown> }>(SETUP)).procurementSetup;
const [contactStep, addressStep, mailStep] = PROCUREMENT_SETUP_STEPS.map((s) => s.text);

describe('procurement set-up (spec 3 §2.3)', () => {
  it("counts the steps from identity's and integrations' events: 0, 33, 67, 100", async () => {
    const o = await signedInOwner(t);
    expect(await setupOf(o)).toEqual({
      ownerContact: false,
      outletAddress: false,
      mailConnected: false,
      percent: 0,
      nextStep: contactStep,
    });
    const created = eventPayload('identity.outlet.created', {
      outletId: o.outletId,
      ownerId: o.ownerId,
      outletNumber: '100009',
      outletAddress: '9 Jalan Setup',
    });
    await deliverEvent(t, 'identity.outlet.created', created, o.outletId);
    expect(await setupOf(o)).toMatchObject({
      outletAddress: true,
      percent: 33,
      nextStep: contactStep,
    });

    await deliverEvent(
      t,
      'identity.outlet.updated',
      eventPayload('identity.outlet.updated', {
        outletId: o.outletId,
        ownerId: o.ownerId,
        outletName: 'Test Outlet',
        outletAddress: '9 Jalan Setup',
        contactNumber: '+60123456789',
        revision: 2,
      }),
      o.outletId,
    );
    expect(await setupOf(o)).toMatchObject({ ownerContact: true, percent: 67, nextStep: mailStep });

    const mail = eventPayload('integrations.connection.changed', {
      ownerId: o.ownerId,
      provider: 'MAIL',
      connected: true,
      revision: 1,
    });
    // another provider's connection is not mail access
    await deliverEvent(t, 'integrations.connection.changed', {
      ...mail,
      provider: 'POS',
      revision: 5,
    });
    expect(await setupOf(o)).toMatchObject({ mailConnected: false, percent: 67 });
    await deliverEvent(t, 'integrations.connection.changed', mail);
    expect(await setupOf(o)).toEqual({
      ownerContact: true,
      outletAddress: true,
      mailConnected: true,
      percent: 100,
      nextStep: null,
    });
    // disconnected later: the step is open again; a stale event does not reopen it
    await deliverEvent(t, 'integrations.connection.changed', {
      ...mail,
      connected: false,
      revision: 3,
    });
    await deliverEvent(t, 'integrations.connection.changed', { ...mail, revision: 2 });
    expect(await setupOf(o)).toMatchObject({ mailConnected: false, nextStep: mailStep });
  });

  it("reads a profile it never heard of through identity's look-up", async () => {
    const o = await signedInOwner(t);
    lookups.answer('identity', (req) => {
      if (req.kind === 'outlet' && req.ids?.includes(o.outletId)) {
        return [
          {
            ...eventPayload('identity.outlet.updated', {
              outletId: o.outletId,
              ownerId: o.ownerId,
              outletAddress: '',
              contactNumber: null,
              revision: 4,
            }),
            outletNumber: '100010',
            maskedOutletNumber: 'X',
          },
        ];
      }
      if (req.kind === 'owner' && req.ids?.includes(o.ownerId)) {
        return [
          eventPayload('identity.owner.updated', {
            ownerId: o.ownerId,
            email: o.email,
            whatsappNumber: '+60198765432',
            revision: 3,
          }),
        ];
      }
      return [];
    });
    try {
      expect(await setupOf(o)).toEqual({
        ownerContact: true,
        outletAddress: false,
        mailConnected: false,
        percent: 33,
        nextStep: addressStep,
      });
      const [kept] = await t.ownerSql<{ outlet_number: string }>(
        `SELECT outlet_number FROM outlet_profiles WHERE outlet_id = $1`,
        [o.outletId],
      );
      expect(kept.outlet_number).toBe('100010');
    } finally {
      lookups.answer('identity', 'nothing');
    }
  });
});

describe("a supplier's Purchase Orders tab (spec 3 §2.4)", () => {
  it('lists its sent POs newest first, searched by item inventory or ingredient name', async () => {
    const o = await poOwner(t, '100011');
    await addSupplier(t, o, 'Tab Supplier');
    const older = await sentPo(o, 'Tab Supplier');
    const newer = await createPo(o, 'Tab Supplier');
    data(
      await addItem(o, newer.id, {
        inventoryName: 'Salmon Fillet',
        ingredientName: 'Salmon',
        quantity: '1',
      }),
    );
    await o.gql(`mutation($id: ID!) { sendPurchaseOrder(id: $id) { id } }`, { id: newer.id });
    await createPo(o, 'Tab Supplier'); // a draft: not on the tab
    await t.ownerSql(
      `UPDATE purchase_orders SET purchase_order_date = '2026-01-01' WHERE id = $1`,
      [older.id],
    );
    const tab = (search: string | null) =>
      o.gql<{
        suppliers: { nodes: Array<{ purchaseOrders: { nodes: Po[]; totalCount: number } }> };
      }>(
        `query($s: String) { suppliers { nodes { purchaseOrders(search: $s) {
           totalCount nodes { id purchaseOrderNumber grandTotal } } } } }`,
        { s: search },
      );
    const all = data(await tab(null)).suppliers.nodes[0].purchaseOrders;
    expect(all.nodes.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(all.totalCount).toBe(2);
    const salmon = data(await tab('salm')).suppliers.nodes[0].purchaseOrders;
    expect(salmon.nodes.map((p) => p.id)).toEqual([newer.id]);
    const rice = data(await tab('RICE')).suppliers.nodes[0].purchaseOrders;
    expect(rice.nodes.map((p) => p.id)).toEqual([older.id]);
    expect(data(await tab('%')).suppliers.nodes[0].purchaseOrders.totalCount).toBe(0);
  });
});

/** `count` sent POs with two items each, over `suppliers` suppliers, in one statement each. */
async function bulk(o: TestOwner, count: number, suppliers: number): Promise<void> {
  for (let s = 1; s <= suppliers; s++) await addSupplier(t, o, `Bulk Supplier ${s}`);
  await t.ownerSql(
    `INSERT INTO purchase_orders (outlet_id, supplier_id, supplier_name, purchase_order_number,
       purchase_order_date, purchase_order_state, purchase_order_status, sent, grand_total)
     SELECT $1, s.id, s.name, 'N' || g, DATE '2026-03-01' + (g % 28), 'CONFIRMED', 'PENDING', true, 2
       FROM generate_series(1, $2::int) g
       JOIN (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS k FROM suppliers
              WHERE outlet_id = $1) s ON s.k = g % $3`,
    [o.outletId, count, suppliers],
  );
  await t.ownerSql(
    `INSERT INTO purchase_order_items (outlet_id, purchase_order_id, position, inventory_name,
       ingredient_name, quantity, cost, total)
     SELECT p.outlet_id, p.id, k, 'ITEM ' || k, 'INGREDIENT', 1, 1, 1
       FROM purchase_orders p, generate_series(1, 2) k WHERE p.outlet_id = $1`,
    [o.outletId],
  );
}

describe('SQL statements per request (flat in the number of POs)', () => {
  it('costs the same for 10 POs as for 1,000', async () => {
    const few = await signedInOwner(t);
    const many = await signedInOwner(t);
    await bulk(few, 10, 2);
    await bulk(many, 1000, 2);
    const list = `{ purchaseOrders(from: "2026-03-01", to: "2026-04-01") {
      totalCount nodes { id grandTotal items { id total } } } }`;
    const tab = `{ suppliers { nodes { id purchaseOrders(limit: 50) {
      totalCount nodes { id items { id } } } } } }`;
    const counts = async (o: TestOwner) => ({
      list: await sqlStatementsOf(t.app, (opts) => o.gql(list, {}, opts)),
      tab: await sqlStatementsOf(t.app, (opts) => o.gql(tab, {}, opts)),
    });
    const small = await counts(few);
    const large = await counts(many);
    const answered = data(
      await many.gql<{ purchaseOrders: { nodes: Po[]; totalCount: number } }>(list),
    );
    expect(answered.purchaseOrders.totalCount).toBe(1000);
    expect(answered.purchaseOrders.nodes).toHaveLength(100);
    expect(answered.purchaseOrders.nodes[0].items).toHaveLength(2);
    expect(large).toEqual(small);
  });
});

describe('outlet deletion (flows.md §4.13)', () => {
  it('purges every purchase order table of the outlet', async () => {
    const o = await poOwner(t, '100012');
    await addSupplier(t, o, 'Doomed Supplier');
    const po = await sentPo(o, 'Doomed Supplier');
    await createPo(o, 'Doomed Supplier');
    await deliverEvent(
      t,
      'finance.expense.saved',
      eventPayload('finance.expense.saved', { purchaseOrderId: po.id }),
      o.outletId,
    );
    const before = await purgeCheck(t, { tenancy, outlet: o });
    expect(before).toMatchObject({
      purchase_orders: 2,
      purchase_order_items: 1,
      number_clocks: 1,
      outlet_profiles: 1,
      purchase_order_expenses: 1,
    });
  });
});
