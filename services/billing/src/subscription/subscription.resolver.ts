import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { BillingPeriod } from '@mise/contracts';
import { OutletScoped } from '@mise/platform';
import { CatalogService } from '../catalog/catalog.service';
import {
  CancelSubscriptionResult,
  CheckoutSession,
  OutletSubscriptionModel,
} from './subscription.model';
import { SubscriptionService } from './subscription.service';

/** Buying and cancelling for the current outlet (X-Outlet-ID), checked by the guard. */
@OutletScoped()
@Resolver()
export class SubscriptionResolver {
  constructor(
    private readonly subscriptions: SubscriptionService,
    private readonly catalog: CatalogService,
  ) {}

  @Mutation(() => CheckoutSession, {
    description: 'A hosted checkout for a plan; refused while ACTIVE or PENDING_PAYMENT',
  })
  async createPlanCheckout(
    @Args('planId', { type: () => ID }) planId: string,
    @Args('period', { type: () => BillingPeriod, nullable: true }) period?: BillingPeriod | null,
  ): Promise<CheckoutSession> {
    const c = await this.subscriptions.createPlanCheckout(planId, period);
    return CheckoutSession.from(c);
  }

  @Mutation(() => CheckoutSession, { description: 'A hosted checkout for a credit top-up' })
  async createTopupCheckout(
    @Args('topupId', { type: () => ID }) topupId: string,
  ): Promise<CheckoutSession> {
    const c = await this.subscriptions.createTopupCheckout(topupId);
    return CheckoutSession.from(c);
  }

  @Mutation(() => Boolean, {
    description: 'The payment was cancelled on the hosted page: give the checkout up now',
  })
  abandonCheckout(@Args('checkoutId', { type: () => ID }) checkoutId: string): Promise<boolean> {
    return this.subscriptions.abandonCheckout(checkoutId);
  }

  @Mutation(() => OutletSubscriptionModel, {
    description:
      'An ACTIVE plan changed to another (upgrade or downgrade), prorated by Stripe; same billing period',
  })
  async changeSubscriptionPlan(
    @Args('planId', { type: () => ID }) planId: string,
  ): Promise<OutletSubscriptionModel> {
    const row = await this.subscriptions.changePlan(planId);
    const plan = await this.catalog.plan(row.planId);
    return OutletSubscriptionModel.from(row, plan);
  }

  @Mutation(() => CancelSubscriptionResult, {
    description: 'ACTIVE → PENDING_CANCEL: ends at the period end',
  })
  async cancelSubscription(): Promise<CancelSubscriptionResult> {
    return { success: await this.subscriptions.cancel() };
  }

  @Mutation(() => CancelSubscriptionResult, {
    description: 'PENDING_CANCEL → CANCELLED now',
  })
  async cancelSubscriptionPermanently(): Promise<CancelSubscriptionResult> {
    return { success: await this.subscriptions.cancelPermanently() };
  }
}
