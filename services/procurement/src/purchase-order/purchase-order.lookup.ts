import { Injectable } from '@nestjs/common';
import type { LookupRow } from '@mise/contracts';
import { dec, pendingChangeCount } from '@mise/domain';
import { isUuid, type Tx } from '@mise/platform';
import { PurchaseOrderService } from './purchase-order.service';

/**
 * Look-up kind `purchase-order` (issue 21, flows.md §4.9): the POs finance saves to expenses, as
 * procurement holds them now (every state, the asker decides), with their lines, the number of
 * supplier differences still undecided and whether any delivery was recorded. Three statements
 * for any number of ids; unknown ids (and other outlets' ids, under RLS) are absent.
 */
@Injectable()
export class PurchaseOrderLookup {
  constructor(private readonly orders: PurchaseOrderService) {}

  async rows(tx: Tx, ids: readonly string[]): Promise<Array<LookupRow<'purchase-order'>>> {
    const orders = await this.orders.byIds(tx, ids.filter(isUuid));
    if (!orders.length) return [];
    const found = orders.map((o) => o.id);
    const items = await this.orders.items(tx, found);
    const received: Array<{ id: string }> = await tx.manager.query(
      `SELECT DISTINCT purchase_order_id AS id FROM purchase_order_receipts
        WHERE purchase_order_id = ANY($1::uuid[])`,
      [found],
    );
    const withReceipts = new Set(received.map((r) => r.id));
    return orders.map((o) => {
      const lines = items.filter((i) => i.purchaseOrderId === o.id);
      return {
        id: o.id,
        purchaseOrderNumber: o.purchaseOrderNumber,
        purchaseOrderState: o.purchaseOrderState,
        supplierId: o.supplierId,
        supplierName: o.supplierName,
        pendingChanges: pendingChangeCount(lines),
        received: withReceipts.has(o.id),
        items: lines.map((i) => ({
          inventoryName: i.inventoryName,
          ingredientName: i.ingredientName,
          amount: dec(i.amount),
          unit: i.unit,
          quantity: dec(i.quantity),
          cost: dec(i.cost),
          receivedQuantity: dec(i.receivedQuantity),
        })),
        revision: o.revision,
      };
    });
  }
}
