import { PurchaseOrderMessages as M, today } from '@mise/domain';
import { Bus } from '@mise/platform';
import { Requests } from '@mise/contracts';
import {
  answerLookups,
  deliverEvent,
  eventPayload,
  expectEvent,
  type TestOwner,
} from '@mise/testing';
import { type ProcurementTestApp, startProcurement } from './helpers';
import {
  addItem,
  addSupplier,
  connectMail,
  createPo,
  data,
  failure,
  type Po,
  PO_FIELDS,
  poOwner,
  sendPo,
  sentPo,
} from './purchase-order-fixtures';

let t: ProcurementTestApp;
let ana: TestOwner;

beforeAll(async () => {
  t = await startProcurement();
  await answerLookups(t, ['identity']); // identity knows nothing more than its events said
  ana = await poOwner(t, '100001');
  await addSupplier(t, ana, 'Acme Trading', 'orders@acme.example');
  await addSupplier(t, ana, 'Borneo Fresh');
});
afterAll(() => t.close());

const readPo = async (o: TestOwner, id: string) =>
  data(
    await o.gql<{ purchaseOrder: Po | null }>(
      `query($id: ID!) { purchaseOrder(id: $id) { ${PO_FIELDS} } }`,
      { id },
    ),
  ).purchaseOrder;

const rice = { inventoryName: 'Rice 5kg', ingredientName: 'Rice', quantity: '2' };

describe('creating a purchase order (spec 3 §5.3)', () => {
  it('refuses a blank supplier name and an unknown supplier with the spec messages', async () => {
    const blank = await ana.gql(`mutation { createPurchaseOrder(supplierName: "  ") { id } }`);
    expect(failure(blank)).toEqual({ code: 'BAD_USER_INPUT', message: M.supplierBlank });
    const unknown = await ana.gql(
      `mutation { createPurchaseOrder(supplierName: "Nobody") { id } }`,
    );
    expect(failure(unknown)).toEqual({ code: 'BAD_USER_INPUT', message: M.supplierUnknown });
  });

  it('finds the supplier case-insensitively and numbers the draft from the outlet number', async () => {
    const po = await createPo(ana, '  acme   TRADING ');
    expect(po).toMatchObject({
      supplierName: 'Acme Trading',
      supplierEmail: 'orders@acme.example',
      purchaseOrderDate: today(),
      purchaseOrderState: 'DRAFT',
      purchaseOrderStatus: 'N_A',
      sent: false,
      sendByEmail: false,
      grandTotal: '0.00',
      savedToExpenseId: null,
      revision: 1,
      items: [],
    });
    // outlet number + '8' + YYMMDDHHmmss (today in Kuala Lumpur)
    const yymmdd = today().slice(2).replace(/-/g, '');
    expect(po.purchaseOrderNumber).toMatch(new RegExp(`^1000018${yymmdd}\\d{6}$`));
    await ana.gql(`mutation($id: ID!) { deletePurchaseOrder(id: $id) }`, { id: po.id });
  });
});

