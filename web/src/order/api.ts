import source from './order.graphql?raw';
import { publicRequest } from '../public-entry/graphql';
import { guestToken } from './guest-token';

let token: string | null = null;
const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The ordering page's whole GraphQL client: each request carries the guest's token. */
export const request = publicRequest({
  source,
  connectionMessage: 'We could not reach the restaurant. Check your connection and try again.',
  headers: () => ({ 'x-guest-token': (token ??= guestToken(browserStorage())) }),
});
