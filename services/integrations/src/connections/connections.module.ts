import { Module } from '@nestjs/common';
import { LoyverseClient } from '../providers/loyverse-client';
import { OAuthClient } from '../providers/oauth-client';
import { TokenCipher } from '../tokens/token-cipher';
import { ConnectionsResolver } from './connections.resolver';
import { ConnectionsService } from './connections.service';
import { OwnerIntegrationsResolver } from './owner.resolver';
import { OutletOwners } from './outlet-owners';
import { OwnerScope } from './owner-scope';

@Module({
  providers: [
    OwnerScope,
    TokenCipher,
    OAuthClient,
    LoyverseClient,
    OutletOwners,
    ConnectionsService,
    ConnectionsResolver,
    OwnerIntegrationsResolver,
  ],
  exports: [OwnerScope, ConnectionsService, OAuthClient, LoyverseClient, OutletOwners],
})
export class ConnectionsModule {}
