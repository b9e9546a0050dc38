import { add, cmp, mul, sum, type DecimalInput } from '@mise/domain';
import type { DateFilterValue } from '../../lib/date-filter';

/**
 * The rules of /analytics (spec 2 §2 "Analytics", §7, issue 25 §2), pure so they are unit-tested:
 * what can be selected and how a selection is kept, the search groups (menu and batch results
 * de-duplicated by menuId / batchId), the trend chart's rows, the doughnuts' sort options and
 * the usage cards' figures.
 */

/** What the search finds and the selection holds (the usage panel takes all but INVENTORY). */
export type ItemKind = 'INVENTORY' | 'INGREDIENT' | 'MENU' | 'BATCH';

export const SEARCH_KINDS: readonly { kind: ItemKind; label: string }[] = [
  { kind: 'INVENTORY', label: 'Inventory' },
  { kind: 'INGREDIENT', label: 'Ingredient' },
  { kind: 'MENU', label: 'Menu' },
  { kind: 'BATCH', label: 'Batch' },
];

/** Inventory, Ingredient, Menu, Batch: all on by default. */
export const ALL_KINDS: readonly ItemKind[] = SEARCH_KINDS.map((k) => k.kind);

/** The kinds the usage panel shows a card for. */
export const USAGE_KINDS: readonly ItemKind[] = ['MENU', 'INGREDIENT', 'BATCH'];

/**
 * One selected item. `id` is what its queries take: the inventory item or ingredient id, the
 * menu's `menuId` (all versions together), the batch item version's id (its highest version
 * when found). `key` identifies it in the selection (`batchId` for a batch item).
 */
export interface Selected {
  kind: ItemKind;
  id: string;
  key: string;
  name: string;
  /** MENU: the highest version (the link to /menu/:id) */
  menuItemId?: string | null;
  /** BATCH: portions per batch (0 counts as 1) */
  portionSize?: string | null;
}

/** The trend compares at most 20 items (the server's limit). */
export const MAX_SELECTED = 20;

export const selectionKey = (item: Pick<Selected, 'kind' | 'key'>) => `${item.kind}:${item.key}`;

/** Adds an item once (the same key again is a no-op), at most MAX_SELECTED. */
export function addSelected(list: readonly Selected[], item: Selected): readonly Selected[] {
  if (list.some((s) => selectionKey(s) === selectionKey(item))) return list;
  if (list.length >= MAX_SELECTED) return list;
  return [...list, item];
}

export function removeSelected(list: readonly Selected[], key: string): readonly Selected[] {
  return list.filter((s) => selectionKey(s) !== key);
}

/** 'Clear all selection' of one section of the usage panel: drops that kind only. */
export function clearKind(list: readonly Selected[], kind: ItemKind): readonly Selected[] {
  return list.filter((s) => s.kind !== kind);
}

// ---- the page's state ----------------------------------------------------------------------

export interface AnalyticsState {
  filter: DateFilterValue;
  selected: readonly Selected[];
  /** Legend items toggled off in the trend chart (selection keys) */
  hidden: readonly string[];
}

export type AnalyticsAction =
  | { type: 'range'; filter: DateFilterValue }
  | { type: 'add'; item: Selected }
  | { type: 'remove'; key: string }
  | { type: 'toggle'; key: string }
  | { type: 'clear'; kind: ItemKind };

const sameRange = (a: DateFilterValue, b: DateFilterValue) =>
  a.mode === b.mode && a.range.start === b.range.start && a.range.end === b.range.end;

/** Changing the range clears the selected trend and usage items (spec 2 §2). */
export function analyticsReducer(state: AnalyticsState, action: AnalyticsAction): AnalyticsState {
  switch (action.type) {
    case 'range':
      if (sameRange(state.filter, action.filter)) return state;
      return { filter: action.filter, selected: [], hidden: [] };
    case 'add':
      return { ...state, selected: addSelected(state.selected, action.item) };
    case 'remove':
      return {
        ...state,
        selected: removeSelected(state.selected, action.key),
        hidden: state.hidden.filter((k) => k !== action.key),
      };
    case 'toggle':
      return {
        ...state,
        hidden: state.hidden.includes(action.key)
          ? state.hidden.filter((k) => k !== action.key)
          : [...state.hidden, action.key],
      };
    case 'clear': {
      const selected = clearKind(state.selected, action.kind);
      const keys = new Set(selected.map(selectionKey));
      return { ...state, selected, hidden: state.hidden.filter((k) => keys.has(k)) };
    }
  }
}

