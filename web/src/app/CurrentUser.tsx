import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUserQuery as CurrentUserData } from '../generated/graphql';
import { CurrentUserQuery } from './queries';
import { session } from './session';
import { useAccount } from './useAccount';

export const USER_POLL_MS = 20_000;

export type CurrentUser = CurrentUserData['me'];
const CurrentUserContext = createContext<CurrentUser | null>(null);

/** The signed-in owner (null while the first answer is on its way). */
export function useCurrentUser(): CurrentUser | null {
  return useContext(CurrentUserContext);
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
  const { data, error } = useQuery(CurrentUserQuery, {
    fetchPolicy: 'no-cache',
    pollInterval: USER_POLL_MS,
    notifyOnNetworkStatusChange: false,
    context: { quiet: true },
  });
  const me = data?.me ?? null;

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
