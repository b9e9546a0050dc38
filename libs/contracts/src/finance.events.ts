import type { AccountingDocument } from './integrations.events';
/**
 * Finance's events (flows.md §1). Every change of an expense emits `.saved`; confirm and
 * unconfirm also emit theirs with the same revision. Amounts are decimal strings, dates
 * `YYYY-MM-DD`. The extraction result and the accounting push carry no revision.
 */
export const FinanceSubjects = {
  expenseSaved: 'finance.expense.saved',
  expenseConfirmed: 'finance.expense.confirmed',
  expenseUnconfirmed: 'finance.expense.unconfirmed',
  expenseDeleted: 'finance.expense.deleted',
  extractionRequested: 'finance.extraction.requested',
  extractionFinished: 'finance.extraction.finished',
  accountingPushRequested: 'finance.accounting-push.requested',
} as const;

export type ExpenseType = 'INVOICE' | 'RECEIPT' | 'CREDITMEMO';
export type ExpenseState =
  'DRAFT' | 'PROCESSING' | 'PROCESSED' | 'CONFIRMED' | 'DELETED' | 'FLAGGED';

export interface ExpenseSavedEvent {
  expenseId: string;
  expenseNumber: string;
  expenseType: ExpenseType;
  expenseState: ExpenseState;
  expenseDate: string;
  supplierId: string | null;
  purchaseOrderId: string | null;
  grandTotal: string;
  lines: Array<{
    expenseItemId: string;
    inventoryItemId: string | null;
    ingredientId: string | null;
  }>;
  revision: number;
}

/** Inventory turns each line into PURCHASE (INVOICE, RECEIPT) or PURCHASE_RETURN (CREDITMEMO). */
export interface ExpenseConfirmedEvent {
  expenseId: string;
  expenseType: ExpenseType;
  expenseDate: string;
  lines: Array<{
    expenseItemId: string;
    inventoryItemId: string;
    ingredientId: string;
    amount: string;
    quantity: string;
    unitPrice: string;
    total: string;
  }>;
  revision: number;
}

export interface ExpenseUnconfirmedEvent {
  expenseId: string;
  revision: number;
}

/** Permanent deletion (a list delete is `.saved` with DELETED). */
export interface ExpenseDeletedEvent {
  expenseId: string;
  revision: number;
}

/**
 * *(no rev)*: a job for the extraction worker (flows.md §10; a JetStream work queue: each job to
 * one worker). `reservationId` is null when every file is a structured e-invoice (free).
 */
export interface ExtractionRequestedEvent {
  jobId: string;
  expenseId: string;
  outletId: string;
  fileKeys: string[];
  reservationId: string | null;
  /** credits billing granted for this run (0 when free) */
  granted: number;
}

/** *(no rev)*: settles a credits reservation (flows.md §4.6). */
export interface ExtractionFinishedEvent {
  reservationId: string;
  expenseId: string;
  /** whole credits, >= 0 */
  creditsToCharge: number;
}

/** *(no rev)* */
export interface ExpenseAccountingPushRequestedEvent {
  pushId: string;
  expenseId: string;
  /** the expense as the accounting service is to receive it (CREDITMEMO as a credit note) */
  snapshot: AccountingDocument;
}

export interface FinanceEventMap {
  'finance.expense.saved': ExpenseSavedEvent;
  'finance.expense.confirmed': ExpenseConfirmedEvent;
  'finance.expense.unconfirmed': ExpenseUnconfirmedEvent;
  'finance.expense.deleted': ExpenseDeletedEvent;
  'finance.extraction.requested': ExtractionRequestedEvent;
  'finance.extraction.finished': ExtractionFinishedEvent;
  'finance.accounting-push.requested': ExpenseAccountingPushRequestedEvent;
}
