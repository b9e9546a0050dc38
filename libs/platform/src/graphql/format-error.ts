import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import { requestContext } from '../context';
import { AppError } from '../errors';

const log = new Logger('graphql');

/** Codes GraphQL itself produces for bad requests: their messages are safe to show. */
const REQUEST_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
  'BAD_REQUEST',
]);

/** AppErrors keep their message and code; anything else is logged and masked. */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { ...original.extensions, code: original.code },
    };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && REQUEST_CODES.has(code)) {
    return {
      message: formatted.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code },
    };
  }
  const err = original instanceof Error ? original : new Error(String(original));
  log.error(
    `unexpected error at ${formatted.path?.join('.') ?? '(request)'} ` +
      `[${requestContext().correlationId}]: ${err.message}\n${err.stack ?? ''}`,
  );
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
