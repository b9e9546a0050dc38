import { ApolloProvider } from '@apollo/client/react';
import { Outlet } from 'react-router';
import { apolloClient } from '../core/apollo';
import { CurrentUserProvider } from '../core/CurrentUser';
import { Guard } from './Guard';

/**
 * Every signed-in route: the guard, the API client and the polled current user. (No antd `App`
 * context: screens confirm with `Modal.useModal()` or `Popconfirm`, see docs/decisions.md.)
 */
export default function SignedIn() {
  return (
    <Guard access="signedIn">
      <ApolloProvider client={apolloClient}>
        <CurrentUserProvider>
          <Outlet />
        </CurrentUserProvider>
      </ApolloProvider>
    </Guard>
  );
}
