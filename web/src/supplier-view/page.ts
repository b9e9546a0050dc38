/** The pure rules of the supplier page and the PO PDF page (unit-tested in page.spec.ts). */

export const NO_PURCHASE_ORDER =
  'No purchase orders found, kindly ensure that the link is correct or click on the link in the PDF';
export const NOT_ALL_ANSWERED =
  'Some purchase order items not responded to! Please check all items.';
export const POPUP_BLOCKED = 'Please allow popups for this site.';
export const PDF_FAILED = 'Failed to open PDF. Please try again.';
export const RESPONDED = 'Thank you! Your response has been sent to the outlet.';
export const DELETE_FILE = 'Are you sure you want to delete this file?';
/** What the supplier may upload (flows.md §6): PDF, JPEG, PNG up to 20 MB. */
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TYPES = 'Please upload a PDF, JPEG or PNG file.';
export const UPLOAD_TOO_LARGE = 'The file is too large. The maximum size is 20 MB.';

/** The token of `/supplier-view/{token}` or `/po-view/{token}`; null for any other path. */
export function tokenFromPath(pathname: string, page: 'supplier-view' | 'po-view'): string | null {
  const match = new RegExp(`^/${page}/([^/]+)/?$`).exec(pathname);
  if (!match) return null;
  try {
    const token = decodeURIComponent(match[1]).trim();
    return token || null;
  } catch {
    return null;
  }
}

/** "2026-11-24" → "24/11/2026". */
export const displayDate = (date: string): string => date.split('-').reverse().join('/');

/** "5.000000" → "5": a decimal as typed, without trailing zeros. */
export function plainNumber(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Items not answered yet: the Respond button's check before asking the server. */
export function unanswered(
  items: ReadonlyArray<{ id: string }>,
  answers: ReadonlyMap<string, boolean>,
): string[] {
  return items.filter((i) => !answers.has(i.id)).map((i) => i.id);
}

/**
 * The Contact Outlet link: a WhatsApp chat (wa.me) with the outlet's number and a greeting naming
 * the PO; null without a number.
 */
export function whatsappLink(
  number: string | null,
  po: { purchaseOrderNumber: string; outletName: string },
): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const text = `Hello ${po.outletName}, about purchase order ${po.purchaseOrderNumber}:`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/** The file's problem before uploading (the server checks again), or null. */
export function uploadProblem(file: { type: string; name: string; size: number }): string | null {
  const ok =
    ['application/pdf', 'image/jpeg', 'image/png'].includes(file.type) ||
    /\.(pdf|jpe?g|png)$/i.test(file.name);
  if (!ok) return UPLOAD_TYPES;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}

/** The type to declare for a file (browsers leave `type` empty for some names). */
export function contentTypeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type;
  if (/\.pdf$/i.test(file.name)) return 'application/pdf';
  if (/\.png$/i.test(file.name)) return 'image/png';
  return 'image/jpeg';
}

/** A line's offer as typed on the page (20-beyond): unit price, substitute and its price. */
export interface OfferText {
  unitPrice: string;
  substituteName: string;
  substituteUnitPrice: string;
}

/** The fields as last answered; the price starts at the outlet's cost (to confirm or change). */
export function offerTextOf(item: {
  cost: string;
  supplierUnitPrice?: string | null;
  substituteName?: string | null;
  substituteUnitPrice?: string | null;
}): OfferText {
  return {
    unitPrice: plainNumber(item.supplierUnitPrice ?? item.cost),
    substituteName: item.substituteName ?? '',
    substituteUnitPrice: item.substituteUnitPrice ? plainNumber(item.substituteUnitPrice) : '',
  };
}

/** The answer's offer fields (blank = none; the server checks the bounds). */
export function offerAnswer(o: OfferText | undefined): {
  unitPrice: string | null;
  substitute: { name: string; unitPrice: string | null } | null;
} {
  const name = o?.substituteName.trim() ?? '';
  return {
    unitPrice: o?.unitPrice.trim() || null,
    substitute: name ? { name, unitPrice: o?.substituteUnitPrice.trim() || null } : null,
  };
}
