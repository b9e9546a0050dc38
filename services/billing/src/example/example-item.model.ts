import { Directive, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import type { BillingExampleItemEntity } from './example-item.entity';

/** An entity other subgraphs may reference: outlet-scoped keys carry the outlet. */
@ObjectType('BillingExampleItem')
@Directive('@key(fields: "id outletId")')
export class BillingExampleItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field()
  name!: string;

  @Field()
  createdAt!: Date;

  static from(row: BillingExampleItemEntity): BillingExampleItemModel {
    return { id: row.id, outletId: row.outletId, name: row.name, createdAt: row.createdAt };
  }
}

@InputType()
export class CreateBillingExampleItemInput {
  @Field()
  name!: string;
}
