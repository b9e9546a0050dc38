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

/** A purchase order's PDF of one revision: where it is kept and what it shows. */
export interface PdfJob {
  key: string;
  data: PurchaseOrderPdfData;
}

/** `{outletId}/procurement/purchase-orders/{id}/pdf/r{revision}.pdf` (flows.md §6). */
export const purchaseOrderPdfKey = (
  po: Pick<PurchaseOrderEntity, 'outletId' | 'id' | 'revision'>,
) =>
  `${po.outletId.toLowerCase()}/procurement/purchase-orders/${po.id.toLowerCase()}/pdf/r${po.revision}.pdf`;

/**
 * Purchase order PDFs, made on demand and kept per revision: the first request for a revision
 * renders it (pdfmake) and stores it; later ones only sign a GET. `snapshots` reads what the
 * PDFs show in the caller's transaction (one statement per table for any number of orders);
 * `url` renders outside it (no connection held while pdfmake works).
 */
@Injectable()
export class PurchaseOrderPdfs {
  constructor(
    private readonly storage: Storage,
    private readonly links: PublicLinks,
    private readonly outlets: OutletDetailsReader,
  ) {}

  /** False when file storage is off (no S3_ENDPOINT): no PDF can be kept. */
  get enabled(): boolean {
    return this.storage.enabled;
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
          outlet: {
            name: profile.outletName,
            address: profile.outletAddress,
            phone: profile.ownerNumber,
            email: profile.ownerEmail,
          },
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

  /**
   * A presigned GET (5 min) of the PDF, rendered and stored first when this revision has none.
   * Runs in the order's outlet (the request's, or `inOutlet` for a public link).
   */
  async url(job: PdfJob): Promise<string> {
    await this.store(job);
    return this.storage.fileUrl(job.key);
  }

  /** Renders and stores the PDF unless this revision's is there already. */
  async store(job: PdfJob): Promise<void> {
    if (!(await this.storage.exists(job.key))) {
      await this.storage.put(job.key, await buildPurchaseOrderPdf(job.data), 'application/pdf');
    }
  }
}
