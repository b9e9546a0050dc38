import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { OutletScoped } from '@mise/platform';
import { PosUnmappedItemModel } from './pos.model';
import { PosService } from './pos.service';

@OutletScoped()
@Resolver()
export class PosResolver {
  constructor(private readonly service: PosService) {}

  @Query(() => [PosUnmappedItemModel], {
    description:
      'Point-of-sale names on receipts dated in [from, to) not linked to a menu item, by name',
  })
  posUnmappedItems(
    @Args('from') from: string,
    @Args('to') to: string,
  ): Promise<PosUnmappedItemModel[]> {
    return this.service.unmapped(from, to);
  }

  @Mutation(() => Int, {
    description:
      'Links a point-of-sale name to a menu item; the receipts that had it are sold again: how many',
  })
  mapPosItem(
    @Args('posName') posName: string,
    @Args('menuItemId', { type: () => ID }) menuItemId: string,
  ): Promise<number> {
    return this.service.map(posName, menuItemId);
  }
}
