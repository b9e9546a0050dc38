import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type IntegrationProvider, IntegrationProvider as Providers } from '@mise/contracts';
import { CurrentOwnerId } from '@mise/platform';
import { ConnectionStartModel, IntegrationConnectionModel } from './connections.model';
import { ConnectionsService } from './connections.service';

const provider = () => Args('provider', { type: () => Providers });

/** The signed-in owner's connections: thin, one service call per operation. */
@Resolver(() => IntegrationConnectionModel)
export class ConnectionsResolver {
  constructor(private readonly connections: ConnectionsService) {}

  @Query(() => [IntegrationConnectionModel], {
    description: "The signed-in owner's connections: always POS, MAIL, ACCOUNTING, in that order",
  })
  async integrations(@CurrentOwnerId() ownerId: string): Promise<IntegrationConnectionModel[]> {
    return (await this.connections.list(ownerId)).map((v) => IntegrationConnectionModel.from(v));
  }

  @Mutation(() => ConnectionStartModel, {
    description:
      "Starts the provider's OAuth: a state bound to the owner (single use, 10 minutes), PKCE for Google and Xero",
  })
  startConnection(
    @CurrentOwnerId() ownerId: string,
    @provider() p: IntegrationProvider,
  ): Promise<ConnectionStartModel> {
    return this.connections.start(ownerId, p);
  }

  @Mutation(() => IntegrationConnectionModel, {
    description: "The web's OAuth callback: exchanges the code for the state this owner started",
  })
  async completeConnection(
    @CurrentOwnerId() ownerId: string,
    @provider() p: IntegrationProvider,
    @Args('code') code: string,
    @Args('state') state: string,
  ): Promise<IntegrationConnectionModel> {
    return IntegrationConnectionModel.from(
      await this.connections.complete(ownerId, p, code, state),
    );
  }

  @Mutation(() => IntegrationConnectionModel, {
    description: "NOT_CONNECTED, with the provider's revoke where it has one (Google, Xero)",
  })
  async disconnect(
    @CurrentOwnerId() ownerId: string,
    @provider() p: IntegrationProvider,
  ): Promise<IntegrationConnectionModel> {
    return IntegrationConnectionModel.from(await this.connections.disconnect(ownerId, p));
  }
}
