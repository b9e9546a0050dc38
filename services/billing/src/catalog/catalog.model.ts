import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { BillingPeriod, SubscriptionStatus } from '@mise/contracts';
import type { PlanEntity, TopupEntity } from './catalog.entity';

registerEnumType(BillingPeriod, { name: 'BillingPeriod' });
registerEnumType(SubscriptionStatus, { name: 'SubscriptionStatus' });

@ObjectType()
export class BillingDetails {
  @Field(() => Int, { description: 'Cents per billing period (shown ÷ 100 in RM)' })
  planCost!: number;

  @Field(() => BillingPeriod)
  billingPeriod!: BillingPeriod;
}

@ObjectType('Plan')
export class PlanModel {
  @Field(() => ID)
  id!: string;

  @Field()
  planName!: string;

  @Field(() => BillingDetails)
  billingDetails!: BillingDetails;

  @Field(() => Int, { description: 'Menu items per outlet; negative: Unlimited' })
  menuLimit!: number;

  @Field()
  active!: boolean;

  static from(p: PlanEntity): PlanModel {
    return {
      id: p.id,
      planName: p.planName,
      billingDetails: { planCost: p.planCost, billingPeriod: p.billingPeriod as BillingPeriod },
      menuLimit: p.menuLimit,
      active: p.active,
    };
  }
}

@ObjectType('Topup')
export class TopupModel {
  @Field(() => ID)
  id!: string;

  @Field()
  topupName!: string;

  @Field(() => Int, { description: 'Credits added' })
  topupAmount!: number;

  @Field(() => Int, { description: 'Cents (shown ÷ 100 in RM)' })
  topupPrice!: number;

  @Field()
  active!: boolean;

  static from(t: TopupEntity): TopupModel {
    return { ...t };
  }
}
