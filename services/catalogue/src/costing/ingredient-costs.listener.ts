import { Injectable } from '@nestjs/common';
import { type EventOf, InventorySubjects } from '@mise/contracts';
import { dec } from '@mise/domain';
import { EventHandler, tombstoneByRevision, type Tx } from '@mise/platform';
import { MenuRecostQueue } from '../menu/menu-recost.queue';
import { IngredientCosts } from './ingredient-costs';

/**
 * Inventory's ingredient events into the `ingredient_costs` projection. A saved event that moves
 * a price marks the ingredient for the recost of every menu item version using it
 * (`MenuRecostQueue`: once per burst, `catalogue.menu-item.saved` for each whose cost moved). Dependencies go one way: listener → recost queue → menu recost → batch costing →
 * ingredient costs.
 */
@Injectable()
export class IngredientCostsListener {
  constructor(
    private readonly costs: IngredientCosts,
    private readonly recost: MenuRecostQueue,
  ) {}

  @EventHandler(InventorySubjects.ingredientSaved)
  async onSaved({ payload: p }: EventOf<'inventory.ingredient.saved'>, tx: Tx): Promise<void> {
    const before = (await this.costs.costs(tx, [p.ingredientId])).get(p.ingredientId);
    const written = await this.costs.upsert(tx, p);
    if (!written) return;
    const moved =
      !before ||
      dec(before.averagePrice) !== dec(p.averagePrice) ||
      dec(before.lastPrice) !== dec(p.lastPrice);
    // recosted once the burst of price events is over (a 50-line expense: each item once)
    if (moved) await this.recost.mark(tx, [p.ingredientId]);
  }

  @EventHandler(InventorySubjects.ingredientDeleted)
  async onDeleted({ payload: p }: EventOf<'inventory.ingredient.deleted'>, tx: Tx): Promise<void> {
    await tombstoneByRevision(tx, {
      table: 'ingredient_costs',
      key: { id: p.ingredientId },
      revision: p.revision,
    });
  }
}
