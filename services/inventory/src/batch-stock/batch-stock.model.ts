import { ArgsType, Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Connection, PageArgs } from '@mise/platform';

/**
 * catalogue's batch item version as inventory extends it (both declare the key): its stock from
 * the ledger and the counts of its production and adjustments.
 */
@ObjectType('BatchItem')
@Directive('@key(fields: "id outletId")')
export class BatchItemStockModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field({ description: 'Σ ledger quantity (stock units = batches), 4 dp' })
  stockUnits!: string;

  @Field({ description: 'stockUnits × (portionSize or 1), 4 dp' })
  stockPortions!: string;

  @Field(() => Int, { description: 'Live stock-ins of this version' })
  productionCount!: number;

  @Field(() => Int, { description: 'Live batch adjustments of this version' })
  adjustmentCount!: number;
}

/**
 * Never printed (abstract): its field registers `BatchItem` with Nest's schema builder, which
 * otherwise prints only types a root field reaches (inventory resolves BatchItem by reference only).
 */
@ObjectType({ isAbstract: true })
export abstract class BatchItemStockReach {
  @Field(() => BatchItemStockModel)
  batchItem!: BatchItemStockModel;
}

@ObjectType('BatchStockLevel', {
  description: 'The remaining-stock row of a batch item version (+ the prep list)',
})
export class BatchStockLevelModel {
  @Field(() => ID)
  batchItemId!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  versionNumber!: number;

  @Field()
  portionSize!: string;

  @Field()
  stockUnits!: string;

  @Field()
  stockPortions!: string;

  @Field({ description: 'Weighted average cost per unit (ledger), 4 dp' })
  averageCost!: string;

  @Field()
  portionCost!: string;

  @Field(() => String, { nullable: true })
  parLevel!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'par − portions when below par, else null (domain makeToday)',
  })
  makeToday!: string | null;

  @Field({
    description:
      'The highest version of its batch (older versions show only while they hold stock)',
  })
  latestVersion!: boolean;
}

@ObjectType('BatchStockLevelConnection')
export class BatchStockLevelConnectionModel extends Connection(BatchStockLevelModel) {}

@ArgsType()
export class BatchStockLevelArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive "contains" on the name' })
  search?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only rows below their par level (the prep list)',
  })
  belowPar?: boolean | null;
}
