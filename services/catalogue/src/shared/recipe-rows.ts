import type { EntityTarget, ObjectLiteral } from 'typeorm';
import type { Db, Tx } from '@mise/platform';

/** Whose lines a recipe row is: the parent's key on the row, its lock, what follows a change. */
export interface RecipeParent<K extends string> {
  key: K;
  /** The parent by id, locked and editable (NOT_FOUND or the spec's refusal otherwise). */
  lock: (tx: Tx, parentId: string) => Promise<{ id: string }>;
  /** After a line changed: recost, saved event. */
  changed: (tx: Tx, parentId: string) => Promise<unknown>;
}

/**
 * Removes one line of a recipe (a menu item's, a variant's or a batch item's) in one transaction:
 * the row by id (NOT_FOUND with `notFound`), its parent locked and editable, then the parent's
 * `changed`. Answers the parent's id.
 */
export function removeRecipeRow<
  K extends string,
  R extends ObjectLiteral & { id: string } & Record<K, string>,
>(
  db: Db,
  parent: RecipeParent<K>,
  entity: EntityTarget<R>,
  id: string,
  notFound: string,
): Promise<string> {
  return db.outlet(async (tx) => {
    const row = await tx.findOrNotFound(entity, { id } as never, notFound);
    const locked = await parent.lock(tx, row[parent.key]);
    await tx.manager.getRepository(entity).delete({ id: row.id } as never);
    await parent.changed(tx, locked.id);
    return locked.id;
  });
}
