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
