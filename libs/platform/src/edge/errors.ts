/**
 * Error codes a client may see with their message, at the gateway and in every subgraph. Any
 * other error is masked as "Internal server error". Add a code here to make it client-facing.
 */
export const CLIENT_ERROR_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'UNAUTHENTICATED',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const CLIENT_CODES: ReadonlySet<string> = new Set(CLIENT_ERROR_CODES);

/** True when an error with this `extensions.code` may keep its message. */
export const isClientErrorCode = (code: unknown): code is ClientErrorCode =>
  typeof code === 'string' && CLIENT_CODES.has(code);

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please try again in a minute.';
export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/** A GraphQL-shaped JSON body with one error: `{ errors: [{ message, extensions: { code } }] }`. */
export function graphqlErrorBody(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
): { errors: Array<{ message: string; extensions: Record<string, unknown> }> } {
  return { errors: [{ message, extensions: { ...extensions, code } }] };
}
