import { Args, ID, Resolver } from '@nestjs/graphql';
import { OutletQuery } from '@mise/platform';
import {
  AnalyticsSearchHitModel,
  BatchUsageModel,
  IngredientUsageModel,
  RangeArgs,
  StockTrendItemInput,
  StockTrendModel,
  UsageBreakdownModel,
} from './analytics.model';
import { AnalyticsService } from './analytics.service';

/**
 * The inventory panels of /analytics (issue 25): every range is [from, to), `YYYY-MM-DD`, at most
 * 1,100 days, else BAD_USER_INPUT "Choose a valid date range".
 */
@Resolver()
export class AnalyticsResolver {
  constructor(private readonly service: AnalyticsService) {}

  @OutletQuery(() => IngredientUsageModel, {
    description: "An ingredient's card; NOT_FOUND 'Ingredient not found'",
  })
  ingredientUsage(
    @Args('ingredientId', { type: () => ID }) ingredientId: string,
    @Args() range: RangeArgs,
  ): Promise<IngredientUsageModel> {
    return this.service.ingredientUsage(ingredientId, range.from, range.to);
  }

  @OutletQuery(() => BatchUsageModel, {
    description: "A batch item version's card; NOT_FOUND 'Batch item not found'",
  })
  batchUsage(
    @Args('batchItemId', { type: () => ID }) batchItemId: string,
    @Args() range: RangeArgs,
  ): Promise<BatchUsageModel> {
    return this.service.batchUsage(batchItemId, range.from, range.to);
  }

  @OutletQuery(() => [StockTrendModel], {
    description:
      'Purchases or production per day, at most 20 items, in the order asked (items not found are left out)',
  })
  stockTrends(
    @Args('items', { type: () => [StockTrendItemInput] }) items: StockTrendItemInput[],
    @Args() range: RangeArgs,
  ): Promise<StockTrendModel[]> {
    return this.service.stockTrends(items, range.from, range.to);
  }

  @OutletQuery(() => [UsageBreakdownModel], {
    description:
      "The ingredients and batch items the menu's sales used (every version together), largest first",
  })
  menuIngredientUsage(
    @Args('menuId', { type: () => ID }) menuId: string,
    @Args() range: RangeArgs,
  ): Promise<UsageBreakdownModel[]> {
    return this.service.menuIngredientUsage(menuId, range.from, range.to);
  }

  @OutletQuery(() => [AnalyticsSearchHitModel], {
    description:
      'Inventory items and ingredients whose name contains the text (kinds: INVENTORY, INGREDIENT), by name',
  })
  analyticsSearch(
    @Args('text') text: string,
    @Args('kinds', { type: () => [String] }) kinds: string[],
  ): Promise<AnalyticsSearchHitModel[]> {
    return this.service.search(text, kinds);
  }
}
