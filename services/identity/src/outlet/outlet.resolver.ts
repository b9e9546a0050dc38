import {
  Args,
  ID,
  Mutation,
  ObjectType,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import {
  type Actor,
  AdminOnly,
  Connection,
  CurrentActor,
  currentActor,
  CurrentOutletId,
  CurrentOwnerId,
  OutletScoped,
  PageArgs,
  mapConnection,
} from '@mise/platform';
import { OwnerModel } from '../owner/owner.model';
import { CreateOutletInput, UpdateOutletInput, UpdateOutletProfileInput } from './outlet.inputs';
import { OutletModel } from './outlet.model';
import { OutletProgressModel } from './outlet-progress.model';
import { OutletService } from './outlet.service';

@ObjectType('OutletConnection')
export class OutletConnectionModel extends Connection(OutletModel) {}

@Resolver(() => OutletModel)
export class OutletResolver {
  constructor(private readonly service: OutletService) {}

  @Query(() => [OutletModel], { description: "The signed-in owner's outlets" })
  async outlets(@CurrentOwnerId() ownerId: string): Promise<OutletModel[]> {
    return (await this.service.listByOwner(ownerId)).map(OutletModel.from);
  }

  @Query(() => OutletModel, {
    nullable: true,
    description:
      "Full detail of an own outlet (any outlet for an admin); another owner's: NOT_FOUND",
  })
  async outlet(
    @CurrentActor() actor: Actor,
    @Args('id', { type: () => ID }) id: string,
  ): Promise<OutletModel> {
    return OutletModel.from(await this.service.get(actor, id));
  }

  @OutletScoped()
  @Query(() => OutletModel, { description: 'The current outlet (X-Outlet-ID)' })
  async currentOutlet(
    @CurrentActor() actor: Actor,
    @CurrentOutletId() outletId: string,
  ): Promise<OutletModel> {
    return OutletModel.from(await this.service.get(actor, outletId));
  }

  @AdminOnly()
  @Query(() => OutletConnectionModel, { description: 'Admin: every outlet, by outlet number' })
  async allOutlets(@Args() page: PageArgs): Promise<OutletConnectionModel> {
    return mapConnection(await this.service.all(page), OutletModel.from);
  }

  @Mutation(() => OutletModel, {
    description: 'Onboarding; the new outlet becomes the current one',
  })
  async createOutlet(
    @CurrentOwnerId() ownerId: string,
    @Args('input') input: CreateOutletInput,
  ): Promise<OutletModel> {
    return OutletModel.from(await this.service.create(ownerId, input));
  }

  @OutletScoped()
  @Mutation(() => OutletModel, {
    description: 'General fields of the current outlet (X-Outlet-ID)',
  })
  async updateOutlet(
    @CurrentOutletId() outletId: string,
    @Args('input') input: UpdateOutletInput,
  ): Promise<OutletModel> {
    return OutletModel.from(await this.service.update(outletId, input));
  }

  @OutletScoped()
  @Mutation(() => OutletModel, {
    description: 'Settings > Profile of the current outlet (X-Outlet-ID)',
  })
  async updateOutletProfile(
    @CurrentOutletId() outletId: string,
    @Args('input') input: UpdateOutletProfileInput,
  ): Promise<OutletModel> {
    return OutletModel.from(await this.service.updateProfile(outletId, input));
  }

  @ResolveField(() => OutletProgressModel, {
    description: 'The overview checklist; its steps come from the services that own them',
  })
  progress(@Parent() outlet: OutletModel): OutletProgressModel {
    return { outletId: outlet.id };
  }

  @ResolveReference()
  async resolveReference(reference: { id: string }): Promise<OutletModel | null> {
    const outlet = await this.service.reference(currentActor(), reference.id);
    return outlet && OutletModel.from(outlet);
  }
}

/** Owner.outlets: every outlet of the owners in one operation, in one query. */
@Resolver(() => OwnerModel)
export class OwnerOutletsResolver {
  constructor(private readonly service: OutletService) {}

  @ResolveField(() => [OutletModel])
  async outlets(@Parent() owner: OwnerModel): Promise<OutletModel[]> {
    return (await this.service.listByOwner(owner.id)).map(OutletModel.from);
  }
}

/**
 * OutletProgress by key: identity holds only the key; the step fields come from other services.
 * Answered only for an outlet the actor may use (its owner, or an admin); otherwise null.
 */
@Resolver(() => OutletProgressModel)
export class OutletProgressResolver {
  constructor(private readonly service: OutletService) {}

  @ResolveReference()
  async resolveReference(reference: { outletId: string }): Promise<OutletProgressModel | null> {
    const outlet = await this.service.reference(currentActor(), reference.outletId);
    return outlet && { outletId: outlet.id };
  }
}
