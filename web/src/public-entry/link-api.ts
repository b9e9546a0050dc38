import shared from './public-files.graphql?raw';
import { publicRequest } from './graphql';

/**
 * A link page's whole GraphQL client: its own .graphql file (`?raw`) with the fragments both
 * pages share (`public-files.graphql`); no token (the link's token is an argument).
 */
export const linkPageRequest = (source: string) =>
  publicRequest({
    source: `${source}\n${shared}`,
    connectionMessage: 'We could not reach the server. Check your connection and try again.',
  });