describe('items (spec 3 §5.3)', () => {
  let po: Po;
  beforeAll(async () => {
    po = await createPo(ana, 'Borneo Fresh');
  });

  it('answers the spec message for each missing field and changes nothing', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...rice, inventoryName: ' ' }, M.inventoryBlank],
      [{ ...rice, ingredientName: '' }, M.ingredientBlank],
      [{ ...rice, quantity: '' }, M.quantityBlank],
      [{ ...rice, quantity: '-1' }, M.quantityInvalid],
      [{ ...rice, quantity: 'lots' }, M.quantityInvalid],
      [{ ...rice, cost: '-0.5' }, M.costInvalid],
      [{ ...rice, amount: '0' }, M.amountInvalid],
    ];
    for (const [input, message] of cases) {
      expect(failure(await addItem(ana, po.id, input as never))).toEqual({
        code: 'BAD_USER_INPUT',
        message,
      });
    }
    expect(await readPo(ana, po.id)).toMatchObject({ items: [], revision: 1 });
  });

  it('defaults amount 1, unit "unit", cost 0; totals cost × amount × quantity to the cent', async () => {
    const first = data(await addItem(ana, po.id, rice)).addPurchaseOrderItem;
    expect(first.items).toEqual([
      expect.objectContaining({
        inventoryName: 'RICE 5KG',
        ingredientName: 'RICE',
        amount: '1',
        unit: 'unit',
        quantity: '2',
        cost: '0',
        total: '0.00',
        inSupplierStock: null,
      }),
    ]);
    const second = data(
      await addItem(ana, po.id, {
        inventoryName: 'Chicken 2kg',
        ingredientName: 'Chicken',
        amount: '2',
        unit: 'kg',
        quantity: '1.5',
        cost: '12.345',
      }),
    ).addPurchaseOrderItem;
    // 12.345 × 2 × 1.5 = 37.035 -> 37.04 (half-up)
    expect(second.items.map((i) => i.total)).toEqual(['0.00', '37.04']);
    expect(second.grandTotal).toBe('37.04');
    expect(second.revision).toBe(3);
  });

  it('refuses an inventory name already on the PO', async () => {
    const res = await addItem(ana, po.id, { ...rice, inventoryName: 'rice  5KG' });
    expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', message: M.inventoryUsed });
  });

  it('updates and deletes items, each a new revision with the grand total kept', async () => {
    const before = (await readPo(ana, po.id))!;
    const [riceItem, chicken] = before.items;
    const updated = data(
      await ana.gql<{ updatePurchaseOrderItem: Po }>(
        `mutation($id: ID!, $input: PurchaseOrderItemInput!) {
           updatePurchaseOrderItem(id: $id, input: $input) { ${PO_FIELDS} } }`,
        { id: riceItem.id, input: { ...rice, cost: '3.10', quantity: '3' } },
      ),
    ).updatePurchaseOrderItem;
    expect(updated.items[0]).toMatchObject({ id: riceItem.id, cost: '3.1', total: '9.30' });
    expect(updated.grandTotal).toBe('46.34');
    expect(updated.revision).toBe(before.revision + 1);

    const clash = await ana.gql(
      `mutation($id: ID!, $input: PurchaseOrderItemInput!) { updatePurchaseOrderItem(id: $id, input: $input) { id } }`,
      { id: chicken.id, input: rice },
    );
    expect(failure(clash)).toEqual({ code: 'BAD_USER_INPUT', message: M.inventoryUsed });

    const none = await ana.gql(`mutation { deletePurchaseOrderItem(id: "") { id } }`);
    expect(failure(none)).toEqual({ code: 'BAD_USER_INPUT', message: M.noItemToDelete });

    const after = data(
      await ana.gql<{ deletePurchaseOrderItem: Po }>(
        `mutation($id: ID!) { deletePurchaseOrderItem(id: $id) { ${PO_FIELDS} } }`,
        { id: chicken.id },
      ),
    ).deletePurchaseOrderItem;
    expect(after.items.map((i) => i.id)).toEqual([riceItem.id]);
    expect(after.grandTotal).toBe('9.30');
    expect(after.revision).toBe(before.revision + 2);
  });

  it('keeps remarks (blank clears) and the e-mail flag only for a supplier with an e-mail', async () => {
    const remarks = await ana.gql<{ updatePurchaseOrderRemarks: Po }>(
      `mutation($id: ID!) { updatePurchaseOrderRemarks(id: $id, outletRemarks: "  Deliver by 9am ") { ${PO_FIELDS} } }`,
      { id: po.id },
    );
    expect(data(remarks).updatePurchaseOrderRemarks.outletRemarks).toBe('Deliver by 9am');
    const flag = await ana.gql(
      `mutation($id: ID!) { setPurchaseOrderSendByEmail(id: $id, sendByEmail: true) { id } }`,
      { id: po.id },
    );
    expect(failure(flag)).toEqual({ code: 'BAD_USER_INPUT', message: M.noSupplierEmail });
  });
});

