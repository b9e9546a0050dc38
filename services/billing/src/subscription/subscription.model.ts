import { Field, ID, ObjectType } from '@nestjs/graphql';
import { BillingPeriod, SubscriptionStatus } from '@mise/contracts';
import type { PlanEntity } from '../catalog/catalog.entity';
import { PlanModel } from '../catalog/catalog.model';
import type { CheckoutEntity, SubscriptionEntity } from './subscription.entity';

/** The spec's subscription (named so that it is not taken for GraphQL's Subscription root). */
@ObjectType('OutletSubscription')
export class OutletSubscriptionModel {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  outletId!: string;

  @Field(() => ID)
  planId!: string;

  @Field(() => PlanModel)
  plan!: PlanModel;

  @Field(() => SubscriptionStatus, { description: 'PENDING_CANCEL is shown "Cancelled"' })
  status!: SubscriptionStatus;

  @Field(() => BillingPeriod)
  billingPeriod!: BillingPeriod;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  startDate!: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: the paid period ends' })
  endDate!: string | null;

  @Field(() => String, { nullable: true, description: "The payment provider's subscription id" })
  referenceNo!: string | null;

  @Field()
  subscriptionDate!: Date;

  static from(row: SubscriptionEntity, plan: PlanEntity): OutletSubscriptionModel {
    return {
      id: row.id,
      outletId: row.outletId,
      planId: row.planId,
      plan: PlanModel.from(plan),
      status: row.status as SubscriptionStatus,
      billingPeriod: row.billingPeriod as BillingPeriod,
      startDate: row.startDate,
      endDate: row.endDate,
      referenceNo: row.referenceNo,
      subscriptionDate: row.subscriptionDate,
    };
  }
}

@ObjectType()
export class CheckoutSession {
  @Field(() => ID)
  checkoutId!: string;

  @Field({ description: 'The hosted payment page: send the browser there' })
  sessionUrl!: string;

  static from(c: CheckoutEntity): CheckoutSession {
    return { checkoutId: c.id, sessionUrl: c.sessionUrl! };
  }
}

@ObjectType()
export class CancelSubscriptionResult {
  @Field()
  success!: boolean;
}
