import type { FieldError } from '@mise/domain';
import { BadInputError } from '@mise/platform';

/** Throws the first failing check of a domain validator as BAD_USER_INPUT with the spec's text. */
export function assertValid(errors: FieldError[]): void {
  const first = errors[0];
  if (first) throw new BadInputError(first.message, first.field);
}

/** Groups rows by key, one array per key in the order of `keys` (for DataLoader batches). */
export function groupBy<T>(keys: readonly string[], rows: T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((k) => [k, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((k) => groups.get(k) ?? []);
}
