import type { FieldError } from '@mise/domain';
import { BadInputError } from '@mise/platform';

/** Throws the first failing check of a domain validator as BAD_USER_INPUT with the spec's text. */
export function assertValid(errors: FieldError[]): void {
  const first = errors[0];
  if (first) throw new BadInputError(first.message, first.field);
}
