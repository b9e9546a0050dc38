import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetTokens } from './auth';
import { SetCurrentOutletDocument } from '../generated/graphql';
import { session } from './session';

/** Signing out and switching outlets: both reset every cached screen. */
export function useAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();

  const logout = useCallback(async () => {
    session.clear();
    await client.clearStore();
    await forgetTokens();
    await navigate('/login', { replace: true });
  }, [client, navigate]);

  /** Sets the current outlet, reloads the outlet context and resets the cached screens. */
  const switchOutlet = useCallback(
    async (outletId: string, then = '/overview') => {
      await client.mutate({ mutation: SetCurrentOutletDocument, variables: { outletId } });
      session.update({ outletId });
      // Clears every cached screen and refetches the active queries, the current user included.
      await client.resetStore();
      await navigate(then);
    },
    [client, navigate],
  );

  return { logout, switchOutlet };
}
