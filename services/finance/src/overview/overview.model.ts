import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ExpenseDay')
export class ExpenseDayModel {
  @Field({ description: 'YYYY-MM-DD (expenseDate)' })
  date!: string;

  @Field({ description: 'Σ confirmed grand totals of the day, CREDITMEMO negative, 2 decimals' })
  total!: string;
}

@ObjectType('ExpenseItemTotal')
export class ExpenseItemTotalModel {
  @Field({
    description:
      'The inventory item id, else the ingredient id, else the lower-cased name of the lines',
  })
  itemKey!: string;

  @Field(() => ID, { nullable: true })
  inventoryItemId!: string | null;

  @Field(() => ID, { nullable: true })
  ingredientId!: string | null;

  @Field({ description: "The inventory item's name on its latest confirmed line in the range" })
  name!: string;

  @Field({ description: 'Σ quantities bought, CREDITMEMO negative' })
  quantity!: string;

  @Field({ description: 'Σ confirmed line totals, 2 decimals, CREDITMEMO negative' })
  total!: string;
}

@ObjectType('ExpenseOverview')
export class ExpenseOverviewModel {
  @Field({ description: 'Σ of the days, 2 decimals (CREDITMEMO negative)' })
  total!: string;

  @Field(() => [ExpenseDayModel], {
    description: 'Days with confirmed expenses, oldest first (days without are absent)',
  })
  daily!: ExpenseDayModel[];

  /** the range asked (for `items`, resolved only when asked) */
  from!: string;
  to!: string;
}
