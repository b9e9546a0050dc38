import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentOwnerId } from '@mise/platform';
import { PosStoreModel, PosSyncModel } from './pos.model';
import { PosService } from './pos.service';

/** The signed-in owner's point of sale (Loyverse): stores, their outlets, the catch-up pull. */
@Resolver(() => PosStoreModel)
export class PosResolver {
  constructor(private readonly pos: PosService) {}

  @Query(() => [PosStoreModel], {
    description: "The owner's Loyverse stores and their outlets; empty when not connected",
  })
  async posStores(@CurrentOwnerId() ownerId: string): Promise<PosStoreModel[]> {
    return (await this.pos.stores(ownerId)).map((s) => PosStoreModel.from(s));
  }

  @Mutation(() => PosStoreModel, {
    description:
      "Sends a Loyverse store's receipts to one of the owner's outlets (null: to none); one store per outlet. Its pending receipts are sent at once",
  })
  async mapPosStore(
    @CurrentOwnerId() ownerId: string,
    @Args('storeId') storeId: string,
    @Args('outletId', { type: () => ID, nullable: true }) outletId: string | null,
  ): Promise<PosStoreModel> {
    return PosStoreModel.from(await this.pos.mapStore(ownerId, storeId, outletId ?? null));
  }

  @Mutation(() => PosSyncModel, {
    description: 'Reads the receipts Loyverse has since the last pull (the webhook may miss some)',
  })
  async syncPosReceipts(@CurrentOwnerId() ownerId: string): Promise<PosSyncModel> {
    return PosSyncModel.from(await this.pos.syncNow(ownerId));
  }
}
