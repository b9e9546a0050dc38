import { Injectable } from '@nestjs/common';
import { CatalogueMessages } from '@mise/domain';
import {
  BadInputError,
  Bus,
  isUuid,
  NotFoundError,
  readThrough,
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
      values: { name: p.name, ingredient_id: p.ingredientId },
    });
  }

  /** The projected rows of `ids` (tombstones included), one statement. */
  private async read(tx: Tx, ids: string[]): Promise<InventoryItemRef[]> {
    const rows: Array<{ id: string; ingredient_id: string | null; deleted: boolean }> =
      await tx.manager.query(
        `SELECT id::text, ingredient_id::text, deleted FROM inventory_items WHERE id = ANY($1::uuid[])`,
        [ids],
      );
    return rows.map((r) => ({ id: r.id, ingredientId: r.ingredient_id, deleted: r.deleted }));
  }

  /**
   * A write naming a preferred inventory item (flows.md §0 rule 7, `readThrough`): the
   * projection, else one look-up of inventory; still unknown, deleted or another outlet's:
   * NOT_FOUND "Inventory item not found"; inventory silent: SERVICE_UNAVAILABLE "… try again …",
   * nothing written. An item stocking another ingredient than the line's is refused too.
   */
  async known(tx: Tx, inventoryItemId: string, ingredientId: string): Promise<InventoryItemRef> {
    const I = CatalogueMessages.ingredient;
    if (!isUuid(inventoryItemId)) throw new NotFoundError(I.inventoryItemNotFound);
    const rows = await readThrough(tx, this.bus, {
      owner: 'inventory',
      kind: 'inventory-item',
      keys: [inventoryItemId],
      read: (keys) => this.read(tx, keys),
      keyOf: (r) => r.id,
      save: (row) => this.upsert(tx, row),
    });
    const found = rows.find((r) => r.id === inventoryItemId.toLowerCase());
    if (!found || found.deleted) throw new NotFoundError(I.inventoryItemNotFound);
    if (found.ingredientId !== ingredientId) {
      throw new BadInputError(I.inventoryItemOtherIngredient, 'preferredInventoryId');
    }
    return found;
  }
}
