/**
 * Procurement's events (flows.md §1). Suppliers are projected by finance; a client invoice is
 * converged by inventory (CREDIT_INVOICE) and sales (INVOICE sale), so both carry `revision`.
 * The mail request carries none. Amounts are decimal strings, dates `YYYY-MM-DD`.
 */
export const ProcurementSubjects = {
  supplierSaved: 'procurement.supplier.saved',
  supplierDeleted: 'procurement.supplier.deleted',
  invoiceSent: 'procurement.invoice.sent',
  invoicePaid: 'procurement.invoice.paid',
  invoiceCredited: 'procurement.invoice.credited',
  invoiceDeleted: 'procurement.invoice.deleted',
  mailRequested: 'procurement.mail.requested',
} as const;

export interface SupplierSavedEvent {
  supplierId: string;
  name: string;
  revision: number;
}

export interface SupplierDeletedEvent {
  supplierId: string;
  revision: number;
}

export type InvoiceState = 'DRAFT' | 'CONFIRMED' | 'DELETED';
export type InvoiceStatus = 'CREDIT' | 'PAID';

/**
 * The client invoice after the change. Every invoice event carries the whole snapshot, so a
 * consumer computes what it wants from it whichever subject arrived (flows.md §4.2).
 */
export interface InvoiceSnapshot {
  invoiceId: string;
  invoiceNumber: string;
  invoiceState: InvoiceState;
  invoiceStatus: InvoiceStatus;
  /** the day it was sent */
  invoiceDate: string;
  dueDate: string;
  paymentDate: string | null;
  items: Array<{
    invoiceItemId: string;
    menuItemId: string;
    quantity: string;
    confirmedPrice: string;
  }>;
  miscs: Array<{ name: string; total: string }>;
  grandTotal: string;
  revision: number;
}

export type InvoiceSentEvent = InvoiceSnapshot;
export type InvoicePaidEvent = InvoiceSnapshot;
export type InvoiceCreditedEvent = InvoiceSnapshot;
export type InvoiceDeletedEvent = InvoiceSnapshot;

/** *(no rev)*: integrations sends it at most once and answers `integrations.mail.*`. */
export interface MailRequestedEvent {
  mailId: string;
  ownerId: string;
  templateType: 'procurement' | 'invoice';
  to: string;
  cc: string[];
  subject: string;
  /** the spec's fields of the template (names, numbers, links) */
  content: Record<string, string>;
  /** S3 key of the PDF to attach */
  attachmentKey: string | null;
}

export interface ProcurementEventMap {
  'procurement.supplier.saved': SupplierSavedEvent;
  'procurement.supplier.deleted': SupplierDeletedEvent;
  'procurement.invoice.sent': InvoiceSentEvent;
  'procurement.invoice.paid': InvoicePaidEvent;
  'procurement.invoice.credited': InvoiceCreditedEvent;
  'procurement.invoice.deleted': InvoiceDeletedEvent;
  'procurement.mail.requested': MailRequestedEvent;
}
