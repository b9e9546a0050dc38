import { Args, ID, Mutation, Query, Resolver, ResolveReference } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { CreateExampleItemInput, ExampleItemModel } from './example-item.model';
import { ExampleItemService } from './example-item.service';

/** Every operation works on the current outlet (X-Outlet-ID), checked by the platform's guard. */
@OutletScoped()
@Resolver(() => ExampleItemModel)
export class ExampleItemResolver {
  constructor(private readonly service: ExampleItemService) {}

  @Query(() => [ExampleItemModel], { description: "The current outlet's example items" })
  async exampleItems(): Promise<ExampleItemModel[]> {
    return (await this.service.list()).map((row) => ExampleItemModel.from(row));
  }

  @Query(() => ExampleItemModel)
  async exampleItem(@Args('id', { type: () => ID }) id: string): Promise<ExampleItemModel> {
    return ExampleItemModel.from(await this.service.get(id));
  }

  @Mutation(() => ExampleItemModel)
  async createExampleItem(@Args('input') input: CreateExampleItemInput): Promise<ExampleItemModel> {
    return ExampleItemModel.from(await this.service.create(input.name));
  }

  @Mutation(() => ExampleItemModel)
  async renameExampleItem(
    @Args('id', { type: () => ID }) id: string,
    @Args('name') name: string,
  ): Promise<ExampleItemModel> {
    return ExampleItemModel.from(await this.service.rename(id, name));
  }

  @Mutation(() => Boolean)
  deleteExampleItem(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    return this.service.delete(id);
  }

  /** Federation lookups see no guard: the service's outlet loader checks the access itself. */
  @ResolveReference()
  async resolveReference(ref: { id: string; outletId: string }): Promise<ExampleItemModel | null> {
    const row = await this.service.reference(ref.outletId, ref.id);
    return row && ExampleItemModel.from(row);
  }
}
