import { Injectable } from '@nestjs/common';
import { CatalogueMessages, checkFoodCostTarget, checkOrderingAddress } from '@mise/domain';
import { BadInputError, Db } from '@mise/platform';
import { foodCostTargetOf, orderingAddressOf } from '../shared/menu-rules';

/** The outlet's catalogue settings as the resolver answers them. */
export interface CatalogueSettings {
  foodCostTarget: string;
  orderingAddress: string | null;
}

/**
 * The outlet's catalogue settings: the food-cost target the menu list flags items against and
 * the outside ordering address the tables' links use (issue 12; null: Mise's own page).
 */
@Injectable()
export class CatalogueSettingsService {
  constructor(private readonly db: Db) {}

  get(): Promise<CatalogueSettings> {
    return this.db.outlet(async (tx) => ({
      foodCostTarget: await foodCostTargetOf(tx),
      orderingAddress: await orderingAddressOf(tx),
    }));
  }

  async updateFoodCostTarget(foodCostTarget: string): Promise<CatalogueSettings> {
    const target = checkFoodCostTarget(foodCostTarget);
    if (target === null) {
      throw new BadInputError(CatalogueMessages.settings.foodCostTargetInvalid, 'foodCostTarget');
    }
    return this.db.outlet(async (tx) => {
      await tx.manager.query(
        `INSERT INTO catalogue_settings (outlet_id, food_cost_target) VALUES ($1, $2)
         ON CONFLICT (outlet_id) DO UPDATE SET food_cost_target = EXCLUDED.food_cost_target,
           updated_at = clock_timestamp()`,
        [tx.outletId, target],
      );
      return { foodCostTarget: target, orderingAddress: await orderingAddressOf(tx) };
    });
  }

  async updateOrderingAddress(url: string | null): Promise<CatalogueSettings> {
    const checked = checkOrderingAddress(url);
    if ('error' in checked) throw new BadInputError(checked.error, 'url');
    return this.db.outlet(async (tx) => {
      await tx.manager.query(
        `INSERT INTO catalogue_settings (outlet_id, ordering_address) VALUES ($1, $2)
         ON CONFLICT (outlet_id) DO UPDATE SET ordering_address = EXCLUDED.ordering_address,
           updated_at = clock_timestamp()`,
        [tx.outletId, checked.address],
      );
      return { foodCostTarget: await foodCostTargetOf(tx), orderingAddress: checked.address };
    });
  }
}
