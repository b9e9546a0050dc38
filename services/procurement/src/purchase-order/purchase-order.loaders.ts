import { Injectable } from '@nestjs/common';
import { byKeys, Db, groupsByKeys, type PageArgs } from '@mise/platform';
import {
  PurchaseOrderItemModel,
  type PurchaseOrderModel,
  type PurchaseOrderRow,
} from './purchase-order.model';
import { PurchaseOrderService } from './purchase-order.service';

/**
 * The per-request batches behind PurchaseOrder's fields and references and Supplier's
 * `purchaseOrders`: one statement per outlet per request each, whatever the page size
 * (`db.outletLoader`: only outlets the actor may use).
 */
@Injectable()
export class PurchaseOrderLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: PurchaseOrderService,
  ) {}

  async items(po: Pick<PurchaseOrderModel, 'id' | 'outletId'>): Promise<PurchaseOrderItemModel[]> {
    const items = await this.db
      .outletLoader<PurchaseOrderItemModel[]>('purchase-order-items', async (tx, ids) => {
        const rows = await this.service.items(tx, ids);
        return groupsByKeys(ids, rows, (r) => r.purchaseOrderId).map((list) =>
          list.map((r) => PurchaseOrderItemModel.from(r)),
        );
      })
      .load(po.outletId, po.id);
    return items ?? [];
  }

  reference(ref: { id: string; outletId: string }): Promise<PurchaseOrderRow | null> {
    return this.db
      .outletLoader<PurchaseOrderRow>('purchase-order', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(ref.outletId, ref.id);
  }

  /** A supplier's sent POs (Supplier.purchaseOrders), a page per supplier. */
  async ofSupplier(
    supplier: { id: string; outletId: string },
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<{ rows: PurchaseOrderRow[]; total: number }> {
    const name = `supplier-purchase-orders:${JSON.stringify([search ?? null, page.offset, page.limit])}`;
    const found = await this.db
      .outletLoader<{ rows: PurchaseOrderRow[]; total: number }>(name, async (tx, ids) => {
        const map = await this.service.forSuppliers(tx, ids, search, page);
        return ids.map((id) => map.get(id) ?? { rows: [], total: 0 });
      })
      .load(supplier.outletId, supplier.id);
    return found ?? { rows: [], total: 0 };
  }
}
