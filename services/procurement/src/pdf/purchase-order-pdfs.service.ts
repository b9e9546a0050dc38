import { Injectable } from '@nestjs/common';
import { groupBy, Storage, type Tx } from '@mise/platform';
import { In } from 'typeorm';
import { SupplierEntity } from '../party/party.entity';
import {
  PurchaseOrderEntity,
  PurchaseOrderItemEntity,
} from '../purchase-order/purchase-order.entity';
import { OutletDetailsReader } from '../public/outlet-details';
import { PublicLinks } from '../public/public-links.service';
import {
  buildPurchaseOrderPdf,
  itemColumns,
  type PurchaseOrderPdfData,
} from './purchase-order-pdf';
import { pdfOutlet, RevisionPdfs, type RevisionPdfJob, revisionPdfKey } from './revision-pdfs';

/** A purchase order's PDF of one revision: where it is kept and what it shows. */
export type PdfJob = RevisionPdfJob<PurchaseOrderPdfData>;

/** `{outletId}/procurement/purchase-orders/{id}/pdf/r{revision}.pdf` (flows.md §6). */
export const purchaseOrderPdfKey = (
  po: Pick<PurchaseOrderEntity, 'outletId' | 'id' | 'revision'>,
) => revisionPdfKey('purchase-orders', po);

/**
 * Purchase order PDFs, kept per revision (`RevisionPdfs`). `snapshots` reads what the PDFs show
 * in the caller's transaction (one statement per table for any number of orders).
 */
@Injectable()
export class PurchaseOrderPdfs extends RevisionPdfs<PurchaseOrderPdfData> {
  constructor(
    storage: Storage,
    private readonly links: PublicLinks,
    private readonly outlets: OutletDetailsReader,
  ) {
    super(storage, buildPurchaseOrderPdf);
  }

  /** What each order's current PDF shows, by order id (orders of `tx`'s outlet). */
  async snapshots(tx: Tx, orders: PurchaseOrderEntity[]): Promise<Map<string, PdfJob>> {
    if (!orders.length || !tx.outletId) return new Map();
    const ids = orders.map((o) => o.id);
    const [items, suppliers, tokens, profile] = [
      await tx.manager.getRepository(PurchaseOrderItemEntity).find({
        where: { purchaseOrderId: In(ids) },
        order: { position: 'ASC', createdAt: 'ASC' },
      }),
      await tx.manager
        .getRepository(SupplierEntity)
        .findBy({ id: In([...new Set(orders.map((o) => o.supplierId))]) }),
      await this.links.tokens(tx, tx.outletId, 'PO', ids),
      await this.outlets.read(tx),
    ];
    const itemsOf = groupBy(items, (i) => i.purchaseOrderId);
    const supplierOf = new Map(suppliers.map((s) => [s.id, s]));
    return new Map(
      orders.map((po) => {
        const supplier = supplierOf.get(po.supplierId);
        const token = tokens.get(po.id);
        const data: PurchaseOrderPdfData = {
          purchaseOrderNumber: po.purchaseOrderNumber,
          purchaseOrderDate: po.purchaseOrderDate,
          outlet: pdfOutlet(profile),
          supplier: {
            name: po.supplierName,
            email: supplier?.email ?? null,
            address: supplier?.address ?? [],
            contact: supplier?.contact ?? null,
          },
          items: (itemsOf.get(po.id) ?? []).map(itemColumns),
          grandTotal: po.grandTotal,
          outletRemarks: po.outletRemarks,
          responseLink: token ? this.links.url(`/supplier-view/${token}`) : null,
        };
        return [po.id, { key: purchaseOrderPdfKey(po), data }];
      }),
    );
  }
}
