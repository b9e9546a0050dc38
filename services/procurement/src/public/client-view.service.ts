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
  NotFoundError,
  Storage,
  StorageMessages,
  type Tx,
  withLookupsOutside,
} from '@mise/platform';
import type { InvoiceRow, InvoiceUploadRow } from '../invoice/invoice.model';
import { invoiceItems, invoiceMiscs, invoicesByIds, invoiceUploads } from '../invoice/invoice.sql';
import { INVOICE_PROOF } from '../invoice/invoice-upload.kinds';
import { ClientEntity } from '../party/party.entity';
import { InvoicePdfs } from '../pdf/invoice-pdfs.service';
import { DEMO_INVOICE_ID, demoInvoice, demoInvoicePdfData } from './client-demo';
import type { ClientViewInvoice } from './client-view.model';
import { DEMO_OUTLET_ID } from './demo';
import { inOutlet } from './in-outlet';
import { OutletDetailsReader } from './outlet-details';
import { PublicLimits } from './public-limits';
import { DEMO_TOKEN, type PublicLink, PublicLinks } from './public-links.service';
import type { Visitor } from './supplier-view.service';

/**
 * The public client page (flows.md §5, spec 3 §2.8): a sent invoice by its link's token. Every
 * kind of miss (malformed, unknown or revoked token, an invoice not sent) is one answer: null for
 * queries, NOT_FOUND "Invoice not found" for mutations, and counts against the address
 * (`PublicLimits`). The client changes only its remarks and its payment proof (one at a time).
 */
