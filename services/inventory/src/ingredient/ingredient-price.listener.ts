import { Injectable } from '@nestjs/common';
import { InventorySubjects } from '@mise/contracts';
import type { Tx } from '@mise/platform';
import type { ItemState } from '../ledger/ledger.types';
import type { PriceListener } from '../ledger/price-listener';
import { IngredientEntity } from './ingredient.entity';
import { ingredientSavedPayload } from './ingredient.service';

/**
 * The ledger's PRICE_LISTENER (provided by InventoryModule): keeps the ingredient's average and
 * last price, bumps its revision and emits `inventory.ingredient.saved` with them, in the
 * ledger's transaction. Depends on nothing the ledger depends on (no cycle).
 */
@Injectable()
export class IngredientPriceListener implements PriceListener {
  /** The ledger moved average or last prices: keep them and tell catalogue and finance. */
  async pricesChanged(tx: Tx, changed: ItemState[]): Promise<void> {
    const repo = tx.manager.getRepository(IngredientEntity);
    for (const state of changed) {
      if (state.itemKind !== 'INGREDIENT') continue;
      // Ledger rows of an id that is not (or no longer) an ingredient here move no prices.
      const row = await repo.findOne({
        where: { id: state.itemId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row) continue;
      row.averagePrice = state.averagePrice;
      row.lastPrice = state.lastPrice;
      row.revision += 1;
      row.updatedAt = new Date();
      await repo.update(
        { id: row.id },
        {
          averagePrice: row.averagePrice,
          lastPrice: row.lastPrice,
          revision: row.revision,
          updatedAt: row.updatedAt,
        },
      );
      await tx.emit(InventorySubjects.ingredientSaved, ingredientSavedPayload(row));
    }
  }
}
