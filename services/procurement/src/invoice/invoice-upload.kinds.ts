import { defineUploadKind } from '@mise/platform';

/** The outlet's PO reference files of an invoice (flows.md §6): PDF, JPEG or PNG up to 20 MB. */
export const INVOICE_PO_REFERENCE = defineUploadKind({
  kind: 'invoice-po-reference',
  aggregate: 'invoices',
  role: 'po-reference',
});

/** The client's payment proof on the public page: one at a time, PDF, JPEG or PNG up to 20 MB. */
export const INVOICE_PROOF = defineUploadKind({
  kind: 'invoice-proof',
  aggregate: 'invoices',
  role: 'proof',
});
