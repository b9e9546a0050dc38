import { Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import { currentActor } from '@mise/platform';
import { IntegrationConnectionModel, OwnerIntegrationsModel } from './connections.model';
import { ConnectionsService } from './connections.service';

type OwnerRef = { id: string };

/** The signed-in owner, or null: no other owner's id answers (references see no guard). */
function signedIn(id: string): boolean {
  return currentActor().ownerId === id;
}

/** `Owner.integrations`: answers only for the signed-in owner; any other owner is null. */
@Resolver(() => OwnerIntegrationsModel)
export class OwnerIntegrationsResolver {
  constructor(private readonly connections: ConnectionsService) {}

  @ResolveReference()
  resolveReference(ref: OwnerRef): OwnerRef | null {
    return signedIn(ref.id) ? { id: ref.id } : null;
  }

  @ResolveField(() => [IntegrationConnectionModel])
  async integrations(@Parent() owner: OwnerRef): Promise<IntegrationConnectionModel[]> {
    if (!signedIn(owner.id)) return [];
    return (await this.connections.list(owner.id)).map((v) => IntegrationConnectionModel.from(v));
  }
}
