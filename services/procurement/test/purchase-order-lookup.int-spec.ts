import { Requests } from '@mise/contracts';
import { Bus } from '@mise/platform';
import { ownersSuite, signedInOwner } from '@mise/testing';
import { startProcurement } from './helpers';
import { recordReceipt } from './support/po-changes';
import { seedPurchaseOrder } from './support/purchase-orders';

/**
 * Issue 21: `rpc.procurement.lookup` kind `purchase-order`, what finance reads to save a PO to
 * expenses (flows.md §4.9): the PO now, its lines, undecided supplier differences and deliveries.
 */
describe('purchase orders for finance (look-up kind purchase-order)', () => {
  const s = ownersSuite(startProcurement, 1);
  const lookup = (outletId: string, ids: string[]) =>
    s.t.app.get(Bus).request(Requests.lookup('procurement'), {
      outletId,
      kind: 'purchase-order',
      ids,
    });

  it('answers a sent PO with its lines, its undecided differences and no deliveries', async () => {
    const po = await seedPurchaseOrder(s.t, s.ana, { items: 2, supplierName: 'Lookup Farm' });
    // the supplier offered another price on the second line: waiting for the outlet
    await s.t.ownerSql(
      `UPDATE purchase_order_items SET supplier_unit_price = 3, price_decision = 'PENDING' WHERE id = $1`,
      [po.itemIds[1]],
    );
    const [{ supplier_id: supplierId }] = await s.t.ownerSql<{ supplier_id: string }>(
      `SELECT supplier_id FROM purchase_orders WHERE id = $1`,
      [po.id],
    );
    const unknown = '5b0f4a8e-4f7e-4c1e-9a53-8e1f5e0c9d11';
    const reply = await lookup(s.ana.outletId, [po.id, unknown]);
    expect(reply).toEqual({
      rows: [
        {
          id: po.id,
          purchaseOrderNumber: po.number,
          purchaseOrderState: 'CONFIRMED',
          supplierId,
          supplierName: 'Lookup Farm',
          pendingChanges: 1,
          received: false,
          items: [1, 2].map((n) => ({
            inventoryName: `Item ${n}`,
            ingredientName: `Item ${n}`,
            amount: '5',
            unit: 'kg',
            quantity: '2',
            cost: '2.5',
            receivedQuantity: '0',
          })),
          revision: 1,
        },
      ],
    });
  });

  it('says when deliveries were recorded, with the received quantity per line', async () => {
    const po = await seedPurchaseOrder(s.t, s.ana, { items: 2 });
    const res = await recordReceipt(s.ana, po.id, '2026-11-24', [
      { itemId: po.itemIds[0], quantity: '1.5' },
    ]);
    expect(res.errors).toBeUndefined();
    const reply = await lookup(s.ana.outletId, [po.id]);
    expect(reply?.rows).toHaveLength(1);
    const [row] = reply!.rows as Array<{
      received: boolean;
      revision: number;
      items: Array<{ receivedQuantity: string }>;
    }>;
    expect(row.received).toBe(true);
    expect(row.revision).toBe(2);
    expect(row.items.map((i) => i.receivedQuantity)).toEqual(['1.5', '0']);
  });

  it("answers no row for another outlet's PO, and still answers kind supplier", async () => {
    const po = await seedPurchaseOrder(s.t, s.ana, { items: 1 });
    const other = await signedInOwner(s.t);
    expect(await lookup(other.outletId, [po.id])).toEqual({ rows: [] });
    const [{ supplier_id: supplierId }] = await s.t.ownerSql<{ supplier_id: string }>(
      `SELECT supplier_id FROM purchase_orders WHERE id = $1`,
      [po.id],
    );
    const suppliers = await s.t.app.get(Bus).request(Requests.lookup('procurement'), {
      outletId: s.ana.outletId,
      kind: 'supplier',
      ids: [supplierId],
    });
    expect(suppliers?.rows).toEqual([
      { supplierId, name: 'Fresh Farm Supplies', revision: expect.any(Number) },
    ]);
  });
});
