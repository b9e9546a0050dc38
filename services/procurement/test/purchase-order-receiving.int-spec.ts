import { PurchaseOrderChangeMessages as C, PurchaseOrderMessages as M, today } from '@mise/domain';
import { signedInOwner, sqlStatementsOf, type TestOwner } from '@mise/testing';
import { type ProcurementTestApp, startProcurement } from './helpers';
import { failure } from './purchase-order-fixtures';
import { CHANGES_FIELDS, readPo, recordReceipt } from './support/po-changes';
import { seedPurchaseOrder } from './support/purchase-orders';

/**
 * 20-beyond: deliveries recorded against a sent PO (seeded dated 2026-11-24; lines of quantity 2):
 * several dated receipts, a running received total per line, over-receipt refused.
 */
describe('receiving a purchase order', () => {
  let t: ProcurementTestApp;
  let ana: TestOwner;
  const day = today();

  beforeAll(async () => {
    t = await startProcurement();
    ana = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it('takes a partial delivery then the rest: dated receipts and a running total per line', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 2 });
    const before = await readPo(ana, po.id);
    const first = await recordReceipt(ana, po.id, '2026-11-24', [
      { itemId: po.itemIds[0], quantity: '1.5' },
      { itemId: po.itemIds[1], quantity: '0' },
    ]);
    expect(first.errors).toBeUndefined();
    const a = first.data!.recordPurchaseOrderReceipt;
    expect(a.items.map((i) => i.receivedQuantity)).toEqual(['1.5', '0']);
    expect(a.revision).toBe(before.revision + 1);
    expect(a.receipts).toEqual([
      {
        id: expect.any(String),
        receiptDate: '2026-11-24',
        lines: [{ itemId: po.itemIds[0], inventoryName: 'Item 1', quantity: '1.5' }],
      },
    ]);

    const rest = await recordReceipt(ana, po.id, day, [
      { itemId: po.itemIds[0], quantity: '0.5' },
      { itemId: po.itemIds[1], quantity: '2' },
    ]);
    expect(rest.errors).toBeUndefined();
    const b = rest.data!.recordPurchaseOrderReceipt;
    expect(b.items.map((i) => i.receivedQuantity)).toEqual(['2', '2']);
    expect(b.receipts.map((r) => [r.receiptDate, r.lines.map((l) => l.quantity)])).toEqual([
      ['2026-11-24', ['1.5']],
      [day, ['0.5', '2']],
    ]);
    // the cost and totals are untouched by receiving
    expect(b.grandTotal).toBe('50.00');
  });

  it('refuses more than ordered over every delivery, saying what was received, and keeps nothing', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 2 });
    await recordReceipt(ana, po.id, day, [{ itemId: po.itemIds[0], quantity: '1.5' }]);
    const over = await recordReceipt(ana, po.id, day, [
      { itemId: po.itemIds[1], quantity: '1' },
      { itemId: po.itemIds[0], quantity: '0.6' },
    ]);
    expect(failure(over)).toEqual({
      code: 'BAD_USER_INPUT',
      message: C.overReceipt('Item 1', '2', '1.5'),
    });
    const seen = await readPo(ana, po.id);
    expect(seen.items.map((i) => i.receivedQuantity)).toEqual(['1.5', '0']);
    expect(seen.receipts).toHaveLength(1);
  });

  it('answers each wrong delivery with its message and changes nothing', async () => {
    const po = await seedPurchaseOrder(t, ana, { items: 2 });
    const line = [{ itemId: po.itemIds[0], quantity: '1' }];
    const cases: Array<[string, Array<{ itemId: string; quantity: string }>, unknown]> = [
      ['2026-11-23', line, { code: 'BAD_USER_INPUT', message: C.receiptDateInvalid }],
      ['2999-01-01', line, { code: 'BAD_USER_INPUT', message: C.receiptDateInvalid }],
      ['24/11/2026', line, { code: 'BAD_USER_INPUT', message: C.receiptDateInvalid }],
      [day, [], { code: 'BAD_USER_INPUT', message: C.receiptEmpty }],
      [
        day,
        [{ itemId: po.itemIds[0], quantity: '0' }],
        { code: 'BAD_USER_INPUT', message: C.receiptEmpty },
      ],
      [
        day,
        [{ itemId: po.itemIds[0], quantity: '-1' }],
        { code: 'BAD_USER_INPUT', message: C.receiptQuantityInvalid },
      ],
      [
        day,
        [{ itemId: po.itemIds[0], quantity: 'two' }],
        { code: 'BAD_USER_INPUT', message: C.receiptQuantityInvalid },
      ],
      [day, [...line, ...line], { code: 'BAD_USER_INPUT', message: C.receiptItemTwice }],
      [
        day,
        [{ itemId: '00000000-0000-4000-8000-000000000009', quantity: '1' }],
        { code: 'NOT_FOUND', message: M.itemNotFound },
      ],
    ];
    for (const [date, lines, expected] of cases) {
      expect(failure(await recordReceipt(ana, po.id, date, lines))).toEqual(expected);
    }
    const other = await seedPurchaseOrder(t, ana, { items: 1 });
    expect(
      failure(await recordReceipt(ana, po.id, day, [{ itemId: other.itemIds[0], quantity: '1' }])),
    ).toEqual({
      code: 'NOT_FOUND',
      message: M.itemNotFound,
    });
    const seen = await readPo(ana, po.id);
    expect(seen.items.map((i) => i.receivedQuantity)).toEqual(['0', '0']);
    expect(seen.receipts).toEqual([]);
  });

  it('only on sent purchase orders', async () => {
    const draft = await seedPurchaseOrder(t, ana, { state: 'DRAFT', items: 1 });
    expect(
      failure(
        await recordReceipt(ana, draft.id, day, [{ itemId: draft.itemIds[0], quantity: '1' }]),
      ),
    ).toEqual({
      code: 'CONFLICT',
      message: C.notConfirmed,
    });
    const gone = await seedPurchaseOrder(t, ana, { state: 'DELETED', items: 1 });
    expect(
      failure(await recordReceipt(ana, gone.id, day, [{ itemId: gone.itemIds[0], quantity: '1' }])),
    ).toEqual({
      code: 'NOT_FOUND',
      message: M.notFound,
    });
  });

  it('reads the receipts of a page of POs in as many statements as of one', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) {
      const po = await seedPurchaseOrder(t, ana, { items: 2, supplierName: `Receiving ${n}` });
      await recordReceipt(ana, po.id, day, [{ itemId: po.itemIds[0], quantity: '1' }]);
      ids.push(po.id);
    }
    const statements = (count: number) =>
      sqlStatementsOf(t.app, async (opts) => {
        const res = await ana.gql<{ purchaseOrders: { nodes: unknown[] } }>(
          `{ purchaseOrders(from: "2026-11-24", to: "2026-11-25", limit: ${count}) { nodes { ${CHANGES_FIELDS} } } }`,
          {},
          opts,
        );
        expect(res.errors).toBeUndefined();
        expect(res.data!.purchaseOrders.nodes).toHaveLength(count);
      });
    expect(await statements(3)).toBe(await statements(1));
  });
});
