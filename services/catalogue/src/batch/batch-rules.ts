import {
  BatchMessages,
  catalogueName,
  checkParLevel as parLevelOf,
  checkPortionSize as portionSizeOf,
  nameError,
} from '@mise/domain';
import { BadInputError, isUuid, NotFoundError, type Tx } from '@mise/platform';
import { BatchItemEntity } from './batch-item.entity';

const B = BatchMessages.item;

/**
 * Serialises the writes that name an outlet's batches (create, duplicate, new version, delete):
 * names are unique across batches, versions numbered max+1 (flows.md §7).
 */
export async function lockOutletBatches(tx: Tx): Promise<void> {
  await tx.manager.query(
    `SELECT pg_advisory_xact_lock(hashtext('catalogue:batches'), hashtext($1))`,
    [tx.outletId],
  );
}

/** Which of these versions a menu item version or a variant uses (one statement). */
export async function batchVersionsInUse(
  tx: Tx,
  batchItemIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = batchItemIds.filter(isUuid);
  if (!ids.length) return new Map();
  const rows: Array<{ id: string; n: number }> = await tx.manager.query(
    `SELECT id, count(*)::int AS n FROM (
       SELECT batch_item_id AS id FROM menu_batch_ingredients WHERE batch_item_id = ANY($1::uuid[])
       UNION ALL
       SELECT batch_item_id FROM variant_batch_items WHERE batch_item_id = ANY($1::uuid[])
     ) u GROUP BY id`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** A batch item version of the outlet a menu or variant row names; NOT_FOUND `message` when not. */
export async function knownBatchItem(
  tx: Tx,
  id: string | null | undefined,
  message: string,
): Promise<BatchItemEntity> {
  if (!id || !isUuid(id)) throw new NotFoundError(message);
  return tx.findOrNotFound(BatchItemEntity, { id }, message);
}

/** Trimmed and upper-cased; blank → `blank`, too long → the spec's length text. */
export function checkBatchName(name: string | null | undefined, blank: string): string {
  const checked = catalogueName(name);
  const error = nameError(checked, { blank, tooLong: B.tooLong });
  if (error) throw new BadInputError(error, 'name');
  return checked;
}

/** A portion size: blank is 0, else a number from 0 to 1,000,000 with at most 4 decimals. */
export function checkPortionSize(text: string | null | undefined): string {
  const size = portionSizeOf(text);
  if (size === null) throw new BadInputError(B.portionSizeInvalid, 'portionSize');
  return size;
}

/** A par level in portions: blank is none, else as a portion size. */
export function checkParLevel(text: string | null | undefined): string | null {
  const level = parLevelOf(text);
  if (level === null) throw new BadInputError(B.parLevelInvalid, 'parLevel');
  return level.value;
}

export function optionalText(text: string | null | undefined): string | null {
  const t = (text ?? '').trim();
  return t ? t : null;
}
