import type { Tx } from '@mise/platform';
import type { PurchaseOrderRow } from './purchase-order.model';

/**
 * The links of a PO's e-mail (flows.md §4.10): the public supplier page, the PDF page and the
 * PDF's storage key (the PDF of `po.revision`). The public-links module (20-public) provides them under this token; until it
 * does, the mail goes out with empty links and no attachment.
 */
export interface PurchaseOrderMailLinks {
  mailLinks(
    tx: Tx,
    po: PurchaseOrderRow,
  ): Promise<{ supplierLink: string; poPdfLink: string; attachmentKey: string | null }>;
}

export const PURCHASE_ORDER_MAIL_LINKS = Symbol('PURCHASE_ORDER_MAIL_LINKS');
