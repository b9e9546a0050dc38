import { Directive, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BillingPeriod, SubscriptionStatus } from '@mise/contracts';
import { OutletSubscriptionModel } from '../subscription/subscription.model';
import type { OutletBillingRow } from './outlet.loaders';

/** Identity's outlet; billing adds its credits and current subscription (flows.md §4.15). */
@ObjectType('Outlet')
@Directive('@key(fields: "id")')
export class OutletBillingModel {
  @Field(() => ID)
  id!: string;

  @Field(() => Int, { description: 'Credits to spend: Σ ledger entries - Σ held reservations' })
  credits!: number;

  @Field(() => OutletSubscriptionModel, {
    nullable: true,
    description:
      'The subscription shown in Settings; null when the outlet never bought a plan (the free plan, 10 menu items, applies)',
  })
  currentSubscription!: OutletSubscriptionModel | null;

  /** The subscription shown, from the loader's row (null when the outlet has none). */
  static subscriptionFrom(r: OutletBillingRow): OutletSubscriptionModel | null {
    if (!r.subscription_id) return null;
    return {
      id: r.subscription_id,
      outletId: r.outlet_id,
      planId: r.plan_id!,
      plan: {
        id: r.plan_id!,
        planName: r.plan_name!,
        billingDetails: {
          planCost: r.plan_cost!,
          billingPeriod: r.plan_billing_period as BillingPeriod,
        },
        menuLimit: r.menu_limit!,
        active: r.plan_active!,
      },
      status: r.status as SubscriptionStatus,
      billingPeriod: r.billing_period as BillingPeriod,
      startDate: r.start_date,
      endDate: r.end_date,
      referenceNo: r.reference_no,
      subscriptionDate: r.subscription_date!,
    };
  }
}
