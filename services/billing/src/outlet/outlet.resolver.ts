import { Int, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import type { BillingPeriod, SubscriptionStatus } from '@mise/contracts';
import { CurrentOutletId, isUuid, OutletScoped } from '@mise/platform';
import { PlanModel } from '../catalog/catalog.model';
import { CreditsService } from '../credits/credits.service';
import { SubscriptionService } from '../subscription/subscription.service';
import { OutletSubscriptionModel } from '../subscription/subscription.model';
import { OutletBillingModel } from './outlet.model';

type OutletRef = { id: string };

/**
 * `Outlet.credits` and `Outlet.currentSubscription`: references see no guard, so both read
 * through the outlet loaders (the access rule per outlet); another owner's outlet is null.
 */
@Resolver(() => OutletBillingModel)
export class OutletBillingResolver {
  constructor(
    private readonly ledger: CreditsService,
    private readonly subscriptions: SubscriptionService,
  ) {}

  /** The current outlet's credits and subscription (also what makes `Outlet` part of billing). */
  @OutletScoped()
  @Query(() => OutletBillingModel, {
    description: "The current outlet's credits and subscription (X-Outlet-ID)",
  })
  outletBilling(@CurrentOutletId() outletId: string): OutletRef {
    return { id: outletId };
  }

  @ResolveReference()
  async resolveReference(ref: OutletRef): Promise<OutletRef | null> {
    if (!isUuid(ref.id)) return null;
    // the credits loader answers only for an outlet the actor may use
    return (await this.ledger.creditsOf(ref.id)) === null ? null : { id: ref.id };
  }

  @ResolveField(() => Int)
  async credits(@Parent() outlet: OutletRef): Promise<number> {
    return (await this.ledger.creditsOf(outlet.id)) ?? 0;
  }

  @ResolveField(() => OutletSubscriptionModel, { nullable: true })
  async currentSubscription(@Parent() outlet: OutletRef): Promise<OutletSubscriptionModel | null> {
    const view = await this.subscriptions.currentOf(outlet.id);
    if (!view) return null;
    const { row, plan } = view;
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
