import { operationText } from './documents';

/**
 * The GraphQL client of a small public page (the guest ordering page, the supplier's link): a
 * JSON POST to the gateway's /graphql (a JSON body satisfies its CSRF prevention) of one
 * operation of the page's .graphql file. A refusal answers the server's own message (an input
 * error, a 429's "Too many ..."); no answer at all, the page's plain connection message.
 */
const ENDPOINT = import.meta.env.VITE_GRAPHQL_URL ?? '/graphql';

export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

export class PublicApiError extends Error {
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

export interface PublicClient {
  /** The page's .graphql file as text (`?raw`). */
  source: string;
  /** Shown when the server cannot be reached or answers nothing. */
  connectionMessage: string;
  /** Headers of every request (the guest's token). */
  headers?: () => Record<string, string>;
}

export function publicRequest({ source, connectionMessage, headers }: PublicClient) {
  return async function request<T, V extends Record<string, unknown>>(
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
          ...headers?.(),
        },
        body: JSON.stringify({
          operationName,
          query: operationText(source, operationName),
          variables,
        }),
      });
    } catch {
      throw new PublicApiError(connectionMessage, null, 0);
    }
    const body = (await response.json().catch(() => null)) as GraphqlBody<T> | null;
    const first = body?.errors?.[0];
    if (first) {
      const code = first.extensions?.code ?? null;
      const message =
        first.message && code !== 'INTERNAL_SERVER_ERROR' ? first.message : SERVER_MESSAGE;
      throw new PublicApiError(message, code, response.status);
    }
    if (!response.ok || !body?.data) {
      throw new PublicApiError(connectionMessage, null, response.status);
    }
    return body.data;
  };
}

/** What a page shows for a failed request: the server's message, or `fallback`. */
export const errorText = (error: unknown, fallback = SERVER_MESSAGE): string =>
  error instanceof PublicApiError ? error.message : fallback;
