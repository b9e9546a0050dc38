import { CatalogueMessages, catalogueName, checkAmount, type FieldError } from '@mise/domain';

/**
 * Pure rules the recipe screens share (menu items, variants, batch items): a version's title,
 * matching a typed ingredient name, and the one-row-per-ingredient (or batch item) rule.
 */

/** A version's title or picker label: "NASI LEMAK (v2)". */
export function versionTitle(name: string, versionNumber: number): string {
  return `${name} (v${versionNumber})`;
}

/**
 * The option whose name is the typed one, whatever its case and spaces (ingredient names are
 * matched case-insensitively, spec 2 §5); null for a new name.
 */
export function matchByName<T extends { name: string }>(
  options: readonly T[],
  typed: string | null | undefined,
): T | null {
  const key = catalogueName(typed);
  if (!key) return null;
  return options.find((option) => catalogueName(option.name) === key) ?? null;
}

/** Whether another row of the recipe already uses this ingredient. */
export function usedByAnotherRow(
  rows: readonly { id: string; ingredientId: string }[],
  ingredientId: string,
  editedRowId: string | null,
): boolean {
  return rows.some((row) => row.ingredientId === ingredientId && row.id !== editedRowId);
}

/** A batch row of a menu item or a variant as the form edits it (amount in portions). */
export interface BatchRowValues {
  /** The row being edited (null: a new row), so the same-batch check skips it. */
  rowId: string | null;
  batchItemId?: string | null;
  amount?: string | null;
}

/**
 * A batch row (spec 2 §5): a batch item must be chosen ('Select a batch ingredient!') and not be
 * on another row already ('Not allowed to select same ingredient!', the spec's one text for
 * both tables); the amount in portions is a number above 0.
 */
export function validateBatchRow(
  values: BatchRowValues,
  rows: readonly { id: string; batchItemId: string }[],
): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.batchItemId) {
    errors.push({ field: 'batchItemId', message: CatalogueMessages.ingredient.selectBatch });
  } else if (rows.some((r) => r.batchItemId === values.batchItemId && r.id !== values.rowId)) {
    errors.push({ field: 'batchItemId', message: CatalogueMessages.ingredient.same });
  }
  if (checkAmount(values.amount) === null) {
    errors.push({ field: 'amount', message: CatalogueMessages.ingredient.amountInvalid });
  }
  return errors;
}

/** What Save sends for a valid batch row: exact decimal strings. */
export function batchRowInput(values: BatchRowValues): { batchItemId: string; amount: string } {
  return { batchItemId: values.batchItemId ?? '', amount: checkAmount(values.amount) ?? '' };
}

/** A batch row's name: "SAMBAL (v2)", or '-' when its batch item is gone. */
export function batchRowName(row: {
  batchItem?: { name: string; versionNumber: number } | null;
}): string {
  return row.batchItem ? versionTitle(row.batchItem.name, row.batchItem.versionNumber) : '-';
}
