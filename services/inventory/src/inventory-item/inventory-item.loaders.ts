import { Injectable } from '@nestjs/common';
import { byKeys, Db } from '@mise/platform';
import type { InventoryItemModel } from './inventory-item.model';
import { type InventoryItemStats, InventoryItemService } from './inventory-item.service';

/**
 * The per-request batches behind InventoryItem's fields and references: one statement per outlet
 * per request each (`db.outletLoader`: only outlets the actor may use).
 */
@Injectable()
export class InventoryItemLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: InventoryItemService,
  ) {}

  /** An inventory item row by id in its outlet (null for an outlet the actor may not use). */
  inventoryItem(outletId: string, id: string) {
    return this.db
      .outletLoader('inventory-items', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(outletId, id);
  }

  async stats(item: InventoryItemModel): Promise<InventoryItemStats> {
    const stats = await this.db
      .outletLoader('inventory-item-stats', async (tx, ids) => {
        const found = await this.service.usageIn(tx, ids);
        return ids.map((id) => found.get(id) ?? null);
      })
      .load(item.outletId, item.id);
    return stats ?? { menuItems: 0, expenses: 0, averageQuantity: null, averageUnitPrice: null };
  }
}