describe('the draft limit and the number clock (flows.md §7)', () => {
  it('lets exactly 10 of 13 concurrent creates through, with distinct numbers', async () => {
    const o = await poOwner(t, '100002');
    await addSupplier(t, o, 'Limit Supplier');
    const results = await Promise.all(
      Array.from({ length: 13 }, () =>
        o.gql<{ createPurchaseOrder: Po }>(
          `mutation { createPurchaseOrder(supplierName: "limit supplier") { id purchaseOrderNumber } }`,
        ),
      ),
    );
    const made = results.filter((r) => !r.errors).map((r) => r.data!.createPurchaseOrder);
    const refused = results.filter((r) => r.errors).map(failure);
    expect(made).toHaveLength(10);
    expect(refused).toEqual(
      Array.from({ length: 3 }, () => ({ code: 'BAD_USER_INPUT', message: M.limitReached })),
    );
    expect(new Set(made.map((p) => p.purchaseOrderNumber)).size).toBe(10);
    const limit = await o.gql(`{ purchaseOrderLimit { drafts limit } }`);
    expect(limit.data).toEqual({ purchaseOrderLimit: { drafts: 10, limit: 10 } });
    const drafts = data(
      await o.gql<{ draftPurchaseOrders: Po[] }>(`{ draftPurchaseOrders { id } }`),
    ).draftPurchaseOrders;
    expect(drafts).toHaveLength(10);

    // deleting one makes room for one more
    await o.gql(`mutation($id: ID!) { deletePurchaseOrder(id: $id) }`, { id: made[0].id });
    expect((await createPo(o, 'Limit Supplier')).purchaseOrderState).toBe('DRAFT');
  });

  it('stamps max(now, last + 1 s): strictly increasing, no duplicates under concurrency', async () => {
    const o = await poOwner(t, '100003');
    await addSupplier(t, o, 'Clock Supplier');
    // the clock already an hour ahead (numbers made in a burst run ahead of the wall clock)
    const ahead = new Date(Date.now() + 3_600_000);
    ahead.setUTCMilliseconds(0);
    await t.ownerSql(`INSERT INTO number_clocks (outlet_id, kind, last) VALUES ($1, 'PO', $2)`, [
      o.outletId,
      ahead,
    ]);
    const made = await Promise.all(Array.from({ length: 8 }, () => createPo(o, 'clock supplier')));
    const stamps = made.map((p) => p.purchaseOrderNumber.slice('1000038'.length)).sort();
    const expected = Array.from({ length: 8 }, (_, i) => stampOf(ahead.getTime() + (i + 1) * 1000));
    expect(stamps).toEqual(expected);
  });
});

/** YYMMDDHHmmss in Kuala Lumpur (UTC+8, no daylight saving). */
function stampOf(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000).toISOString(); // 2026-11-24T09:05:07.000Z
  return (
    d.slice(2, 4) +
    d.slice(5, 7) +
    d.slice(8, 10) +
    d.slice(11, 13) +
    d.slice(14, 16) +
    d.slice(17, 19)
  );
}

