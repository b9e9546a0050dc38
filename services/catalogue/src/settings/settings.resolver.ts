import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CatalogueMessages, checkFoodCostTarget, checkOrderingAddress } from '@mise/domain';
import { BadInputError, Db, OutletScoped } from '@mise/platform';
import { CatalogueSettingsModel } from '../menu/menu-item.model';
import { foodCostTargetOf, orderingAddressOf } from '../shared/menu-rules';

/**
 * The outlet's catalogue settings: the food-cost target the menu list flags items against and
 * the outside ordering address the tables' links use (issue 12; null: Mise's own page).
 */
@Resolver(() => CatalogueSettingsModel)
export class CatalogueSettingsResolver {
  constructor(private readonly db: Db) {}

  @OutletScoped()
  @Query(() => CatalogueSettingsModel)
  async catalogueSettings(): Promise<CatalogueSettingsModel> {
    return this.db.outlet(async (tx) => ({
      foodCostTarget: await foodCostTargetOf(tx),
      orderingAddress: await orderingAddressOf(tx),
    }));
  }

  @OutletScoped()
  @Mutation(() => CatalogueSettingsModel, { description: 'A percentage from 0 to 1000' })
  async updateCatalogueSettings(
    @Args('foodCostTarget') foodCostTarget: string,
  ): Promise<CatalogueSettingsModel> {
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

  @OutletScoped()
  @Mutation(() => CatalogueSettingsModel, {
    description:
      'null or empty clears it; else an http(s) URL without query or fragment, <= 300 chars',
  })
  async updateOrderingAddress(
    @Args('url', { type: () => String, nullable: true }) url: string | null,
  ): Promise<CatalogueSettingsModel> {
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
