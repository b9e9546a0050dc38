import { Args, ID, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import {
  BatchItemStockModel,
  BatchStockLevelArgs,
  BatchStockLevelConnectionModel,
  BatchStockLevelModel,
} from './batch-stock.model';
import { BatchStockService } from './batch-stock.service';

/** Remaining stock of batch items (spec 2 "Remaining stock") and the prep list. */
@OutletScoped()
@Resolver(() => BatchStockLevelModel)
export class BatchStockResolver {
  constructor(private readonly service: BatchStockService) {}

  @Query(() => BatchStockLevelConnectionModel, {
    description: 'Remaining stock by name; belowPar: only rows with makeToday (the prep list)',
  })
  batchStockLevels(@Args() args: BatchStockLevelArgs): Promise<BatchStockLevelConnectionModel> {
    return this.service.levels(args);
  }

  @Query(() => BatchStockLevelModel, {
    description: "One row (the adjustment screen's header); NOT_FOUND 'Batch item not found'",
  })
  batchStockLevel(
    @Args('batchItemId', { type: () => ID }) batchItemId: string,
  ): Promise<BatchStockLevelModel> {
    return this.service.level(batchItemId);
  }
}

/** catalogue's BatchItem extended with its stock and counts, batched per request. */
@Resolver(() => BatchItemStockModel)
export class BatchItemStockResolver {
  constructor(private readonly service: BatchStockService) {}

  /** Federation lookups see no guard: the outlet loader checks the access itself. */
  @ResolveReference()
  resolveReference(ref: { id: string; outletId: string }): Promise<BatchItemStockModel | null> {
    return this.service.reference(ref);
  }
}
