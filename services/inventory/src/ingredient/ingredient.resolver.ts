import {
  Args,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { dec } from '@mise/domain';
import { byKeys, Db, OutletScoped } from '@mise/platform';
import type { ItemState } from '../ledger/ledger.types';
import {
  CreateIngredientInput,
  IngredientConnectionModel,
  IngredientListArgs,
  IngredientModel,
  UnitOfMeasureModel,
  UpdateIngredientInput,
} from './ingredient.model';
import { type IngredientUsage, IngredientService } from './ingredient.service';

const ZERO_STATE = { stock: '0', averagePrice: '0', lastPrice: '0', lastPurchaseDate: null };

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@Resolver(() => IngredientModel)
export class IngredientResolver {
  constructor(
    private readonly service: IngredientService,
    private readonly db: Db,
  ) {}

  @OutletScoped()
  @Query(() => IngredientConnectionModel, {
    description: "The current outlet's ingredients, a page at a time (search: name contains)",
  })
  async ingredients(@Args() args: IngredientListArgs): Promise<IngredientConnectionModel> {
    const { nodes, ...rest } = await this.service.list(args.search, args.orderBy, args);
    return { nodes: nodes.map((r) => IngredientModel.from(r)), ...rest };
  }

  @OutletScoped()
  @Query(() => IngredientModel)
  async ingredient(@Args('id', { type: () => ID }) id: string): Promise<IngredientModel> {
    return IngredientModel.from(await this.service.get(id));
  }

  @OutletScoped()
  @Query(() => [UnitOfMeasureModel], { description: 'The units an ingredient may use' })
  async unitsOfMeasure(): Promise<UnitOfMeasureModel[]> {
    return (await this.service.units()).map((u) => ({ name: u.name, unit: u.unit }));
  }

  @OutletScoped()
  @Mutation(() => IngredientModel)
  async createIngredient(@Args('input') input: CreateIngredientInput): Promise<IngredientModel> {
    return IngredientModel.from(await this.service.create(input));
  }

  @OutletScoped()
  @Mutation(() => IngredientModel)
  async updateIngredient(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateIngredientInput,
  ): Promise<IngredientModel> {
    return IngredientModel.from(await this.service.update(id, input));
  }

  @OutletScoped()
  @Mutation(() => Boolean, {
    description: 'Refused while a menu item, an inventory item or a batch item uses it',
  })
  deleteIngredient(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  @ResolveField(() => String, { description: 'Remaining stock in its unit (Σ movements)' })
  async stockCount(@Parent() i: IngredientModel): Promise<string> {
    return dec((await this.state(i)).stock);
  }

  @ResolveField(() => String, { description: 'Weighted moving average price per unit' })
  async averagePrice(@Parent() i: IngredientModel): Promise<string> {
    return dec((await this.state(i)).averagePrice);
  }

  @ResolveField(() => String, { description: 'Unit cost of the latest purchase' })
  async lastPrice(@Parent() i: IngredientModel): Promise<string> {
    return dec((await this.state(i)).lastPrice);
  }

  @ResolveField(() => String, {
    nullable: true,
    description: 'Date of the latest purchase (YYYY-MM-DD); null shows as N/A',
  })
  async latestStockinDate(@Parent() i: IngredientModel): Promise<string | null> {
    return (await this.state(i)).lastPurchaseDate;
  }

  @ResolveField(() => Int, { description: 'Menu items whose recipe (or options) use it' })
  async menuItemCount(@Parent() i: IngredientModel): Promise<number> {
    return (await this.usage(i)).menuItems;
  }

  @ResolveField(() => Int, { description: 'Inventory items mapped to it' })
  async inventoryItemCount(@Parent() i: IngredientModel): Promise<number> {
    return (await this.usage(i)).inventoryItems;
  }

  @ResolveField(() => Int, { description: 'Batch items whose recipe uses it' })
  async batchItemCount(@Parent() i: IngredientModel): Promise<number> {
    return (await this.usage(i)).batchItems;
  }

  /** Federation lookups see no guard: the outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<IngredientModel | null> {
    const row = await this.db
      .outletLoader('ingredients', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(ref.outletId, ref.id);
    return row && IngredientModel.from(row);
  }

  /** The ledger's states of every ingredient of the request: one statement per outlet. */
  private async state(i: IngredientModel): Promise<Omit<ItemState, 'itemKind' | 'itemId'>> {
    const state = await this.db
      .outletLoader('ingredient-states', async (tx, ids) => {
        const states = await this.service.states(tx, ids);
        return ids.map((id) => states.get(id) ?? null);
      })
      .load(i.outletId, i.id);
    return state ?? ZERO_STATE;
  }

  private async usage(i: IngredientModel): Promise<IngredientUsage> {
    const usage = await this.db
      .outletLoader('ingredient-usage', async (tx, ids) => {
        const found = await this.service.usageIn(tx, ids);
        return ids.map((id) => found.get(id) ?? null);
      })
      .load(i.outletId, i.id);
    return usage ?? { menuItems: 0, inventoryItems: 0, batchItems: 0 };
  }
}
