import { Field, ID, ObjectType } from '@nestjs/graphql';

/** A GraphQL model and its mapping from a row, in one file; the resolver calls `from`. */
@ObjectType('ExampleOutlet')
export class ExampleOutletModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  static from(row: { id: string; outlet_name: string }): ExampleOutletModel {
    return { id: row.id, name: row.outlet_name };
  }
}
