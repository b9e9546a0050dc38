import { Injectable } from '@nestjs/common';
import {
  applyChangeDecisions,
  checkReceivedQuantity,
  isCalendarDate,
  MAX_NAME_LENGTH,
  purchaseOrderGrandTotal,
  PurchaseOrderChangeMessages as C,
  PurchaseOrderMessages as M,
  receiptFits,
  today,
  upperName,
  dec,
} from '@mise/domain';
import { BadInputError, isUuid, NotFoundError, type Tx } from '@mise/platform';
import type { PurchaseOrderItemEntity } from '../purchase-order/purchase-order.entity';
import type { PurchaseOrderRow } from '../purchase-order/purchase-order.model';
import { PurchaseOrderService } from '../purchase-order/purchase-order.service';
import type {
  PurchaseOrderChangeInput,
  PurchaseOrderReceiptLineInput,
  PurchaseOrderReceiptModel,
} from './purchase-order-changes.model';

/**
 * Beyond issue 20's spec (20-beyond): the outlet's decisions on the supplier's offers and the
 * deliveries recorded against a sent PO. Each call is one transaction on the locked PO, bumps its
 * revision once and answers the PO after it.
 */
@Injectable()
export class PurchaseOrderChangesService {
  constructor(private readonly orders: PurchaseOrderService) {}

  /** Accepts or rejects pending differences; totals and the grand total follow, exactly. */
  resolve(id: string, decisions: PurchaseOrderChangeInput[]): Promise<PurchaseOrderRow> {
    if (!decisions?.length) throw new BadInputError(C.noDecisions, 'decisions');
    const seen = new Set<string>();
    for (const d of decisions) {
      const key = `${String(d.itemId).toLowerCase()}:${d.kind}`;
      if (seen.has(key)) throw new BadInputError(C.decidedTwice, 'decisions');
      seen.add(key);
      if (d.ingredientName != null && upperName(d.ingredientName).length > MAX_NAME_LENGTH) {
        throw new BadInputError(M.nameTooLong, 'ingredientName');
      }
    }
    return this.onSent(id, async (tx, items) => {
      const byId = new Map(items.map((i) => [i.id, i]));
      const wanted = new Map<
        string,
        { price?: boolean; substitute?: boolean; ingredient?: string }
      >();
      for (const d of decisions) {
        const item = isUuid(d.itemId) ? byId.get(d.itemId.toLowerCase()) : undefined;
        if (!item) throw new NotFoundError(M.itemNotFound);
        const pending =
          d.kind === 'PRICE'
            ? item.priceDecision === 'PENDING'
            : item.substituteDecision === 'PENDING';
        if (!pending) throw new BadInputError(C.noSuchChange, 'decisions');
        const w = wanted.get(item.id) ?? {};
        if (d.kind === 'PRICE') w.price = d.accept;
        else {
          w.substitute = d.accept;
          if (d.accept && upperName(d.ingredientName)) w.ingredient = upperName(d.ingredientName);
        }
        wanted.set(item.id, w);
      }
      const after = items.map((i) => {
        const w = wanted.get(i.id);
        if (!w) return { ...i, changed: false };
        const next = applyChangeDecisions(i, w);
        return {
          ...i,
          ...next,
          ingredientName: w.ingredient ?? i.ingredientName,
          changed: true,
        };
      });
      const names = after.map((i) => i.inventoryName);
      if (new Set(names).size !== names.length) {
        throw new BadInputError(C.substituteUsed, 'decisions');
      }
      const changed = after.filter((i) => i.changed);
      await tx.manager.query(
        `UPDATE purchase_order_items i
            SET inventory_name = c.inventory_name, ingredient_name = c.ingredient_name,
                cost = c.cost, total = c.total, price_decision = c.price_decision,
                substitute_decision = c.substitute_decision
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::numeric[], $6::numeric[],
                       $7::text[], $8::text[])
                AS c(id, inventory_name, ingredient_name, cost, total, price_decision,
                     substitute_decision)
          WHERE i.id = c.id AND i.purchase_order_id = $1`,
        [
          id,
          changed.map((i) => i.id),
          changed.map((i) => i.inventoryName),
          changed.map((i) => i.ingredientName),
          changed.map((i) => i.cost),
          changed.map((i) => i.total),
          changed.map((i) => i.priceDecision),
          changed.map((i) => i.substituteDecision),
        ],
      );
      await tx.manager.query(`UPDATE purchase_orders SET grand_total = $2 WHERE id = $1`, [
        id,
        purchaseOrderGrandTotal(after),
      ]);
    });
  }

