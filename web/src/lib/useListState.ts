import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@mise/domain';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { debounce } from './debounce';
import { initialListState, listReducer, type ListState } from './list-state';

export interface ListOptions {
  /** Rows-to-display choices (default 10/20/40/60/100; the sales table 5/10/20/50). */
  pageSizes?: readonly number[];
  /** The first page size (default 10; the admin outlet list 20). */
  pageSize?: number;
  /** Wait this long after typing before searching (`SEARCH_DEBOUNCE_MS`); 0 searches at once. */
  debounceMs?: number;
}

/** What a paged table needs of its list: the paging state, the controls and the search box. */
export interface ListControls {
  state: ListState;
  pageSizes: readonly number[];
  /** Rows in the whole list (every page). */
  total: number;
  loading: boolean;
  setPage: (page: number) => void;
  first: () => void;
  previous: () => void;
  next: () => void;
  last: () => void;
  setPageSize: (pageSize: number) => void;
  /** What the search box shows (the query follows after the debounce). */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Search now (Enter). */
  submitSearch: () => void;
}

/** Paging and debounced search state of one list (see `usePagedQuery`, `usePagedRows`). */
export function useListState(options: ListOptions = {}) {
  const pageSizes = options.pageSizes ?? PAGE_SIZES;
  const [state, dispatch] = useReducer(
    listReducer,
    options.pageSize ?? DEFAULT_PAGE_SIZE,
    initialListState,
  );
  const [searchText, setText] = useState('');
  const delay = options.debounceMs ?? 0;
  const search = useMemo(
    () => debounce((text: string) => dispatch({ type: 'search', search: text }), delay),
    [delay],
  );
  useEffect(() => () => search.cancel(), [search]);

  const setSearchText = useCallback(
    (text: string) => {
      setText(text);
      search(text);
    },
    [search],
  );

  /** The controls, once the list's total and loading state are known. */
  const controls = useCallback(
    (total: number, loading: boolean): ListControls => ({
      state,
      pageSizes,
      total,
      loading,
      setPage: (page) => dispatch({ type: 'page', page }),
      first: () => dispatch({ type: 'first' }),
      previous: () => dispatch({ type: 'previous' }),
      next: () => dispatch({ type: 'next', total }),
      last: () => dispatch({ type: 'last', total }),
      setPageSize: (pageSize) => dispatch({ type: 'pageSize', pageSize }),
      searchText,
      setSearchText,
      submitSearch: () => search.flush(),
    }),
    [state, pageSizes, searchText, setSearchText, search],
  );

  return { state, dispatch, controls };
}
