import { Injectable } from '@nestjs/common';
import { type EventOf, InventorySubjects } from '@mise/contracts';
import { EventHandler, tombstoneByRevision, type Tx } from '@mise/platform';
import { InventoryItems } from './inventory-items';

/** Keeps the `inventory_items` projection from inventory's events. */
@Injectable()
export class InventoryItemListener {
  constructor(private readonly items: InventoryItems) {}

  @EventHandler(InventorySubjects.inventoryItemSaved)
  async onSaved({ payload }: EventOf<'inventory.inventory-item.saved'>, tx: Tx): Promise<void> {
    await this.items.upsert(tx, payload);
  }

  @EventHandler(InventorySubjects.inventoryItemDeleted)
  async onDeleted({ payload: p }: EventOf<'inventory.inventory-item.deleted'>, tx: Tx) {
    await tombstoneByRevision(tx, {
      table: 'inventory_items',
      key: { id: p.inventoryItemId },
      revision: p.revision,
    });
  }
}
