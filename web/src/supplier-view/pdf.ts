import { openPdfTab, type PdfOpened } from '../public-entry/document-page';
import { request } from './api';
import { PDF_FAILED, POPUP_BLOCKED } from './page';
import type { PurchaseOrderPdfQuery, PurchaseOrderPdfQueryVariables } from './types';

export type { PdfOpened };

/** Opens the order's PDF (a fresh presigned URL) in a new tab (`openPdfTab`). */
export const openPdf = (token: string): Promise<PdfOpened> =>
  openPdfTab(
    async () =>
      (
        await request<PurchaseOrderPdfQuery, PurchaseOrderPdfQueryVariables>('PurchaseOrderPdf', {
          token,
        })
      ).purchaseOrderPdf,
    { popupBlocked: POPUP_BLOCKED, failed: PDF_FAILED },
  );
