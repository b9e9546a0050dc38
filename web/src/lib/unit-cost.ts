import { withoutPurchasePrice, type UnitCostSource } from '@mise/domain';

/** Where expenses are recorded (finance's screen). */
export const EXPENSES_PATH = '/expenses';

/** The opening stock and stock count screen (inventory's stock entries). */
export const STOCK_ENTRIES_PATH = '/ingredients/stock';

/** The query parameter that opens the Opening Stock form for one ingredient. */
export const OPENING_FOR_PARAM = 'opening';

/**
 * Why a recipe line costs what it does when no purchase priced it (issue 21): 'DEFAULT' (the
 * line's default unit cost) or 'NONE' (no price at all: 0); null when a purchase priced it
 * (AVERAGE, LAST) or the source is not known yet.
 */
export function noPurchasePrice(
  source: UnitCostSource | null | undefined,
): Extract<UnitCostSource, 'DEFAULT' | 'NONE'> | null {
  if (!source || !withoutPurchasePrice(source)) return null;
  return source === 'DEFAULT' ? 'DEFAULT' : 'NONE';
}

/** The opening stock screen, with the form open for `ingredientId` when given. */
export function openingStockPath(ingredientId?: string | null): string {
  return ingredientId
    ? `${STOCK_ENTRIES_PATH}?${OPENING_FOR_PARAM}=${encodeURIComponent(ingredientId)}`
    : STOCK_ENTRIES_PATH;
}
