import {
  Args,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
  ResolveReference,
} from '@nestjs/graphql';
import { type Actor, CurrentActor, currentActor, CurrentOwnerId } from '@mise/platform';
import { OutletModel } from '../outlet/outlet.model';
import { UpdateOwnerContactInput } from './owner.inputs';
import { OutletOwnerModel, OwnerModel, SignInResultModel } from './owner.model';
import { OwnerService } from './owner.service';

@Resolver(() => OwnerModel)
export class OwnerResolver {
  constructor(private readonly owners: OwnerService) {}

  @Mutation(() => SignInResultModel, {
    description: 'Registers or looks up the owner of the token and opens a session',
  })
  async signIn(@CurrentActor() actor: Actor): Promise<SignInResultModel> {
    const { owner, sessionId } = await this.owners.signIn(actor);
    const { basicInfo } = OwnerModel.from(owner);
    return {
      userId: owner.id,
      sessionId,
      outletId: owner.currentOutletId,
      isAdmin: owner.isAdmin,
      basicInfo,
    };
  }

  @Query(() => OwnerModel, { description: 'The signed-in owner with their outlets' })
  async me(@CurrentOwnerId() ownerId: string): Promise<OwnerModel> {
    return OwnerModel.from(await this.owners.get(ownerId));
  }

  @Mutation(() => OwnerModel)
  async updateOwnerContact(
    @CurrentOwnerId() ownerId: string,
    @Args('input') input: UpdateOwnerContactInput,
  ): Promise<OwnerModel> {
    return OwnerModel.from(await this.owners.updateContact(ownerId, input));
  }

  @Mutation(() => OwnerModel, { description: 'An own outlet, or any outlet for an admin' })
  async setCurrentOutlet(
    @CurrentActor() actor: Actor,
    @CurrentOwnerId() ownerId: string,
    @Args('outletId', { type: () => ID }) outletId: string,
  ): Promise<OwnerModel> {
    return OwnerModel.from(await this.owners.setCurrentOutlet(actor, ownerId, outletId));
  }

  @ResolveReference()
  async resolveReference(reference: { id: string }): Promise<OwnerModel | null> {
    const owner = await this.owners.reference(currentActor(), reference.id);
    return owner && OwnerModel.from(owner);
  }
}

/** Outlet.owner (admin's outlet list shows the owner's names, e-mail, WhatsApp and admin flag). */
@Resolver(() => OutletModel)
export class OutletOwnerResolver {
  constructor(private readonly owners: OwnerService) {}

  @ResolveField(() => OutletOwnerModel)
  async owner(@Parent() outlet: OutletModel): Promise<OutletOwnerModel> {
    return OutletOwnerModel.from(await this.owners.get(outlet.ownerId));
  }
}
