import { Directive, Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { UnitCostSource } from '@mise/contracts';
import { dec } from '@mise/domain';
import { Connection } from '@mise/platform';
import { IngredientRefModel } from '../menu/menu-item.model';
import type { BatchItemEntity } from './batch-item.entity';

/** One version of a batch item (spec 2 §3); inventory extends it (stock) by id and outlet. */
@ObjectType('BatchItem')
@Directive('@key(fields: "id outletId")')
export class BatchItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field(() => ID, { description: 'Shared across versions' })
  batchId!: string;

  @Field(() => Int)
  versionNumber!: number;

  @Field({ description: 'Upper-cased' })
  name!: string;

  @Field({ description: 'Portions per batch (1 dp shown); 0 = not set (counts as 1 in costs)' })
  portionSize!: string;

  @Field(() => String, { nullable: true, description: "The spec's additionalRemarks" })
  remarks!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Prep list par level in portions; null = none',
  })
  parLevel!: string | null;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  static from(row: BatchItemEntity): BatchItemModel {
    return {
      id: row.id,
      outletId: row.outletId,
      batchId: row.batchId,
      versionNumber: row.versionNumber,
      name: row.name,
      portionSize: dec(row.portionSize),
      remarks: row.remarks,
      parLevel: row.parLevel === null ? null : dec(row.parLevel),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}

@ObjectType('BatchProgress')
export class BatchProgressModel {
  @Field(() => Int, { description: '0, 33, 67, 100' })
  percent!: number;

  @Field({ description: "First missing step's prompt, or 'Recipe completed!'" })
  prompt!: string;

  @Field()
  complete!: boolean;
}

@ObjectType('BatchIngredient')
export class BatchIngredientModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ingredientId!: string;

  @Field(() => IngredientRefModel, {
    nullable: true,
    description: "Inventory's Ingredient (name, unit, stockCount, prices) through the gateway",
  })
  ingredient!: IngredientRefModel | null;

  @Field()
  amount!: string;

  @Field()
  defaultUnitCost!: string;

  @Field({ description: 'Unit cost rule (average > last > default), 4 dp' })
  unitCost!: string;

  @Field(() => UnitCostSource, {
    description: "Where unitCost came from: 'no purchase price yet' when DEFAULT or NONE",
  })
  unitCostSource!: UnitCostSource;

  @Field({ description: 'No average and no last price: the default may be edited' })
  costEditable!: boolean;

  @Field({ description: 'unitCost × amount, 4 dp' })
  cost!: string;
}

@ObjectType('BatchItemConnection')
export class BatchItemConnectionModel extends Connection(BatchItemModel) {}

@InputType()
export class CreateBatchItemInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  portionSize?: string | null;

  @Field(() => String, { nullable: true })
  remarks?: string | null;

  @Field(() => String, { nullable: true })
  parLevel?: string | null;
}

@InputType()
export class UpdateBatchItemInput {
  @Field(() => String, { nullable: true })
  portionSize?: string | null;

  @Field(() => String, { nullable: true })
  remarks?: string | null;

  @Field(() => String, { nullable: true })
  parLevel?: string | null;
}

@InputType()
export class BatchIngredientInput {
  @Field(() => ID)
  ingredientId!: string;

  @Field()
  amount!: string;

  @Field(() => String, { nullable: true })
  defaultUnitCost?: string | null;
}

@InputType()
export class MenuBatchIngredientInput {
  @Field(() => ID)
  batchItemId!: string;

  @Field()
  amount!: string;
}

@InputType()
export class VariantBatchItemInput {
  @Field(() => ID)
  batchItemId!: string;

  @Field()
  amount!: string;

  @Field()
  addOnPrice!: string;
}
