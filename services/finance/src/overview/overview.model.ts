import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType('ExpenseDay')
export class ExpenseDayModel {
  @Field({ description: 'YYYY-MM-DD (expenseDate)' })
  date!: string;

  @Field({ description: 'Σ confirmed grand totals of the day, CREDITMEMO negative, 2 decimals' })
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
}
