import { Injectable } from '@nestjs/common';
import { byKeys, Db } from '@mise/platform';
import type { ItemState } from '../ledger/ledger.types';
import type { IngredientModel } from './ingredient.model';
import { type IngredientUsage, IngredientService } from './ingredient.service';

const ZERO_STATE = { stock: '0', averagePrice: '0', lastPrice: '0', lastPurchaseDate: null };

/**
 * The per-request batches behind Ingredient's fields and references: one statement per outlet
 * per request each (`db.outletLoader`: only outlets the actor may use).
 */
@Injectable()
export class IngredientLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: IngredientService,
  ) {}

  /** An ingredient row by id in its outlet (null for an outlet the actor may not use). */
  ingredient(outletId: string, id: string) {
    return this.db
      .outletLoader('ingredients', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(outletId, id);
  }

  /** The ledger's states of every ingredient of the request: one statement per outlet. */
  async state(i: IngredientModel): Promise<Omit<ItemState, 'itemKind' | 'itemId'>> {
    const state = await this.db
      .outletLoader('ingredient-states', async (tx, ids) => {
        const states = await this.service.states(tx, ids);
        return ids.map((id) => states.get(id) ?? null);
      })
      .load(i.outletId, i.id);
    return state ?? ZERO_STATE;
  }

  async usage(i: IngredientModel): Promise<IngredientUsage> {
    const usage = await this.db
      .outletLoader('ingredient-usage', async (tx, ids) => {
        const found = await this.service.usageIn(tx, ids);
        return ids.map((id) => found.get(id) ?? null);
      })
      .load(i.outletId, i.id);
    return usage ?? { menuItems: 0, inventoryItems: 0, batchItems: 0 };
  }
}
