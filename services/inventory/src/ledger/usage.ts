import { cmp, div, isDecimal, mul, roundStored } from '@mise/domain';
import type { ItemKind } from './ledger.types';

/** A menu item version's recipe as inventory projects it (catalogue.menu-item.saved). */
export interface MenuRecipe {
  menuItemId: string;
  ingredients: Array<{ ingredientId: string; amount: string }>;
  /** amounts in portions */
  batchIngredients: Array<{ batchItemId: string; amount: string }>;
  variantIds: string[];
}

/** One option of a variant: an ingredient or a batch item (amount in portions), by option id. */
export interface VariantOption {
  itemKind: ItemKind;
  itemId: string;
  amount: string;
}

/** What the usage needs to know, read from the projections (null entries are unknown). */
export interface RecipeBook {
  menuItems: Map<string, MenuRecipe>;
  /** variantIngredientId or variantBatchItemId -> option */
  options: Map<string, VariantOption>;
  /** batchItemId -> portionSize as stored (0 counts as 1) */
  portionSizes: Map<string, string>;
}

/** One stock effect of a document (a converged effect: plain JSON, compared by value). */
export interface UsageEffect {
  [k: string]: string | null;
  itemKind: ItemKind;
  itemId: string;
  /** negative, 6 places at most */
  quantity: string;
  menuItemId: string | null;
  lineId: string;
  date: string;
}

export type SkipReason = 'unknown-menu-item' | 'unknown-batch-item' | 'unknown-variant-option';

export interface UsageLine {
  lineId: string;
  menuItemId: string;
  quantity: string;
  options: Array<{
    variantIngredientId: string | null;
    variantBatchItemId: string | null;
    quantity: string;
  }>;
}

/** Units of stock for `portions` of a batch item: portions ÷ portionSize (0 counts as 1). */
function batchUnits(portions: string, portionSize: string): string {
  const size = cmp(portionSize, 0) > 0 ? portionSize : '1';
  return div(portions, size, 6);
}

/**
 * flows.md §3 "Sale usage" of each line of quantity q: ingredient `amount × q`, batch
 * `amount ÷ portionSize × q`, option `amount × optionQty × q` (÷ portionSize for a batch). What
 * the book does not know is left out and reported in `skipped`; zero effects are dropped.
 */
export function usageOf(
  lines: UsageLine[],
  date: string,
  book: RecipeBook,
): { effects: UsageEffect[]; skipped: SkipReason[] } {
  const effects: UsageEffect[] = [];
  const skipped: SkipReason[] = [];
  const push = (itemKind: ItemKind, itemId: string, used: string, line: UsageLine) => {
    const quantity = roundStored(mul(used, -1));
    if (cmp(quantity, 0) === 0) return;
    effects.push({
      itemKind,
      itemId,
      quantity,
      menuItemId: line.menuItemId,
      lineId: line.lineId,
      date,
    });
  };
  for (const line of lines) {
    if (!isDecimal(line.quantity)) continue;
    const q = line.quantity;
    const menu = book.menuItems.get(line.menuItemId);
    if (!menu) {
      skipped.push('unknown-menu-item');
      continue;
    }
    for (const i of menu.ingredients) {
      if (isDecimal(i.amount)) push('INGREDIENT', i.ingredientId, mul(i.amount, q), line);
    }
    for (const b of menu.batchIngredients) {
      const size = book.portionSizes.get(b.batchItemId);
      if (size === undefined) {
        skipped.push('unknown-batch-item');
        continue;
      }
      if (isDecimal(b.amount))
        push('BATCH', b.batchItemId, batchUnits(mul(b.amount, q), size), line);
    }
    for (const o of line.options) {
      const optionId = o.variantIngredientId ?? o.variantBatchItemId;
      const option = optionId ? book.options.get(optionId) : undefined;
      if (!option || !isDecimal(option.amount) || !isDecimal(o.quantity)) {
        skipped.push('unknown-variant-option');
        continue;
      }
      const used = mul(mul(option.amount, o.quantity), q);
      if (option.itemKind === 'INGREDIENT') {
        push('INGREDIENT', option.itemId, used, line);
        continue;
      }
      const size = book.portionSizes.get(option.itemId);
      if (size === undefined) {
        skipped.push('unknown-batch-item');
        continue;
      }
      push('BATCH', option.itemId, batchUnits(used, size), line);
    }
  }
  return { effects, skipped };
}
