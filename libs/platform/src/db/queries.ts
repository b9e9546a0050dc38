import { In, type ObjectLiteral, type EntityTarget } from 'typeorm';
import { isUuid } from '../ids';
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

/**
 * Rows by id in the transaction's outlet, one statement for any number (federation and field
 * lookups, access-checked by the outlet loader); ids that are not UUIDs match nothing.
 */
export function rowsByIds<T extends ObjectLiteral & { id: string }>(
  tx: Tx,
  entity: EntityTarget<T>,
  ids: readonly string[],
): Promise<T[]> {
  const wanted = ids.filter(isUuid);
  if (!wanted.length) return Promise.resolve([]);
  return tx.manager.getRepository(entity).findBy({ id: In(wanted) } as never);
}

/**
 * The rows whose `parentKey` is one of `parentIds` (lines of a menu item, options of a variant,
 * items of an expense), oldest first unless `order` says (e.g. `{ position: 'ASC', id: 'ASC' }`);
 * one statement for any number of parents, none for ids that are not UUIDs.
 */
export function childRowsOf<T extends ObjectLiteral & { createdAt: Date; id: string }>(
  tx: Tx,
  entity: EntityTarget<T>,
  parentKey: keyof T & string,
  parentIds: readonly string[],
  order: Partial<Record<keyof T & string, 'ASC' | 'DESC'>> = {
    createdAt: 'ASC',
    id: 'ASC',
  } as never,
): Promise<T[]> {
  const wanted = parentIds.filter(isUuid);
  if (!wanted.length) return Promise.resolve([]);
  return tx.manager.getRepository(entity).find({
    where: { [parentKey]: In(wanted) } as never,
    order: order as never,
  });
}

/**
 * How many rows an UPDATE or DELETE changed. TypeORM's `query` answers `[rows, rowCount]` for
 * those two commands (the rows of a SELECT or INSERT … RETURNING otherwise), so `result.length`
 * of an UPDATE is always 2: read the count instead.
 */
export async function changedRows(tx: Tx, sql: string, params: unknown[] = []): Promise<number> {
  const result: unknown = await tx.manager.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && typeof result[1] === 'number') {
    return result[1];
  }
  return Array.isArray(result) ? result.length : 0;
}
