import { Injectable } from '@nestjs/common';
import { type EventOf, InventorySubjects } from '@mise/contracts';
import { dec } from '@mise/domain';
import { EventHandler, tombstoneByRevision, type Tx } from '@mise/platform';
import { MenuRecost } from '../menu/menu-recost';
import { IngredientCosts } from './ingredient-costs';

/**
 * Inventory's ingredient events into the `ingredient_costs` projection. A saved event that moves
 * a price recosts every menu item version using the ingredient (`catalogue.menu-item.saved` for
 * each whose cost moved). Dependencies go one way: listener → menu recost → batch costing →
 * ingredient costs.
 */
@Injectable()
export class IngredientCostsListener {
  constructor(
    private readonly costs: IngredientCosts,
    private readonly recost: MenuRecost,
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
    if (moved) await this.recost.forIngredients(tx, [p.ingredientId]);
  }

  @EventHandler(InventorySubjects.ingredientDeleted)
  async onDeleted({ payload: p }: EventOf<'inventory.ingredient.deleted'>, tx: Tx): Promise<void> {
    await tombstoneByRevision(tx, {
      table: 'ingredient_costs',
      key: { id: p.ingredientId },
      revision: p.revision,
      values: { outlet_id: tx.outletId },
    });
  }
}
