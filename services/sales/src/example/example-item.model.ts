import { Directive, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import type { SalesExampleItemEntity } from './example-item.entity';

/** An entity other subgraphs may reference: outlet-scoped keys carry the outlet. */
@ObjectType('SalesExampleItem')
@Directive('@key(fields: "id outletId")')
export class SalesExampleItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field()
  name!: string;

  @Field()
  createdAt!: Date;

  static from(row: SalesExampleItemEntity): SalesExampleItemModel {
    return { id: row.id, outletId: row.outletId, name: row.name, createdAt: row.createdAt };
  }
}

@InputType()
export class CreateSalesExampleItemInput {
  @Field()
  name!: string;
}
