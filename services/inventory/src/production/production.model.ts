import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

/** A production day (spec 2 §3 BatchStock): one per outlet and date. */
@ObjectType('BatchStock')
export class BatchStockModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => String, { nullable: true })
  remarks!: string | null;

  @Field({ description: 'Σ quantity × cost of its stock-ins, 2 dp shown (4 dp stored)' })
  totalCost!: string;

  @Field({
    description:
      '90-day window / lock: whether stock-ins of this day may be added, edited or deleted now',
  })
  editable!: boolean;

  @Field(() => [BatchStockInModel])
  stockIns!: BatchStockInModel[];
}

/** A batch item version made on a production day. */
@ObjectType('BatchStockIn')
export class BatchStockInModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  batchStockId!: string;

  @Field(() => ID)
  batchItemId!: string;

  @Field({ description: 'From the projection (name, version) so the list needs no other subgraph' })
  name!: string;

  @Field(() => Int)
  versionNumber!: number;

  @Field({ description: 'Batches made (≥ 1)' })
  quantity!: string;

  @Field({
    description:
      'Batch cost per unit fixed at entry: Σ ingredient amount × unit cost of that day, 4 dp',
  })
  cost!: string;

  @Field({ description: 'quantity × cost, 4 dp' })
  total!: string;

  @Field()
  portionSize!: string;
}

@ObjectType('BatchProductionDay')
export class BatchProductionDayModel {
  @Field()
  date!: string;

  @Field()
  totalCost!: string;

  @Field(() => Int)
  stockInCount!: number;
}

@ObjectType('BatchProductionSummaryRow')
export class BatchProductionSummaryRowModel {
  @Field(() => ID)
  batchItemId!: string;

  @Field()
  name!: string;

  @Field(() => Int)
  versionNumber!: number;

  @Field()
  quantity!: string;

  @Field()
  totalCost!: string;
}

@ObjectType('BatchProductionSummary')
export class BatchProductionSummaryModel {
  @Field()
  from!: string;

  @Field()
  to!: string;

  @Field(() => [BatchProductionSummaryRowModel])
  rows!: BatchProductionSummaryRowModel[];

  @Field({ description: 'Σ rows.totalCost exactly' })
  totalCost!: string;
}

@InputType()
export class CreateBatchStockInInput {
  @Field()
  date!: string;

  @Field(() => ID, { nullable: true })
  batchItemId?: string | null;

  @Field(() => String, { nullable: true })
  quantity?: string | null;
}

@InputType()
export class UpdateBatchStockInInput {
  @Field(() => ID, { nullable: true })
  batchItemId?: string | null;

  @Field(() => String, { nullable: true })
  quantity?: string | null;
}
