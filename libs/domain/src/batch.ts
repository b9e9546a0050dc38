/**
 * Batch items' rules and texts (spec 2 §4, §5, §9; flows.md §3, §4.5; issue 10): batch progress,
 * portions and stock units, batch cost, production and batch adjustments, the prep list. The web,
 * catalogue (batch items) and inventory (production, batch stock) use these same functions.
 */
import {
  cmp,
  type Decimal,
  type DecimalInput,
  dec,
  div,
  isDecimal,
  mul,
  round,
  sub,
  sum,
} from './money';
import { boundedDecimal, DecimalBounds, MAX_NAME_LENGTH, rangeText } from './bounds';

export const BatchMessages = {
  item: {
    /** Success toasts (the web shows them after the action). */
    versionCreated: (version: number) => `Version ${version} created`,
    ingredientAdded: 'Ingredient added to the batch recipe',
    ingredientUpdated: 'Batch recipe ingredient updated',
    ingredientRemoved: 'Ingredient removed from the batch recipe',
    deleted: 'Batch item deleted successfully',
    nameBlank: 'Batch Ingredient name cannot be blank',
    nameTaken: 'Batch Ingredient with that name already exists',
    created: 'Batch Ingredient created',
    /** The spec's text for the batch Duplicate modal (it repeats the menu's wording). */
    duplicateNameBlank: 'Duplicate Menu Item name cannot be blank',
    duplicateFailed: (error: string) => `Unable to duplicate batch item: ${error}`,
    duplicated: 'Duplicated successfully',
    updated: 'Batch item updated',
    invalid: 'Invalid batch item.',
    newVersionFailed: 'Unable to create new version.',
    notFound: 'Batch item not found',
    /** The detail screen's confirm before a version a menu item uses gets a new version. */
    usedByMenuConfirm:
      'This version of this batch item is used by a menu item. Updating it will create a new version. Continue?',
    /** Not in the spec (the screen disables the rows): the server refuses the change too. */
    frozen:
      'This version of this batch item is used by a menu item. Create a new version to change it.',
    /** The spec names the blocks without their texts; worded as the ingredient's. */
    usedByMenuItem: 'Unable to delete. Batch item is being used by a menu item.',
    hasProduction: 'Unable to delete. Batch item has batch production.',
    hasAdjustment: 'Unable to delete. Batch item has a stock adjustment.',
    /** Not in the spec (the form coerces): a portion size must be a number of 0 or more. */
    portionSizeInvalid: `Portion size must be ${rangeText(DecimalBounds.portions, 'zero')}`,
    /** Not in the spec: a par level is a number of portions of 0 or more, or blank. */
    parLevelInvalid: `Par level (portions) must be ${rangeText(DecimalBounds.portions, 'zero')}`,
    /** Not in the spec: a name longer than a screen can show. */
    tooLong: `Batch Ingredient name must be at most ${MAX_NAME_LENGTH} characters long`,
    noItems: 'No batch items',
    noItemsFound: 'No batch items found',
    /** Not in the spec: a recipe row, a menu's batch row or a variant's batch option that is gone. */
    ingredientNotFound: 'Batch ingredient not found',
    menuRowNotFound: 'Menu batch ingredient not found',
    variantRowNotFound: 'Variant batch item not found',
  },
  progress: {
    name: 'Start off with the name of your batch item',
    ingredients: 'What are the ingredients you use?',
    portionSize: 'How many portions does one batch make?',
    completed: 'Recipe completed!',
  },
  stockIn: {
    /** Success toasts (the web shows them after the action). */
    dayAdded: 'Batch stock added',
    added: 'Stock-in added',
    updated: 'Stock-in updated',
    deleted: 'Stock-in deleted',
    remarksSaved: 'Remarks saved',
    dayDeleted: 'Batch stock deleted',
    selectItem: 'Select or enter a batch item',
    quantityBlank: 'Batch item stock cannot be blank',
    quantityZero: 'Batch item stock cannot be 0',
    /** Not in the spec (minimum 1 on the field): below 1, not a number or out of bounds. */
    quantityInvalid: `Batch item stock must be ${rangeText(DecimalBounds.portions, 'one')}`,
    duplicate: 'Not allowed to enter duplicate entry of same menu item version!',
    /** Not in the spec: the date picker hides such dates; the server refuses them too. */
    outsideWindow: 'Batch stock older than 90 days cannot be added, edited or deleted',
    notFound: 'Batch stock-in not found',
    dayNotFound: 'Batch stock not found',
    /** Not in the spec (the calendar always sends one). */
    dateInvalid: 'Batch stock date must be a date (YYYY-MM-DD)',
    /** Not in the spec (the calendar always sends one). */
    monthInvalid: 'Batch production month must be a month (YYYY-MM)',
    /** Not in the spec: the summary's range. */
    rangeInvalid: 'The summary start date must be on or before its end date',
  },
  adjustment: {
    /** Success toasts (the web shows them after the action). */
    added: 'Batch stock adjusted successfully',
    updated: 'Batch stock adjustment updated successfully',
    deleted: 'Batch stock adjustment deleted successfully',
    amountZero: 'Adjustment amount cannot be 0!',
    amountInvalid: `Adjustment amount must be ${rangeText(DecimalBounds.quantity, 'zero')} (either sign)`,
    dateInvalid: 'Adjustment date must be a date (YYYY-MM-DD)',
    outsideWindow: 'Adjustments older than 90 days cannot be added, edited or deleted',
    creditInvoice: 'Adjusted from Credit Invoice',
    notFound: 'Batch stock adjustment not found',
  },
} as const;

