/**
 * The invoice screens' texts (spec 3 §2.7, §5.5; contract docs/contracts/issue-23-invoices.md):
 * the messages the server and the web share come from `@mise/domain`; `InvoiceScreenTexts` is
 * web-only.
 */
export { InvoiceMessages } from '@mise/domain';

/** Texts only the web shows (spec 3 §2.7, §8), beside the shared ones. */
export const InvoiceScreenTexts = {
  title: 'Invoices',
  subtitle: 'Organize and monitor your invoices',
  noItemLines: 'No items yet',
  noMiscLines: 'No miscellaneous items yet',
  processing: 'Processing...',
  deleting: 'Deleting...',
  popupsBlocked: 'Please allow popups for this site.',
  pdfFailed: 'The PDF could not be opened. Please try again.',
  linkCopied: 'Client link copied',
  miscPlaceholder: 'Example: Box Packaging',
  paymentDateBlank: 'Select a payment date',
  dueDateBlank: 'Select a due date',
  overdueHeading: 'These invoices are past their due date:',
} as const;
