import {
  boundedDecimal,
  boundText,
  type DecimalBound,
  DecimalBounds,
  MAX_NAME_LENGTH,
  normalName,
  rangeText,
  upperName,
} from './bounds';
import { isCalendarDate } from './date-range';
import { InventoryMessages, isUnitOfMeasure } from './inventory';
import { cmp, type Decimal, type DecimalInput, mul, roundMoney, roundStored, sum } from './money';

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
  // automate (issue 22): the run, its outcome and the review of marked lines
  automateNoSupplier: 'Select a supplier before automating this expense',
  automateQuestion: (credits: number) =>
    `Read the uploaded files into line items? Each line read costs one credit (up to ${credits} now).`,
  automateStarted: 'Reading the uploaded files. This takes a few seconds per page.',
  processed: (n: number) => `Processed ${n} line items`,
  creditsUnavailable: 'Credits unavailable, try again',
  reviewPending: (n: number) =>
    n === 1
      ? 'One line is marked for review. Check it before confirming.'
      : `${n} lines are marked for review. Check them before confirming.`,
  lineReviewed: 'Line marked as checked.',
  embeddedInvoice:
    'This PDF carries its invoice as structured data (ZUGFeRD / Factur-X); the lines were read from it exactly.',
  // not in the spec (issue 22, web): the confirmation when every file is a structured e-invoice
  automateQuestionFree:
    'Read the uploaded e-invoice into line items? Structured e-invoices are read exactly and cost no credits.',
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
  // not in the spec (issue 21, finance-core): refusals of values and states
  typeInvalid: 'Expense Type must be INVOICE, RECEIPT or CREDITMEMO.',
  dateInvalid: 'Expense Date must be a date (YYYY-MM-DD).',
  dueDateInvalid: 'Due Date must be a date (YYYY-MM-DD).',
  supplierTooLong: `Supplier can be at most ${MAX_NAME_LENGTH} characters.`,
  remarksTooLong: 'Remarks can be at most 1,000 characters.',
  inventoryTooLong: `Inventory can be at most ${MAX_NAME_LENGTH} characters.`,
  ingredientTooLong: `Ingredient can be at most ${MAX_NAME_LENGTH} characters.`,
  unitTooLong: `Unit can be at most ${MAX_NAME_LENGTH} characters.`,
  miscTooLong: `Expense miscellaneous can be at most ${MAX_NAME_LENGTH} characters.`,
  amountInvalid: `Unit Amount must be ${rangeText(DecimalBounds.quantity, 'zero')}.`,
  quantityInvalid: `Quantity must be ${rangeText(DecimalBounds.quantity, 'zero')}.`,
  unitPriceInvalid: `Unit Price must be ${rangeText(DecimalBounds.unitCost, 'zero')}.`,
  miscTotalInvalid: `Total must be a number from -${boundText(DecimalBounds.money)} to ${boundText(DecimalBounds.money)} with at most ${DecimalBounds.money.places} decimals (a discount is negative).`,
  totalTooLarge: 'The total of an expense can be at most RM 100,000,000.00.',
  tooManyItems: 'An expense can have at most 200 line items.',
  tooManyMiscs: 'An expense can have at most 50 miscellaneous items.',
  itemNotFound: 'Line item not found.',
  miscNotFound: 'Miscellaneous item not found.',
  rangeInvalid: 'Choose a From date on or before the To date.',
  notDeleted: 'Only a deleted expense can be restored or permanently deleted.',
  notConfirmed: 'Only a confirmed expense can be reopened for editing.',
  notConfirmable: (state: string) => `A ${state} expense cannot be confirmed.`,
  notDeletable: (state: string) => `A ${state} expense cannot be deleted.`,
  linesChanged: 'The line items changed while confirming; please confirm again.',
} as const;

/** The most line items and miscellaneous items one expense holds. */
export const MAX_EXPENSE_ITEMS = 200;
export const MAX_EXPENSE_MISCS = 50;
/** A line's total and an expense's grand total are at most this (RM). */
export const MAX_EXPENSE_TOTAL = '100000000';
export const MAX_EXPENSE_NUMBER_LENGTH = 64;
export const MAX_EXPENSE_REMARKS_LENGTH = 1000;

export const EXPENSE_TYPES: readonly ExpenseTypeValue[] = ['INVOICE', 'RECEIPT', 'CREDITMEMO'];

type Check<T> = { ok: true; value: T } | { ok: false; field: string; message: string };
const fail = (field: string, message: string) => ({ ok: false, field, message }) as const;

/** The expense's own fields as typed (Add Draft / Save Draft). */
export interface ExpenseText {
  expenseType: string;
  expenseNumber: string;
  supplierName: string;
  expenseDate: string;
  dueDate: string;
  userRemarks?: string | null;
}