/** How a batch adjustment's amount is entered (spec 2 §5): stock units or portions. */
export const BATCH_ADJUSTMENT_TYPES = ['STOCK', 'PORTION'] as const;
export type BatchAdjustmentType = (typeof BATCH_ADJUSTMENT_TYPES)[number];

/** The portion size that divides and multiplies: 0 (or less) counts as 1 (spec 2 §9). */
export function effectivePortionSize(portionSize: DecimalInput): Decimal {
  return cmp(portionSize, 0) > 0 ? dec(portionSize) : '1';
}

/** Stock units for portions: portions ÷ portion size (0 counts as 1), 6 dp as the ledger stores. */
export function portionsToUnits(portions: DecimalInput, portionSize: DecimalInput): Decimal {
  return div(portions, effectivePortionSize(portionSize), 6);
}

/** Portions in stock units: units × portion size (0 counts as 1), 4 dp. */
export function unitsToPortions(units: DecimalInput, portionSize: DecimalInput): Decimal {
  return round(mul(units, effectivePortionSize(portionSize)), 4);
}

/** Batch cost per unit (one batch): Σ ingredient amount × unit cost, 4 dp (flows.md §3). */
export function batchCost(
  ingredients: ReadonlyArray<{ amount: DecimalInput; unitCost: DecimalInput }>,
): Decimal {
  return round(sum(ingredients.map((i) => mul(i.amount, i.unitCost))), 4);
}

/** Cost of one portion: batch cost ÷ portion size (0 counts as 1), 4 dp. */
export function portionCost(cost: DecimalInput, portionSize: DecimalInput): Decimal {
  return div(cost, effectivePortionSize(portionSize), 4);
}

export interface BatchProgressInput {
  name: string | null | undefined;
  ingredientCount: number;
  portionSize: DecimalInput;
}

/** Batch progress (spec 2 §4): 3 steps giving 0/33/67/100%, prompted in order. */
export function batchProgress(b: BatchProgressInput): {
  percent: number;
  prompt: string;
  complete: boolean;
} {
  const P = BatchMessages.progress;
  const steps: Array<[boolean, string]> = [
    [!!b.name?.trim(), P.name],
    [b.ingredientCount > 0, P.ingredients],
    [cmp(b.portionSize, 0) > 0, P.portionSize],
  ];
  const done = steps.filter(([ok]) => ok).length;
  const missing = steps.find(([ok]) => !ok);
  return {
    percent: [0, 33, 67, 100][done] ?? 100,
    prompt: missing ? missing[1] : P.completed,
    complete: !missing,
  };
}