@Injectable()
export class ClientViewService {
  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly links: PublicLinks,
    private readonly limits: PublicLimits,
    private readonly storage: Storage,
    private readonly outlets: OutletDetailsReader,
    private readonly pdfs: InvoicePdfs,
  ) {}

  async view(v: Visitor): Promise<ClientViewInvoice | null> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) return demoInvoice();
    const link = await this.link(v);
    return link && this.read(v, link);
  }

  async pdfUrl(v: Visitor): Promise<string | null> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) {
      return inOutlet(DEMO_OUTLET_ID, () =>
        this.pdfs.url({
          key: `${DEMO_OUTLET_ID}/procurement/invoices/${DEMO_INVOICE_ID}/pdf/r1.pdf`,
          data: demoInvoicePdfData(this.links.url('/client-view/demo')),
        }),
      );
    }
    const link = await this.link(v);
    if (!link) return null;
    const job = await withLookupsOutside(this.db, this.bus, link.outletId, async (tx) => {
      const inv = await this.sent(tx, link);
      return inv && (await this.pdfs.snapshots(tx, [inv])).get(inv.id);
    });
    if (!job) return this.miss(v);
    return inOutlet(link.outletId, () => this.pdfs.url(job));
  }

  /** The client's remarks (trimmed; blank clears), a new revision of the invoice. */
  async respond(v: Visitor, clientRemarks: string | null | undefined): Promise<ClientViewInvoice> {
    await this.limits.admit(v.ip);
    const remarks = clientRemarks?.trim() || null;
    if (remarks && remarks.length > CLIENT_REMARKS_MAX) {
      throw new BadInputError(M.clientRemarksTooLong, 'clientRemarks');
    }
    if (v.token === DEMO_TOKEN) return { ...demoInvoice(), clientRemarks: remarks };
    const link = await this.mutationLink(v);
    const done = await this.db.forOutlet(link.outletId, async (tx) => {
      const inv = await this.sent(tx, link, true);
      if (!inv) return false;
      await tx.manager.query(
        `UPDATE invoices SET client_remarks = $2, revision = revision + 1, updated_at = now()
          WHERE id = $1`,
        [inv.id, remarks],
      );
      return true;
    });
    if (!done) return this.mutationMiss(v);
    return this.readOrMiss(v, link);
  }

  /** A presigned PUT for the payment proof: only while none is attached; 10 an hour per link. */
  async requestUpload(v: Visitor, file: { fileName: string; contentType: string; size: number }) {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) throw new BadInputError(M.demoUpload);
    const link = await this.mutationLink(v);
    const inv = await this.db.forOutlet(link.outletId, async (tx) => {
      const sent = await this.sent(tx, link);
      if (sent && (await this.proofs(tx, sent.id)).length) throw new BadInputError(M.proofExists);
      return sent;
    });
    if (!inv) return this.mutationMiss(v);
    await this.limits.upload(inv.id);
    return inOutlet(link.outletId, () =>
      this.storage.requestUpload({ kind: INVOICE_PROOF.kind, parentId: inv.id, ...file }),
    );
  }

  /** Keeps an uploaded payment proof (size and magic bytes checked): the invoice's one proof. */
  async attachUpload(v: Visitor, key: string): Promise<ClientViewInvoice> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) throw new BadInputError(M.demoUpload);
    const link = await this.mutationLink(v);
    const done = await inOutlet(link.outletId, () =>
      this.db.forOutlet(link.outletId, async (tx) => {
        const inv = await this.sent(tx, link, true);
        if (!inv) return false;
        if ((await this.proofs(tx, inv.id)).length) throw new BadInputError(M.proofExists);
        const file = await this.storage.attach(key, INVOICE_PROOF.kind, { parentId: inv.id, tx });
        await tx.manager.query(
          `INSERT INTO invoice_uploads (outlet_id, invoice_id, role, key, file_name, content_type, size)
           VALUES ($1, $2, 'PROOF', $3, $4, $5, $6)`,
          [link.outletId, inv.id, file.key, file.fileName, file.contentType, file.size],
        );
        return true;
      }),
    );
    if (!done) return this.mutationMiss(v);
    return this.readOrMiss(v, link);
  }

  async deleteUpload(v: Visitor, uploadId: string): Promise<ClientViewInvoice> {
    await this.limits.admit(v.ip);
    if (v.token === DEMO_TOKEN) throw new BadInputError(M.demoUpload);
    const link = await this.mutationLink(v);
    const key = await this.db.forOutlet(link.outletId, async (tx) => {
      const inv = await this.sent(tx, link, true);
      if (!inv) return undefined;
      if (!isUuid(uploadId)) throw new NotFoundError(StorageMessages.fileNotFound);
      const rows: Array<{ key: string }> = await tx.manager.query(
        `WITH gone AS (DELETE FROM invoice_uploads
                        WHERE id = $1 AND invoice_id = $2 AND role = 'PROOF' RETURNING key)
         SELECT key FROM gone`,
        [uploadId, inv.id],
      );
      if (!rows[0]) throw new NotFoundError(StorageMessages.fileNotFound);
      return rows[0].key;
    });
    if (key === undefined) return this.mutationMiss(v);
    await inOutlet(link.outletId, () => this.storage.delete(key));
    return this.readOrMiss(v, link);
  }

  private async link(v: Visitor): Promise<PublicLink | null> {
    const link = await this.links.resolve(v.token, 'INVOICE');
    return link ?? this.miss(v);
  }

  private async mutationLink(v: Visitor): Promise<PublicLink> {
    return (await this.link(v)) ?? this.mutationMiss(v, false);
  }

  private async miss(v: Visitor): Promise<null> {
    await this.limits.miss(v.ip);
    return null;
  }

  private async mutationMiss(v: Visitor, count = true): Promise<never> {
    if (count) await this.limits.miss(v.ip);
    throw new NotFoundError(M.notFound);
  }

  /** The link's invoice while it is sent (CONFIRMED); a draft or deleted one is not there. */
  private async sent(tx: Tx, link: PublicLink, lock = false): Promise<InvoiceRow | null> {
    if (lock) {
      await tx.manager.query(`SELECT 1 FROM invoices WHERE id = $1 FOR UPDATE`, [link.documentId]);
    }
    const [inv] = await invoicesByIds(tx, [link.documentId]);
    return inv && inv.invoiceState === 'CONFIRMED' ? inv : null;
  }

  private proofs(tx: Tx, invoiceId: string): Promise<InvoiceUploadRow[]> {
    return invoiceUploads(tx, [invoiceId], 'PROOF');
  }

  private async readOrMiss(v: Visitor, link: PublicLink): Promise<ClientViewInvoice> {
    return (await this.read(v, link)) ?? this.mutationMiss(v, false);
  }

  /** The page's data; null (a miss, counted) when the invoice is not sent. */
  private async read(v: Visitor, link: PublicLink): Promise<ClientViewInvoice | null> {
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
