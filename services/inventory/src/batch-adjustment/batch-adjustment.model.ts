import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BATCH_ADJUSTMENT_TYPES, type BatchAdjustmentType } from '@mise/domain';
import { Connection } from '@mise/platform';

export const BatchAdjustmentTypeEnum = Object.fromEntries(
  BATCH_ADJUSTMENT_TYPES.map((t) => [t, t]),
) as { [K in BatchAdjustmentType]: K };
registerEnumType(BatchAdjustmentTypeEnum, {
  name: 'BatchAdjustmentType',
  description: 'How the amount is entered: stock units (batches) or portions',
});

/** A manual deduction of a batch item's stock, or a credit invoice's row (read-only). */
@ObjectType('BatchAdjustment')
export class BatchAdjustmentModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  batchItemId!: string;

  @Field()
  adjustmentDate!: string;

  @Field({ description: 'Always negative, stock units' })
  amountStock!: string;

  @Field({ description: 'Always negative, portions' })
  amountPortion!: string;

  @Field({ description: 'Average cost per unit the ledger gave it, 4 dp' })
  batchCost!: string;

  @Field()
  portionCost!: string;

  @Field({ description: 'amountStock × batchCost (negative)' })
  total!: string;

  @Field(() => String, { nullable: true })
  remarks!: string | null;

  @Field()
  creditInvoice!: boolean;

  @Field()
  editable!: boolean;
}

@ObjectType('BatchAdjustmentConnection')
export class BatchAdjustmentConnectionModel extends Connection(BatchAdjustmentModel) {}

@InputType()
export class CreateBatchAdjustmentInput {
  @Field(() => ID)
  batchItemId!: string;

  @Field()
  adjustmentDate!: string;

  @Field()
  amount!: string;

  @Field(() => BatchAdjustmentTypeEnum, { defaultValue: 'STOCK' })
  type: BatchAdjustmentType = 'STOCK';

  @Field(() => String, { nullable: true })
  remarks?: string | null;
}

@InputType()
export class UpdateBatchAdjustmentInput {
  @Field(() => String, { nullable: true })
  adjustmentDate?: string | null;

  @Field(() => String, { nullable: true })
  amount?: string | null;

  @Field(() => BatchAdjustmentTypeEnum, { nullable: true })
  type?: BatchAdjustmentType | null;

  @Field(() => String, { nullable: true })
  remarks?: string | null;
}
