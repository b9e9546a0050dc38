import type { IntegrationProvider } from './enums';

/**
 * Integrations' events (flows.md §1). A connection carries `revision` (per owner and provider);
 * mail and accounting-push results carry none.
 */
export const IntegrationsSubjects = {
  connectionChanged: 'integrations.connection.changed',
  mailSent: 'integrations.mail.sent',
  mailFailed: 'integrations.mail.failed',
  accountingPushCompleted: 'integrations.accounting-push.completed',
  accountingPushFailed: 'integrations.accounting-push.failed',
  posReceiptReceived: 'integrations.pos-receipt.received',
} as const;

export interface ConnectionChangedEvent {
  ownerId: string;
  provider: IntegrationProvider;
  connected: boolean;
  tenantId: string | null;
  revision: number;
}

/** *(no rev)* */
export interface MailSentEvent {
  mailId: string;
  reason: string | null;
}

/** *(no rev)*; `reason` 'unknown' when a redelivery found the mail already SENDING. */
export interface MailFailedEvent {
  mailId: string;
  reason: string | null;
}

export type AccountingDocumentType = 'EXPENSE' | 'SALE';

/**
 * What an accounting document is in the accounting system (Xero): a confirmed INVOICE or RECEIPT
 * expense is a BILL (ACCPAY), a CREDITMEMO a CREDIT_NOTE (ACCPAYCREDIT), a sale a RECEIVABLE
 * (ACCREC).
 */
export type AccountingDocumentKind = 'BILL' | 'CREDIT_NOTE' | 'RECEIVABLE';

/** One line of an accounting document; amounts exact decimal strings (money 2 places). */
export interface AccountingLine {
  description: string;
  /** exact decimal, up to 4 places */
  quantity: string;
  /** exact decimal, up to 4 places; quantity × unitAmount = lineAmount */
  unitAmount: string;
  lineAmount: string;
  itemCode?: string | null;
}

/**
 * The typed snapshot of `finance.accounting-push.requested` and `sales.accounting-push.requested`
 * (flows.md §4.11): miscellaneous items and billings are folded in as lines, and the lines'
 * `lineAmount`s sum to `total` exactly. Dates `YYYY-MM-DD`.
 */
export interface AccountingDocument {
  kind: AccountingDocumentKind;
  number: string;
  date: string;
  dueDate: string;
  reference?: string | null;
  contact: { name: string; email?: string | null };
  currency: 'MYR';
  lines: AccountingLine[];
  total: string;
}

/**
 * *(no rev)*. Published in the request's outlet (the envelope's `outletId` of the
 * `*.accounting-push.requested` it answers): finance and sales find the push under row-level
 * security. `externalId` is Xero's InvoiceID or CreditNoteID.
 */
export interface AccountingPushCompletedEvent {
  pushId: string;
  documentType: AccountingDocumentType;
  documentId: string;
  externalId: string | null;
  reason: string | null;
}

/** *(no rev)*; published in the request's outlet, `reason` in plain words. */
export interface AccountingPushFailedEvent {
  pushId: string;
  documentType: AccountingDocumentType;
  documentId: string;
  externalId: string | null;
  reason: string | null;
}

/** One line of a point-of-sale receipt; amounts exact decimal strings. */
export interface PosReceiptLine {
  name: string;
  variantName: string | null;
  quantity: string;
  price: string;
  total: string;
  options: Array<{ name: string; option: string; price: string }>;
}

/**
 * *(no rev; `updatedAt` is the receipt's revision)*. One receipt of the owner's point of sale
 * (Loyverse), published in the outlet its store is mapped to (the envelope's `outletId`). The
 * same receipt may come more than once (webhook redelivery, the catch-up pull): sales converges
 * on the newest `updatedAt`. Amounts are Loyverse's JSON numbers as exact decimal strings.
 */
export interface PosReceiptReceivedEvent {
  provider: 'LOYVERSE';
  /** `${merchantId}:${receipt_number}` (unique per provider account) */
  receiptId: string;
  /** receipt_number as printed */
  receiptNumber: string;
  receiptType: 'SALE' | 'REFUND';
  /** the refunded receipt's receiptId (same form) */
  refundFor: string | null;
  /** YYYY-MM-DD in the outlet's business time zone (receipt_date) */
  receiptDate: string;
  /** cancelled_at set */
  cancelled: boolean;
  lines: PosReceiptLine[];
  /** total_money, 2 places */
  total: string;
  /** ISO, the receipt's updated_at (the revision for convergence) */
  updatedAt: string;
}

export interface IntegrationsEventMap {
  'integrations.connection.changed': ConnectionChangedEvent;
  'integrations.mail.sent': MailSentEvent;
  'integrations.mail.failed': MailFailedEvent;
  'integrations.accounting-push.completed': AccountingPushCompletedEvent;
  'integrations.accounting-push.failed': AccountingPushFailedEvent;
  'integrations.pos-receipt.received': PosReceiptReceivedEvent;
}
