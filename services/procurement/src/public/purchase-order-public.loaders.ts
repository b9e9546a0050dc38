import { Injectable } from '@nestjs/common';
import { Db, groupsByKeys } from '@mise/platform';
import { In } from 'typeorm';
import { type PdfJob, PurchaseOrderPdfs } from '../pdf/purchase-order-pdfs.service';
import { PurchaseOrderEntity } from '../purchase-order/purchase-order.entity';
import { PublicLinks } from './public-links.service';

export interface SupplierUploadRow {
  id: string;
  purchaseOrderId: string;
  key: string;
  fileName: string;
  uploadedAt: Date;
}

/**
 * The batches behind PurchaseOrder's `responseLink`, `pdfUrl` and `supplierUploads`: one
 * `db.outletLoader` each, so a page of orders costs the same statements as one.
 */
@Injectable()
export class PurchaseOrderPublicLoaders {
  constructor(
    private readonly db: Db,
    private readonly links: PublicLinks,
    private readonly pdfs: PurchaseOrderPdfs,
  ) {}

  /** The order's live public token; null when it has none (deleted) or is not the actor's. */
  token(po: { id: string; outletId: string }): Promise<string | null> {
    return this.db
      .outletLoader<string>('purchase-order-public-tokens', async (tx, ids) => {
        const tokens = await this.links.tokens(tx, tx.outletId!, 'PO', ids);
        return ids.map((id) => tokens.get(id) ?? null);
      })
      .load(po.outletId, po.id);
  }

  /** What the order's current PDF shows and where it is kept. */
  pdfJob(po: { id: string; outletId: string }): Promise<PdfJob | null> {
    return this.db
      .outletLoader<PdfJob>('purchase-order-pdf-jobs', async (tx, ids) => {
        const orders = await tx.manager
          .getRepository(PurchaseOrderEntity)
          .findBy({ id: In([...ids]) });
        const jobs = await this.pdfs.snapshots(tx, orders);
        return ids.map((id) => jobs.get(id) ?? null);
      })
      .load(po.outletId, po.id);
  }

  /** The supplier's uploads of the order, oldest first. */
  async uploads(po: { id: string; outletId: string }): Promise<SupplierUploadRow[]> {
    const rows = await this.db
      .outletLoader<SupplierUploadRow[]>('purchase-order-supplier-uploads', async (tx, ids) => {
        const found: SupplierUploadRow[] = await tx.manager.query(
          `SELECT id, purchase_order_id AS "purchaseOrderId", key, file_name AS "fileName",
                  uploaded_at AS "uploadedAt"
             FROM supplier_uploads WHERE purchase_order_id = ANY($1::uuid[])
            ORDER BY uploaded_at, id`,
          [ids],
        );
        return groupsByKeys(ids, found, (r) => r.purchaseOrderId);
      })
      .load(po.outletId, po.id);
    return rows ?? [];
  }
}