/** A batch item pickers offer (spec 2 §4): it has ingredients and a portion size above 0. */
export function batchComplete(b: { ingredientCount: number; portionSize: DecimalInput }): boolean {
  return b.ingredientCount > 0 && cmp(b.portionSize, 0) > 0;
}

/**
 * A stock-in's quantity (spec 2 §5): blank, 0 and below 1 refused with the spec's messages; a
 * whole or decimal number of batches of 1 or more otherwise.
 */
export function checkStockInQuantity(
  text: string | null | undefined,
): { quantity: Decimal } | { error: string } {
  const t = (text ?? '').trim();
  const M = BatchMessages.stockIn;
  if (!t) return { error: M.quantityBlank };
  const read = boundedDecimal(t, DecimalBounds.portions);
  if (!read.ok) return { error: M.quantityInvalid };
  if (cmp(read.value, 0) === 0) return { error: M.quantityZero };
  if (cmp(read.value, 1) < 0) return { error: M.quantityInvalid };
  return { quantity: round(read.value, 4) };
}

/** A portion size: blank is 0, else a number from 0 to 1,000,000 with at most 4 decimals; null when not. */
export function checkPortionSize(text: string | null | undefined): Decimal | null {
  if (!(text ?? '').trim()) return '0';
  const read = boundedDecimal(text, DecimalBounds.portions);
  return read.ok && cmp(read.value, 0) >= 0 ? read.value : null;
}

/** A par level in portions: blank is none (`{ value: null }`), else as a portion size; null when bad. */
export function checkParLevel(text: string | null | undefined): { value: Decimal | null } | null {
  if (!(text ?? '').trim()) return { value: null };
  const value = checkPortionSize(text);
  return value === null ? null : { value };
}

/** A batch adjustment's amount as typed: the message when it is not a bounded number or 0, else null. */
export function batchAdjustmentAmountError(text: string | null | undefined): string | null {
  const read = boundedDecimal(text, DecimalBounds.quantity);
  if (!read.ok) return BatchMessages.adjustment.amountInvalid;
  return cmp(read.value, 0) === 0 ? BatchMessages.adjustment.amountZero : null;
}

/**
 * A batch adjustment in stock units (spec 2 §5): always a deduction; a PORTION amount is
 * converted by the portion size. Null when the amount is 0 or not a number.
 */
export function batchAdjustmentUnits(
  amount: DecimalInput,
  type: BatchAdjustmentType,
  portionSize: DecimalInput,
): Decimal | null {
  if (!isDecimal(amount) || cmp(amount, 0) === 0) return null;
  const magnitude = cmp(amount, 0) < 0 ? sub(0, amount) : dec(amount);
  const units = type === 'PORTION' ? portionsToUnits(magnitude, portionSize) : round(magnitude, 6);
  return cmp(units, 0) === 0 ? null : sub(0, units);
}

/**
 * The prep list (issue 10, beyond the spec): portions to make today = par level − portions
 * remaining, when below par; null when there is no par level or stock is at or above it.
 */
export function makeToday(
  parLevel: DecimalInput | null | undefined,
  remainingPortions: DecimalInput,
): Decimal | null {
  if (parLevel === null || parLevel === undefined || !isDecimal(parLevel)) return null;
  const short = sub(parLevel, remainingPortions);
  return cmp(short, 0) > 0 ? round(short, 4) : null;
}

/** A calendar month 'YYYY-MM' → its first day and the first day of the next month; null if not one. */
export function monthBounds(month: string): { first: string; next: string } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month ?? '');
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}
