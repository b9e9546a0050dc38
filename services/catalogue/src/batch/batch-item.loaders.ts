import { Injectable } from '@nestjs/common';
import { byKeys, Db } from '@mise/platform';
import { type BatchCosting, readBatchCosting } from './batch-costing';
import type { BatchItemEntity } from './batch-item.entity';
import { BatchItemService } from './batch-item.service';
import { batchVersionsInUse } from './batch-rules';

/**
 * The per-request batches behind BatchItem's fields and the menu/variant rows' `batchItem`: each
 * is a fixed number of statements per outlet per request, whatever the page size.
 */
@Injectable()
export class BatchLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: BatchItemService,
  ) {}

  /** The version's live costing (rows, batch cost, portion cost, progress). */
  costing(outletId: string, id: string): Promise<BatchCosting | null> {
    return this.db
      .outletLoader<BatchCosting>('batch-costing', async (tx, ids) => {
        const found = await readBatchCosting(tx, ids);
        return ids.map((i) => found.get(i) ?? null);
      })
      .load(outletId, id);
  }

  /** Menu item versions + variants using the version. */
  async menuItemCount(outletId: string, id: string): Promise<number> {
    const n = await this.db
      .outletLoader<number>('batch-in-use', async (tx, ids) => {
        const used = await batchVersionsInUse(tx, ids);
        return ids.map((i) => used.get(i) ?? 0);
      })
      .load(outletId, id);
    return n ?? 0;
  }

  /** A version by id (federation, menu and variant rows). */
  item(outletId: string, id: string): Promise<BatchItemEntity | null> {
    return this.db
      .outletLoader('batch-items', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(outletId, id);
  }
}
