import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type ConnectionShape,
  Db,
  type PageArgs,
  toConnection,
  type Tx,
} from '@mise/platform';
import { AdminAuditEntity, type AuditSource } from './admin-audit.entity';

export interface AuditEntry {
  action: 'deleteOutlet' | 'setAdminSetting' | 'grantAdmin' | 'revokeAdmin';
  targetKind: 'outlet' | 'owner' | 'admin-setting';
  targetId: string;
  details?: Record<string, unknown>;
  /** Default 'api': `actor` (the admin of the request) is the one who acted. */
  source?: AuditSource;
  /** Who acted, for source 'api' (the resolver's `@CurrentActor()`). */
  actor?: Actor;
}

/** The admin audit log: every admin action, written in the action's own transaction. */
@Injectable()
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(tx: Tx, entry: AuditEntry): Promise<void> {
    const source = entry.source ?? 'api';
    const actor = source === 'api' ? entry.actor : undefined;
    const repo = tx.manager.getRepository(AdminAuditEntity);
    await repo.save(
      repo.create({
        actorSource: source,
        actorOwnerId: actor?.ownerId ?? null,
        actorEmail: actor?.email || null,
        action: entry.action,
        targetKind: entry.targetKind,
        targetId: entry.targetId,
        details: entry.details ?? {},
      }),
    );
  }

  /** Newest first, a page at a time (admin only). */
  async list(page: PageArgs): Promise<ConnectionShape<AdminAuditEntity>> {
    const [rows, total] = await this.db.unscoped((tx) =>
      tx.manager.getRepository(AdminAuditEntity).findAndCount({
        order: { createdAt: 'DESC', id: 'ASC' },
        skip: page.offset,
        take: page.limit,
      }),
    );
    return toConnection(rows, total, page);
  }
}
