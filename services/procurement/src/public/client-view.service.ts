import { Injectable } from '@nestjs/common';
import {
  CLIENT_REMARKS_MAX,
  dec,
  InvoiceMessages as M,
  invoiceOverdue,
  round,
  today,
} from '@mise/domain';
import {
  BadInputError,
  Bus,
  Db,
  isUuid,
  Storage,
  type Tx,
  withLookupsOutside,
} from '@mise/platform';
import type { InvoiceRow, InvoiceUploadRow } from '../invoice/invoice.model';
import { invoiceItems, invoiceMiscs, invoicesByIds, invoiceUploads } from '../invoice/invoice.sql';
import { INVOICE_PROOF } from '../invoice/invoice-upload.kinds';
import { ClientEntity } from '../party/party.entity';
import { type InvoicePdfJob, InvoicePdfs } from '../pdf/invoice-pdfs.service';
import { DEMO_INVOICE_ID, demoInvoice, demoInvoicePdfData } from './client-demo';
import type { ClientViewInvoice } from './client-view.model';
import { DEMO_OUTLET_ID } from './demo';
import { inOutlet } from './in-outlet';
import { OutletDetailsReader } from './outlet-details';
import { type AttachedFile, PublicDocumentView } from './public-document-view';
import { PublicLimits, type Visitor } from './public-limits';
import { DEMO_TOKEN, type PublicLink, PublicLinks } from './public-links.service';

/**
 * The public client page (flows.md §5, spec 3 §2.8): a sent invoice by its link's token
 * (`PublicDocumentView`: misses answer null or NOT_FOUND "Invoice not found" and count against
 * the address). The client changes only its remarks and its payment proof (one at a time).
 */
@Injectable()
export class ClientViewService extends PublicDocumentView<
  InvoiceRow,
  ClientViewInvoice,
  InvoicePdfJob
