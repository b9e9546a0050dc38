import { Inject, Injectable } from '@nestjs/common';
import { In, IsNull } from 'typeorm';
import { Db, isUuid, OutletAccess, tokenEmail, type TokenClaims } from '@mise/platform';
import type { IdentityConfig } from './config';
import { IDENTITY_CONFIG } from './identity.tokens';
import { OutletEntity } from './outlet/outlet.entity';
import { OwnerEntity } from './owner/owner.entity';

/**
 * Identity holds the owners and outlets, so it answers the platform's access questions itself.
 * These run on every request: each is one statement on a tenant-root table (not under row-level
 * security), so they run in `db.unscopedRead`, without a transaction.
 */
@Injectable()
export class IdentityOutletAccess extends OutletAccess {
  constructor(
    private readonly db: Db,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
  ) {
    super();
  }

  /**
   * The owner bound to the token's `sub`; or, for an owner registered before subjects were kept
   * (none bound yet), the owner of the token's e-mail when the issuer verified it. signIn then
   * binds the subject. Another subject with the same e-mail is nobody.
   */
  async actorFor(claims: TokenClaims): Promise<{ ownerId: string; isAdmin: boolean } | null> {
    const select = { id: true, isAdmin: true } as const;
    const subject = typeof claims.sub === 'string' ? claims.sub : '';
    const { email, verified } = tokenEmail(claims, this.config.auth);
    const where = [
      ...(subject ? [{ subject }] : []),
      ...(verified ? [{ email, subject: IsNull() }] : []),
    ];
    if (!where.length) return null;
    const rows = await this.db.unscopedRead((tx) =>
      tx.manager.getRepository(OwnerEntity).find({ where, select: { ...select, subject: true } }),
    );
    const owner = rows.find((r) => r.subject === subject) ?? rows[0];
    return owner ? { ownerId: owner.id, isAdmin: owner.isAdmin } : null;
  }

  async ownerOfOutlet(outletId: string): Promise<string | null> {
    if (!isUuid(outletId)) return null;
    const outlet = await this.db.unscopedRead((tx) =>
      tx.manager
        .getRepository(OutletEntity)
        .findOne({ where: { id: outletId }, select: { id: true, ownerId: true } }),
    );
    return outlet?.ownerId ?? null;
  }

  /** The owners of several outlets in one statement (the platform's outlet loaders ask this). */
  override async ownersOfOutlets(outletIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(outletIds)].filter(isUuid);
    if (!ids.length) return new Map();
    const rows = await this.db.unscopedRead((tx) =>
      tx.manager
        .getRepository(OutletEntity)
        .find({ where: { id: In(ids) }, select: { id: true, ownerId: true } }),
    );
    return new Map(rows.map((r) => [r.id, r.ownerId]));
  }
}
