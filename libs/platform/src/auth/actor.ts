import { Inject, Injectable } from '@nestjs/common';
import type { ServiceConfig } from '../config';
import type { Actor } from '../context';
import { SERVICE_CONFIG } from '../tokens';
import { OutletAccess, tokenEmail, type TokenClaims } from './outlet-access';

/** Turns verified token claims into the Actor, asking the service who the owner is. */
@Injectable()
export class ActorResolver {
  constructor(
    private readonly access: OutletAccess,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async resolve(claims: TokenClaims): Promise<Actor> {
    const known = await this.access.actorFor(claims);
    const { email, verified } = tokenEmail(claims, this.config.auth);
    return {
      subject: claims.sub,
      email,
      emailVerified: verified,
      name: stringClaim(claims, this.config.auth.nameClaim) || null,
      ownerId: known?.ownerId ?? null,
      isAdmin: known?.isAdmin ?? false,
    };
  }
}

function stringClaim(claims: TokenClaims, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
}
