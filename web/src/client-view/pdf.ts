import { request } from './api';
import { PDF_FAILED, POPUP_BLOCKED } from '../supplier-view/page';
import type { InvoicePdfQuery, InvoicePdfQueryVariables } from './types';

/**
 * Opens the invoice's PDF (a fresh presigned URL) in a new tab. The tab is opened first, inside
 * the click, so browsers do not block it, then sent to the URL.
 */
export type PdfOpened =
  { kind: 'opened' } | { kind: 'missing' } | { kind: 'failed'; message: string };

export async function openInvoicePdf(token: string): Promise<PdfOpened> {
  const tab = window.open('', '_blank');
  if (!tab) return { kind: 'failed', message: POPUP_BLOCKED };
  try {
    const { invoicePdf } = await request<InvoicePdfQuery, InvoicePdfQueryVariables>('InvoicePdf', {
      token,
    });
    if (!invoicePdf) {
      tab.close();
      return { kind: 'missing' };
    }
    tab.location.href = invoicePdf;
    return { kind: 'opened' };
  } catch {
    tab.close();
    return { kind: 'failed', message: PDF_FAILED };
  }
}
