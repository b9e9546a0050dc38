/**
 * The invoice screens' texts (spec 3 §2.7, §5.5; contract docs/contracts/issue-23-invoices.md).
 *
 * LOCAL UNTIL THE MERGE: the contract puts the shared messages in `libs/domain/src/invoices.ts`
 * (helper A, with the service). It did not exist when these screens were written, so they are
 * here with the contract's words; at the merge `InvoiceMessages` is imported from `@mise/domain`
 * instead and only `InvoiceScreenTexts` (web-only) stays.
 */
export const InvoiceMessages = {
  clientBlank: 'Client name cannot be blank',
  clientUnknown: 'No matching client name found. Please add new client details before invoice',
  menuItemBlank: 'Select a Menu Item!',
  quantityBlank: 'Enter a quantity!',
  miscNameBlank: 'Enter a miscellaneous name!',
  miscTotalBlank: 'Enter a total!',
  saveItemsFirst: 'Please save all items before sending this invoice.',
  someUnsaved: 'Some invoices contain unsaved items. Please save all before sending.',
  someWithoutItems: 'Some Invoices have no menu item entries!',
  limitReached: 'Limit has been reached, please send or delete Invoice before creating new',
  menuItemUsed: 'This menu item is already on the invoice',
  notDraft: 'Only draft invoices can be changed',
  noItems: 'Add at least one menu item before sending',
  paymentDateFuture: 'The payment date cannot be after today',
  notSent: 'Only sent invoices can be marked paid or credit',
  mailNotConnected: 'Connect your mail in Settings, Integrations to send by e-mail',
  /** Success texts the web shows. */
  created: 'Invoice created',
  sent: 'Invoice sent',
  statusUpdated: 'Invoice status updated',
  deleted: 'Invoice deleted',
  itemSaved: 'Item saved',
  miscSaved: 'Misc saved',
  remarksUpdated: 'Remarks updated',
} as const;

/** Texts only the web shows (spec 3 §2.6, §2.7, §5.5, §8). */
export const InvoiceScreenTexts = {
  title: 'Invoices',
  subtitle: 'Organize and monitor your invoices',
  noInvoices: 'No Invoices found',
  noDrafts: 'No Draft Invoices',
  noDraftsHint: 'Create your first invoice to get started',
  loading: 'Loading invoices...',
  noUploads: 'No uploads',
  noRemarks: 'No remarks',
  noItemLines: 'No items yet',
  noMiscLines: 'No miscellaneous items yet',
  confirmSend: 'Are you sure you want to send the following Invoice?',
  confirmSendAll: 'Are you sure you want to send all Invoices?',
  confirmDelete: 'Are you sure you want to delete the following invoice?',
  confirmDeleteFile: 'Delete this file?',
  sendingProgress: (n: number, total: number) => `Sending Invoice ${n} of ${total}`,
  allSent: (n: number, total: number) => `All Invoices ${n} of ${total} Sent!`,
  processing: 'Processing...',
  uploading: 'Uploading...',
  deleting: 'Deleting...',
  popupsBlocked: 'Please allow popups for this site.',
  linkCopied: 'Client link copied',
  overdueHeading: 'These invoices are past their due date:',
  expensesHeading: 'Confirm these expenses before they lock:',
  miscPlaceholder: 'Example: Box Packaging',
  paymentDateBlank: 'Select a payment date',
  dueDateBlank: 'Select a due date',
  pdfFailed: 'The PDF could not be opened. Please try again.',
} as const;
