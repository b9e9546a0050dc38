/**
 * Expenses (spec 3 §4.1, §5.1, §8; issue 21): the texts the finance service answers and the web
 * shows. Spec texts are kept word for word (plain misspellings corrected); texts marked "not in the
 * spec" are Mise's own, for refusals the old product never made.
 */
export const ExpenseMessages = {
  // save draft (spec 3 §5.1)
  typeBlank: 'Expense Type cannot be empty.',
  numberBlank: 'Expense Number cannot be empty.',
  supplierBlank: 'Supplier cannot be empty.',
  dateBlank: 'Expense Date cannot be empty.',
  dueDateBlank: 'Due Date cannot be empty.',
  // confirm
  noLines: 'Please insert at least one item.',
  inventoryIncomplete: (n: number) => `Inventory incomplete for Line Item ${n}`,
  ingredientIncomplete: (name: string) => `Ingredient incomplete for Line Item ${name}`,
  unitAmountIncomplete: (name: string) => `Unit amount incomplete for Line Item ${name}`,
  unitAmountNotPositive: (name: string) => `Unit amount must be more than 0 for Line Item ${name}`,
  unitIncomplete: (name: string) => `Unit incomplete for Line Item ${name}`,
  quantityIncomplete: (name: string) => `Quantity incomplete for Line Item ${name}`,
  quantityNotPositive: (name: string) => `Quantity must be more than 0 for Line Item ${name}`,
  unitPriceIncomplete: (name: string) => `Unit Price incomplete for Line Item ${name}`,
  // line item and misc save
  inventoryBlank: 'Inventory cannot be empty.',
  ingredientBlank: 'Ingredient cannot be empty.',
  unitBlank: 'Unit cannot be empty.',
  duplicateItem: (name: string) => `Duplicate inventory item: ${name}`,
  miscBlank: 'Expense miscellaneous cannot be left empty.',
  duplicateMisc: (name: string) => `Duplicate miscellaneous item: ${name}`,
  // automate (the button's disabled reasons; issue 22 runs it)
  automateUnsaved: 'Kindly save this draft first',
  automateNoFiles: 'Upload an expense document to automate data entry',
  automateNoCredits: 'Insufficient credits, topup to continue',
  automateRunning: 'Extracting line items',
  // files
  deleteFileQuestion: 'Are you sure you want to delete this file?',
  uploadFailed: 'Upload failed. Please try again.',
  // list and states (spec 3 §4.1, §8)
  deleteQuestion: 'Are you sure you want to delete this expense?',
  permanentDeleteQuestion: 'Are you sure you want to permanently delete this expense?',
  deleted: 'Successfully deleted expense.',
  confirmFailed: 'Failed to confirm expense.',
  empty: 'No expenses.',
  nothingSelected: 'Select an expense to view details',
  // not in the spec (issue 21): Mise's own success texts and refusals
  created: 'Expense draft added.',
  saved: 'Expense saved.',
  confirmed: 'Expense confirmed.',
  restored: 'Expense restored.',
  permanentlyDeleted: 'Expense permanently deleted.',
  reopened: 'Expense reopened for editing.',
  itemSaved: 'Line item saved.',
  itemDeleted: 'Line item deleted.',
  miscSaved: 'Miscellaneous item saved.',
  miscDeleted: 'Miscellaneous item deleted.',
  fileUploaded: 'File uploaded.',
  fileDeleted: 'File deleted.',
  notFound: 'Expense not found.',
  outsideWindow:
    'This expense is dated more than 90 days ago or is locked; turn off 90-day checking in Admin Settings to change it.',
  notEditable: (state: string) => `A ${state} expense cannot be changed.`,
  unitMismatch: (ingredient: string, unit: string) =>
    `The unit of ${ingredient} is ${unit}; use ${unit} for this line.`,
  numberTooLong: 'Expense Number can be at most 64 characters.',
  purchaseOrderPendingChanges:
    'Decide the supplier’s changes on this purchase order before saving it to expenses.',
  purchaseOrderAlreadySaved: 'This purchase order is already saved to expenses.',
  purchaseOrderNotFound: 'Purchase order not found.',
} as const;

export type ExpenseTypeValue = 'INVOICE' | 'RECEIPT' | 'CREDITMEMO';
export type ExpenseStateValue =
  'DRAFT' | 'PROCESSING' | 'PROCESSED' | 'CONFIRMED' | 'FLAGGED' | 'DELETED';

/** The state's main button (spec 3 §4.1): what the details panel offers. */
export const EXPENSE_MAIN_ACTION: Readonly<Record<ExpenseStateValue, string | null>> = {
  DRAFT: 'Confirm Draft',
  PROCESSING: null,
  PROCESSED: 'Confirm Draft',
  CONFIRMED: 'Edit Details',
  FLAGGED: 'Resolve',
  DELETED: 'Restore',
};

/** States the list's delete icon is hidden for (spec 3 §2.2). */
export const EXPENSE_DELETE_HIDDEN: readonly ExpenseStateValue[] = [
  'DELETED',
  'PROCESSING',
  'PROCESSED',
];
