import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { CatalogueSettingsModel } from '../menu/menu-item.model';
import { CatalogueSettingsService } from './settings.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@OutletScoped()
@Resolver(() => CatalogueSettingsModel)
export class CatalogueSettingsResolver {
  constructor(private readonly service: CatalogueSettingsService) {}

  @Query(() => CatalogueSettingsModel)
  catalogueSettings(): Promise<CatalogueSettingsModel> {
    return this.service.get();
  }

  @Mutation(() => CatalogueSettingsModel, { description: 'A percentage from 0 to 1000' })
  updateCatalogueSettings(
    @Args('foodCostTarget') foodCostTarget: string,
  ): Promise<CatalogueSettingsModel> {
    return this.service.updateFoodCostTarget(foodCostTarget);
  }

  @Mutation(() => CatalogueSettingsModel, {
    description:
      'null or empty clears it; else an http(s) URL without query or fragment, <= 300 chars',
  })
  updateOrderingAddress(
    @Args('url', { type: () => String, nullable: true }) url: string | null,
  ): Promise<CatalogueSettingsModel> {
    return this.service.updateOrderingAddress(url);
  }
}
