import { Field, ID, ObjectType } from '@nestjs/graphql';
import { BillingPeriod, SubscriptionStatus } from '@mise/contracts';
import { PlanModel } from '../catalog/catalog.model';

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
}

@ObjectType()
export class CheckoutSession {
  @Field(() => ID)
  checkoutId!: string;

  @Field({ description: 'The hosted payment page: send the browser there' })
  sessionUrl!: string;
}

@ObjectType()
export class CancelSubscriptionResult {
  @Field()
  success!: boolean;
}
