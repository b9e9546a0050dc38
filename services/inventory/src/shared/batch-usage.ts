import { InventorySubjects } from '@mise/contracts';
import { isUuid, type Tx } from '@mise/platform';

/** How often a batch item version is used by inventory (catalogue's delete block). */
export interface BatchUsage {
  /** live stock-ins */
  productionCount: number;
  /** live batch adjustments */
  adjustmentCount: number;
}

/** The counts of batch item versions, one statement for any number of ids. */
export async function batchUsage(tx: Tx, ids: readonly string[]): Promise<Map<string, BatchUsage>> {
  const wanted = [...new Set(ids.filter(isUuid))];
  const rows: Array<{ id: string; production: number; adjustment: number }> = wanted.length
    ? await tx.manager.query(
        `SELECT u.id::text,
           (SELECT count(*)::int FROM batch_stock_ins s WHERE s.batch_item_id = u.id) AS production,
           (SELECT count(*)::int FROM batch_adjustments a WHERE a.batch_item_id = u.id) AS adjustment
         FROM unnest($1::uuid[]) AS u(id)`,
        [wanted],
      )
    : [];
  const found = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    ids.map((id) => [
      id,
      {
        productionCount: found.get(id.toLowerCase())?.production ?? 0,
        adjustmentCount: found.get(id.toLowerCase())?.adjustment ?? 0,
      },
    ]),
  );
}

/**
 * `inventory.batch-item-usage.changed` for each batch item whose stock-ins or adjustments changed
 * in this transaction (revision + 1 per batch item), so catalogue can block its delete.
 */
export async function emitBatchUsage(tx: Tx, ids: readonly string[]): Promise<void> {
  const wanted = [...new Set(ids)].sort();
  const usage = await batchUsage(tx, wanted);
  for (const batchItemId of wanted) {
    const [{ revision }]: Array<{ revision: number }> = await tx.manager.query(
      `INSERT INTO batch_item_usage (outlet_id, batch_item_id, revision) VALUES ($1, $2, 1)
       ON CONFLICT (batch_item_id) DO UPDATE SET revision = batch_item_usage.revision + 1
       RETURNING revision`,
      [tx.outletId, batchItemId],
    );
    await tx.emit(InventorySubjects.batchItemUsageChanged, {
      batchItemId,
      ...usage.get(batchItemId)!,
      revision,
    });
  }
}
