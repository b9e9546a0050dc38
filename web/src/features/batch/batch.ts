import { BatchMessages, cmp, numberOrZero } from '@mise/domain';

/**
 * Pure rules of the batch item screens (/batch, /batch/:id; spec 2 §2, §4, §5): the list's empty
 * text, the detail form's values and what Update sends, and whether Update must make a new
 * version. The costing, progress and messages are `@mise/domain`'s (`batchProgress`,
 * `portionCost`, `BatchMessages`), the ones the service uses.
 */

/** 'No batch items' for an empty outlet, 'No batch items found' when a search found none. */
export function batchEmptyText(search: string): string {
  return search.trim() ? BatchMessages.item.noItemsFound : BatchMessages.item.noItems;
}

/** The batch item's fields as the add modal and the detail form edit them. */
export interface BatchItemValues {
  portionSize: string | null;
  remarks: string;
  /** Portions to keep ready (the prep list); blank: none. Only on the detail form. */
  parLevel?: string | null;
}

/** The saved fields as the detail form shows them. */
export function batchItemValues(item: {
  portionSize: string;
  remarks?: string | null;
  parLevel?: string | null;
}): Required<BatchItemValues> {
  return {
    portionSize: item.portionSize,
    remarks: item.remarks ?? '',
    parLevel: item.parLevel ?? null,
  };
}

/**
 * What the form sends: the portion size as an exact decimal (not a number counts as 0, spec 2 §5),
 * remarks trimmed (blank clears them), the par level when the form has it (blank clears it).
 */
export function batchItemInput(values: BatchItemValues): {
  portionSize: string;
  remarks: string;
  parLevel?: string;
} {
  return {
    portionSize: numberOrZero(values.portionSize),
    remarks: values.remarks.trim(),
    ...(values.parLevel !== undefined ? { parLevel: (values.parLevel ?? '').trim() } : {}),
  };
}

/**
 * Whether Update on this version makes a new one (spec 2 §4 "Batch versioning"): a version a menu
 * item or variant uses is frozen, so Update asks, then copies it into version N+1 with the form's
 * values (its recipe rows editable there). Only the par level (the prep list, not the recipe) is
 * saved in place on a used version when it is all that changed.
 */
export function updateMakesNewVersion(
  item: {
    usedByMenu: boolean;
    portionSize: string;
    remarks?: string | null;
    parLevel?: string | null;
  },
  values: BatchItemValues,
): boolean {
  if (!item.usedByMenu) return false;
  const input = batchItemInput(values);
  const recipeChanged =
    cmp(input.portionSize, item.portionSize) !== 0 || input.remarks !== (item.remarks ?? '');
  const parChanged =
    input.parLevel !== undefined && !sameLevel(input.parLevel, item.parLevel ?? '');
  return recipeChanged || !parChanged;
}

function sameLevel(a: string, b: string): boolean {
  if (!a || !b) return a === b;
  return cmp(numberOrZero(a), numberOrZero(b)) === 0;
}
