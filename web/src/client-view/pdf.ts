import { openPdfTab, type PdfOpened } from '../public-entry/document-page';
import { PDF_FAILED, POPUP_BLOCKED } from '../supplier-view/page';
import { request } from './api';
import type { InvoicePdfQuery, InvoicePdfQueryVariables } from './types';

export type { PdfOpened };

/** Opens the invoice's PDF (a fresh presigned URL) in a new tab (`openPdfTab`). */
export const openInvoicePdf = (token: string): Promise<PdfOpened> =>
  openPdfTab(
    async () =>
      (await request<InvoicePdfQuery, InvoicePdfQueryVariables>('InvoicePdf', { token }))
        .invoicePdf,
    { popupBlocked: POPUP_BLOCKED, failed: PDF_FAILED },
  );
