import type { AccountingDocument } from './integrations.events';
import type { SaleSourceType, SaleState } from './enums';
/**
 * Sales' events (flows.md §1). A sale is converged by inventory (SALE_USAGE) and projected by
 * catalogue and procurement, so its payloads carry `revision`; the accounting push does not.
 * Quantities and totals are decimal strings, `saleDate` is `YYYY-MM-DD`.
 */
export const SalesSubjects = {
  saleSaved: 'sales.sale.saved',
  saleDeleted: 'sales.sale.deleted',
  accountingPushRequested: 'sales.accounting-push.requested',
} as const;

export interface SaleSavedEvent {
  saleId: string;
  saleDate: string;
  saleState: SaleState;
  sourceType: SaleSourceType;
  /** the app order's `orderCode` (APP) or the client invoice's id (INVOICE) */
  sourceRef: string | null;
  items: Array<{
    salesItemId: string;
    menuItemId: string;
    quantity: string;
    options: Array<{
      variantIngredientId: string | null;
      variantBatchItemId: string | null;
      quantity: string;
    }>;
  }>;
  subTotal: string;
  nettTotal: string;
  revision: number;
}

export interface SaleDeletedEvent {
  saleId: string;
  sourceType: SaleSourceType;
  sourceRef: string | null;
  revision: number;
}

/** *(no rev)*: one push request; integrations answers with `integrations.accounting-push.*`. */
export interface SaleAccountingPushRequestedEvent {
  pushId: string;
  saleId: string;
  /** the sale as the accounting service is to receive it */
  snapshot: AccountingDocument;
}

export interface SalesEventMap {
  'sales.sale.saved': SaleSavedEvent;
  'sales.sale.deleted': SaleDeletedEvent;
  'sales.accounting-push.requested': SaleAccountingPushRequestedEvent;
}
