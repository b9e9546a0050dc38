import source from './client.graphql?raw';
import { publicRequest } from '../public-entry/graphql';

/** The client page's whole GraphQL client: no token (the link's token is an argument). */
export const request = publicRequest({
  source,
  connectionMessage: 'We could not reach the server. Check your connection and try again.',
});
