import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CurrentUserDocument, type CurrentUserQuery } from '../generated/graphql';
import { session } from './session';
import { useAccount } from './useAccount';

export const USER_POLL_MS = 20_000;

export type CurrentUser = CurrentUserQuery['me'];
const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in owner (null while the first answer is on its way). */
export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
}

let refresher: (() => Promise<unknown>) | null = null;

/**
 * Fetches the current user again now (after a change that onboarding or the guard depends on:
 * phone registered, outlet created or switched), instead of waiting for the next poll.
 */
export async function refreshCurrentUser(): Promise<void> {
  await refresher?.();
}

/** Whether the owner still has onboarding to do (spec 2.7): no outlet, or no WhatsApp number. */
export function needsOnboarding(me: CurrentUser): boolean {
  return !me.currentOutletId || !me.basicInfo.whatsappNumber;
}

/**
 * App start (spec 4): the user's data is fetched again every 20 seconds, never from the cache.
 * When the server refuses it (an error answer, or 401), the user is logged out; when the server
 * cannot be reached, the last answer stands and the next poll tries again.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout } = useAccount();
  const { data, error, refetch } = useQuery(CurrentUserDocument, {
    fetchPolicy: 'no-cache',
    pollInterval: USER_POLL_MS,
    notifyOnNetworkStatusChange: false,
    // A refresh after a change must not join a poll already on its way with the old answer.
    context: { quiet: true, queryDeduplication: false },
  });
  const me = data?.me ?? null;

  useEffect(() => {
    refresher = refetch;
    return () => {
      refresher = null;
    };
  }, [refetch]);

  useEffect(() => {
    if (!error) return;
    const refused =
      CombinedGraphQLErrors.is(error) || (ServerError.is(error) && error.statusCode === 401);
    if (refused) void logout();
  }, [error, logout]);

  useEffect(() => {
    if (!me) return;
    const s = session.get();
    if (s.isAdmin !== me.isAdmin || s.outletId !== me.currentOutletId) {
      session.update({ isAdmin: me.isAdmin, outletId: me.currentOutletId ?? null });
    }
    if (needsOnboarding(me) && pathname !== '/onboarding') void navigate('/onboarding');
  }, [me, pathname, navigate]);

  return <CurrentUserContext.Provider value={me}>{children}</CurrentUserContext.Provider>;
}
