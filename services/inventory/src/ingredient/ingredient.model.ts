import {
  ArgsType,
  Directive,
  Field,
  ID,
  InputType,
  ObjectType,
  registerEnumType,
} from '@nestjs/graphql';
import { Connection, PageArgs } from '@mise/platform';
import type { IngredientEntity } from './ingredient.entity';

export enum IngredientOrderBy {
  CREATED = 'CREATED',
  NAME = 'NAME',
}
registerEnumType(IngredientOrderBy, {
  name: 'IngredientOrderBy',
  description: 'CREATED: creation ascending (the lists); NAME: by name (the menu screen)',
});

/** An ingredient (spec 2 §3); other subgraphs reference it by id and outlet. */
@ObjectType('Ingredient')
@Directive('@key(fields: "id outletId")')
export class IngredientModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field({ description: 'Upper-cased' })
  name!: string;

  @Field({ description: 'From the units of measure' })
  unit!: string;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;

  static from(row: IngredientEntity): IngredientModel {
    return {
      id: row.id,
      outletId: row.outletId,
      name: row.name,
      unit: row.unit,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }
}

@ObjectType('IngredientConnection')
export class IngredientConnectionModel extends Connection(IngredientModel) {}

@ArgsType()
export class IngredientListArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive "contains" on the name' })
  search?: string | null;

  @Field(() => IngredientOrderBy, { defaultValue: IngredientOrderBy.CREATED })
  orderBy: IngredientOrderBy = IngredientOrderBy.CREATED;
}

@InputType()
export class CreateIngredientInput {
  @Field()
  name!: string;

  @Field(() => String, { nullable: true, description: "A unit of measure; default 'unit'" })
  unit?: string | null;
}

@InputType()
export class UpdateIngredientInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true })
  unit?: string | null;
}

@ObjectType('UnitOfMeasure')
export class UnitOfMeasureModel {
  @Field()
  name!: string;

  @Field({ description: 'What an ingredient stores' })
  unit!: string;
}