// ---- search --------------------------------------------------------------------------------

export interface SearchGroup {
  kind: ItemKind;
  label: string;
  items: Selected[];
}

/** The first of each key, in the order given (menu by menuId, batch by batchId). */
export function dedupeBy<T>(rows: readonly T[], keyOf: (row: T) => string): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface MenuHit {
  id: string;
  menuId: string;
  name: string;
  versionNumber: number;
}
interface BatchHit {
  id: string;
  batchId: string;
  name: string;
  versionNumber: number;
  portionSize: string;
}

/** The highest version first, so de-duplicating keeps it. */
const byVersionDesc = <T extends { versionNumber: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.versionNumber - a.versionNumber);

/**
 * The search results grouped by type, in the checkboxes' order, only the kinds ticked and only
 * groups with results; menu items de-duplicated by menuId, batch items by batchId (the highest
 * version stays), each group by name.
 */
export function searchGroups(
  kinds: readonly ItemKind[],
  hits: {
    stock?: readonly { kind: string; id: string; name: string }[];
    menus?: readonly MenuHit[];
    batches?: readonly BatchHit[];
  },
): SearchGroup[] {
  const byName = (a: Selected, b: Selected) => a.name.localeCompare(b.name);
  const items: Record<ItemKind, Selected[]> = {
    INVENTORY: (hits.stock ?? [])
      .filter((h) => h.kind === 'INVENTORY')
      .map((h) => ({ kind: 'INVENTORY', id: h.id, key: h.id, name: h.name })),
    INGREDIENT: (hits.stock ?? [])
      .filter((h) => h.kind === 'INGREDIENT')
      .map((h) => ({ kind: 'INGREDIENT', id: h.id, key: h.id, name: h.name })),
    MENU: dedupeBy(byVersionDesc(hits.menus ?? []), (m) => m.menuId).map((m) => ({
      kind: 'MENU',
      id: m.menuId,
      key: m.menuId,
      name: m.name,
      menuItemId: m.id,
    })),
    BATCH: dedupeBy(byVersionDesc(hits.batches ?? []), (b) => b.batchId).map((b) => ({
      kind: 'BATCH',
      id: b.id,
      key: b.batchId,
      name: b.name,
      portionSize: b.portionSize,
    })),
  };
  return SEARCH_KINDS.filter(({ kind }) => kinds.includes(kind))
    .map(({ kind, label }) => ({ kind, label, items: [...items[kind]].sort(byName) }))
    .filter((group) => group.items.length > 0);
}

// ---- trend chart ---------------------------------------------------------------------------

export type TrendMode = 'quantity' | 'price' | 'unitPrice';

export const TREND_MODES: readonly { value: TrendMode; label: string; axis: string }[] = [
  { value: 'quantity', label: 'Quantity', axis: 'Quantity' },
  { value: 'price', label: 'Price', axis: 'Price (RM)' },
  { value: 'unitPrice', label: 'Unit Price', axis: 'Unit Price (RM)' },
];

export const trendAxisTitle = (mode: TrendMode) =>
  TREND_MODES.find((m) => m.value === mode)?.axis ?? 'Quantity';

export interface TrendSeries {
  key: string;
  name: string;
  points: readonly {
    date: string;
    quantity: string;
    price: string;
    unitPrice?: string | null;
  }[];
}

export interface TrendRow {
  date: string;
  value: number;
  series: string;
}

/**
 * The line chart's rows: one per day with data per visible series, in date order. Unit price is
 * left out on days without quantity. The chart draws numbers; the figures stay exact elsewhere.
 */
export function trendRows(
  series: readonly TrendSeries[],
  mode: TrendMode,
  hidden: readonly string[] = [],
): TrendRow[] {
  const rows: TrendRow[] = [];
  for (const s of series) {
    if (hidden.includes(s.key)) continue;
    for (const p of s.points) {
      const value = mode === 'quantity' ? p.quantity : mode === 'price' ? p.price : p.unitPrice;
      if (value == null) continue;
      rows.push({ date: p.date, value: Number(value), series: s.name });
    }
  }
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

// ---- the overview doughnuts ----------------------------------------------------------------

export type SliceSort = 'default' | 'asc' | 'desc' | 'lowest' | 'highest';

export const SLICE_SORTS: readonly { value: SliceSort; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'asc', label: 'Ascending (A-Z)' },
  { value: 'desc', label: 'Descending (Z-A)' },
  { value: 'lowest', label: 'Lowest (RM)' },
  { value: 'highest', label: 'Highest (RM)' },
];

