import { Injectable } from '@nestjs/common';
import { groupBy, Storage, type Tx } from '@mise/platform';
import { In } from 'typeorm';
import { ClientEntity } from '../party/party.entity';
import { invoiceItems, invoiceMiscs } from '../invoice/invoice.sql';
import type { InvoiceRow } from '../invoice/invoice.model';
import { OutletDetailsReader } from '../public/outlet-details';
import { PublicLinks } from '../public/public-links.service';
import { buildInvoicePdf, type InvoicePdfData } from './invoice-pdf';
import { plain } from './purchase-order-pdf';
import { pdfOutlet, RevisionPdfs, type RevisionPdfJob, revisionPdfKey } from './revision-pdfs';

/** An invoice's PDF of one revision: where it is kept and what it shows. */
export type InvoicePdfJob = RevisionPdfJob<InvoicePdfData>;

/** `{outletId}/procurement/invoices/{id}/pdf/r{revision}.pdf` (flows.md §6). */
export const invoicePdfKey = (inv: Pick<InvoiceRow, 'outletId' | 'id' | 'revision'>) =>
  revisionPdfKey('invoices', inv);

/**
 * Invoice PDFs, kept per revision (`RevisionPdfs`, as `PurchaseOrderPdfs`): `snapshots` reads
 * what the PDFs show in the caller's transaction (one statement per table for any number of
 * invoices).
 */
@Injectable()
export class InvoicePdfs extends RevisionPdfs<InvoicePdfData> {
  constructor(
    storage: Storage,
    private readonly links: PublicLinks,
    private readonly outlets: OutletDetailsReader,
  ) {
    super(storage, buildInvoicePdf);
  }

  /** What each invoice's current PDF shows, by id (invoices of `tx`'s outlet). */
  async snapshots(tx: Tx, invoices: InvoiceRow[]): Promise<Map<string, InvoicePdfJob>> {
    if (!invoices.length || !tx.outletId) return new Map();
    const ids = invoices.map((i) => i.id);
    const [items, miscs, clients, tokens, outlet] = [
      await invoiceItems(tx, ids),
      await invoiceMiscs(tx, ids),
      await tx.manager
        .getRepository(ClientEntity)
        .findBy({ id: In([...new Set(invoices.map((i) => i.clientId))]) }),
      await this.links.tokens(tx, tx.outletId, 'INVOICE', ids),
      await this.outlets.read(tx),
    ];
    const itemsOf = groupBy(items, (i) => i.invoiceId);
    const miscsOf = groupBy(miscs, (m) => m.invoiceId);
    const clientOf = new Map(clients.map((c) => [c.id, c]));
    return new Map(
      invoices.map((inv) => {
        const client = clientOf.get(inv.clientId);
        const token = tokens.get(inv.id);
        const data: InvoicePdfData = {
          invoiceNumber: inv.invoiceNumber,
          invoiceDate: inv.invoiceDate,
          dueDate: inv.dueDate,
          paymentDate: inv.paymentDate,
          invoiceStatus: inv.invoiceStatus ?? 'CREDIT',
          outlet: { ...pdfOutlet(outlet), paymentDetails: outlet.paymentDetails },
          client: {
            name: inv.clientName,
            email: client?.email ?? null,
            address: client?.address ?? [],
            contact: client?.contact ?? null,
          },
          items: (itemsOf.get(inv.id) ?? []).map((i) => ({
            name: i.name,
            confirmedPrice: i.confirmedPrice,
            quantity: plain(i.quantity),
            total: i.total,
          })),
          miscs: (miscsOf.get(inv.id) ?? []).map((m) => ({ name: m.name, total: m.total })),
          grandTotal: inv.grandTotal,
          outletRemarks: inv.outletRemarks,
          clientLink: token ? this.links.url(`/client-view/${token}`) : null,
        };
        return [inv.id, { key: invoicePdfKey(inv), data }];
      }),
    );
  }
}
