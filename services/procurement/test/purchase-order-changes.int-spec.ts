import { PurchaseOrderChangeMessages as C, PurchaseOrderMessages as M } from '@mise/domain';
import { signedInOwner, type TestOwner } from '@mise/testing';
import type { ProcurementTestApp } from './helpers';
import { failure } from './purchase-order-fixtures';
import { newIp, readPo, resolveChanges, respond } from './support/po-changes';
import { seedPurchaseOrder } from './support/purchase-orders';
import { startWithStorage } from './support/storage';

/**
 * 20-beyond: the supplier confirms or changes each line's unit price and may offer a substitute;
 * the outlet sees each difference and accepts or rejects it (resolvePurchaseOrderChanges). Seeded
 * lines: 5 kg × 2 at 2.5 = 25.00 each.
 */
describe("the supplier's price and substitute offers", () => {
  let t: ProcurementTestApp;
  let ana: TestOwner;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ t, close: stop } = await startWithStorage());
    ana = await signedInOwner(t);
  });
  afterAll(() => stop());

  /** A sent PO of three lines answered: line 1 at 3.1, line 2 confirmed at 2.5, line 3 substituted. */
  async function answered() {
    const po = await seedPurchaseOrder(t, ana, { items: 3 });
    const res = await respond(t, po.token, [
      { id: po.itemIds[0], inSupplierStock: true, unitPrice: '3.1' },
      { id: po.itemIds[1], inSupplierStock: true, unitPrice: '2.500' },
      {
        id: po.itemIds[2],
        inSupplierStock: false,
        substitute: { name: ' basmati  rice ', unitPrice: '2.25' },
      },
    ]);
    expect(res.errors).toBeUndefined();
    return { po, res: res.data!.respondToPurchaseOrder };
  }

  it('keeps the offers beside the outlet’s values; only real differences wait for a decision', async () => {
    const { po, res } = await answered();
    expect(res.items).toEqual([
      {
        id: po.itemIds[0],
        inSupplierStock: true,
        supplierUnitPrice: '3.1',
        substituteName: null,
        substituteUnitPrice: null,
      },
      {
        id: po.itemIds[1],
        inSupplierStock: true,
        supplierUnitPrice: '2.5',
        substituteName: null,
        substituteUnitPrice: null,
      },
      {
        id: po.itemIds[2],
        inSupplierStock: false,
        supplierUnitPrice: null,
        substituteName: 'BASMATI RICE',
        substituteUnitPrice: '2.25',
      },
    ]);
    const seen = await readPo(ana, po.id);
    expect(seen.purchaseOrderStatus).toBe('ACCEPTED');
    expect(seen.pendingChanges).toBe(2);
    expect(seen.grandTotal).toBe('75.00');
    expect(
      seen.items.map((i) => [
        i.inventoryName,
        i.cost,
        i.supplierUnitPrice,
        i.priceDecision,
        i.substituteName,
        i.substituteDecision,
      ]),
    ).toEqual([
      ['Item 1', '2.5', '3.1', 'PENDING', null, null],
      ['Item 2', '2.5', '2.5', null, null, null],
      ['Item 3', '2.5', null, null, 'BASMATI RICE', 'PENDING'],
    ]);
  });

  it('refuses offers out of bounds with a message and keeps nothing of the answer', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 1 });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ unitPrice: '-1' }, C.unitPriceInvalid],
      [{ unitPrice: '100000.01' }, C.unitPriceInvalid],
      [{ unitPrice: 'abc' }, C.unitPriceInvalid],
      [{ substitute: { name: 'x'.repeat(101) } }, C.substituteTooLong],
      [{ substitute: { name: 'Other', unitPrice: '1.0000001' } }, C.substitutePriceInvalid],
    ];
    for (const [offer, message] of cases) {
      const res = await respond(t, po.token, [
        { id: po.itemIds[0], inSupplierStock: true, ...offer },
      ]);
      expect(failure(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const seen = await readPo(ana, po.id);
    expect(seen.purchaseOrderStatus).toBe('PENDING');
    expect(seen.items[0]).toMatchObject({
      inSupplierStock: null,
      supplierUnitPrice: null,
      substituteName: null,
    });
  });

  it('accepting a price sets the cost, the line total and the grand total exactly (revision +1)', async () => {
    const { po } = await answered();
    const before = await readPo(ana, po.id);
    const res = await resolveChanges(ana, po.id, [
      { itemId: po.itemIds[0], kind: 'PRICE', accept: true },
    ]);
    expect(res.errors).toBeUndefined();
    const after = res.data!.resolvePurchaseOrderChanges;
    expect(after.items[0]).toMatchObject({
      cost: '3.1',
      total: '31.00',
      priceDecision: 'ACCEPTED',
      inventoryName: 'Item 1',
    });
    expect(after.grandTotal).toBe('81.00');
    expect(after.revision).toBe(before.revision + 1);
    expect(after.pendingChanges).toBe(1);
    const sum = after.items.reduce((s, i) => s + Math.round(Number(i.total) * 100), 0);
    expect(Math.round(Number(after.grandTotal) * 100)).toBe(sum);
  });

  it('rejecting keeps the outlet’s values; accepting a substitute renames the line, ingredient kept unless given', async () => {
    const { po } = await answered();
    const rejected = await resolveChanges(ana, po.id, [
      { itemId: po.itemIds[0], kind: 'PRICE', accept: false },
      { itemId: po.itemIds[2], kind: 'SUBSTITUTE', accept: false },
    ]);
    expect(rejected.errors).toBeUndefined();
    const r = rejected.data!.resolvePurchaseOrderChanges;
    expect(
      r.items.map((i) => [i.inventoryName, i.cost, i.total, i.priceDecision, i.substituteDecision]),
    ).toEqual([
      ['Item 1', '2.5', '25.00', 'REJECTED', null],
      ['Item 2', '2.5', '25.00', null, null],
      ['Item 3', '2.5', '25.00', null, 'REJECTED'],
    ]);
    expect(r.grandTotal).toBe('75.00');
    expect(r.pendingChanges).toBe(0);

    const other = await answered();
    const accepted = await resolveChanges(ana, other.po.id, [
      { itemId: other.po.itemIds[2], kind: 'SUBSTITUTE', accept: true },
    ]);
    expect(accepted.data!.resolvePurchaseOrderChanges.items[2]).toMatchObject({
      inventoryName: 'BASMATI RICE',
      ingredientName: 'Item 3',
      cost: '2.25',
      total: '22.50',
      substituteDecision: 'ACCEPTED',
    });
    expect(accepted.data!.resolvePurchaseOrderChanges.grandTotal).toBe('72.50');

    const third = await answered();
    const mapped = await resolveChanges(ana, third.po.id, [
      { itemId: third.po.itemIds[2], kind: 'SUBSTITUTE', accept: true, ingredientName: 'basmati' },
    ]);
    expect(mapped.data!.resolvePurchaseOrderChanges.items[2]).toMatchObject({
      inventoryName: 'BASMATI RICE',
      ingredientName: 'BASMATI',
    });
  });

  it('answers each wrong decision with its message and changes nothing', async () => {
    const { po } = await answered();
    const cases: Array<[Parameters<typeof resolveChanges>[2], unknown]> = [
      [[], { code: 'BAD_USER_INPUT', message: C.noDecisions }],
      [
        [{ itemId: po.itemIds[1], kind: 'PRICE', accept: true }],
        { code: 'BAD_USER_INPUT', message: C.noSuchChange },
      ],
      [
        [{ itemId: po.itemIds[0], kind: 'SUBSTITUTE', accept: true }],
        { code: 'BAD_USER_INPUT', message: C.noSuchChange },
      ],
      [
        [
          { itemId: po.itemIds[0], kind: 'PRICE', accept: true },
          { itemId: po.itemIds[0], kind: 'PRICE', accept: false },
        ],
        { code: 'BAD_USER_INPUT', message: C.decidedTwice },
      ],
      [
        [{ itemId: '00000000-0000-4000-8000-000000000001', kind: 'PRICE', accept: true }],
        { code: 'NOT_FOUND', message: M.itemNotFound },
      ],
    ];
    for (const [decisions, expected] of cases) {
      expect(failure(await resolveChanges(ana, po.id, decisions))).toEqual(expected);
    }
    expect(
      failure(
        await resolveChanges(ana, '00000000-0000-4000-8000-000000000002', [
          { itemId: po.itemIds[0], kind: 'PRICE', accept: true },
        ]),
      ),
    ).toEqual({
      code: 'NOT_FOUND',
      message: M.notFound,
    });
    const draft = await seedPurchaseOrder(t, ana, { state: 'DRAFT', items: 1 });
    expect(
      failure(
        await resolveChanges(ana, draft.id, [
          { itemId: draft.itemIds[0], kind: 'PRICE', accept: true },
        ]),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: C.notConfirmed,
    });
    // decided once: a second decision on it is refused
    expect(
      (await resolveChanges(ana, po.id, [{ itemId: po.itemIds[0], kind: 'PRICE', accept: false }]))
        .errors,
    ).toBeUndefined();
    expect(
      failure(
        await resolveChanges(ana, po.id, [{ itemId: po.itemIds[0], kind: 'PRICE', accept: true }]),
      ),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: C.noSuchChange,
    });
    const seen = await readPo(ana, po.id);
    expect(seen.items.map((i) => i.cost)).toEqual(['2.5', '2.5', '2.5']);
    expect(seen.pendingChanges).toBe(1);
  });

  it('refuses a substitute named like another line of the PO', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 2 });
    await respond(t, po.token, [
      { id: po.itemIds[0], inSupplierStock: true, substitute: { name: 'item 2' } },
      { id: po.itemIds[1], inSupplierStock: true },
    ]);
    // names on the seeded lines are mixed-case ('Item 2'); the offer is upper-cased like inventory's
    await t.ownerSql(
      `UPDATE purchase_order_items SET inventory_name = upper(inventory_name) WHERE purchase_order_id = $1`,
      [po.id],
    );
    expect(
      failure(
        await resolveChanges(ana, po.id, [
          { itemId: po.itemIds[0], kind: 'SUBSTITUTE', accept: true },
        ]),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: C.substituteUsed });
    expect((await readPo(ana, po.id)).items[0]).toMatchObject({
      inventoryName: 'ITEM 1',
      substituteDecision: 'PENDING',
    });
  });

  it('answering again replaces the offers, waiting for a decision again', async () => {
    const { po } = await answered();
    await resolveChanges(ana, po.id, [{ itemId: po.itemIds[0], kind: 'PRICE', accept: false }]);
    const again = await respond(t, po.token, [
      { id: po.itemIds[0], inSupplierStock: true, unitPrice: '2.9' },
      { id: po.itemIds[1], inSupplierStock: true },
      { id: po.itemIds[2], inSupplierStock: true },
    ]);
    expect(again.errors).toBeUndefined();
    const seen = await readPo(ana, po.id);
    expect(seen.items.map((i) => [i.supplierUnitPrice, i.priceDecision, i.substituteName])).toEqual(
      [
        ['2.9', 'PENDING', null],
        [null, null, null],
        [null, null, null],
      ],
    );
    expect(seen.pendingChanges).toBe(1);
  });

  it('keeps the public answer token-checked and throttled: misses with offers count', async () => {
    const ip = newIp();
    const offer = [
      { id: '00000000-0000-4000-8000-000000000003', inSupplierStock: true, unitPrice: '1' },
    ];
    for (let n = 0; n < 10; n++) {
      expect(failure(await respond(t, `not-a-token-${n}`, offer, ip))).toEqual({
        code: 'NOT_FOUND',
        message: 'Purchase order not found',
      });
    }
    expect(failure(await respond(t, 'not-a-token', offer, ip))?.code).toBe('TOO_MANY_REQUESTS');
  });

  it('shows demo answers back with their offers, keeping none', async () => {
    const view = await t.gql<{ supplierPurchaseOrder: { items: Array<{ id: string }> } }>(
      `{ supplierPurchaseOrder(token: "demo") { items { id } } }`,
      {},
      { headers: { 'x-client-ip': newIp() } },
    );
    const ids = view.data!.supplierPurchaseOrder.items.map((i) => i.id);
    const res = await respond(t, 'demo', [
      { id: ids[0], inSupplierStock: true, unitPrice: '12' },
      { id: ids[1], inSupplierStock: false, substitute: { name: 'Jasmine rice' } },
      { id: ids[2], inSupplierStock: true },
    ]);
    expect(
      res.data!.respondToPurchaseOrder.items.map((i) => [i.supplierUnitPrice, i.substituteName]),
    ).toEqual([
      ['12', null],
      [null, 'JASMINE RICE'],
      [null, null],
    ]);
  });
});
