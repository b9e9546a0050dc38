import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped, PageArgs, mapConnection } from '@mise/platform';
import {
  AdjustmentWindowModel,
  CreateStockAdjustmentInput,
  StockAdjustmentConnectionModel,
  StockAdjustmentModel,
  StockMovementConnectionModel,
  StockMovementModel,
  UpdateStockAdjustmentInput,
} from './stock-adjustment.model';
import { StockAdjustmentService } from './stock-adjustment.service';

@OutletScoped()
@Resolver(() => StockAdjustmentModel)
export class StockAdjustmentResolver {
  constructor(private readonly service: StockAdjustmentService) {}

  @Query(() => StockAdjustmentConnectionModel, {
    description: "An ingredient's adjustments, newest first (credit-invoice rows read-only)",
  })
  async stockAdjustments(
    @Args('ingredientId', { type: () => ID }) ingredientId: string,
    @Args() page: PageArgs,
  ): Promise<StockAdjustmentConnectionModel> {
    return mapConnection(await this.service.list(ingredientId, page), (a) =>
      StockAdjustmentModel.from(a),
    );
  }

  @Query(() => AdjustmentWindowModel)
  adjustmentWindow(): Promise<AdjustmentWindowModel> {
    return this.service.window();
  }

  @Query(() => StockMovementConnectionModel, {
    description: "An ingredient's movement history: every live ledger row, newest first",
  })
  async ingredientMovements(
    @Args('ingredientId', { type: () => ID }) ingredientId: string,
    @Args() page: PageArgs,
  ): Promise<StockMovementConnectionModel> {
    return mapConnection(await this.service.history(ingredientId, page), (r) =>
      StockMovementModel.from(r),
    );
  }

  @Mutation(() => StockAdjustmentModel)
  async createStockAdjustment(
    @Args('input') input: CreateStockAdjustmentInput,
  ): Promise<StockAdjustmentModel> {
    return StockAdjustmentModel.from(await this.service.create(input));
  }

  @Mutation(() => StockAdjustmentModel, {
    description: 'Reverses its ledger rows and writes new ones',
  })
  async updateStockAdjustment(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateStockAdjustmentInput,
  ): Promise<StockAdjustmentModel> {
    return StockAdjustmentModel.from(await this.service.update(id, input));
  }

  @Mutation(() => Boolean, { description: 'Reverses its ledger rows' })
  deleteStockAdjustment(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}
