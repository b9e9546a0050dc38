import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import { requestContext } from '../context';
import { AppError, databaseErrorAsAppError } from '../errors';
import { INTERNAL_ERROR_MESSAGE, isClientErrorCode } from '../edge/errors';

const log = new Logger('graphql');

/** AppErrors keep their message and code; anything else is logged and masked. */
export function formatError(
  formatted: GraphQLFormattedError,
  error: unknown,
): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // An AppError raised before execution (input checks, throttling) arrives wrapped, without a path.
  const raised =
    unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError
      ? unwrapped.originalError
      : unwrapped;
  // A database refusal bad input or a concurrent write causes (numeric overflow, deadlock)
  // answers as the user error it is, never INTERNAL_SERVER_ERROR.
  const original = databaseErrorAsAppError(raised) ?? raised;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { ...original.extensions, code: original.code },
    };
  }
  const code = formatted.extensions?.code as string | undefined;
  // Codes GraphQL and the platform produce for bad requests: their messages are safe to show.
  if (isClientErrorCode(code)) {
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
    message: INTERNAL_ERROR_MESSAGE,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
