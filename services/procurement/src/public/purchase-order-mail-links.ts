import { Injectable } from '@nestjs/common';
import type { Tx } from '@mise/platform';
import { PurchaseOrderPdfs } from '../pdf/purchase-order-pdfs.service';
import type { PurchaseOrderMailLinks } from '../purchase-order/purchase-order.links';
import type { PurchaseOrderRow } from '../purchase-order/purchase-order.model';
import { PublicLinks } from './public-links.service';

/**
 * The links of a sent PO's e-mail (flows.md §4.10), in the send's transaction: the supplier page,
 * the PDF page, and the PDF itself as the attachment, rendered for `po.revision` (the caller
 * passes the revision the mail goes with: a send's committed one, a resend's current one) and
 * stored at its key.
 */
@Injectable()
export class PurchaseOrderMailLinksProvider implements PurchaseOrderMailLinks {
  constructor(
    private readonly links: PublicLinks,
    private readonly pdfs: PurchaseOrderPdfs,
  ) {}

  async mailLinks(tx: Tx, po: PurchaseOrderRow) {
    const job = (await this.pdfs.snapshots(tx, [po])).get(po.id);
    const [token] = (await this.links.tokens(tx, po.outletId, 'PO', [po.id])).values();
    // storage off (a bare development run): the mail goes without its attachment
    const attach = job && this.pdfs.enabled ? job : null;
    if (attach) await this.pdfs.store(attach);
    return {
      supplierLink: token ? this.links.url(`/supplier-view/${token}`) : '',
      poPdfLink: token ? this.links.url(`/po-view/${token}`) : '',
      attachmentKey: attach?.key ?? null,
    };
  }
}
