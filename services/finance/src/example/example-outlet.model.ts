import { Field, ID, ObjectType } from '@nestjs/graphql';

/** A GraphQL model and its mapping from a row, in one file; the resolver calls `from`. */
@ObjectType('FinanceExampleOutlet')
export class FinanceExampleOutletModel {
  @Field(() => ID)
  id!: string;

  @Field()
  name!: string;

  static from(row: { id: string; outlet_name: string }): FinanceExampleOutletModel {
    return { id: row.id, name: row.outlet_name };
  }
}
