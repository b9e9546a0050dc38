import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { CreateBillingExampleItemInput, BillingExampleItemModel } from './example-item.model';
import { BillingExampleItemService } from './example-item.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@OutletScoped()
@Resolver(() => BillingExampleItemModel)
export class BillingExampleItemResolver {
  constructor(private readonly service: BillingExampleItemService) {}

  @Query(() => [BillingExampleItemModel], { description: "The current outlet's example items" })
  async billingExampleItems(): Promise<BillingExampleItemModel[]> {
    return (await this.service.list()).map((row) => BillingExampleItemModel.from(row));
  }

  @Query(() => BillingExampleItemModel)
  async billingExampleItem(
    @Args('id', { type: () => ID }) id: string,
  ): Promise<BillingExampleItemModel> {
    return BillingExampleItemModel.from(await this.service.get(id));
  }

  @Mutation(() => BillingExampleItemModel)
  async createBillingExampleItem(
    @Args('input') input: CreateBillingExampleItemInput,
  ): Promise<BillingExampleItemModel> {
    return BillingExampleItemModel.from(await this.service.create(input.name));
  }

  @Mutation(() => BillingExampleItemModel)
  async renameBillingExampleItem(
    @Args('id', { type: () => ID }) id: string,
    @Args('name') name: string,
  ): Promise<BillingExampleItemModel> {
    return BillingExampleItemModel.from(await this.service.rename(id, name));
  }

  @Mutation(() => Boolean)
  deleteBillingExampleItem(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  /** Federation lookups see no guard: the service's outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: {
    id: string;
    outletId: string;
  }): Promise<BillingExampleItemModel | null> {
    const row = await this.service.reference(ref.outletId, ref.id);
    return row && BillingExampleItemModel.from(row);
  }
}
