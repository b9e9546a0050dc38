import { Args, ID, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentOutletId, OutletScoped } from '@mise/platform';
import { OutletModel } from '../outlet/outlet.model';
import { CreateOutletBillingInput, UpdateOutletBillingInput } from './outlet-billing.inputs';
import { OutletBillingModel } from './outlet-billing.model';
import { OutletBillingService } from './outlet-billing.service';

@Resolver(() => OutletBillingModel)
export class OutletBillingResolver {
  constructor(private readonly service: OutletBillingService) {}

  @OutletScoped()
  @Mutation(() => OutletBillingModel, { description: 'Adds an add-on to the current outlet' })
  async createOutletBilling(
    @CurrentOutletId() outletId: string,
    @Args('input') input: CreateOutletBillingInput,
  ): Promise<OutletBillingModel> {
    return OutletBillingModel.from(await this.service.create(outletId, input));
  }

  @OutletScoped()
  @Mutation(() => OutletBillingModel)
  async updateOutletBilling(
    @CurrentOutletId() outletId: string,
    @Args('input') input: UpdateOutletBillingInput,
  ): Promise<OutletBillingModel> {
    return OutletBillingModel.from(await this.service.update(outletId, input));
  }

  @OutletScoped()
  @Mutation(() => Boolean)
  deleteOutletBilling(
    @CurrentOutletId() outletId: string,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<boolean> {
    return this.service.delete(outletId, id);
  }
}

/** Outlet.billings: the outlet's add-ons. */
@Resolver(() => OutletModel)
export class OutletBillingsFieldResolver {
  constructor(private readonly service: OutletBillingService) {}

  @ResolveField(() => [OutletBillingModel])
  async billings(@Parent() outlet: OutletModel): Promise<OutletBillingModel[]> {
    return (await this.service.listByOutlet(outlet.id)).map(OutletBillingModel.from);
  }
}
