import source from './order.graphql?raw';
import { operationText } from './documents';
import { guestToken } from './guest-token';

/**
 * The page's whole GraphQL client: a JSON POST to the gateway's /graphql (a JSON body satisfies
 * its CSRF prevention), no token. A refusal answers the server's own message (an input error, a
 * 429's "Too many ..."); no answer at all, a plain connection message.
 */
const ENDPOINT = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';
export const CONNECTION_MESSAGE =
  'We could not reach the restaurant. Check your connection and try again.';

export class OrderApiError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
}

let token: string | null = null;
const browserStorage = () => (typeof localStorage === 'undefined' ? null : localStorage);

export async function request<T, V extends Record<string, unknown>>(
  operationName: string,
  variables: V,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-guest-token': (token ??= guestToken(browserStorage())),
      },
      body: JSON.stringify({
        operationName,
        query: operationText(source, operationName),
        variables,
      }),
    });
  } catch {
    throw new OrderApiError(CONNECTION_MESSAGE, null, 0);
  }
  let body: GraphqlBody<T> | null;
  try {
    body = (await response.json()) as GraphqlBody<T>;
  } catch {
    body = null;
  }
  const first = body?.errors?.[0];
  if (first) {
    const code = first.extensions?.code ?? null;
    const message =
      first.message && code !== 'INTERNAL_SERVER_ERROR' ? first.message : SERVER_MESSAGE;
    throw new OrderApiError(message, code, response.status);
  }
  if (!response.ok || !body || body.data === undefined || body.data === null) {
    throw new OrderApiError(CONNECTION_MESSAGE, null, response.status);
  }
  return body.data;
}
