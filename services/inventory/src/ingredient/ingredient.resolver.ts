import { Args, Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { dec } from '@mise/domain';
import { IdArg, OutletMutation, OutletQuery, mapConnection } from '@mise/platform';
import {
  CreateIngredientInput,
  IngredientConnectionModel,
  IngredientListArgs,
  IngredientModel,
  UnitOfMeasureModel,
  UpdateIngredientInput,
} from './ingredient.model';
import { IngredientLoaders } from './ingredient.loaders';
import { IngredientService } from './ingredient.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@Resolver(() => IngredientModel)
export class IngredientResolver {
  constructor(
    private readonly service: IngredientService,
    private readonly loaders: IngredientLoaders,
  ) {}

  @OutletQuery(() => IngredientConnectionModel, {
    description: "The current outlet's ingredients, a page at a time (search: name contains)",
  })
  async ingredients(@Args() args: IngredientListArgs): Promise<IngredientConnectionModel> {
    return mapConnection(await this.service.list(args.search, args.orderBy, args), (r) =>
      IngredientModel.from(r),
    );
  }

  @OutletQuery(() => IngredientModel)
  async ingredient(@IdArg() id: string): Promise<IngredientModel> {
    return IngredientModel.from(await this.service.get(id));
  }

  @OutletQuery(() => [UnitOfMeasureModel], { description: 'The units an ingredient may use' })
  async unitsOfMeasure(): Promise<UnitOfMeasureModel[]> {
    return (await this.service.units()).map((u) => ({ name: u.name, unit: u.unit }));
  }

  @OutletMutation(() => IngredientModel)
  async createIngredient(@Args('input') input: CreateIngredientInput): Promise<IngredientModel> {
    return IngredientModel.from(await this.service.create(input));
  }

  @OutletMutation(() => IngredientModel)
  async updateIngredient(
    @IdArg() id: string,
    @Args('input') input: UpdateIngredientInput,
  ): Promise<IngredientModel> {
    return IngredientModel.from(await this.service.update(id, input));
  }

  @OutletMutation(() => Boolean, {
    description: 'Refused while a menu item, an inventory item or a batch item uses it',
  })
  deleteIngredient(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @ResolveField(() => String, { description: 'Remaining stock in its unit (Σ movements)' })
  async stockCount(@Parent() i: IngredientModel): Promise<string> {
    return dec((await this.loaders.state(i)).stock);
  }

  @ResolveField(() => String, { description: 'Weighted moving average price per unit' })
  async averagePrice(@Parent() i: IngredientModel): Promise<string> {
    return dec((await this.loaders.state(i)).averagePrice);
  }

  @ResolveField(() => String, { description: 'Unit cost of the latest purchase' })
  async lastPrice(@Parent() i: IngredientModel): Promise<string> {
    return dec((await this.loaders.state(i)).lastPrice);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'Date of the latest purchase (YYYY-MM-DD); null shows as N/A',
  })
  async latestStockinDate(@Parent() i: IngredientModel): Promise<string | null> {
    return (await this.loaders.state(i)).lastPurchaseDate;
  }

  @ResolveField(() => Int, { description: 'Menu items whose recipe (or options) use it' })
  async menuItemCount(@Parent() i: IngredientModel): Promise<number> {
    return (await this.loaders.usage(i)).menuItems;
  }

  @ResolveField(() => Int, { description: 'Inventory items mapped to it' })
  async inventoryItemCount(@Parent() i: IngredientModel): Promise<number> {
    return (await this.loaders.usage(i)).inventoryItems;
  }

  @ResolveField(() => Int, { description: 'Batch items whose recipe uses it' })
  async batchItemCount(@Parent() i: IngredientModel): Promise<number> {
    return (await this.loaders.usage(i)).batchItems;
  }

  /** Federation lookups see no guard: the outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<IngredientModel | null> {
    const row = await this.loaders.ingredient(ref.outletId, ref.id);
    return row && IngredientModel.from(row);
  }
}
