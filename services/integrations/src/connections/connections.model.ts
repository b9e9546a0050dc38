import { Directive, Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ConnectionState, IntegrationProvider } from '@mise/contracts';
import { providerInfo } from '../providers/provider';
import type { ConnectionView } from './connections.service';

registerEnumType(IntegrationProvider, {
  name: 'IntegrationProvider',
  description: 'POS (Loyverse), MAIL (Google), ACCOUNTING (Xero)',
});
registerEnumType(ConnectionState, { name: 'ConnectionState' });

/** An owner's connection to one provider: never a token. */
@ObjectType('IntegrationConnection')
export class IntegrationConnectionModel {
  @Field(() => IntegrationProvider)
  provider!: IntegrationProvider;

  @Field({ description: '"Loyverse" | "Google" | "Xero"' })
  providerName!: string;

  @Field(() => ConnectionState)
  state!: ConnectionState;

  @Field({ description: 'state == CONNECTED' })
  connected!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Xero tenant id; Loyverse merchant id; Google: the account e-mail',
  })
  tenantId!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Xero organisation name; Loyverse business name; Google e-mail',
  })
  accountName!: string | null;

  @Field(() => Date, { nullable: true })
  connectedAt!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'What went wrong, in plain words, when NEEDS_RECONNECT',
  })
  problem!: string | null;

  static from(v: ConnectionView): IntegrationConnectionModel {
    return {
      provider: v.provider,
      providerName: providerInfo(v.provider).name,
      state: v.state,
      connected: v.state === ConnectionState.CONNECTED,
      tenantId: v.tenantId,
      accountName: v.accountName,
      connectedAt: v.connectedAt,
      problem: v.problem,
    };
  }
}

@ObjectType('ConnectionStart')
export class ConnectionStartModel {
  @Field({ description: "The provider's authorization page to send the browser to" })
  authorizeUrl!: string;
}

/** Identity's owner; integrations adds the owner's connections (only the signed-in owner's). */
@ObjectType('Owner')
@Directive('@key(fields: "id")')
export class OwnerIntegrationsModel {
  @Field(() => ID)
  id!: string;
}

/**
 * Puts `Owner` in this subgraph's schema: no root field returns it (it is reached through
 * `_entities` only), and Nest adds a type that no root field reaches when a field of another
 * type names it. This type itself is reached by nothing, so it is not printed.
 */
@ObjectType('IntegrationsOwnerAnchor')
export class OwnerAnchorModel {
  @Field(() => OwnerIntegrationsModel)
  owner!: OwnerIntegrationsModel;
}
