import { Inject, Injectable } from '@nestjs/common';
import {
  Db,
  OutletAccess,
  SERVICE_CONFIG,
  type ServiceConfig,
  type TokenClaims,
} from '@mise/platform';
import { OutletEntity } from './outlet/outlet.entity';
import { OwnerEntity } from './owner/owner.entity';
import { isUuid } from './shared';

/**
 * Identity holds the owners and outlets, so it answers the platform's access questions itself.
 * These run on every request: each is one statement on a tenant-root table (not under row-level
 * security), so they need no transaction.
 */
@Injectable()
export class IdentityOutletAccess extends OutletAccess {
  constructor(
    private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  async actorFor(claims: TokenClaims): Promise<{ ownerId: string; isAdmin: boolean } | null> {
    const claim = claims[this.config.auth.emailClaim];
    const email = typeof claim === 'string' ? claim.trim().toLowerCase() : '';
    if (!email) return null;
    const owner = await this.db.dataSource
      .getRepository(OwnerEntity)
      .findOne({ where: { email }, select: { id: true, isAdmin: true } });
    return owner ? { ownerId: owner.id, isAdmin: owner.isAdmin } : null;
  }

  async ownerOfOutlet(outletId: string): Promise<string | null> {
    if (!isUuid(outletId)) return null;
    const outlet = await this.db.dataSource
      .getRepository(OutletEntity)
      .findOne({ where: { id: outletId }, select: { id: true, ownerId: true } });
    return outlet?.ownerId ?? null;
  }
}
