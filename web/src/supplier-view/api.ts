import source from './supplier.graphql?raw';
import { linkPageRequest } from '../public-entry/link-api';

/** The supplier page's whole GraphQL client (`linkPageRequest`). */
export const request = linkPageRequest(source);
