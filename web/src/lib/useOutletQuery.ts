import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useSession } from '../core/session';

/**
 * `useQuery` for data of the current outlet. The outlet is never a variable: every request
 * carries it in `X-Outlet-ID` (apollo.ts), and the server reads it from there (`currentOutlet`,
 * `@OutletScoped()` operations). So the query is skipped while there is no outlet, and fetched
 * again when the session's outlet changes (another tab, the polled user), since its variables do
 * not. That refetch must not join a request still in flight with the old outlet's header (its
 * answer would stay on screen), so these queries are never de-duplicated.
 */
export function useOutletQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options?: Omit<useQuery.Options<TData, TVariables>, 'skip'> & { skip?: boolean },
) {
  const { outletId } = useSession();
  const skip = !outletId || Boolean(options?.skip);
  const result = useQuery(query, {
    ...options,
    skip,
    context: { ...(options?.context as object | undefined), queryDeduplication: false },
  } as useQuery.Options<TData, TVariables>);
  useRefetchOnOutletChange(result.refetch, skip);
  return result;
}

/** Refetches when the session's outlet changes from one outlet to another (see above). */
export function useRefetchOnOutletChange(refetch: () => Promise<unknown>, skip: boolean): void {
  const { outletId } = useSession();
  const seen = useRef(outletId);
  useEffect(() => {
    if (seen.current === outletId) return;
    const first = seen.current === null;
    seen.current = outletId;
    // From no outlet to one, un-skipping fetches by itself.
    if (!skip && !first) void refetch().catch(() => undefined);
  }, [outletId, skip, refetch]);
}
