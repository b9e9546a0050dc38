import { randomUUID } from 'node:crypto';
import type { PosReceiptReceivedEvent } from '@mise/contracts';
import { deliverEvent, eventPayload, type TestApp, type TestOwner, until } from '@mise/testing';
import type { InventoryConfig } from '../../inventory/src/config';
import { type Menu, type SalesTestApp } from './helpers';
import { startSalesWithInventory } from './with-inventory';

type Line = PosReceiptReceivedEvent['lines'][number];
const line = (name: string, quantity: string, price: string): Line => ({
  name,
  variantName: null,
  quantity,
  price,
  total: '0.00',
  options: [],
});

/**
 * POS sales deplete stock as any sale (contract issue 24 phase 2 §3): with inventory running, a
 * receipt's noodles use their recipe's ingredient, a partial refund gives part of it back, a full
 * refund all of it, and a name linked later (`mapPosItem`) is depleted then.
 */
describe('sales: POS sales deplete stock (inventory running)', () => {
  let sales: SalesTestApp;
  let inventory: TestApp<InventoryConfig>;
  let ana: TestOwner;
  let menu: Menu;
  let clock = Date.parse('2026-11-21T09:00:00Z');
  const merchant = randomUUID();
  let number = 0;

  /** Σ SALE_USAGE of the noodles' ingredient in ana's outlet, with their REVERSALs. */
  const used = async () => {
    const [row] = await inventory.ownerSql<{ quantity: string | null }>(
      `SELECT coalesce(sum(quantity), 0)::numeric(14, 6)::text AS quantity
         FROM stock_movements WHERE kind IN ('SALE_USAGE', 'REVERSAL') AND outlet_id = $1 AND item_id = $2`,
      [ana.outletId, menu.noodles.ingredients[0].ingredientId],
    );
    return row.quantity;
  };
  const usedBecomes = (quantity: string, what: string) =>
    until(used, (q) => q === quantity, what, 20_000);

  const receipt = (lines: Line[], over: Partial<PosReceiptReceivedEvent> = {}) => {
    number += 1;
    clock += 1000;
    return eventPayload('integrations.pos-receipt.received', {
      receiptId: `${merchant}:2-${number}`,
      receiptNumber: `2-${number}`,
      receiptDate: '2026-11-21',
      lines,
      updatedAt: new Date(clock).toISOString(),
      ...over,
    });
  };
  const deliver = (r: PosReceiptReceivedEvent) =>
    deliverEvent(sales, 'integrations.pos-receipt.received', r, ana.outletId);

  beforeAll(async () => {
    ({ sales, inventory, ana, menu } = await startSalesWithInventory());
  });
  afterAll(async () => {
    await inventory?.close().catch(() => undefined);
    await sales?.close();
  });

  it('depletes a receipt, gives back a partial and a full refund, and depletes a name once linked', async () => {
    const r = receipt([line('Noodles', '3', '12.00')]);
    await deliver(r);
    // 0.2 a serving × 3
    await usedBecomes('-0.600000', 'the receipt depleted');
    await deliver(
      receipt([line('noodles', '1', '12.00')], { receiptType: 'REFUND', refundFor: r.receiptId }),
    );
    await usedBecomes('-0.400000', 'a partial refund given back');
    await deliver(
      receipt([line('NOODLES', '2', '12.00')], { receiptType: 'REFUND', refundFor: r.receiptId }),
    );
    await usedBecomes('0.000000', 'a full refund given back');

    const later = receipt([line('Ramen Special', '5', '14.00')]);
    await deliver(later);
    const res = await ana.gql<{ mapPosItem: number }>(
      `mutation($n: String!, $id: ID!) { mapPosItem(posName: $n, menuItemId: $id) }`,
      { n: 'ramen special', id: menu.noodles.menuItemId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.mapPosItem).toBe(1);
    await usedBecomes('-1.000000', 'the linked name depleted');
    // and nothing more arrives
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await used()).toBe('-1.000000');
  }, 90_000);
});
