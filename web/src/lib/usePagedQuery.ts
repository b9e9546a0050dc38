import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { pageOffset } from '@mise/domain';
import { useEffect } from 'react';
import { useSession } from '../core/session';
import { useListState, type ListControls, type ListOptions } from './useListState';
import { useRefetchOnOutletChange } from './useOutletQuery';

/** A server list page: the platform's `Connection` (`nodes`, `totalCount`). */
export interface Page<T> {
  nodes: readonly T[];
  totalCount: number;
}

/** The variables `usePagedQuery` sets itself. */
interface PageVariables {
  offset: number;
  limit: number;
  search?: string;
}

export interface PagedQueryOptions<TData, TVariables, TNode> extends ListOptions {
  /** The list inside the answer, e.g. `(data) => data.allOutlets`. */
  select: (data: TData) => Page<TNode> | null | undefined;
  /** Variables besides offset, limit and search (filters, a date range). */
  variables?: Omit<TVariables, keyof PageVariables>;
  /** The query takes `search` (case-insensitive contains); a search box is shown. */
  searchable?: boolean;
  /** Data of the current outlet (X-Outlet-ID): skipped without one, refetched when it changes. */
  outletScoped?: boolean;
  fetchPolicy?: 'cache-first' | 'cache-and-network' | 'network-only' | 'no-cache';
  pollInterval?: number;
}

export interface PagedQuery<TNode> {
  rows: readonly TNode[];
  list: ListControls;
  loading: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A list screen's query, a page at a time (conventions: refine's `useTable`). It owns the page,
 * the page size and the debounced search, asks the server for `offset`/`limit`(/`search`) plus
 * your variables, keeps the last page on screen while the next loads, and hands `list` to
 * `<PagedTable>`. A new search or page size goes back to page 1; a delete that empties the last
 * page moves back a page.
 */
export function usePagedQuery<TData, TVariables extends OperationVariables, TNode>(
  query: TypedDocumentNode<TData, TVariables>,
  options: PagedQueryOptions<TData, TVariables, TNode>,
): PagedQuery<TNode> {
  const { state, dispatch, controls } = useListState(options);
  const { outletId } = useSession();
  const variables = {
    ...options.variables,
    offset: pageOffset(state.page, state.pageSize),
    limit: state.pageSize,
    ...(options.searchable ? { search: state.search } : {}),
  } as unknown as TVariables;
  const skip = options.outletScoped ? !outletId : false;
  const { data, previousData, loading, refetch } = useQuery(query, {
    variables,
    skip,
    fetchPolicy: options.fetchPolicy,
    pollInterval: options.pollInterval,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVariables>);
  const shown = data ?? previousData;
  const page = shown ? options.select(shown) : null;
  const total = page?.totalCount ?? 0;

  useRefetchOnOutletChange(refetch, skip || !options.outletScoped);
  useEffect(() => {
    if (data) dispatch({ type: 'total', total });
  }, [data, total, dispatch]);

  return {
    rows: page?.nodes ?? [],
    list: controls(total, loading),
    loading,
    refetch: () => refetch(),
  };
}