describe('sending (spec 3 §4.2, flows.md §4.10)', () => {
  it('refuses a PO without items', async () => {
    const po = await createPo(ana, 'Borneo Fresh');
    expect(failure(await sendPo(ana, po.id))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.noItems,
    });
    expect((await readPo(ana, po.id))!.purchaseOrderState).toBe('DRAFT');
  });

  it('confirms a draft: dated today, sent, PENDING, out of the drafts, no longer editable', async () => {
    const po = await createPo(ana, 'Borneo Fresh');
    data(await addItem(ana, po.id, rice));
    await t.ownerSql(
      `UPDATE purchase_orders SET purchase_order_date = '2026-01-02' WHERE id = $1`,
      [po.id],
    );
    const sent = data(await sendPo(ana, po.id)).sendPurchaseOrder;
    expect(sent).toMatchObject({
      purchaseOrderState: 'CONFIRMED',
      purchaseOrderStatus: 'PENDING',
      purchaseOrderDate: today(),
      sent: true,
      sendByEmail: false,
    });
    const drafts = data(
      await ana.gql<{ draftPurchaseOrders: Po[] }>(`{ draftPurchaseOrders { id } }`),
    ).draftPurchaseOrders;
    expect(drafts.map((d) => d.id)).not.toContain(po.id);
    expect(failure(await addItem(ana, po.id, { ...rice, inventoryName: 'Other' }))).toEqual({
      code: 'CONFLICT',
      message: M.notDraft,
    });
    expect(failure(await sendPo(ana, po.id))).toEqual({ code: 'CONFLICT', message: M.notDraft });
    // remarks stay editable on a sent PO (the list's Remarks modal), a new revision
    const remarks = await ana.gql<{ updatePurchaseOrderRemarks: Po }>(
      `mutation($id: ID!) { updatePurchaseOrderRemarks(id: $id, outletRemarks: "Paid") { ${PO_FIELDS} } }`,
      { id: po.id },
    );
    expect(data(remarks).updatePurchaseOrderRemarks).toMatchObject({
      outletRemarks: 'Paid',
      purchaseOrderState: 'CONFIRMED',
      revision: sent.revision + 1,
    });
  });

  it('sends by e-mail only to a supplier with an e-mail and with mail connected', async () => {
    const noEmail = await createPo(ana, 'Borneo Fresh');
    data(await addItem(ana, noEmail.id, rice));
    expect(failure(await sendPo(ana, noEmail.id, true))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.noSupplierEmail,
    });

    const po = await createPo(ana, 'Acme Trading');
    data(await addItem(ana, po.id, rice));
    expect(failure(await sendPo(ana, po.id, true))).toEqual({
      code: 'BAD_USER_INPUT',
      message: M.mailNotConnected,
    });
    expect(data(await ana.gql<{ mailConnected: boolean }>(`{ mailConnected }`)).mailConnected).toBe(
      false,
    );

    await deliverEvent(
      t,
      'identity.owner.registered',
      eventPayload('identity.owner.registered', {
        ownerId: ana.ownerId,
        email: ana.email,
        revision: 1,
      }),
    );
    await connectMail(t, ana);
    expect(data(await ana.gql<{ mailConnected: boolean }>(`{ mailConnected }`)).mailConnected).toBe(
      true,
    );
    const flagged = await ana.gql<{ setPurchaseOrderSendByEmail: Po }>(
      `mutation($id: ID!) { setPurchaseOrderSendByEmail(id: $id, sendByEmail: true) { sendByEmail } }`,
      { id: po.id },
    );
    expect(data(flagged).setPurchaseOrderSendByEmail.sendByEmail).toBe(true);

    const { event } = await expectEvent<{ payload: Record<string, unknown> }>(
      'procurement.mail.requested',
      (e) => (e as { outletId: string }).outletId === ana.outletId,
    );
    const sent = data(await sendPo(ana, po.id, true)).sendPurchaseOrder;
    expect(sent).toMatchObject({ purchaseOrderState: 'CONFIRMED', sendByEmail: true });
    const mail = (await event).payload;
    expect(mail).toMatchObject({
      ownerId: ana.ownerId,
      templateType: 'procurement',
      to: 'orders@acme.example',
      cc: [ana.email],
      attachmentKey: null,
      content: expect.objectContaining({
        poNumber: po.purchaseOrderNumber,
        poDate: today(),
        supplierName: 'Acme Trading',
        outletName: 'Test Outlet',
      }),
    });
  });
});