> {
  protected readonly linkType = 'INVOICE';
  protected readonly texts = { ...M, oneUpload: M.proofExists };
  protected readonly uploadKind = INVOICE_PROOF.kind;

  constructor(
    db: Db,
    bus: Bus,
    links: PublicLinks,
    limits: PublicLimits,
    storage: Storage,
    private readonly outlets: OutletDetailsReader,
    protected readonly pdfs: InvoicePdfs,
  ) {
    super(db, bus, links, limits, storage);
  }

  /** The client's remarks (trimmed; blank clears), a new revision of the invoice. */
  async respond(v: Visitor, clientRemarks: string | null | undefined): Promise<ClientViewInvoice> {
    await this.limits.admit(v.ip);
    const remarks = clientRemarks?.trim() || null;
    if (remarks && remarks.length > CLIENT_REMARKS_MAX) {
      throw new BadInputError(M.clientRemarksTooLong, 'clientRemarks');
    }
    if (v.token === DEMO_TOKEN) return { ...demoInvoice(), clientRemarks: remarks };
    return this.change(v, async (tx, inv) => {
      await tx.manager.query(
        `UPDATE invoices SET client_remarks = $2, revision = revision + 1, updated_at = now()
          WHERE id = $1`,
        [inv.id, remarks],
      );
    });
  }

  protected demoView(): ClientViewInvoice {
    return demoInvoice();
  }

  protected demoPdf(): InvoicePdfJob {
    return {
      key: `${DEMO_OUTLET_ID}/procurement/invoices/${DEMO_INVOICE_ID}/pdf/r1.pdf`,
      data: demoInvoicePdfData(this.links.url('/client-view/demo')),
    };
  }

  protected async sent(tx: Tx, link: PublicLink, lock = false): Promise<InvoiceRow | null> {
    if (lock) {
      await tx.manager.query(`SELECT 1 FROM invoices WHERE id = $1 FOR UPDATE`, [link.documentId]);
    }
    const [inv] = await invoicesByIds(tx, [link.documentId]);
    return inv && inv.invoiceState === 'CONFIRMED' ? inv : null;
  }

  protected async hasUpload(tx: Tx, invoiceId: string): Promise<boolean> {
    return (await invoiceUploads(tx, [invoiceId], 'PROOF')).length > 0;
  }

  protected async insertUpload(
    tx: Tx,
    link: PublicLink,
    invoiceId: string,
    file: AttachedFile,
  ): Promise<void> {
    await tx.manager.query(
      `INSERT INTO invoice_uploads (outlet_id, invoice_id, role, key, file_name, content_type, size)
       VALUES ($1, $2, 'PROOF', $3, $4, $5, $6)`,
      [link.outletId, invoiceId, file.key, file.fileName, file.contentType, file.size],
    );
  }

  protected async removeUpload(
    tx: Tx,
    invoiceId: string,
    uploadId: string,
  ): Promise<string | undefined> {
    if (!isUuid(uploadId)) return undefined;
    const rows: Array<{ key: string }> = await tx.manager.query(
      `WITH gone AS (DELETE FROM invoice_uploads
                      WHERE id = $1 AND invoice_id = $2 AND role = 'PROOF' RETURNING key)
       SELECT key FROM gone`,
      [uploadId, invoiceId],
    );
    return rows[0]?.key;
  }

  /** The page's data; null (a miss, counted) when the invoice is not sent. */
  protected async read(v: Visitor, link: PublicLink): Promise<ClientViewInvoice | null> {
    const found = await withLookupsOutside(this.db, this.bus, link.outletId, async (tx) => {
      const inv = await this.sent(tx, link);
      if (!inv) return null;
      const client = await tx.manager.getRepository(ClientEntity).findOneBy({ id: inv.clientId });
      return {
        inv,
        client,
        items: await invoiceItems(tx, [inv.id]),
        miscs: await invoiceMiscs(tx, [inv.id]),
        uploads: await invoiceUploads(tx, [inv.id]),
        outlet: await this.outlets.read(tx),
      };
    });
    if (!found) return this.miss(v);
    const { inv, client, items, miscs, uploads, outlet } = found;
    const urls = uploads.length
      ? await inOutlet(link.outletId, () =>
          Promise.all(uploads.map((u) => this.storage.fileUrl(u.key))),
        )
      : [];
    const files = (role: InvoiceUploadRow['role']) =>
      uploads.flatMap((u, n) =>
        u.role === role ? [{ id: u.id, fileName: u.fileName, url: urls[n] }] : [],
      );
    const status = inv.invoiceStatus ?? 'CREDIT';
    return {
      invoiceNumber: inv.invoiceNumber,
      creationDate: inv.invoiceDate,
      dueDate: inv.dueDate,
      paymentDate: inv.paymentDate,
      invoiceStatus: status,
      overdue: invoiceOverdue(inv, today()),
      outletName: outlet.outletName,
      outletAddress: outlet.outletAddress,
      ownerNumber: outlet.ownerNumber,
      ownerEmail: outlet.ownerEmail,
      outletPaymentDetails: outlet.paymentDetails,
      clientName: inv.clientName,
      clientEmail: inv.clientEmail,
      clientAddress: client?.address ?? [],
      clientContact: client?.contact ?? null,
      items: items.map((i) => ({
        name: i.name,
        quantity: dec(i.quantity),
        confirmedPrice: round(i.confirmedPrice, 2),
        total: round(i.total, 2),
      })),
      miscs: miscs.map((m) => ({ id: m.id, name: m.name, total: round(m.total, 2) })),
      grandTotal: round(inv.grandTotal, 2),
      amountOutstanding: status === 'PAID' ? '0.00' : round(inv.grandTotal, 2),
      outletRemarks: inv.outletRemarks,
      clientRemarks: inv.clientRemarks,
      demo: false,
      proofs: files('PROOF'),
      poReferences: files('PO_REFERENCE'),
    };
  }
}
