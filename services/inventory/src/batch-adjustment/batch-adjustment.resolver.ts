import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped, PageArgs } from '@mise/platform';
import {
  BatchAdjustmentConnectionModel,
  BatchAdjustmentModel,
  CreateBatchAdjustmentInput,
  UpdateBatchAdjustmentInput,
} from './batch-adjustment.model';
import { BatchAdjustmentService } from './batch-adjustment.service';

/** Batch stock adjustments (spec 2 "Batch stock adjustment"; flows.md §3, §4.12). */
@OutletScoped()
@Resolver(() => BatchAdjustmentModel)
export class BatchAdjustmentResolver {
  constructor(private readonly service: BatchAdjustmentService) {}

  @Query(() => BatchAdjustmentConnectionModel, { description: 'Newest first' })
  batchAdjustments(
    @Args('batchItemId', { type: () => ID }) batchItemId: string,
    @Args() page: PageArgs,
  ): Promise<BatchAdjustmentConnectionModel> {
    return this.service.list(batchItemId, page);
  }

  @Mutation(() => BatchAdjustmentModel)
  createBatchAdjustment(
    @Args('input') input: CreateBatchAdjustmentInput,
  ): Promise<BatchAdjustmentModel> {
    return this.service.create(input);
  }

  @Mutation(() => BatchAdjustmentModel)
  updateBatchAdjustment(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: UpdateBatchAdjustmentInput,
  ): Promise<BatchAdjustmentModel> {
    return this.service.update(id, input);
  }

  @Mutation(() => Boolean)
  deleteBatchAdjustment(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }
}
