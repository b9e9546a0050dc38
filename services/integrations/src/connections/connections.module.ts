import { Module } from '@nestjs/common';
import { OAuthClient } from '../providers/oauth-client';
import { TokenCipher } from '../tokens/token-cipher';
import { ConnectionsResolver } from './connections.resolver';
import { ConnectionsService } from './connections.service';
import { OwnerIntegrationsResolver } from './owner.resolver';
import { OwnerScope } from './owner-scope';

@Module({
  providers: [
    OwnerScope,
    TokenCipher,
    OAuthClient,
    ConnectionsService,
    ConnectionsResolver,
    OwnerIntegrationsResolver,
  ],
  exports: [OwnerScope, ConnectionsService, OAuthClient],
})
export class ConnectionsModule {}
