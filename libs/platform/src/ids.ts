/**
 * The one id rule (issue 19 §2): every id a client or another service sends is a UUID. GraphQL
 * `ID` arguments and input fields are checked once, before any resolver runs
 * (`checkInputStrings`); events, requests and storage keys use `isUuid`.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID string (any version, either case). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The message of a malformed id argument or input field. */
export const invalidIdMessage = (field: string): string => `${field} is not a valid id`;
