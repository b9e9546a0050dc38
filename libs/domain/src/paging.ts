/**
 * Lists a page at a time (spec 1 §9, 2 §9, 3): the rows-to-display choices, their defaults, the
 * most a server answers per page, and the arithmetic of first / previous / next / last.
 */

/** Grids everywhere: 10 (default), 20, 40, 60, 100. */
export const PAGE_SIZES = [10, 20, 40, 60, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The admin outlet list (/admin) shows 20 rows by default. */
export const ADMIN_OUTLETS_PAGE_SIZE = 20;
/** The sales table: 5 (default), 10, 20, 50. */
export const SALES_PAGE_SIZES = [5, 10, 20, 50] as const;
export const SALES_DEFAULT_PAGE_SIZE = 5;
/** The most rows one request may ask for (and the fetch limit of tables, ingredients, inventory). */
export const MAX_PAGE_SIZE = 100;

/** How long a typed search waits before it queries (spec: 2 s on some screens, 4 s on others). */
export const SEARCH_DEBOUNCE_MS = {
  /** The menu screen's ingredient search, the analytics overview. */
  short: 2000,
  /** Ingredient and inventory lists, analytics search, menu items on invoices. */
  long: 4000,
} as const;

/** Pages of `pageSize` rows needed for `total` rows; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new Error('pageSize must be 1 or more');
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page number kept within 1..pageCount (after a delete emptied the last page, say). */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/** The offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export interface PagerState {
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
}

/** What the pager's first / previous / next / last buttons may do on `page` of `total` rows. */
export function pagerState(page: number, total: number, pageSize: number): PagerState {
  const count = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize);
  return { page: current, pageCount: count, canPrevious: current > 1, canNext: current < count };
}
