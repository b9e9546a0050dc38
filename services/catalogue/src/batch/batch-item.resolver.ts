import { Args, Int, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { IdArg, OutletMutation, OutletQuery, mapConnection, SearchPageArgs } from '@mise/platform';
import { MenuBatchIngredientModel } from '../menu/menu-item.model';
import { VariantBatchItemModel } from '../variant/variant.model';
import type { BatchCosting } from './batch-costing';
import { BatchLoaders } from './batch-item.loaders';
import {
  BatchIngredientInput,
  BatchIngredientModel,
  BatchItemConnectionModel,
  BatchItemModel,
  BatchProgressModel,
  CreateBatchItemInput,
  UpdateBatchItemInput,
} from './batch-item.model';
import { BatchItemService } from './batch-item.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@Resolver(() => BatchItemModel)
export class BatchItemResolver {
  constructor(
    private readonly service: BatchItemService,
    private readonly loaders: BatchLoaders,
  ) {}

  @OutletQuery(() => BatchItemConnectionModel, {
    description: 'Highest version per batchId, by name (search: name contains)',
  })
  async batchItems(@Args() args: SearchPageArgs): Promise<BatchItemConnectionModel> {
    return mapConnection(await this.service.list(args), (r) => BatchItemModel.from(r));
  }

  @OutletQuery(() => BatchItemModel, { description: "NOT_FOUND 'Batch item not found'" })
  async batchItem(@IdArg() id: string): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.get(id));
  }

  @OutletQuery(() => [BatchItemModel], {
    description:
      'Pickers (menu, variant, production): the highest complete version per batchId, by name, at most `limit`',
  })
  async completeBatchItems(
    @Args('search', { type: () => String, nullable: true }) search: string | null,
    @Args('limit', { type: () => Int, defaultValue: 100 }) limit: number,
  ): Promise<BatchItemModel[]> {
    return (await this.service.complete(search, limit)).map((r) => BatchItemModel.from(r));
  }

  @OutletMutation(() => BatchItemModel, {
    description: "'Batch Ingredient created'; blank/taken name refused with the spec's messages",
  })
  async createBatchItem(@Args('input') input: CreateBatchItemInput): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.create(input));
  }

  @OutletMutation(() => BatchItemModel, {
    description:
      'portionSize and remarks refused (frozen) when usedByMenu; parLevel always allowed',
  })
  async updateBatchItem(
    @IdArg() id: string,
    @Args('input') input: UpdateBatchItemInput,
  ): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.update(id, input));
  }

  @OutletMutation(() => BatchItemModel, {
    description: 'Version max+1 of the batch copying fields and ingredients, then the input',
  })
  async createBatchItemVersion(
    @IdArg() id: string,
    @Args('input', { type: () => UpdateBatchItemInput, nullable: true })
    input?: UpdateBatchItemInput | null,
  ): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.newVersion(id, input));
  }

  @OutletMutation(() => BatchItemModel, {
    description:
      "New batch (version 1) with the recipe; blank name: 'Duplicate Menu Item name cannot be blank'; other failure: 'Unable to duplicate batch item: {error}'",
  })
  async duplicateBatchItem(
    @IdArg() id: string,
    @Args('name') name: string,
  ): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.duplicate(id, name));
  }

  @OutletMutation(() => Boolean, {
    description:
      'Every version of the batch; refused when any version is used by a menu item/variant, has production or has an adjustment',
  })
  deleteBatchItem(@IdArg() id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @OutletMutation(() => BatchItemModel, {
    description:
      "Refused when usedByMenu (frozen); 'Select an ingredient!'; 'Not allowed to select same ingredient!'",
  })
  async addBatchIngredient(
    @IdArg('batchItemId') batchItemId: string,
    @Args('input') input: BatchIngredientInput,
  ): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.addIngredient(batchItemId, input));
  }

  @OutletMutation(() => BatchItemModel)
  async updateBatchIngredient(
    @IdArg() id: string,
    @Args('input') input: BatchIngredientInput,
  ): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.updateIngredient(id, input));
  }

  @OutletMutation(() => BatchItemModel)
  async removeBatchIngredient(@IdArg() id: string): Promise<BatchItemModel> {
    return BatchItemModel.from(await this.service.removeIngredient(id));
  }

  @ResolveField(() => String, {
    description:
      'Σ amount × unit cost over the ingredients, 4 dp (live: follows ingredient prices)',
  })
  async batchCost(@Parent() b: BatchItemModel): Promise<string> {
    return (await this.costing(b)).batchCost;
  }

  @ResolveField(() => String, { description: 'batchCost ÷ (portionSize or 1), 4 dp' })
  async portionCost(@Parent() b: BatchItemModel): Promise<string> {
    return (await this.costing(b)).portionCost;
  }

  @ResolveField(() => Boolean, {
    description:
      'A menu item version or a variant uses this version: rows frozen, Update becomes Create New Version',
  })
  async usedByMenu(@Parent() b: BatchItemModel): Promise<boolean> {
    return (await this.loaders.menuItemCount(b.outletId, b.id)) > 0;
  }

  @ResolveField(() => Int, { description: 'Menu item versions + variants using this version' })
  menuItemCount(@Parent() b: BatchItemModel): Promise<number> {
    return this.loaders.menuItemCount(b.outletId, b.id);
  }

  @ResolveField(() => Boolean, {
    description: 'Has ingredients and a portion size > 0 (pickers offer only these)',
  })
  async complete(@Parent() b: BatchItemModel): Promise<boolean> {
    return (await this.costing(b)).complete;
  }

  @ResolveField(() => BatchProgressModel)
  async progress(@Parent() b: BatchItemModel): Promise<BatchProgressModel> {
    return (await this.costing(b)).progress;
  }

  @ResolveField(() => [BatchIngredientModel])
  async ingredients(@Parent() b: BatchItemModel): Promise<BatchIngredientModel[]> {
    return (await this.costing(b)).lines.map((l) => ({
      ...l,
      ingredient: { id: l.ingredientId, outletId: b.outletId },
    }));
  }

  /** Federation lookups see no guard: the outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<BatchItemModel | null> {
    const row = await this.loaders.item(ref.outletId, ref.id);
    return row && BatchItemModel.from(row);
  }

  private async costing(b: BatchItemModel): Promise<BatchCosting> {
    const found = await this.loaders.costing(b.outletId, b.id);
    if (!found) throw new Error(`batch item ${b.id} has no costing`);
    return found;
  }
}

/** A menu item's batch row: the version it uses, batched per request. */
@Resolver(() => MenuBatchIngredientModel)
export class MenuBatchIngredientResolver {
  constructor(private readonly loaders: BatchLoaders) {}

  @ResolveField(() => BatchItemModel, {
    nullable: true,
    description: 'The version used; null if gone',
  })
  async batchItem(@Parent() row: MenuBatchIngredientModel): Promise<BatchItemModel | null> {
    const found = await this.loaders.item(row.outletId, row.batchItemId);
    return found && BatchItemModel.from(found);
  }
}

/** A variant's batch option: the version it uses, batched per request. */
@Resolver(() => VariantBatchItemModel)
export class VariantBatchItemResolver {
  constructor(private readonly loaders: BatchLoaders) {}

  @ResolveField(() => BatchItemModel, { nullable: true })
  async batchItem(@Parent() row: VariantBatchItemModel): Promise<BatchItemModel | null> {
    const found = await this.loaders.item(row.outletId, row.batchItemId);
    return found && BatchItemModel.from(found);
  }
}
