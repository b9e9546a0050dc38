import { Injectable } from '@nestjs/common';
import { type EventOf, InventorySubjects } from '@mise/contracts';
import { EventHandler, type Tx, upsertByRevision } from '@mise/platform';

/**
 * The projection `batch_item_usage` of `inventory.batch-item-usage.changed` (revision-guarded):
 * how many live productions and adjustments each version has — the batch delete blocks.
 */
@Injectable()
export class BatchUsageProjection {
  @EventHandler(InventorySubjects.batchItemUsageChanged)
  async onChanged(
    { payload: p }: EventOf<'inventory.batch-item-usage.changed'>,
    tx: Tx,
  ): Promise<void> {
    await upsertByRevision(tx, {
      table: 'batch_item_usage',
      key: { batch_item_id: p.batchItemId },
      revision: p.revision,
      values: {
        production_count: Math.max(0, Math.trunc(p.productionCount)),
        adjustment_count: Math.max(0, Math.trunc(p.adjustmentCount)),
      },
    });
  }
}
