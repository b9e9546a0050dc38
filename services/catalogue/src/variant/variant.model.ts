import {
  Directive,
  Field,
  ID,
  InputType,
  Int,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { UnitCostSource, VariantType } from '@mise/contracts';
import { Connection } from '@mise/platform';
import { IngredientRefModel } from '../menu/menu-item.model';
import type { VariantEntity } from './variant.entity';

registerEnumType(VariantType, {
  name: 'VariantType',
  description: 'SINGLE: one choice (maxChoice 1); MULTIPLE: up to maxChoice',
});

/** An add-on option group (spec 2 §3); other subgraphs reference it by id and outlet. */
@ObjectType('Variant')
@Directive('@key(fields: "id outletId")')
export class VariantModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field({ description: 'Upper-cased, read-only after creation' })
  name!: string;

  @Field(() => VariantType)
  variantType!: VariantType;

  @Field(() => Int, { description: 'SINGLE forces 1' })
  maxChoice!: number;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  static from(row: VariantEntity): VariantModel {
    return {
      id: row.id,
      outletId: row.outletId,
      name: row.name,
      variantType: row.variantType,
      maxChoice: row.maxChoice,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}

@ObjectType('VariantIngredient')
export class VariantIngredientModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  ingredientId!: string;

  @Field(() => IngredientRefModel, { nullable: true })
  ingredient!: IngredientRefModel | null;

  @Field()
  amount!: string;

  @Field({ description: '2 dp' })
  addOnPrice!: string;

  @Field({ description: 'The unit cost when the option was added (4 dp)' })
  defaultUnitCost!: string;

  @Field({ description: 'The unit cost rule today: average > last > defaultUnitCost (4 dp)' })
  unitCost!: string;

  @Field(() => UnitCostSource, {
    description: "Where unitCost came from: 'no purchase price yet' when DEFAULT or NONE",
  })
  unitCostSource!: UnitCostSource;
}

@ObjectType('VariantBatchItem')
export class VariantBatchItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  batchItemId!: string;

  @Field({ description: 'In portions' })
  amount!: string;

  @Field()
  addOnPrice!: string;

  outletId!: string;
}

/** A variant offered by a menu item version. */
@ObjectType('MenuVariant')
export class MenuVariantModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  variantId!: string;

  outletId!: string;
}

@ObjectType('VariantConnection')
export class VariantConnectionModel extends Connection(VariantModel) {}

@InputType()
export class VariantIngredientInput {
  @Field(() => ID)
  ingredientId!: string;

  @Field()
  amount!: string;

  @Field()
  addOnPrice!: string;
}
