import { Directive, Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import type { ExampleItemEntity } from './example-item.entity';

/** An entity other subgraphs may reference: outlet-scoped keys carry the outlet. */
@ObjectType('ExampleItem')
@Directive('@key(fields: "id outletId")')
export class ExampleItemModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field()
  name!: string;

  @Field()
  createdAt!: Date;

  static from(row: ExampleItemEntity): ExampleItemModel {
    return { id: row.id, outletId: row.outletId, name: row.name, createdAt: row.createdAt };
  }
}

@InputType()
export class CreateExampleItemInput {
  @Field()
  name!: string;
}