describe('lists (spec 3 §2.3, §7.3)', () => {
  let o: TestOwner;
  let early: Po;
  let late: Po;
  let other: Po;
  beforeAll(async () => {
    o = await poOwner(t, '100004');
    await addSupplier(t, o, 'Zed Foods');
    await addSupplier(t, o, 'Able Meats');
    early = await sentPo(o, 'Zed Foods');
    late = await sentPo(o, 'Zed Foods');
    other = await sentPo(o, 'Able Meats');
    await createPo(o, 'Zed Foods'); // a draft: never in the confirmed list
    const dated = [
      [early.id, '2026-03-01'],
      [late.id, '2026-03-31'],
      [other.id, '2026-03-15'],
    ];
    for (const [id, day] of dated) {
      await t.ownerSql(`UPDATE purchase_orders SET purchase_order_date = $2 WHERE id = $1`, [
        id,
        day,
      ]);
    }
  });

  const list = (from: string, to: string, extra = '') =>
    o.gql<{ purchaseOrders: { nodes: Po[]; totalCount: number } }>(
      `query($from: String!, $to: String!) { purchaseOrders(from: $from, to: $to ${extra}) {
         nodes { id supplierName purchaseOrderDate items { inventoryName } } totalCount } }`,
      { from, to },
    );

  it('answers sent POs in [from, to), by supplier name then date', async () => {
    const march = data(await list('2026-03-01', '2026-04-01')).purchaseOrders;
    expect(march.nodes.map((p) => p.id)).toEqual([other.id, early.id, late.id]);
    expect(march.totalCount).toBe(3);
    expect(march.nodes[0].items).toEqual([{ inventoryName: 'RICE 5KG' }]);
    const toExclusive = data(await list('2026-03-01', '2026-03-31')).purchaseOrders;
    expect(toExclusive.nodes.map((p) => p.id)).toEqual([other.id, early.id]);
    const paged = data(
      await list('2026-03-01', '2026-04-01', ', offset: 1, limit: 1'),
    ).purchaseOrders;
    expect(paged).toMatchObject({ totalCount: 3, nodes: [{ id: early.id }] });
    expect(data(await list('2026-04-01', '2026-05-01')).purchaseOrders).toEqual({
      nodes: [],
      totalCount: 0,
    });
  });

  it('refuses a range that is not one', async () => {
    for (const [from, to] of [
      ['2026-04-01', '2026-03-01'],
      ['2026-02-30', '2026-03-01'],
      ['yesterday', '2026-03-01'],
    ]) {
      expect(failure(await list(from, to))).toEqual({
        code: 'BAD_USER_INPUT',
        message: M.rangeInvalid,
      });
    }
  });

  it('drops a deleted PO from lists, counts and reads', async () => {
    expect(
      data(await o.gql(`mutation($id: ID!) { deletePurchaseOrder(id: $id) }`, { id: late.id })),
    ).toEqual({ deletePurchaseOrder: true });
    const march = data(await list('2026-03-01', '2026-04-01')).purchaseOrders;
    expect(march.nodes.map((p) => p.id)).toEqual([other.id, early.id]);
    expect(await readPo(o, late.id)).toBeNull();
    const again = await o.gql(`mutation($id: ID!) { deletePurchaseOrder(id: $id) }`, {
      id: late.id,
    });
    expect(failure(again)).toEqual({ code: 'NOT_FOUND', message: M.notFound });
    const reply = await t.app
      .get(Bus)
      .request(Requests.analysisCounts('procurement'), { outletIds: [o.outletId] });
    expect(reply?.counts[o.outletId]).toMatchObject({ purchase_order: 3, supplier: 2 });
  });
});

describe("finance's expenses (flows.md §4.9)", () => {
  it('links the first expense made from a PO and unlinks it when DELETED or deleted', async () => {
    const po = await sentPo(ana, 'Borneo Fresh');
    const first = eventPayload('finance.expense.saved', { purchaseOrderId: po.id, revision: 1 });
    await deliverEvent(t, 'finance.expense.saved', first, ana.outletId);
    let now = (await readPo(ana, po.id))!;
    expect(now.savedToExpenseId).toBe(first.expenseId);
    expect(now.revision).toBe(po.revision + 1);

    // a second expense naming the same PO does not take the link
    const second = eventPayload('finance.expense.saved', { purchaseOrderId: po.id, revision: 1 });
    await deliverEvent(t, 'finance.expense.saved', second, ana.outletId);
    expect((await readPo(ana, po.id))!.savedToExpenseId).toBe(first.expenseId);

    // the first one DELETED: unlinked; a late older revision does not link it again
    await deliverEvent(
      t,
      'finance.expense.saved',
      { ...first, expenseState: 'DELETED', revision: 3 },
      ana.outletId,
    );
    expect((await readPo(ana, po.id))!.savedToExpenseId).toBeNull();
    await deliverEvent(t, 'finance.expense.saved', { ...first, revision: 2 }, ana.outletId);
    expect((await readPo(ana, po.id))!.savedToExpenseId).toBeNull();

    // the second saved again: linked; then deleted for good: unlinked
    await deliverEvent(t, 'finance.expense.saved', { ...second, revision: 2 }, ana.outletId);
    expect((await readPo(ana, po.id))!.savedToExpenseId).toBe(second.expenseId);
    await deliverEvent(
      t,
      'finance.expense.deleted',
      { expenseId: second.expenseId, revision: 3 },
      ana.outletId,
    );
    now = (await readPo(ana, po.id))!;
    expect(now.savedToExpenseId).toBeNull();
  });
});
