import { inventoryName, nameError } from '@mise/domain';
import { BadInputError, type Tx } from '@mise/platform';
import type { EntityTarget, ObjectLiteral } from 'typeorm';

/** An ingredient's or inventory item's name: upper-cased, else the spec's blank / too-long message. */
export function checkItemName(
  name: string | null | undefined,
  M: { nameBlank: string; tooLong: string },
): string {
  const checked = inventoryName(name ?? '');
  const error = nameError(checked, { blank: M.nameBlank, tooLong: M.tooLong });
  if (error) throw new BadInputError(error, 'name');
  return checked;
}

type Revised = ObjectLiteral & { id: string; name: string; revision: number };

/** Refuses a name another row of the outlet has (`nameTaken`, on the name field). */
export async function refuseTakenName<T extends Revised>(
  tx: Tx,
  entity: EntityTarget<T>,
  name: string,
  nameTaken: string,
): Promise<void> {
  if (await tx.manager.getRepository(entity).existsBy({ name } as never)) {
    throw new BadInputError(nameTaken, 'name');
  }
}

/** Writes `changes` with the next revision, announces the row as stored (`saved`) and answers it. */
export async function saveNextRevision<T extends Revised>(
  tx: Tx,
  entity: EntityTarget<T>,
  row: T,
  changes: Partial<T>,
  saved: (row: T) => Promise<unknown>,
): Promise<T> {
  const repo = tx.manager.getRepository(entity);
  const next = { ...changes, revision: row.revision + 1, updatedAt: new Date() };
  await repo.update({ id: row.id } as never, next);
  const stored = await repo.findOneByOrFail({ id: row.id } as never);
  await saved(stored);
  return stored;
}

/** Deletes the row and announces it (`deleted`, given the revision the delete makes). */
export async function deleteRevised<T extends Revised>(
  tx: Tx,
  entity: EntityTarget<T>,
  row: T,
  deleted: (revision: number) => Promise<unknown>,
): Promise<boolean> {
  await tx.manager.getRepository(entity).delete({ id: row.id } as never);
  await deleted(row.revision + 1);
  return true;
}
