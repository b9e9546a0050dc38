import { Int, Parent, Query, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { CurrentOutletId, isUuid, OutletScoped } from '@mise/platform';
import { OutletSubscriptionModel } from '../subscription/subscription.model';
import { OutletBillingLoaders } from './outlet.loaders';
import { OutletBillingModel } from './outlet.model';

type OutletRef = { id: string };

/**
 * `Outlet.credits` and `Outlet.currentSubscription`: references see no guard, so both read
 * through the outlet loader (the access rule per outlet, every outlet of the request in one
 * statement); another owner's outlet is null.
 */
@Resolver(() => OutletBillingModel)
export class OutletBillingResolver {
  constructor(private readonly loaders: OutletBillingLoaders) {}

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
    // the loader answers only for an outlet the actor may use
    return (await this.loaders.billingOf(ref.id)) ? { id: ref.id } : null;
  }

  @ResolveField(() => Int)
  async credits(@Parent() outlet: OutletRef): Promise<number> {
    return (await this.loaders.billingOf(outlet.id))?.credits ?? 0;
  }

  @ResolveField(() => OutletSubscriptionModel, { nullable: true })
  async currentSubscription(@Parent() outlet: OutletRef): Promise<OutletSubscriptionModel | null> {
    const row = await this.loaders.billingOf(outlet.id);
    return row ? OutletBillingModel.subscriptionFrom(row) : null;
  }
}
