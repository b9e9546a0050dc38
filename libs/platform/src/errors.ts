import { TOO_MANY_REQUESTS_MESSAGE } from './edge/errors';

/**
 * Typed errors: a code the web app can act on and the spec's message for the user.
 * The GraphQL formatter maps them to `extensions.code`; anything else is masked.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadInputError extends AppError {
  constructor(message: string, field?: string) {
    super('BAD_USER_INPUT', message, field ? { field } : {});
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super('FORBIDDEN', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}

/** A rate limit was reached (HTTP 429 where the error answers the whole request). */
export class TooManyRequestsError extends AppError {
  constructor(message = TOO_MANY_REQUESTS_MESSAGE) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please sign in again') {
    super('UNAUTHENTICATED', message);
  }
}

/** The SQLSTATE of a Postgres error (as thrown by pg, or wrapped by TypeORM), else undefined. */
export function pgErrorCode(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const own = (e as { code?: unknown }).code;
  if (typeof own === 'string' && /^[0-9A-Z]{5}$/.test(own)) return own;
  const driver = (e as { driverError?: { code?: unknown } }).driverError?.code;
  return typeof driver === 'string' ? driver : undefined;
}

export const DatabaseErrorMessages = {
  outOfRange: 'A number is too large or too precise. Check the amounts and try again.',
  badValue: 'A value is not in the expected form. Check the input and try again.',
  tooLong: 'A text is too long. Shorten it and try again.',
  busy: 'Someone changed this at the same time. Please try again.',
} as const;

/**
 * The safety net behind the input checks: a Postgres error that bad input or a concurrent write
 * causes, as the AppError a user can act on (numeric overflow and bad values -> BAD_USER_INPUT,
 * deadlocks and serialization failures -> CONFLICT); null for anything else (a real fault).
 */
export function databaseErrorAsAppError(e: unknown): AppError | null {
  switch (pgErrorCode(e)) {
    case '22003': // numeric_value_out_of_range
    case '22P03': // invalid_binary_representation
      return new BadInputError(DatabaseErrorMessages.outOfRange);
    case '22P02': // invalid_text_representation (a malformed uuid or number)
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
      return new BadInputError(DatabaseErrorMessages.badValue);
    case '22001': // string_data_right_truncation
      return new BadInputError(DatabaseErrorMessages.tooLong);
    case '40001': // serialization_failure
    case '40P01': // deadlock_detected
    case '55P03': // lock_not_available
      return new ConflictError(DatabaseErrorMessages.busy);
    default:
      return null;
  }
}
