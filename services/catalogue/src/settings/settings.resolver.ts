import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CatalogueMessages, checkFoodCostTarget } from '@mise/domain';
import { BadInputError, Db, OutletScoped } from '@mise/platform';
import { CatalogueSettingsModel } from '../menu/menu-item.model';
import { foodCostTargetOf } from '../shared/menu-rules';

/** The outlet's catalogue settings: the food-cost target the menu list flags items against. */
@Resolver(() => CatalogueSettingsModel)
export class CatalogueSettingsResolver {
  constructor(private readonly db: Db) {}

  @OutletScoped()
  @Query(() => CatalogueSettingsModel)
  async catalogueSettings(): Promise<CatalogueSettingsModel> {
    return {
      foodCostTarget: await this.db.outlet((tx) => foodCostTargetOf(tx)),
      orderingAddress: null,
    };
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
    await this.db.outlet((tx) =>
      tx.manager.query(
        `INSERT INTO catalogue_settings (outlet_id, food_cost_target) VALUES ($1, $2)
         ON CONFLICT (outlet_id) DO UPDATE SET food_cost_target = EXCLUDED.food_cost_target,
           updated_at = clock_timestamp()`,
        [tx.outletId, target],
      ),
    );
    return { foodCostTarget: target, orderingAddress: null };
  }

  @OutletScoped()
  @Mutation(() => CatalogueSettingsModel, {
    description:
      'null or empty clears it; else an http(s) URL without query or fragment, <= 300 chars',
  })
  updateOrderingAddress(
    @Args('url', { type: () => String, nullable: true }) _url: string | null,
  ): Promise<CatalogueSettingsModel> {
    throw new Error('not implemented');
  }
}
