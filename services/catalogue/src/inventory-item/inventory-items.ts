import { Injectable } from '@nestjs/common';
import { Requests } from '@mise/contracts';
import { CatalogueMessages } from '@mise/domain';
import {
  BadInputError,
  Bus,
  isUuid,
  NotFoundError,
  type Tx,
  upsertByRevision,
} from '@mise/platform';

/** What catalogue holds of an inventory item: which ingredient it stocks. */
export interface InventoryItemRef {
  id: string;
  ingredientId: string | null;
  deleted: boolean;
}

/**
 * The projection `inventory_items` of `inventory.inventory-item.saved` / `.deleted`, and the check
 * of a recipe line's preferred inventory item (flows.md §0 rule 7, issue 19 §1.10).
 */
@Injectable()
export class InventoryItems {
  constructor(private readonly bus: Bus) {}

  upsert(
    tx: Tx,
    p: { inventoryItemId: string; name: string; ingredientId: string; revision: number },
  ): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'inventory_items',
      key: { id: p.inventoryItemId },
      revision: p.revision,
      values: { outlet_id: tx.outletId, name: p.name, ingredient_id: p.ingredientId },
    });
  }

  private async read(tx: Tx, id: string): Promise<InventoryItemRef | undefined> {
    const rows: Array<{ id: string; ingredient_id: string | null; deleted: boolean }> =
      await tx.manager.query(
        `SELECT id, ingredient_id, deleted FROM inventory_items WHERE id = $1`,
        [id],
      );
    const r = rows[0];
    return r && { id: r.id, ingredientId: r.ingredient_id, deleted: r.deleted };
  }

  /**
   * A write naming a preferred inventory item: the projection, else one look-up of inventory;
   * still unknown, deleted or another outlet's: NOT_FOUND "Inventory item not found". An item
   * stocking another ingredient than the line's is refused too.
   */
  async known(tx: Tx, inventoryItemId: string, ingredientId: string): Promise<InventoryItemRef> {
    const I = CatalogueMessages.ingredient;
    const notFound = () => new NotFoundError(I.inventoryItemNotFound);
    if (!isUuid(inventoryItemId)) throw notFound();
    let found = await this.read(tx, inventoryItemId);
    if (!found) {
      const reply = await this.bus.request(Requests.lookup('inventory'), {
        outletId: tx.outletId!,
        kind: 'inventory-item',
        ids: [inventoryItemId],
      });
      for (const row of reply?.rows ?? []) {
        if ('inventoryItemId' in row && row.inventoryItemId === inventoryItemId) {
          await this.upsert(tx, row);
        }
      }
      found = await this.read(tx, inventoryItemId);
    }
    if (!found || found.deleted) throw notFound();
    if (found.ingredientId !== ingredientId) {
      throw new BadInputError(I.inventoryItemOtherIngredient, 'preferredInventoryId');
    }
    return found;
  }
}
