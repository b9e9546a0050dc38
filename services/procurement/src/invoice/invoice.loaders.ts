import { Injectable } from '@nestjs/common';
import { byKeys, Db, groupsByKeys, type PageArgs } from '@mise/platform';
import { type InvoicePdfJob, InvoicePdfs } from '../pdf/invoice-pdfs.service';
import { PublicLinks } from '../public/public-links.service';
import {
  InvoiceItemModel,
  InvoiceMiscModel,
  type InvoiceRow,
  type InvoiceStatus,
  type InvoiceUploadRow,
} from './invoice.model';
import { invoiceItems, invoiceMiscs, invoicesByIds, invoiceUploads } from './invoice.sql';
import { InvoiceService } from './invoice.service';

type Ref = { id: string; outletId: string };

/**
 * The per-request batches behind Invoice's fields and references and Client's `invoices`: one
 * statement per outlet per request each, whatever the page size (`db.outletLoader`: only outlets
 * the actor may use).
 */
@Injectable()
export class InvoiceLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: InvoiceService,
    private readonly links: PublicLinks,
    private readonly pdfs: InvoicePdfs,
  ) {}

  async items(inv: Ref): Promise<InvoiceItemModel[]> {
    const items = await this.db
      .outletLoader<InvoiceItemModel[]>('invoice-items', async (tx, ids) =>
        groupsByKeys(ids, await invoiceItems(tx, ids), (r) => r.invoiceId).map((list) =>
          list.map((r) => InvoiceItemModel.from(r)),
        ),
      )
      .load(inv.outletId, inv.id);
    return items ?? [];
  }

  async miscs(inv: Ref): Promise<InvoiceMiscModel[]> {
    const miscs = await this.db
      .outletLoader<InvoiceMiscModel[]>('invoice-miscs', async (tx, ids) =>
        groupsByKeys(ids, await invoiceMiscs(tx, ids), (r) => r.invoiceId).map((list) =>
          list.map((r) => InvoiceMiscModel.from(r)),
        ),
      )
      .load(inv.outletId, inv.id);
    return miscs ?? [];
  }

  /** Both roles' uploads of the invoice, oldest first (the caller splits them). */
  async uploads(inv: Ref): Promise<InvoiceUploadRow[]> {
    const rows = await this.db
      .outletLoader<InvoiceUploadRow[]>('invoice-uploads', async (tx, ids) =>
        groupsByKeys(ids, await invoiceUploads(tx, ids), (r) => r.invoiceId),
      )
      .load(inv.outletId, inv.id);
    return rows ?? [];
  }

  /** The invoice's live public token; null once deleted or when not the actor's. */
  token(inv: Ref): Promise<string | null> {
    return this.db
      .outletLoader<string>('invoice-public-tokens', async (tx, ids) => {
        const tokens = await this.links.tokens(tx, tx.outletId!, 'INVOICE', ids);
        return ids.map((id) => tokens.get(id) ?? null);
      })
      .load(inv.outletId, inv.id);
  }

  /** What the invoice's current PDF shows and where it is kept. */
  pdfJob(inv: Ref): Promise<InvoicePdfJob | null> {
    return this.db
      .outletLoader<InvoicePdfJob>('invoice-pdf-jobs', async (tx, ids) => {
        const jobs = await this.pdfs.snapshots(tx, await invoicesByIds(tx, ids));
        return ids.map((id) => jobs.get(id) ?? null);
      })
      .load(inv.outletId, inv.id);
  }

  reference(ref: Ref): Promise<InvoiceRow | null> {
    return this.db
      .outletLoader<InvoiceRow>('invoice', async (tx, ids) =>
        byKeys(ids, await invoicesByIds(tx, ids), (r) => r.id),
      )
      .load(ref.outletId, ref.id);
  }

  /** A client's sent invoices of a status (Client.invoices), a page per client. */
  async ofClient(
    client: Ref,
    status: InvoiceStatus,
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<{ rows: InvoiceRow[]; total: number }> {
    const name = `client-invoices:${JSON.stringify([status, search ?? null, page.offset, page.limit])}`;
    const found = await this.db
      .outletLoader<{ rows: InvoiceRow[]; total: number }>(name, async (tx, ids) => {
        const map = await this.service.forClients(tx, ids, status, search, page);
        return ids.map((id) => map.get(id) ?? { rows: [], total: 0 });
      })
      .load(client.outletId, client.id);
    return found ?? { rows: [], total: 0 };
  }
}
