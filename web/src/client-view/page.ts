/** The pure rules of the public client page (unit-tested in page.spec.ts). */
import { displayDate } from '../supplier-view/page';

export const NO_INVOICE =
  'No invoices found, kindly ensure that the link is correct or click on the link in the PDF';
/** Spec 3 §5.5: deleting a file asks this. */
export const DELETE_FILE = 'Delete this file?';
/** Spec 3 §8 (public client page): the first answer, then later ones. */
export const RESPONDED = 'Invoice Responded';
export const CHANGES_SAVED = 'Changes Saved';
export const UPLOADED = 'Upload success';
export const UPLOAD_FAILED = 'Upload failed. Please try again.';
export const DELETED = 'Delete success';
export const COPIED = 'Account number copied';
export const COPY_FAILED = 'Could not copy. Please copy the account number by hand.';
export const DEMO_TEXT =
  'Demo Mode: this is a sample invoice. Nothing you do here is sent to an outlet.';

/** The token of `/client-view/{token}`; null for any other path. */
export function clientTokenFromPath(pathname: string): string | null {
  const match = /^\/client-view\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    const token = decodeURIComponent(match[1]).trim();
    return token || null;
  } catch {
    return null;
  }
}

/** The page's own address, as the client shares it (no query, no hash). */
export const clientLinkOf = (origin: string, token: string): string =>
  `${origin}/client-view/${encodeURIComponent(token)}`;

/** "CREDIT", or "PAID on 30/11/2026": the payment terms (the invoiceStatus value). */
export function paymentTermsText(inv: {
  invoiceStatus: 'CREDIT' | 'PAID';
  paymentDate: string | null;
}): string {
  if (inv.invoiceStatus === 'CREDIT') return 'CREDIT';
  return inv.paymentDate ? `PAID on ${displayDate(inv.paymentDate)}` : 'PAID';
}

/** The state shown beside the amount outstanding. */
export function standing(inv: { invoiceStatus: 'CREDIT' | 'PAID'; overdue: boolean }): {
  text: string;
  tone: 'ok' | 'due' | 'late';
} {
  if (inv.invoiceStatus === 'PAID') return { text: 'Paid', tone: 'ok' };
  return inv.overdue ? { text: 'Overdue', tone: 'late' } : { text: 'Unpaid', tone: 'due' };
}

/** What the client typed, as sent: blank is null (clears). */
export const remarksToSend = (text: string): string | null => text.trim() || null;

/**
 * The Contact Outlet link: a WhatsApp chat (wa.me) with the owner's number and a message naming
 * the client, the invoice, the outlet, its creation date and this page's link (spec 3 §7.4); null
 * without a number.
 */
export function contactOutletLink(
  ownerNumber: string | null,
  inv: { clientName: string; invoiceNumber: string; outletName: string; creationDate: string },
  clientLink: string,
): string | null {
  const digits = (ownerNumber ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const text =
    `Hello ${inv.outletName}, this is ${inv.clientName} about invoice ${inv.invoiceNumber} ` +
    `of ${displayDate(inv.creationDate)}: ${clientLink}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The client's contact as one line: "Puan Siti, +60198765432". */
export const contactText = (
  contact: { name: string; phoneNumber: string } | null,
): string | null => (contact ? `${contact.name}, ${contact.phoneNumber}` : null);
