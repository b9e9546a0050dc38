import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import {
  BatchProductionDayModel,
  BatchProductionSummaryModel,
  BatchStockModel,
  CreateBatchStockInInput,
  UpdateBatchStockInInput,
} from './production.model';
import { ProductionService } from './production.service';

/** Production days and their stock-ins (spec 2 "Batch production"; flows.md §3, §4.12). */
@OutletScoped()
@Resolver(() => BatchStockModel)
export class ProductionResolver {
  constructor(private readonly service: ProductionService) {}

  @Query(() => [BatchProductionDayModel], {
    description:
      "Each day of the month ('YYYY-MM') that has a batch stock record, with its total (calendar)",
  })
  batchProductionCalendar(@Args('month') month: string): Promise<BatchProductionDayModel[]> {
    return this.service.calendar(month);
  }

  @Query(() => BatchStockModel, {
    nullable: true,
    description: "The day's record with its stock-ins, or null (the screen shows Add Stock)",
  })
  batchStock(@Args('date') date: string): Promise<BatchStockModel | null> {
    return this.service.day(date);
  }

  @Query(() => BatchProductionSummaryModel, {
    description: 'Production by batch item version in [from, to] — inclusive end',
  })
  batchProductionSummary(
    @Args('from') from: string,
    @Args('to') to: string,
  ): Promise<BatchProductionSummaryModel> {
    return this.service.summary(from, to);
  }

  @Mutation(() => BatchStockModel, {
    description: "Add Stock: the day's record (idempotent: the existing one when present)",
  })
  createBatchStock(
    @Args('date') date: string,
    @Args('remarks', { type: () => String, nullable: true }) remarks?: string | null,
  ): Promise<BatchStockModel> {
    return this.service.createDay(date, remarks ?? null);
  }

  @Mutation(() => BatchStockModel)
  updateBatchStock(
    @Args('id', { type: () => ID }) id: string,
    @Args('remarks', { type: () => String, nullable: true }) remarks?: string | null,
  ): Promise<BatchStockModel> {
    return this.service.updateDay(id, remarks ?? null);
  }

  @Mutation(() => Boolean, {
    description: 'Reverses every stock-in of the day, then removes the record',
  })
  deleteBatchStock(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.deleteDay(id);
  }

  @Mutation(() => BatchStockModel, {
    description:
      "Creates the day's record when missing; PRODUCTION_OUTPUT + PRODUCTION_USAGE per ingredient in one transaction",
  })
  createBatchStockIn(@Args('input') input: CreateBatchStockInInput): Promise<BatchStockModel> {
    return this.service.createStockIn(input);
  }

  @Mutation(() => BatchStockModel, { description: 'Reverse + new' })
  updateBatchStockIn(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateBatchStockInInput,
  ): Promise<BatchStockModel> {
    return this.service.updateStockIn(id, input);
  }

  @Mutation(() => BatchStockModel, { description: 'Reverse' })
  deleteBatchStockIn(@Args('id', { type: () => ID }) id: string): Promise<BatchStockModel> {
    return this.service.deleteStockIn(id);
  }
}
