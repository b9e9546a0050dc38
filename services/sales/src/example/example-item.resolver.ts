import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { CreateSalesExampleItemInput, SalesExampleItemModel } from './example-item.model';
import { SalesExampleItemService } from './example-item.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@OutletScoped()
@Resolver(() => SalesExampleItemModel)
export class SalesExampleItemResolver {
  constructor(private readonly service: SalesExampleItemService) {}

  @Query(() => [SalesExampleItemModel], { description: "The current outlet's example items" })
  async salesExampleItems(): Promise<SalesExampleItemModel[]> {
    return (await this.service.list()).map((row) => SalesExampleItemModel.from(row));
  }

  @Query(() => SalesExampleItemModel)
  async salesExampleItem(
    @Args('id', { type: () => ID }) id: string,
  ): Promise<SalesExampleItemModel> {
    return SalesExampleItemModel.from(await this.service.get(id));
  }

  @Mutation(() => SalesExampleItemModel)
  async createSalesExampleItem(
    @Args('input') input: CreateSalesExampleItemInput,
  ): Promise<SalesExampleItemModel> {
    return SalesExampleItemModel.from(await this.service.create(input.name));
  }

  @Mutation(() => SalesExampleItemModel)
  async renameSalesExampleItem(
    @Args('id', { type: () => ID }) id: string,
    @Args('name') name: string,
  ): Promise<SalesExampleItemModel> {
    return SalesExampleItemModel.from(await this.service.rename(id, name));
  }

  @Mutation(() => Boolean)
  deleteSalesExampleItem(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  /** Federation lookups see no guard: the service's outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: {
    id: string;
    outletId: string;
  }): Promise<SalesExampleItemModel | null> {
    const row = await this.service.reference(ref.outletId, ref.id);
    return row && SalesExampleItemModel.from(row);
  }
}
