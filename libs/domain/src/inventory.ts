/**
 * Inventory's rules and texts (spec 2 §3, §5, §8, §9; issue 8): ingredient and inventory-item
 * messages, the delete blocks, stock adjustments (always a deduction, with a reason) and the
 * seeded units of measure.
 */
import { isCalendarDate, type CalendarDate } from './date-range';
import { isLocked, isWithinEditWindow } from './lock';
import { boundedDecimal, DecimalBounds, MAX_NAME_LENGTH, rangeText, upperName } from './bounds';
import { cmp, mul, sub } from './money';

export const InventoryMessages = {
  ingredient: {
    /** Success toasts (the web shows them after the action). */
    added: 'Ingredient added successfully',
    deleted: 'Ingredient deleted successfully',
    nameBlank: 'Ingredient name cannot be blank',
    unitBlank: 'Ingredient unit cannot be blank',
    nameTaken: 'Ingredient with that name already exists',
    /** Not in the spec: a unit outside the units of measure. */
    unitUnknown: 'Choose the unit from the units of measure',
    /** Not in the spec (its unit is chosen only for a new ingredient): the ledger counts in it. */
    unitLocked: 'The unit cannot change once the ingredient has stock movements',
    notFound: 'Ingredient not found',
    usedByMenuItem: 'Unable to delete. Ingredient is being used by a menu item.',
    usedByInventoryItem: 'Unable to delete. Ingredient is being used by an inventory item.',
    usedByBatchItem: 'Unable to delete. Ingredient is being used by a batch item.',
    /** Not in the spec: a name longer than a screen can show. */
    tooLong: `Ingredient name must be at most ${MAX_NAME_LENGTH} characters long`,
  },
  adjustment: {
    /** Success toasts (the web shows them after the action). */
    added: 'Stock adjusted successfully',
    updated: 'Stock adjustment updated successfully',
    deleted: 'Stock adjustment deleted successfully',
    amountZero: 'Adjustment amount cannot be 0!',
    /** Not in the spec (the form always sends a number): not a number or out of bounds. */
    amountInvalid: `Adjustment amount must be ${rangeText(DecimalBounds.quantity, 'zero')} (either sign)`,
    /** Not in the spec (the date picker always sends one). */
    dateInvalid: 'Adjustment date must be a date (YYYY-MM-DD)',
    /** Not in the spec: the date picker hides such dates; the server refuses them too. */
    outsideWindow: 'Adjustments older than 90 days cannot be added, edited or deleted',
    creditInvoice: 'Adjusted from Credit Invoice',
    notFound: 'Stock adjustment not found',
    reasonUnknown: 'Choose a reason for the adjustment',
  },
  inventoryItem: {
    /** Success toasts (the web shows them after the action). */
    added: 'Inventory item added successfully',
    deleted: 'Inventory item deleted successfully',
    nameBlank: 'Inventory name cannot be blank',
    ingredientBlank: 'Ingredient selection cannot be blank',
    nameTaken: 'Inventory with that name already exists',
    notFound: 'Inventory item not found',
    /** The spec names the block without its text; worded as the ingredient's. */
    usedByMenuItem: 'Unable to delete. Inventory item is being used by a menu item.',
    usedByExpense: 'Unable to delete. Inventory item is being used by an expense.',
    /** The inventory page's description (the spec's copy repeats the menu page's). */
    pageDescription: 'Supplier product names and the ingredients they stock',
    /** Not in the spec: a name longer than a screen can show. */
    tooLong: `Inventory name must be at most ${MAX_NAME_LENGTH} characters long`,
  },
  /** Opening stock and stock counts (issue 21): ledger kinds OPENING and COUNT. */
  stockEntry: {
    /** Success toasts (the web shows them after the action). */
    openingAdded: 'Opening stock recorded successfully',
    countAdded: 'Stock count recorded successfully',
    deleted: 'Stock entry deleted successfully',
    quantityInvalid: `Opening quantity must be ${rangeText(DecimalBounds.quantity, 'aboveZero')}`,
    unitCostInvalid: `Unit cost must be ${rangeText(DecimalBounds.unitCost, 'zero')}`,
    countedNegative: 'Counted quantity cannot be negative.',
    countedInvalid: `Counted quantity must be ${rangeText(DecimalBounds.quantity, 'zero')}`,
    noLines: 'Count at least one ingredient.',
    countedTwice: 'An ingredient can be counted only once in a stock count.',
    dateInvalid: 'Date must be a date (YYYY-MM-DD)',
    dateInFuture: 'Opening stock and stock counts cannot be dated after today.',
    /** flows.md §4.12, as adjustments: the date picker hides such dates; the server refuses them. */
    outsideWindow: 'Stock entries older than 90 days cannot be added or deleted',
    notFound: 'Stock entry not found',
  },
  /** ensureInventoryItem / the menu screen's automatic ingredient. */
  noIngredientName: 'No ingredient name',
} as const;

/** What an opening stock or a stock count records (the ledger kinds OPENING and COUNT). */
export const STOCK_ENTRY_KINDS = ['OPENING', 'COUNT'] as const;
export type StockEntryKind = (typeof STOCK_ENTRY_KINDS)[number];