/** spec 3 §5.1 Save draft: type, number, supplier, dates; trimmed; remarks blank → null. */
export function checkExpense(input: ExpenseText): Check<{
  expenseType: ExpenseTypeValue;
  expenseNumber: string;
  supplierName: string;
  expenseDate: string;
  dueDate: string;
  userRemarks: string | null;
}> {
  const M = ExpenseMessages;
  const type = (input.expenseType ?? '').trim();
  if (!type) return fail('expenseType', M.typeBlank);
  if (!EXPENSE_TYPES.includes(type as ExpenseTypeValue)) return fail('expenseType', M.typeInvalid);
  const expenseNumber = normalName(input.expenseNumber);
  if (!expenseNumber) return fail('expenseNumber', M.numberBlank);
  if (expenseNumber.length > MAX_EXPENSE_NUMBER_LENGTH) {
    return fail('expenseNumber', M.numberTooLong);
  }
  const supplierName = normalName(input.supplierName);
  if (!supplierName) return fail('supplierName', M.supplierBlank);
  if (supplierName.length > MAX_NAME_LENGTH) return fail('supplierName', M.supplierTooLong);
  const expenseDate = (input.expenseDate ?? '').trim();
  if (!expenseDate) return fail('expenseDate', M.dateBlank);
  if (!isCalendarDate(expenseDate)) return fail('expenseDate', M.dateInvalid);
  const dueDate = (input.dueDate ?? '').trim();
  if (!dueDate) return fail('dueDate', M.dueDateBlank);
  if (!isCalendarDate(dueDate)) return fail('dueDate', M.dueDateInvalid);
  const userRemarks = (input.userRemarks ?? '').trim() || null;
  if (userRemarks && userRemarks.length > MAX_EXPENSE_REMARKS_LENGTH) {
    return fail('userRemarks', M.remarksTooLong);
  }
  return {
    ok: true,
    value: {
      expenseType: type as ExpenseTypeValue,
      expenseNumber,
      supplierName,
      expenseDate,
      dueDate,
      userRemarks,
    },
  };
}

/** A line item as typed; `unitPrice` null or blank → the unit cost rule × amount. */
export interface ExpenseItemText {
  name: string;
  ingredient: string;
  unit: string;
  amount: string;
  quantity: string;
  unitPrice?: string | null;
}

/** A line item checked and ready to store (names upper-cased like inventory's). */
export interface ExpenseItemValues {
  name: string;
  ingredient: string;
  unit: string;
  amount: Decimal;
  quantity: Decimal;
  /** null: not typed, the caller applies `defaultUnitPrice` */
  unitPrice: Decimal | null;
}

/** A number field of a line: blank counts as 0 (spec 3 §5.1), else bounded and not negative. */
function lineNumber(text: string | null | undefined, bound: DecimalBound) {
  if (!(text ?? '').trim()) return '0';
  const read = boundedDecimal(text, bound);
  return read.ok && cmp(read.value, 0) >= 0 ? read.value : null;
}

/**
 * spec 3 §5.1 Line item save: inventory, ingredient and unit not blank, the inventory item not
 * already on another line of the expense (case-insensitive: `others` are the other lines' names),
 * numbers within their bounds.
 */
export function checkExpenseItem(
  input: ExpenseItemText,
  others: readonly string[],
): Check<ExpenseItemValues> {
  const M = ExpenseMessages;
  const name = upperName(input.name);
  if (!name) return fail('name', M.inventoryBlank);
  if (name.length > MAX_NAME_LENGTH) return fail('name', M.inventoryTooLong);
  const ingredient = upperName(input.ingredient);
  if (!ingredient) return fail('ingredient', M.ingredientBlank);
  if (ingredient.length > MAX_NAME_LENGTH) return fail('ingredient', M.ingredientTooLong);
  const unit = normalName(input.unit);
  if (!unit) return fail('unit', M.unitBlank);
  if (unit.length > MAX_NAME_LENGTH) return fail('unit', M.unitTooLong);
  // inventory makes a new ingredient only in a unit of measure: refused here, with its message
  if (!isUnitOfMeasure(unit)) return fail('unit', InventoryMessages.ingredient.unitUnknown);
  if (others.some((o) => upperName(o) === name)) return fail('name', M.duplicateItem(name));
  const amount = lineNumber(input.amount, DecimalBounds.quantity);
  if (amount === null) return fail('amount', M.amountInvalid);
  const quantity = lineNumber(input.quantity, DecimalBounds.quantity);
  if (quantity === null) return fail('quantity', M.quantityInvalid);
  let unitPrice: Decimal | null = null;
  if ((input.unitPrice ?? '').trim()) {
    unitPrice = lineNumber(input.unitPrice, DecimalBounds.unitCost);
    if (unitPrice === null) return fail('unitPrice', M.unitPriceInvalid);
  }
  const total = expenseItemTotal(unitPrice ?? '0', quantity);
  if (cmp(total, MAX_EXPENSE_TOTAL) > 0) return fail('quantity', M.totalTooLarge);
  return { ok: true, value: { name, ingredient, unit, amount, quantity, unitPrice } };
}

