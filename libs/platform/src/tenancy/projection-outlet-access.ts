import { Inject, Injectable } from '@nestjs/common';
import type { ServiceConfig } from '../config';
import { Db } from '../db/db.service';
import { OutletAccess, tokenEmail, type TokenClaims } from '../auth/outlet-access';
import { isUuid } from '../ids';
import { SERVICE_CONFIG } from '../tokens';

/**
 * `OutletAccess` of every non-identity service, over its projection of identity's events. The
 * actor is the owner bound to the token's `sub` (identity binds it at registration); an owner
 * projected before events carried `subject` matches by e-mail, and only with `email_verified`.
 * A deleted outlet (tombstone) has no owner. Each answer is one statement, no transaction.
 */
@Injectable()
export class ProjectionOutletAccess extends OutletAccess {
  constructor(
    private readonly db: Db,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    super();
  }

  async actorFor(claims: TokenClaims): Promise<{ ownerId: string; isAdmin: boolean } | null> {
    const { email, verified } = tokenEmail(claims, this.config.auth);
    const rows: Array<{ id: string; is_admin: boolean }> = await this.db.dataSource.query(
      `SELECT id, is_admin FROM owners
        WHERE subject = $1 OR ($3 AND subject IS NULL AND email = $2)
        ORDER BY (subject = $1) DESC NULLS LAST LIMIT 1`,
      [claims.sub, email, verified],
    );
    return rows[0] ? { ownerId: rows[0].id, isAdmin: rows[0].is_admin } : null;
  }

  async ownerOfOutlet(outletId: string): Promise<string | null> {
    return (await this.ownersOfOutlets([outletId])).get(outletId) ?? null;
  }

  override async ownersOfOutlets(outletIds: readonly string[]): Promise<Map<string, string>> {
    const ids = [...new Set(outletIds.filter(isUuid))];
    if (!ids.length) return new Map();
    const rows: Array<{ id: string; owner_id: string }> = await this.db.dataSource.query(
      `SELECT id, owner_id FROM outlets WHERE id = ANY($1::uuid[]) AND NOT deleted`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.owner_id]));
  }
}
