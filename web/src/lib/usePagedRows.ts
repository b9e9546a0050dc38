import { useEffect, useMemo } from 'react';
import { pageSlice } from './list-state';
import { useListState, type ListControls, type ListOptions } from './useListState';

/**
 * The same paging and search as `usePagedQuery`, for a list the browser holds whole (the admin
 * account analysis): `filter` gets the rows and the search (keep it stable: `useCallback`) and
 * answers the table rows; the table gets the current page of them.
 */
export function usePagedRows<TIn, TOut = TIn>(
  all: readonly TIn[],
  filter: (rows: readonly TIn[], search: string) => readonly TOut[],
  options: ListOptions & { loading?: boolean } = {},
): { rows: TOut[]; list: ListControls; matching: readonly TOut[] } {
  const { state, dispatch, controls } = useListState(options);
  const matching = useMemo(() => filter(all, state.search), [all, filter, state.search]);
  useEffect(() => dispatch({ type: 'total', total: matching.length }), [matching, dispatch]);
  return {
    rows: pageSlice(matching, state),
    list: controls(matching.length, options.loading ?? false),
    matching,
  };
}
