import { cmp, countedQuantityError, type StockEntryKind } from '@mise/domain';

/**
 * The rules of /ingredients/stock (issue 21): opening stock (an ingredient's starting quantity and
 * unit cost, which sets its average price like a purchase) and stock counts (the quantity counted
 * for several ingredients; each changed line books the difference from the stock on hand).
 */

/** The screen's two tabs, named in the address (`?tab=count`). */
export type StockTab = 'opening' | 'count';

export function tabFromSearch(params: URLSearchParams): StockTab {
  return params.get('tab') === 'count' ? 'count' : 'opening';
}

export const STOCK_ENTRY_KIND_LABELS: Record<StockEntryKind, string> = {
  OPENING: 'Opening stock',
  COUNT: 'Stock count',
};

/** One ingredient of a stock count as the list shows it, with what was typed (null: nothing). */
export interface CountLine {
  ingredientId: string;
  name: string;
  unit: string;
  /** The stock on hand the list showed */
  onHand: string;
  /** As typed; null or blank: not counted */
  counted: string | null;
}

const typed = (line: CountLine) => (line.counted ?? '').trim();

/**
 * Whether a typed line changes anything: a counted quantity that is a valid number (0 or more)
 * and differs from the stock on hand. Only these are sent.
 */
export function countChanges(line: CountLine): boolean {
  const counted = typed(line);
  if (!counted || countedQuantityError(counted)) return false;
  return cmp(counted, line.onHand) !== 0;
}

/** The problem of a typed line (shown under its input), or null. */
export function countLineError(line: CountLine): string | null {
  const counted = typed(line);
  return counted ? countedQuantityError(counted) : null;
}

/**
 * What the count sends: the changed lines only, in the order they were typed; null when a typed
 * line is not a valid quantity (the list shows which).
 */
export function countInputLines(
  lines: readonly CountLine[],
): Array<{ ingredientId: string; countedQuantity: string }> | null {
  if (lines.some((l) => countLineError(l))) return null;
  return lines
    .filter(countChanges)
    .map((l) => ({ ingredientId: l.ingredientId, countedQuantity: typed(l) }));
}

/** The name a delete confirmation asks about: "the opening stock of RICE on 05 March 2026". */
export function stockEntryName(
  entry: { kind: StockEntryKind; ingredientName: string },
  date: string,
): string {
  const what = entry.kind === 'OPENING' ? 'opening stock' : 'stock count';
  return `the ${what} of ${entry.ingredientName} on ${date}`;
}
