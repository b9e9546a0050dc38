import { requestContext, runWithContext } from '@mise/platform';

/**
 * Runs `fn` with `outletId` as the request's outlet: a public link's work, whose outlet comes from
 * the link (not from X-Outlet-ID), uses the platform's Storage, which works in the current outlet.
 */
export function inOutlet<T>(outletId: string, fn: () => Promise<T>): Promise<T> {
  return runWithContext({ ...requestContext(), outletId }, fn);
}
