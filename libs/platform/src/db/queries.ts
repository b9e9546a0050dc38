import type { ObjectLiteral, EntityTarget } from 'typeorm';
import { BadInputError, pgErrorCode } from '../errors';
import type { Tx } from './db.service';

/** `%`, `_` and `\` taken literally in an ILIKE pattern: a search is "contains", nothing more. */
export function containsPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Postgres unique violation (two requests creating one name at once). */
export function isUniqueViolation(e: unknown): boolean {
  return pgErrorCode(e) === '23505';
}

/** Runs `fn`; a unique violation becomes BAD_USER_INPUT with `message` on `field`. */
export async function uniqueOr<T>(
  fn: () => Promise<T>,
  message: string,
  field: string,
): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) throw new BadInputError(message, field);
    throw e;
  }
}

/**
 * The row by id, locked for this transaction (revision bumps of concurrent writers, the ledger's
 * price listener among them, run one after the other), or NOT_FOUND with `message`.
 */
export async function lockedOrNotFound<T extends ObjectLiteral & { id: string }>(
  tx: Tx,
  entity: EntityTarget<T>,
  id: string,
  message: string,
): Promise<T> {
  const found = await tx.findOrNotFound(entity, { id } as never, message);
  return tx.manager.getRepository(entity).findOneOrFail({
    where: { id: found.id } as never,
    lock: { mode: 'pessimistic_write' },
  });
}
