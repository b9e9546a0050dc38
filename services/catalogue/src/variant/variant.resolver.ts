import { Args, Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { totalAddOnPrice } from '@mise/domain';
import { IdArg, OutletMutation, OutletQuery, mapConnection, SearchPageArgs } from '@mise/platform';
import { VariantType } from '@mise/contracts';
import { VariantBatchItemInput } from '../batch/batch-item.model';
import {
  MenuVariantModel,
  VariantBatchItemModel,
  VariantConnectionModel,
  VariantIngredientInput,
  VariantIngredientModel,
  VariantModel,
} from './variant.model';
import { VariantLoaders } from './variant.loaders';
import { VariantService } from './variant.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@Resolver(() => VariantModel)
export class VariantResolver {
  constructor(
    private readonly service: VariantService,
    private readonly loaders: VariantLoaders,
  ) {}

  @OutletQuery(() => VariantConnectionModel, { description: 'By name (search: name contains)' })
  async variants(@Args() args: SearchPageArgs): Promise<VariantConnectionModel> {
    return mapConnection(await this.service.list(args.search, args), (r) => VariantModel.from(r));
  }

  @OutletQuery(() => VariantModel)
  async variant(@IdArg() id: string): Promise<VariantModel> {
    return VariantModel.from(await this.service.get(id));
  }

  @OutletMutation(() => VariantModel, { description: '"Variant created"' })
  async createVariant(@Args('name') name: string): Promise<VariantModel> {
    return VariantModel.from(await this.service.create(name));
  }

  @OutletMutation(() => VariantModel, { description: 'SINGLE forces maxChoice 1' })
  async updateVariant(
    @IdArg() id: string,
    @Args('variantType', { type: () => VariantType }) variantType: VariantType,
    @Args('maxChoice', { type: () => Int }) maxChoice: number,
  ): Promise<VariantModel> {
    return VariantModel.from(await this.service.update(id, variantType, maxChoice));
  }

  @OutletMutation(() => Boolean, { description: 'Refused while a menu item offers it' })
  deleteVariant(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @OutletMutation(() => VariantModel)
  async addVariantIngredient(
    @IdArg('variantId') variantId: string,
    @Args('input') input: VariantIngredientInput,
  ): Promise<VariantModel> {
    return VariantModel.from(await this.service.addIngredient(variantId, input));
  }

  @OutletMutation(() => VariantModel)
  async updateVariantIngredient(
    @IdArg() id: string,
    @Args('input') input: VariantIngredientInput,
  ): Promise<VariantModel> {
    return VariantModel.from(await this.service.updateIngredient(id, input));
  }

  @OutletMutation(() => VariantModel)
  async removeVariantIngredient(@IdArg() id: string): Promise<VariantModel> {
    return VariantModel.from(await this.service.removeIngredient(id));
  }

  @OutletMutation(() => VariantModel, {
    description: "Amount > 0 (portions), add-on price >= 0; 'Select a batch ingredient!'",
  })
  async addVariantBatchItem(
    @IdArg('variantId') variantId: string,
    @Args('input') input: VariantBatchItemInput,
  ): Promise<VariantModel> {
    return VariantModel.from(await this.service.addBatchItem(variantId, input));
  }

  @OutletMutation(() => VariantModel)
  async updateVariantBatchItem(
    @IdArg() id: string,
    @Args('input') input: VariantBatchItemInput,
  ): Promise<VariantModel> {
    return VariantModel.from(await this.service.updateBatchItem(id, input));
  }

  @OutletMutation(() => VariantModel)
  async removeVariantBatchItem(@IdArg() id: string): Promise<VariantModel> {
    return VariantModel.from(await this.service.removeBatchItem(id));
  }

  @ResolveField(() => String, { description: '"Final add-on price": Σ add-on prices, 2 dp' })
  async totalAddOnPrice(@Parent() v: VariantModel): Promise<string> {
    const [options, batches] = await Promise.all([
      this.loaders.ingredients(v),
      this.loaders.batchItems(v),
    ]);
    return totalAddOnPrice([...options, ...batches].map((o) => o.addOnPrice));
  }

  @ResolveField(() => Int, { description: 'Menu item versions offering it' })
  menuItemCount(@Parent() v: VariantModel): Promise<number> {
    return this.loaders.menuItemCount(v);
  }

  @ResolveField(() => [VariantIngredientModel])
  ingredients(@Parent() v: VariantModel): Promise<VariantIngredientModel[]> {
    return this.loaders.ingredients(v);
  }

  @ResolveField(() => [VariantBatchItemModel])
  batchItems(@Parent() v: VariantModel): Promise<VariantBatchItemModel[]> {
    return this.loaders.batchItems(v);
  }

  /** Federation lookups see no guard: the outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<VariantModel | null> {
    const row = await this.loaders.variant(ref.outletId, ref.id);
    return row && VariantModel.from(row);
  }
}

/** A menu item's variant row: the variant itself, batched per request. */
@Resolver(() => MenuVariantModel)
export class MenuVariantResolver {
  constructor(private readonly loaders: VariantLoaders) {}

  @ResolveField(() => VariantModel)
  async variant(@Parent() mv: MenuVariantModel): Promise<VariantModel> {
    const row = await this.loaders.variant(mv.outletId, mv.variantId);
    if (!row) throw new Error(`variant ${mv.variantId} of menu variant ${mv.id} is missing`);
    return VariantModel.from(row);
  }
}