/** The first problem with an opening stock's quantity (above 0) and unit cost (0 or more), or null. */
export function openingStockError(quantity: string, unitCost: string): string | null {
  const q = boundedDecimal(quantity, DecimalBounds.quantity);
  if (!q.ok || cmp(q.value, 0) <= 0) return InventoryMessages.stockEntry.quantityInvalid;
  const c = boundedDecimal(unitCost, DecimalBounds.unitCost);
  if (!c.ok || cmp(c.value, 0) < 0) return InventoryMessages.stockEntry.unitCostInvalid;
  return null;
}

/** The first problem with a counted quantity (0 or more), or null. */
export function countedQuantityError(counted: string): string | null {
  const q = boundedDecimal(counted, DecimalBounds.quantity);
  if (!q.ok) return InventoryMessages.stockEntry.countedInvalid;
  return cmp(q.value, 0) < 0 ? InventoryMessages.stockEntry.countedNegative : null;
}

/**
 * What a stock count books (flows.md §3, COUNT): the counted quantity less the stock on hand at
 * the end of the count's date, signed (more found: in; less: out); '0' books nothing.
 */
export function countDifference(counted: string, onHand: string): string {
  return sub(counted, onHand);
}

/** Why stock was deducted by hand (issue 8): the waste log comes from these. */
export const ADJUSTMENT_REASONS = [
  'WASTE',
  'SPOILAGE',
  'STAFF_MEAL',
  'BREAKAGE',
  'COUNT_CORRECTION',
  'OTHER',
] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];

export const ADJUSTMENT_REASON_LABELS: Record<AdjustmentReason, string> = {
  WASTE: 'Waste',
  SPOILAGE: 'Spoilage',
  STAFF_MEAL: 'Staff meal',
  BREAKAGE: 'Breakage',
  COUNT_CORRECTION: 'Count correction',
  OTHER: 'Other',
};

/** The remark that marks an adjustment written by a credit invoice (read-only). */
export const CREDIT_INVOICE_REMARK = 'CREDIT INVOICE';

/** An ingredient's unit when none is given (spec 2 §9). */
export const DEFAULT_UNIT = 'unit';

/**
 * The seeded units of measure (spec 2 §3 "Unit of measure: name, unit"): weights, volumes and
 * counted packagings. `unit` is what an ingredient stores; the list is the same in every outlet.
 */
export const UNITS_OF_MEASURE: ReadonlyArray<{ name: string; unit: string }> = [
  { name: 'Unit', unit: 'unit' },
  { name: 'Piece', unit: 'pcs' },
  { name: 'Gram', unit: 'g' },
  { name: 'Kilogram', unit: 'kg' },
  { name: 'Millilitre', unit: 'ml' },
  { name: 'Litre', unit: 'l' },
  { name: 'Pack', unit: 'pack' },
  { name: 'Box', unit: 'box' },
  { name: 'Bottle', unit: 'bottle' },
  { name: 'Can', unit: 'can' },
  { name: 'Tray', unit: 'tray' },
  { name: 'Dozen', unit: 'dozen' },
  { name: 'Bag', unit: 'bag' },
  { name: 'Carton', unit: 'carton' },
  { name: 'Slice', unit: 'slice' },
  { name: 'Tablespoon', unit: 'tbsp' },
  { name: 'Teaspoon', unit: 'tsp' },
];

/** Whether `unit` (any case, spaces around) is one of the units of measure. */
export function isUnitOfMeasure(unit: string): boolean {
  const key = unit.trim().toLowerCase();
  return UNITS_OF_MEASURE.some((u) => u.unit === key);
}

/** Names are compared and stored upper-cased, trimmed and spaces collapsed (spec 2 §3, issue 19). */
export function inventoryName(name: string): string {
  return upperName(name);
}

/**
 * The amount an adjustment stores: always a deduction (spec 2 §5). Null for 0 or not a number
 * within the bounds (at most 1,000,000 either sign, 6 decimals).
 */
export function adjustmentQuantity(amount: string): string | null {
  const read = boundedDecimal(amount, DecimalBounds.quantity);
  if (!read.ok || cmp(read.value, 0) === 0) return null;
  return cmp(read.value, 0) < 0 ? read.value : mul(read.value, -1);
}

/** The first problem with an adjustment's amount, or null. */
export function adjustmentAmountError(amount: string): string | null {
  if (!boundedDecimal(amount, DecimalBounds.quantity).ok) {
    return InventoryMessages.adjustment.amountInvalid;
  }
  if (adjustmentQuantity(amount) === null) return InventoryMessages.adjustment.amountZero;
  return null;
}

/**
 * Whether a dated record (adjustment, stock-in) may be added, edited or deleted by a user today
 * (flows.md §4.12): with the check on, neither locked (date + 3 months) nor before today - 91.
 */
export function mayChangeDatedRecord(
  recordDate: CalendarDate,
  todayDate: CalendarDate,
  enable90DaysChecking: boolean,
): boolean {
  if (!enable90DaysChecking) return true;
  if (!isCalendarDate(recordDate)) return false;
  return isWithinEditWindow(recordDate, todayDate, true) && !isLocked(recordDate, todayDate);
}
