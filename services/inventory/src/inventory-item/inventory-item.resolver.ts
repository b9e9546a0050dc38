import { Args, Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { dec } from '@mise/domain';
import { IdArg, OutletMutation, OutletQuery, mapConnection, SearchPageArgs } from '@mise/platform';
import { IngredientModel } from '../ingredient/ingredient.model';
import { IngredientLoaders } from '../ingredient/ingredient.loaders';
import {
  CreateInventoryItemInput,
  EnsureInventoryItemInput,
  InventoryItemConnectionModel,
  InventoryItemModel,
  UpdateInventoryItemInput,
} from './inventory-item.model';
import { InventoryItemLoaders } from './inventory-item.loaders';
import { InventoryItemService } from './inventory-item.service';

@Resolver(() => InventoryItemModel)
export class InventoryItemResolver {
  constructor(
    private readonly service: InventoryItemService,
    private readonly ingredients: IngredientLoaders,
    private readonly loaders: InventoryItemLoaders,
  ) {}

  @OutletQuery(() => InventoryItemConnectionModel, {
    description: "The current outlet's inventory items by creation (search: name contains)",
  })
  async inventoryItems(@Args() args: SearchPageArgs): Promise<InventoryItemConnectionModel> {
    return mapConnection(await this.service.list(args.search, args), (r) =>
      InventoryItemModel.from(r),
    );
  }

  @OutletQuery(() => InventoryItemModel)
  async inventoryItem(@IdArg() id: string): Promise<InventoryItemModel> {
    return InventoryItemModel.from(await this.service.get(id));
  }

  @OutletMutation(() => InventoryItemModel)
  async createInventoryItem(
    @Args('input') input: CreateInventoryItemInput,
  ): Promise<InventoryItemModel> {
    return InventoryItemModel.from(await this.service.create(input));
  }

  @OutletMutation(() => InventoryItemModel)
  async updateInventoryItem(
    @IdArg() id: string,
    @Args('input') input: UpdateInventoryItemInput,
  ): Promise<InventoryItemModel> {
    return InventoryItemModel.from(await this.service.update(id, input));
  }

  @OutletMutation(() => Boolean, { description: 'Refused while a menu item or an expense uses it' })
  deleteInventoryItem(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @OutletMutation(() => InventoryItemModel, {
    description:
      'The inventory item of that name, or a new one mapped to the ingredient of that name (made when missing)',
  })
  async ensureInventoryItem(
    @Args('input') input: EnsureInventoryItemInput,
  ): Promise<InventoryItemModel> {
    return InventoryItemModel.from(await this.service.ensure(input));
  }

  @ResolveField(() => IngredientModel, { nullable: true })
  async ingredient(@Parent() item: InventoryItemModel): Promise<IngredientModel | null> {
    const row = await this.ingredients.ingredient(item.outletId, item.ingredientId);
    return row && IngredientModel.from(row);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'Average quantity of its purchases (null: never purchased)',
  })
  async averagePurchaseQuantity(@Parent() item: InventoryItemModel): Promise<string | null> {
    const q = (await this.loaders.stats(item)).averageQuantity;
    return q === null ? null : dec(q);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'Average unit price of its purchases, RM (null: never purchased)',
  })
  async averageUnitPrice(@Parent() item: InventoryItemModel): Promise<string | null> {
    const p = (await this.loaders.stats(item)).averageUnitPrice;
    return p === null ? null : dec(p);
  }

  @ResolveField(() => Int, { description: 'Menu items naming it as preferred inventory' })
  async menuItemCount(@Parent() item: InventoryItemModel): Promise<number> {
    return (await this.loaders.stats(item)).menuItems;
  }

  @ResolveField(() => Int, { description: 'Expenses with a line of it' })
  async expenseCount(@Parent() item: InventoryItemModel): Promise<number> {
    return (await this.loaders.stats(item)).expenses;
  }

  @ResolveReference()
  async resolveReference(ref: {
    id: string;
    outletId: string;
  }): Promise<InventoryItemModel | null> {
    const row = await this.loaders.inventoryItem(ref.outletId, ref.id);
    return row && InventoryItemModel.from(row);
  }
}