  /**
   * One delivery: dated from the PO's date up to today, a quantity per line (0 = none of it),
   * never more than ordered over every delivery (refused, with what is left).
   */
  recordReceipt(
    id: string,
    date: string,
    lines: PurchaseOrderReceiptLineInput[],
  ): Promise<PurchaseOrderRow> {
    if (!isCalendarDate(date) || date > today()) {
      throw new BadInputError(C.receiptDateInvalid, 'date');
    }
    const arriving = new Map<string, string>();
    for (const l of lines ?? []) {
      const quantity = checkReceivedQuantity(l.quantity);
      if (quantity === null) throw new BadInputError(C.receiptQuantityInvalid, 'quantity');
      const itemId = String(l.itemId).toLowerCase();
      if (arriving.has(itemId)) throw new BadInputError(C.receiptItemTwice, 'lines');
      arriving.set(itemId, quantity);
    }
    for (const [itemId, quantity] of arriving) if (dec(quantity) === '0') arriving.delete(itemId);
    if (!arriving.size) throw new BadInputError(C.receiptEmpty, 'lines');
    return this.onSent(id, async (tx, items, po) => {
      if (date < po.purchaseOrderDate) throw new BadInputError(C.receiptDateInvalid, 'date');
      const byId = new Map(items.map((i) => [i.id, i]));
      for (const [itemId, quantity] of arriving) {
        const item = isUuid(itemId) ? byId.get(itemId) : undefined;
        if (!item) throw new NotFoundError(M.itemNotFound);
        if (!receiptFits(item.quantity, item.receivedQuantity, quantity)) {
          throw new BadInputError(
            C.overReceipt(item.inventoryName, dec(item.quantity), dec(item.receivedQuantity)),
            'quantity',
          );
        }
      }
      const [{ id: receiptId }]: Array<{ id: string }> = await tx.manager.query(
        `INSERT INTO purchase_order_receipts (outlet_id, purchase_order_id, receipt_date)
         VALUES ($1, $2, $3) RETURNING id`,
        [tx.outletId, id, date],
      );
      const ids = [...arriving.keys()];
      const quantities = ids.map((i) => arriving.get(i)!);
      await tx.manager.query(
        `INSERT INTO purchase_order_receipt_lines (outlet_id, receipt_id, item_id, quantity)
         SELECT $1, $2, l.item_id, l.quantity FROM unnest($3::uuid[], $4::numeric[]) AS l(item_id, quantity)`,
        [tx.outletId, receiptId, ids, quantities],
      );
      await tx.manager.query(
        `UPDATE purchase_order_items i SET received_quantity = i.received_quantity + n.quantity
           FROM unnest($2::uuid[], $3::numeric[]) AS n(id, quantity)
          WHERE i.id = n.id AND i.purchase_order_id = $1`,
        [id, ids, quantities],
      );
    });
  }

  /** The deliveries of these POs, oldest first, with their lines (one statement). */
  async receipts(
    tx: Tx,
    purchaseOrderIds: readonly string[],
  ): Promise<Array<PurchaseOrderReceiptModel & { purchaseOrderId: string }>> {
    const ids = purchaseOrderIds.filter(isUuid);
    if (!ids.length) return [];
    const rows: Array<{
      id: string;
      purchaseOrderId: string;
      receiptDate: string;
      createdAt: Date;
      itemId: string;
      inventoryName: string;
      quantity: string;
    }> = await tx.manager.query(
      `SELECT r.id, r.purchase_order_id AS "purchaseOrderId",
              to_char(r.receipt_date, 'YYYY-MM-DD') AS "receiptDate", r.created_at AS "createdAt",
              l.item_id AS "itemId", i.inventory_name AS "inventoryName", l.quantity
         FROM purchase_order_receipts r
         JOIN purchase_order_receipt_lines l ON l.receipt_id = r.id
         JOIN purchase_order_items i ON i.id = l.item_id
        WHERE r.purchase_order_id = ANY($1::uuid[])
        ORDER BY r.receipt_date, r.created_at, r.id, i.position, i.created_at`,
      [ids],
    );
    const out = new Map<string, PurchaseOrderReceiptModel & { purchaseOrderId: string }>();
    for (const r of rows) {
      const receipt = out.get(r.id) ?? {
        id: r.id,
        purchaseOrderId: r.purchaseOrderId,
        receiptDate: r.receiptDate,
        createdAt: r.createdAt,
        lines: [],
      };
      receipt.lines.push({
        itemId: r.itemId,
        inventoryName: r.inventoryName,
        quantity: dec(r.quantity),
      });
      out.set(r.id, receipt);
    }
    return [...out.values()];
  }

  /** The PO locked, live and CONFIRMED (else NOT_FOUND / CONFLICT), `fn`, then revision +1. */
  private onSent(
    id: string,
    fn: (tx: Tx, items: PurchaseOrderItemEntity[], po: PurchaseOrderRow) => Promise<void>,
  ): Promise<PurchaseOrderRow> {
    return this.orders.change(id, 'sent', async (tx, po) =>
      fn(tx, await this.orders.items(tx, [id]), po),
    );
  }
}
