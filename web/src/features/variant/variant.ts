import {
  CatalogueMessages,
  checkAmount,
  checkMoney,
  typedMoney,
  variantMaxChoice,
  type FieldError,
  type VariantTypeName,
} from '@mise/domain';
import { batchRowInput, validateBatchRow, type BatchRowValues } from '../../lib/recipe';

/**
 * Pure rules of the variant screens (/variant, /variant/:id; spec 2 §2, §4, §5, §9): the type and
 * maximum choice form, and the ingredient and batch rows with their add-on prices.
 */

export const VARIANT_TYPE_OPTIONS: { value: VariantTypeName; label: string }[] = [
  { value: 'SINGLE', label: 'SINGLE' },
  { value: 'MULTIPLE', label: 'MULTIPLE' },
];

export interface VariantSettingsValues {
  variantType: VariantTypeName;
  maxChoice: number | string | null | undefined;
}

/** A whole number of 1 or more, or null. */
function wholeChoice(value: number | string | null | undefined): number | null {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || NaN);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** Maximum Choice: SINGLE forces 1 (the field is disabled); MULTIPLE takes a whole number >= 1. */
export function validateVariantSettings(values: VariantSettingsValues): FieldError[] {
  if (values.variantType === 'SINGLE') return [];
  return wholeChoice(values.maxChoice) === null
    ? [{ field: 'maxChoice', message: CatalogueMessages.variant.maxChoiceInvalid }]
    : [];
}

/** What Update sends: SINGLE always with 1. */
export function variantSettingsInput(values: VariantSettingsValues): {
  variantType: VariantTypeName;
  maxChoice: number;
} {
  return {
    variantType: values.variantType,
    maxChoice: variantMaxChoice(values.variantType, wholeChoice(values.maxChoice) ?? 1),
  };
}

/** An ingredient row of the variant as the form edits it. */
export interface VariantIngredientValues {
  /** The row being edited (null: a new row), so the same-ingredient check skips it. */
  rowId: string | null;
  ingredientId?: string | null;
  amount?: string | null;
  addOnPrice?: string | null;
}

/** The saved rows the check compares with. */
export interface SavedIngredientRow {
  id: string;
  ingredientId: string;
}

/**
 * An ingredient row (spec 2 §5): an ingredient must be chosen ('Select an ingredient!') and not be
 * on another row already ('Not allowed to select same ingredient!'); the amount is a number above
 * 0; the add-on price a number of 0 or more (blank counts as 0).
 */
export function validateVariantIngredient(
  values: VariantIngredientValues,
  rows: readonly SavedIngredientRow[],
): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.ingredientId) {
    errors.push({ field: 'ingredientId', message: CatalogueMessages.ingredient.select });
  } else if (rows.some((r) => r.ingredientId === values.ingredientId && r.id !== values.rowId)) {
    errors.push({ field: 'ingredientId', message: CatalogueMessages.ingredient.same });
  }
  if (checkAmount(values.amount) === null) {
    errors.push({ field: 'amount', message: CatalogueMessages.ingredient.amountInvalid });
  }
  if (checkMoney(typedMoney(values.addOnPrice)) === null) {
    errors.push({ field: 'addOnPrice', message: CatalogueMessages.variant.addOnPriceInvalid });
  }
  return errors;
}

/** What Save sends for a valid row: exact decimal strings, a blank add-on price as 0. */
export function variantIngredientInput(values: VariantIngredientValues): {
  ingredientId: string;
  amount: string;
  addOnPrice: string;
} {
  return {
    ingredientId: values.ingredientId ?? '',
    amount: checkAmount(values.amount) ?? '',
    addOnPrice: checkMoney(typedMoney(values.addOnPrice)) ?? '0.00',
  };
}

/** A batch row of the variant as the form edits it: a batch item, portions, its add-on price. */
export interface VariantBatchValues extends BatchRowValues {
  addOnPrice?: string | null;
}

/** A batch row (spec 2 §5): the batch row's rules, and the add-on price as for ingredients. */
export function validateVariantBatchItem(
  values: VariantBatchValues,
  rows: readonly { id: string; batchItemId: string }[],
): FieldError[] {
  const errors = validateBatchRow(values, rows);
  if (checkMoney(typedMoney(values.addOnPrice)) === null) {
    errors.push({ field: 'addOnPrice', message: CatalogueMessages.variant.addOnPriceInvalid });
  }
  return errors;
}

/** What Save sends for a valid batch row: exact decimal strings, a blank add-on price as 0. */
export function variantBatchItemInput(values: VariantBatchValues): {
  batchItemId: string;
  amount: string;
  addOnPrice: string;
} {
  return {
    ...batchRowInput(values),
    addOnPrice: checkMoney(typedMoney(values.addOnPrice)) ?? '0.00',
  };
}
