import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { type LookupReply, Requests } from '@mise/contracts';
import { Db, readLookupRequest, RpcHandler } from '@mise/platform';
import { IngredientEntity } from '../ingredient/ingredient.entity';
import { ingredientSavedPayload } from '../ingredient/ingredient.service';
import { InventoryItemEntity } from '../inventory-item/inventory-item.entity';
import { inventoryItemSavedPayload } from '../inventory-item/inventory-item.service';

/**
 * rpc.inventory.lookup (flows.md §0 rules 5, 7): ingredients and inventory items of an outlet by
 * id, shaped as their `.saved` payloads with the current revision. Unknown or deleted ids are
 * simply absent.
 */
@Injectable()
export class InventoryLookup {
  constructor(private readonly db: Db) {}

  @RpcHandler(Requests.lookup('inventory'))
  async lookup(data: unknown): Promise<LookupReply<'inventory'>> {
    const { outletId, kind, ids } = readLookupRequest(data);
    if (!outletId || !ids.length) return { rows: [] };
    return this.db.forOutlet(outletId, async (tx) => {
      switch (kind) {
        case 'ingredient': {
          const rows = await tx.manager.getRepository(IngredientEntity).findBy({ id: In(ids) });
          return { rows: rows.map(ingredientSavedPayload) };
        }
        case 'inventory-item': {
          const rows = await tx.manager.getRepository(InventoryItemEntity).findBy({ id: In(ids) });
          return { rows: rows.map(inventoryItemSavedPayload) };
        }
        default:
          return { rows: [] };
      }
    });
  }
}
