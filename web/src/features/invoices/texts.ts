/**
 * The invoice screens' texts (spec 3 §2.7, §5.5; contract docs/contracts/issue-23-invoices.md).
 *
 * LOCAL UNTIL THE MERGE: `InvoiceMessages` is a copy (same names, same words) of the keys these
 * screens use from helper A's `libs/domain/src/invoices.ts`, which was not on this branch yet.
 * At the merge, replace the `InvoiceMessages` object below with
 * `export { InvoiceMessages } from '@mise/domain';` (the rest of the web keeps importing it from
 * here, or switches to `@mise/domain` directly). `InvoiceScreenTexts` is web-only and stays.
 */
export const InvoiceMessages = {
  // spec 3 §5.5, verbatim
  clientBlank: 'Client name cannot be blank',
  clientUnknown: 'No matching client name found. Please add new client details before invoice',
  menuItemBlank: 'Select a Menu Item!',
  quantityBlank: 'Enter a quantity!',
  miscNameBlank: 'Enter a miscellaneous name!',
  miscTotalBlank: 'Enter a total!',
  unsavedItems: 'Please save all items before sending this invoice.',
  someUnsaved: 'Some invoices contain unsaved items. Please save all before sending.',
  someWithoutItems: 'Some Invoices have no menu item entries!',
  limitReached: 'Limit has been reached, please send or delete Invoice before creating new',
  confirmSend: 'Are you sure you want to send the following Invoice?',
  confirmSendAll: 'Are you sure you want to send all Invoices?',
  confirmDelete: 'Are you sure you want to delete the following invoice?',
  confirmDeleteFile: 'Delete this file?',
  sendingProgress: (n: number, total: number) => `Sending Invoice ${n} of ${total}`,
  allSent: (total: number) => `All Invoices ${total} of ${total} Sent!`,
  noDrafts: 'No Draft Invoices',
  noDraftsHint: 'Create your first invoice to get started',
  loading: 'Loading invoices...',
  noInvoices: 'No Invoices found',
  noUploads: 'No uploads',
  noRemarks: 'No remarks',
  // ours (issue 23)
  mailNotConnected: 'Connect your mail in Settings, Integrations to send by e-mail',
  // success texts
  created: 'Invoice created',
  sent: 'Invoice sent',
  statusUpdated: 'Invoice status updated',
  deleted: 'Invoice deleted',
  itemSaved: 'Item saved',
  miscSaved: 'Misc saved',
  remarksUpdated: 'Remarks updated',
} as const;

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