export interface Slice {
  key: string;
  name: string;
  /** RM, exact */
  amount: string;
  /** What a click adds (null: nothing to add, e.g. an expense line of no item) */
  item: Selected | null;
}

/** The slices in the chosen order (Default: as the server gave them); ties keep that order. */
export function sortSlices<T extends Pick<Slice, 'name' | 'amount'>>(
  slices: readonly T[],
  sort: SliceSort,
): T[] {
  const list = [...slices];
  switch (sort) {
    case 'default':
      return list;
    case 'asc':
      return list.sort((a, b) => a.name.localeCompare(b.name));
    case 'desc':
      return list.sort((a, b) => b.name.localeCompare(a.name));
    case 'lowest':
      return list.sort((a, b) => cmp(a.amount, b.amount));
    case 'highest':
      return list.sort((a, b) => cmp(b.amount, a.amount));
  }
}

/** 'No data found' when the total is 0. */
export const isZero = (total: DecimalInput | null | undefined) =>
  total == null || cmp(total, 0) === 0;

/** A sold menu (salesOverview.items): a click adds the menu. */
export function salesSlices(
  items: readonly { menuId: string; menuItemId: string; name: string; salesTotal: string }[],
): Slice[] {
  return items.map((i) => ({
    key: i.menuId,
    name: i.name,
    amount: i.salesTotal,
    item: { kind: 'MENU', id: i.menuId, key: i.menuId, name: i.name, menuItemId: i.menuItemId },
  }));
}

/** An expense item (expenseOverview.items): a click adds its inventory item, else its ingredient. */
export function expenseSlices(
  items: readonly {
    itemKey: string;
    inventoryItemId?: string | null;
    ingredientId?: string | null;
    name: string;
    total: string;
  }[],
): Slice[] {
  return items.map((i) => ({
    key: i.itemKey,
    name: i.name,
    amount: i.total,
    item: i.inventoryItemId
      ? { kind: 'INVENTORY', id: i.inventoryItemId, key: i.inventoryItemId, name: i.name }
      : i.ingredientId
        ? { kind: 'INGREDIENT', id: i.ingredientId, key: i.ingredientId, name: i.name }
        : null,
  }));
}

// ---- usage cards ---------------------------------------------------------------------------

export interface UsageLine {
  kind: 'SOLD' | 'PRODUCTION' | 'ADJUSTMENT';
  menuItemId?: string | null;
  name: string;
  quantity: string;
}

/** The ingredient and batch cards' breakdown: by sold menu item, production, adjustment. */
export function usageGroups(breakdown: readonly UsageLine[]) {
  const sold = breakdown
    .filter((b) => b.kind === 'SOLD')
    .sort((a, b) => cmp(b.quantity, a.quantity));
  const total = (kind: UsageLine['kind']) =>
    sum(breakdown.filter((b) => b.kind === kind).map((b) => b.quantity));
  return {
    sold,
    soldTotal: sum(sold.map((b) => b.quantity)),
    production: total('PRODUCTION'),
    adjustment: total('ADJUSTMENT'),
  };
}

/** How many sold menu items the breakdown lists before 'View More'. */
export const BREAKDOWN_FIRST = 3;

/** A batch figure in portions: units × portion size (0 counts as 1). */
export function portions(units: DecimalInput, portionSize: DecimalInput | null | undefined) {
  const size = portionSize == null || cmp(portionSize, 0) === 0 ? '1' : portionSize;
  return mul(units, size);
}

/** closing = opening + purchased − used (the ledger's rule, the cards show it). */
export const closingOf = (opening: DecimalInput, purchased: DecimalInput, used: DecimalInput) =>
  add(opening, add(purchased, mul(used, -1)));

export const isNegative = (x: DecimalInput | null | undefined) => x != null && cmp(x, 0) < 0;
