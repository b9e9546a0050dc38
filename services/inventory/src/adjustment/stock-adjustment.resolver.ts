import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { dec, mul, roundStored } from '@mise/domain';
import { OutletScoped, PageArgs } from '@mise/platform';
import {
  AdjustmentWindowModel,
  CreateStockAdjustmentInput,
  StockAdjustmentConnectionModel,
  StockAdjustmentModel,
  StockMovementConnectionModel,
  StockMovementModel,
  UpdateStockAdjustmentInput,
} from './stock-adjustment.model';
import { type AdjustmentView, StockAdjustmentService } from './stock-adjustment.service';
import type { HistoryRow } from '../ledger/ledger.types';

function model(a: AdjustmentView): StockAdjustmentModel {
  return { ...a, total: roundStored(mul(a.amount, a.averagePrice)) };
}

function movement(r: HistoryRow): StockMovementModel {
  return {
    id: r.id,
    kind: r.kind,
    movementDate: r.movementDate,
    quantity: dec(r.quantity),
    unitCost: dec(r.unitCost),
    runningStock: dec(r.runningStock),
    sourceType: r.sourceType,
    sourceId: r.sourceId,
    reason: r.reason ?? null,
    remarks: r.remarks ?? null,
    recordedAt: r.recordedAt,
  };
}

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
    const { nodes, ...rest } = await this.service.list(ingredientId, page);
    return { nodes: nodes.map(model), ...rest };
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
    const { nodes, ...rest } = await this.service.history(ingredientId, page);
    return { nodes: nodes.map(movement), ...rest };
  }

  @Mutation(() => StockAdjustmentModel)
  async createStockAdjustment(
    @Args('input') input: CreateStockAdjustmentInput,
  ): Promise<StockAdjustmentModel> {
    return model(await this.service.create(input));
  }

  @Mutation(() => StockAdjustmentModel, {
    description: 'Reverses its ledger rows and writes new ones',
  })
  async updateStockAdjustment(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateStockAdjustmentInput,
  ): Promise<StockAdjustmentModel> {
    return model(await this.service.update(id, input));
  }

  @Mutation(() => Boolean, { description: 'Reverses its ledger rows' })
  deleteStockAdjustment(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}
