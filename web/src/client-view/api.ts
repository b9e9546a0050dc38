import source from './client.graphql?raw';
import { linkPageRequest } from '../public-entry/link-api';

/** The client page's whole GraphQL client (`linkPageRequest`). */
export const request = linkPageRequest(source);
