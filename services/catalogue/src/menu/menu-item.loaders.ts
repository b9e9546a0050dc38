import { Injectable } from '@nestjs/common';
import { aboveFoodCostTarget as above, dec, lineCost, menuCosting, round } from '@mise/domain';
import { byKeys, childRowsOf, Db, groupsByKeys } from '@mise/platform';
import { readBatchCosting } from '../batch/batch-costing';
import { NO_COST, readIngredientCosts } from '../costing/ingredient-costs';
import { foodCostTargetOf, versionsWithSales } from '../shared/menu-rules';
import { MenuVariantModel } from '../variant/variant.model';
import {
  MenuBatchIngredientEntity,
  MenuIngredientEntity,
  MenuVariantEntity,
} from './menu-item.entity';
import type {
  MenuBatchIngredientModel,
  MenuIngredientModel,
  MenuItemModel,
} from './menu-item.model';
import { MenuItemService } from './menu-item.service';

/**
 * The per-request batches behind MenuItem's fields: each is one statement (two for the
 * ingredients: rows and projected costs) per outlet per request, whatever the page size.
 */
@Injectable()
export class MenuLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: MenuItemService,
  ) {}

  /** A menu item version by id in its outlet (null for an outlet the actor may not use). */
  menuItem(outletId: string, id: string) {
    return this.db
      .outletLoader('menu-items', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(outletId, id);
  }

  hasSales(item: MenuItemModel): Promise<boolean> {
    return this.db
      .outletLoader<boolean>('menu-has-sales', async (tx, ids) => {
        const sold = await versionsWithSales(tx, ids);
        return ids.map((id) => sold.has(id));
      })
      .load(item.outletId, item.id)
      .then((v) => v ?? false);
  }

  async aboveFoodCostTarget(item: MenuItemModel): Promise<boolean> {
    const target = await this.db
      .outletLoader<string>('food-cost-target', async (tx, keys) => {
        const value = await foodCostTargetOf(tx);
        return keys.map(() => value);
      })
      .load(item.outletId);
    return above(item.foodCostPercent, target ?? '35');
  }

  async ingredients(item: MenuItemModel): Promise<MenuIngredientModel[]> {
    const rows = await this.db
      .outletLoader<MenuIngredientModel[]>('menu-ingredients', async (tx, ids) => {
        const found = await childRowsOf(tx, MenuIngredientEntity, 'menuItemId', ids);
        const costs = await readIngredientCosts(
          tx,
          found.map((r) => r.ingredientId),
        );
        return groupsByKeys(ids, found, (r) => r.menuItemId).map((list) => {
          const costing = menuCosting({
            price: '0',
            ingredients: list.map((r) => ({
              ...(costs.get(r.ingredientId) ?? NO_COST),
              amount: r.amount,
              defaultUnitCost: r.defaultUnitCost,
            })),
          });
          return list.map((r, i) => ({
            id: r.id,
            ingredientId: r.ingredientId,
            ingredient: { id: r.ingredientId, outletId: r.outletId },
            preferredInventoryId: r.preferredInventoryId,
            amount: dec(r.amount),
            defaultUnitCost: round(r.defaultUnitCost, 4),
            unitCost: costing.ingredients[i].unitCost,
            unitCostSource: costing.ingredients[i].unitCostSource,
            costEditable: costing.ingredients[i].costEditable,
            costPerServing: costing.ingredients[i].costPerServing,
          }));
        });
      })
      .load(item.outletId, item.id);
    return rows ?? [];
  }

  async batchIngredients(item: MenuItemModel): Promise<MenuBatchIngredientModel[]> {
    const rows = await this.db
      .outletLoader<MenuBatchIngredientModel[]>('menu-batch-ingredients', async (tx, ids) => {
        const found = await childRowsOf(tx, MenuBatchIngredientEntity, 'menuItemId', ids);
        const batches = await readBatchCosting(
          tx,
          found.map((r) => r.batchItemId),
        );
        return groupsByKeys(ids, found, (r) => r.menuItemId).map((list) =>
          list.map((r) => {
            // the batch version's live portion cost (the row's default if the version is gone)
            const costPerPortion =
              batches.get(r.batchItemId)?.portionCost ?? round(r.defaultUnitCost, 4);
            return {
              id: r.id,
              batchItemId: r.batchItemId,
              amount: dec(r.amount),
              defaultUnitCost: round(r.defaultUnitCost, 4),
              costPerPortion,
              costPerServing: lineCost(costPerPortion, r.amount),
              outletId: r.outletId,
            };
          }),
        );
      })
      .load(item.outletId, item.id);
    return rows ?? [];
  }

  async variants(item: MenuItemModel): Promise<MenuVariantModel[]> {
    const rows = await this.db
      .outletLoader<MenuVariantModel[]>('menu-variants', async (tx, ids) => {
        const found = await childRowsOf(tx, MenuVariantEntity, 'menuItemId', ids);
        return groupsByKeys(ids, found, (r) => r.menuItemId).map((list) =>
          list.map((r) => ({ id: r.id, variantId: r.variantId, outletId: r.outletId })),
        );
      })
      .load(item.outletId, item.id);
    return rows ?? [];
  }
}
