import { Directive, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Connection } from '@mise/platform';
import type { InventoryItemEntity } from './inventory-item.entity';

/** A supplier-facing product name mapped to an ingredient (spec 2 §3). */
@ObjectType('InventoryItem')
@Directive('@key(fields: "id outletId")')
export class InventoryItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field({ description: 'Upper-cased' })
  name!: string;

  @Field(() => ID)
  ingredientId!: string;

  @Field()
  createdAt!: Date;

  static from(row: InventoryItemEntity): InventoryItemModel {
    return {
      id: row.id,
      outletId: row.outletId,
      name: row.name,
      ingredientId: row.ingredientId,
      createdAt: row.createdAt,
    };
  }
}

@ObjectType('InventoryItemConnection')
export class InventoryItemConnectionModel extends Connection(InventoryItemModel) {}

@InputType()
export class CreateInventoryItemInput {
  @Field()
  name!: string;

  @Field(() => ID, {
    nullable: true,
    description: "Required: 'Ingredient selection cannot be blank'",
  })
  ingredientId?: string | null;
}

@InputType()
export class UpdateInventoryItemInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => ID, { nullable: true })
  ingredientId?: string | null;
}

@InputType()
export class EnsureInventoryItemInput {
  @Field({ description: 'Matched case-insensitively' })
  name!: string;

  @Field({ description: 'Matched case-insensitively; created when missing' })
  ingredientName!: string;

  @Field(() => String, { nullable: true, description: "The new ingredient's unit; default 'unit'" })
  unit?: string | null;
}
