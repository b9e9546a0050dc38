import { Injectable } from '@nestjs/common';
import { BadInputError, Bus, Db, Storage, type Tx, withLookupsOutside } from '@mise/platform';
import { itemColumns } from '../pdf/purchase-order-pdf';
import { type PdfJob, PurchaseOrderPdfs } from '../pdf/purchase-order-pdfs.service';
import {
  PurchaseOrderEntity,
  PurchaseOrderItemEntity,
} from '../purchase-order/purchase-order.entity';
import {
  offerView,
  storeSupplierOffers,
  supplierOffers,
} from '../purchase-order-changes/supplier-offers';
import { DEMO_OUTLET_ID, DEMO_ORDER_ID, demoPdfData, demoView } from './demo';
import { inOutlet } from './in-outlet';
import { OutletDetailsReader } from './outlet-details';
import { type AttachedFile, PublicDocumentView } from './public-document-view';
import { PublicLimits, type Visitor } from './public-limits';
import { DEMO_TOKEN, type PublicLink, PublicLinks } from './public-links.service';
import { SUPPLIER_UPLOAD } from './supplier-upload.kind';
import type { SupplierItemAnswer, SupplierViewPurchaseOrder } from './supplier-view.model';

/** Supplier remarks are kept up to this many characters. */
export const SUPPLIER_REMARKS_MAX = 500;

export const SupplierViewMessages = {
  notFound: 'Purchase order not found',
  fileNotFound: 'File not found',
  notAllAnswered: 'Some purchase order items not responded to! Please check all items.',
  remarksTooLong: `Supplier remarks must be at most ${SUPPLIER_REMARKS_MAX} characters long`,
  oneUpload: 'Please delete the uploaded invoice before uploading another one.',
  demoUpload: 'This is a demo: files are not uploaded in Demo Mode.',
};
const M = SupplierViewMessages;

interface UploadRow {
  id: string;
  key: string;
  file_name: string;
}

export type { Visitor };

/**
 * The public supplier page (flows.md §5, spec 3 §2.5): a sent purchase order by its link's
 * token (`PublicDocumentView`: misses answer null or NOT_FOUND "Purchase order not found" and
 * count against the address). The supplier answers the items and keeps one invoice upload.
 */
@Injectable()
export class SupplierViewService extends PublicDocumentView<
  PurchaseOrderEntity,
  SupplierViewPurchaseOrder,
  PdfJob