/** spec 3 §5.1 Misc save: a name not blank and not on another misc (case-insensitive). */
export function checkExpenseMisc(
  input: { name: string; total: string },
  others: readonly string[],
): Check<{ name: string; total: Decimal }> {
  const M = ExpenseMessages;
  const name = normalName(input.name);
  if (!name) return fail('name', M.miscBlank);
  if (name.length > MAX_NAME_LENGTH) return fail('name', M.miscTooLong);
  if (others.some((o) => normalName(o).toLowerCase() === name.toLowerCase())) {
    return fail('name', M.duplicateMisc(name));
  }
  // a misc may be negative: a discount or a rounding down (issue 22 reads them from documents)
  const read = (input.total ?? '').trim() ? boundedDecimal(input.total, DecimalBounds.money) : null;
  if (read && !read.ok) return fail('total', M.miscTotalInvalid);
  const total = read ? read.value : '0';
  return { ok: true, value: { name, total: roundMoney(total) } };
}

/** A line's total: unit price × quantity, 2 places half-up (flows.md §8). */
export function expenseItemTotal(unitPrice: DecimalInput, quantity: DecimalInput): Decimal {
  return roundMoney(mul(unitPrice, quantity));
}

/** Σ line totals + Σ misc totals, 2 places (positive as typed, whatever the type). */
export function expenseGrandTotal(
  items: ReadonlyArray<{ total: DecimalInput }>,
  miscs: ReadonlyArray<{ total: DecimalInput }>,
): Decimal {
  return roundMoney(sum([...items.map((i) => i.total), ...miscs.map((m) => m.total)]));
}

/**
 * The unit price a line gets when none is typed (spec 3 §5.1): the ingredient's unit cost
 * (average price if above 0, else last price if above 0, else 0) × the unit amount.
 */
export function defaultUnitPrice(
  ingredient: { averagePrice: DecimalInput; lastPrice: DecimalInput } | null,
  amount: DecimalInput,
): Decimal {
  if (!ingredient) return '0';
  const cost =
    cmp(ingredient.averagePrice, 0) > 0
      ? ingredient.averagePrice
      : cmp(ingredient.lastPrice, 0) > 0
        ? ingredient.lastPrice
        : '0';
  return roundStored(mul(cost, amount));
}

/**
 * spec 3 §5.1 Confirm: each line item checked in order; the first failure's message, or null.
 * `n` in the inventory message is the line's 1-based position on screen.
 */
export function confirmLineError(
  items: ReadonlyArray<{
    name: string;
    ingredient: string;
    unit: string;
    amount: DecimalInput | null;
    quantity: DecimalInput | null;
    unitPrice: DecimalInput | null;
  }>,
): string | null {
  const M = ExpenseMessages;
  for (const [i, item] of items.entries()) {
    const name = normalName(item.name);
    if (!name) return M.inventoryIncomplete(i + 1);
    if (!normalName(item.ingredient)) return M.ingredientIncomplete(name);
    if (item.amount === null || item.amount === '') return M.unitAmountIncomplete(name);
    if (cmp(item.amount, 0) <= 0) return M.unitAmountNotPositive(name);
    if (!normalName(item.unit)) return M.unitIncomplete(name);
    if (item.quantity === null || item.quantity === '') return M.quantityIncomplete(name);
    if (cmp(item.quantity, 0) <= 0) return M.quantityNotPositive(name);
    if (item.unitPrice === null || cmp(item.unitPrice, 0) <= 0) {
      return M.unitPriceIncomplete(name);
    }
  }
  return null;
}

/** The same unit, as inventory compares them (trimmed, case-insensitive). */
export function sameUnit(a: string, b: string): boolean {
  return normalName(a).toLowerCase() === normalName(b).toLowerCase();
}

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

/**
 * Why an extracted line or document must be looked at by a person (issue 22). The reader marks;
 * confirming waits until the owner has looked at every marked line. Zero lines may be silently wrong.
 */
export const ExtractionReviewReasons = {
  arithmetic: 'quantity × price ≠ amount',
  lowConfidence: 'low OCR confidence',
  noQuantity: 'no quantity or unit price printed',
  noMatch: 'no inventory item matched',
  fuzzyMatch: (percent: number) => `inventory item guessed (${percent}% alike)`,
  unreadableNumber: 'a number could not be read',
  // document level
  totalMismatch: 'lines and charges do not add up to the total',
  noTotal: 'no total found',
  noLines: 'no line items found',
} as const;

/** The admin remark of a FLAGGED expense (issue 22, flows.md §4.6). */
export const ExtractionFlagRemarks = {
  nothingRead:
    'No line items could be read from the uploaded files. Enter them by hand or upload a clearer copy, then Resolve.',
  cut: (kept: number, read: number) =>
    `${read} line items were read but the credits allowed ${kept}. Top up and Resolve to read the rest.`,
  failed: 'The reading stopped before it finished. Nothing was charged; Resolve to try again.',
  unreadableFile: (fileName: string) => `${fileName} could not be read.`,
} as const;
