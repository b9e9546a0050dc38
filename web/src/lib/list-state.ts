import { DEFAULT_PAGE_SIZE, clampPage } from '@mise/domain';

/**
 * The state of a list screen (refine's `useTable`, spec 2 §2): which page, how many rows, the
 * search the query uses. Pure, so the rules a user notices are tested without a browser:
 * a new search or a new page size goes back to page 1, the pager never leaves 1..last.
 */
export interface ListState {
  page: number;
  pageSize: number;
  /** The search the query uses (after the debounce). */
  search: string;
}

export type ListAction =
  | { type: 'page'; page: number }
  | { type: 'first' }
  | { type: 'previous' }
  | { type: 'next'; total: number }
  | { type: 'last'; total: number }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'search'; search: string }
  /** The total shrank (a delete emptied the last page): stay within the pages there are. */
  | { type: 'total'; total: number };

export function initialListState(pageSize: number = DEFAULT_PAGE_SIZE): ListState {
  return { page: 1, pageSize, search: '' };
}

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'first':
      return { ...state, page: 1 };
    case 'previous':
      return { ...state, page: Math.max(1, state.page - 1) };
    case 'next':
      return { ...state, page: clampPage(state.page + 1, action.total, state.pageSize) };
    case 'last':
      return { ...state, page: clampPage(Number.MAX_SAFE_INTEGER, action.total, state.pageSize) };
    case 'pageSize':
      return action.pageSize === state.pageSize
        ? state
        : { ...state, pageSize: action.pageSize, page: 1 };
    case 'search': {
      const search = action.search.trim();
      return search === state.search ? state : { ...state, search, page: 1 };
    }
    case 'total': {
      const page = clampPage(state.page, action.total, state.pageSize);
      return page === state.page ? state : { ...state, page };
    }
  }
}

/** The rows of the current page of a list held whole in the browser. */
export function pageSlice<T>(rows: readonly T[], state: Pick<ListState, 'page' | 'pageSize'>): T[] {
  const page = clampPage(state.page, rows.length, state.pageSize);
  return rows.slice((page - 1) * state.pageSize, page * state.pageSize);
}