> {
  protected readonly linkType = 'PO';
  protected readonly texts = M;
  protected readonly uploadKind = SUPPLIER_UPLOAD.kind;

  constructor(
    db: Db,
    bus: Bus,
    links: PublicLinks,
    limits: PublicLimits,
    storage: Storage,
    private readonly outlets: OutletDetailsReader,
    protected readonly pdfs: PurchaseOrderPdfs,
  ) {
    super(db, bus, links, limits, storage);
  }

  /** Answers every item (in stock or not) and the remarks: the order is ACCEPTED. */
  async respond(
    v: Visitor,
    answers: SupplierItemAnswer[],
    supplierRemarks: string | null | undefined,
  ): Promise<SupplierViewPurchaseOrder> {
    await this.limits.admit(v.ip);
    const remarks = supplierRemarks?.trim() || null;
    if (remarks && remarks.length > SUPPLIER_REMARKS_MAX) {
      throw new BadInputError(M.remarksTooLong, 'supplierRemarks');
    }
    if (v.token === DEMO_TOKEN) {
      const demo = demoView();
      const stock = answered(
        demo.items.map((i) => i.id),
        answers,
      );
      const offers = new Map(supplierOffers(demo.items, answers).map((o) => [o.id, o]));
      return {
        ...demo,
        supplierRemarks: remarks,
        purchaseOrderStatus: 'ACCEPTED',
        items: demo.items.map((i) => ({
          ...i,
          inSupplierStock: stock.get(i.id) ?? null,
          ...offerView(offers.get(i.id)!),
        })),
      };
    }
    return this.change(v, async (tx, po) => {
      const items = await tx.manager.getRepository(PurchaseOrderItemEntity).find({
        where: { purchaseOrderId: po.id },
        select: { id: true, inventoryName: true, cost: true },
      });
      const stock = answered(
        items.map((i) => i.id),
        answers,
      );
      const offers = supplierOffers(items, answers); // 20-beyond
      await tx.manager.query(
        `UPDATE purchase_order_items i SET in_supplier_stock = a.in_stock
           FROM unnest($2::uuid[], $3::boolean[]) AS a(id, in_stock)
          WHERE i.id = a.id AND i.purchase_order_id = $1`,
        [po.id, [...stock.keys()], [...stock.values()]],
      );
      await storeSupplierOffers(tx, po.id, offers);
      await tx.manager.query(
        `UPDATE purchase_orders SET supplier_remarks = $2, purchase_order_status = 'ACCEPTED',
                revision = revision + 1, updated_at = now()
          WHERE id = $1`,
        [po.id, remarks],
      );
    });
  }

  protected demoView(): SupplierViewPurchaseOrder {
    return demoView();
  }

  protected demoPdf(): PdfJob {
    return {
      key: `${DEMO_OUTLET_ID}/procurement/purchase-orders/${DEMO_ORDER_ID}/pdf/r1.pdf`,
      data: demoPdfData(this.links.url('/supplier-view/demo')),
    };
  }

  protected async sent(
    tx: Tx,
    link: PublicLink,
    lock = false,
  ): Promise<PurchaseOrderEntity | null> {
    return tx.manager.getRepository(PurchaseOrderEntity).findOne({
      where: { id: link.documentId, purchaseOrderState: 'CONFIRMED' },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  protected async hasUpload(tx: Tx, purchaseOrderId: string): Promise<boolean> {
    return (await this.uploads(tx, purchaseOrderId)).length > 0;
  }

  protected async insertUpload(
    tx: Tx,
    link: PublicLink,
    purchaseOrderId: string,
    file: AttachedFile,
  ): Promise<void> {
    await tx.manager.query(
      `INSERT INTO supplier_uploads (outlet_id, purchase_order_id, key, file_name, content_type, size)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [link.outletId, purchaseOrderId, file.key, file.fileName, file.contentType, file.size],
    );
  }

  protected async removeUpload(
    tx: Tx,
    purchaseOrderId: string,
    uploadId: string,
  ): Promise<string | undefined> {
    const rows: Array<{ key: string }> = await tx.manager.query(
      `WITH gone AS (DELETE FROM supplier_uploads WHERE id = $1 AND purchase_order_id = $2
                      RETURNING key) SELECT key FROM gone`,
      [uploadId, purchaseOrderId],
    );
    return rows[0]?.key;
  }

  private uploads(tx: Tx, purchaseOrderId: string): Promise<UploadRow[]> {
    return tx.manager.query(
      `SELECT id, key, file_name FROM supplier_uploads WHERE purchase_order_id = $1
        ORDER BY uploaded_at, id`,
      [purchaseOrderId],
    );
  }

  /** The page's data; null (a miss, counted) when the order is not sent. */
  protected async read(v: Visitor, link: PublicLink): Promise<SupplierViewPurchaseOrder | null> {
    const found = await withLookupsOutside(this.db, this.bus, link.outletId, async (tx) => {
      const po = await this.sent(tx, link);
      if (!po) return null;
      const items = await tx.manager.getRepository(PurchaseOrderItemEntity).find({
        where: { purchaseOrderId: po.id },
        order: { position: 'ASC', createdAt: 'ASC' },
      });
      const uploads = await this.uploads(tx, po.id);
      return { po, items, uploads, profile: await this.outlets.read(tx) };
    });
    if (!found) return this.miss(v);
    const { po, items, uploads, profile } = found;
    const urls = await inOutlet(link.outletId, () =>
      Promise.all(uploads.map((u) => this.storage.fileUrl(u.key))),
    );
    return {
      purchaseOrderNumber: po.purchaseOrderNumber,
      purchaseOrderDate: po.purchaseOrderDate,
      supplierName: po.supplierName,
      outletName: profile.outletName,
      outletAddress: profile.outletAddress,
      ownerNumber: profile.ownerNumber,
      ownerEmail: profile.ownerEmail,
      outletRemarks: po.outletRemarks,
      supplierRemarks: po.supplierRemarks,
      purchaseOrderStatus: po.purchaseOrderStatus,
      grandTotal: po.grandTotal,
      demo: false,
      items: items.map((i) => ({
        id: i.id,
        ...itemColumns(i),
        inSupplierStock: i.inSupplierStock,
        ...offerView(i),
      })),
      uploads: uploads.map((u, n) => ({ id: u.id, fileName: u.file_name, url: urls[n] })),
    };
  }
}

/**
 * The answers by item id, when they answer every item of the order exactly once and nothing
 * else; otherwise the spec's message (spec 3 §5.4).
 */
function answered(itemIds: string[], answers: SupplierItemAnswer[]): Map<string, boolean> {
  const stock = new Map<string, boolean>();
  for (const a of answers ?? []) {
    if (typeof a?.inSupplierStock !== 'boolean') throw new BadInputError(M.notAllAnswered);
    stock.set(String(a.id).toLowerCase(), a.inSupplierStock);
  }
  const wanted = new Set(itemIds.map((id) => id.toLowerCase()));
  if (stock.size !== wanted.size || [...stock.keys()].some((id) => !wanted.has(id))) {
    throw new BadInputError(M.notAllAnswered);
  }
  return stock;
}
