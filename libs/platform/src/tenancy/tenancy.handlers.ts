import { Inject, Injectable, Logger, type Type } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  type AnalysisCountName,
  type AnalysisCountsReply,
  type AnalysisCountsRequest,
  type EventEnvelope,
  IdentitySubjects,
  type AdminSettingChangedEvent,
  type OutletCreatedEvent,
  type OutletDeletedEvent,
  type OutletUpdatedEvent,
  type OwnerRegisteredEvent,
  type OwnerUpdatedEvent,
  Requests,
} from '@mise/contracts';
import { isUuid } from '../ids';
import { Db, type Tx } from '../db/db.service';
import { runAsPlatform } from '../db/scope';
import { EventHandler, RpcHandler } from '../events/handlers';
import {
  ANALYSIS_REPLY_HOOK,
  type AnalysisReplyHook,
  OUTLET_PURGE_HOOK,
  type OutletPurgeHook,
} from './purge-hook';
import { TENANCY, type Tenancy } from './tenancy';

/** Events published before identity carried `revision` and `subject` lack them: read defensively. */
type Revised<P> = Omit<P, 'revision' | 'subject'> & { revision?: number; subject?: string | null };

/** The revision guard: newer revision when both sides have one, else the later occurredAt. */
const NEWER = (t: string) => `CASE WHEN EXCLUDED.revision IS NOT NULL AND ${t}.revision IS NOT NULL
  THEN EXCLUDED.revision > ${t}.revision ELSE EXCLUDED.occurred_at > ${t}.occurred_at END`;

/** The time zone of the outlets' dates (flows §0): the analysis' last business day. */
const OUTLET_TIME_ZONE = 'Asia/Kuala_Lumpur';

const MAX_OUTLETS_PER_REQUEST = 10_000;

function revisionOf(payload: { revision?: unknown }): number | null {
  return typeof payload.revision === 'number' && Number.isInteger(payload.revision)
    ? payload.revision
    : null;
}

/** The tenancy's projection writes, purge and counts; the handler class below calls these. */
@Injectable()
export class TenancyService {
  private readonly log = new Logger('tenancy');

  constructor(
    private readonly db: Db,
    private readonly moduleRef: ModuleRef,
    @Inject(TENANCY) private readonly tenancy: Tenancy,
  ) {}

  async upsertOwner(
    tx: Tx,
    e: EventEnvelope<Revised<OwnerRegisteredEvent | OwnerUpdatedEvent>>,
  ): Promise<void> {
    const p = e.payload;
    if (!isUuid(p.ownerId)) return;
    await tx.manager.query(
      `INSERT INTO owners AS o (id, subject, email, is_admin, revision, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET subject = COALESCE(EXCLUDED.subject, o.subject),
         email = EXCLUDED.email, is_admin = EXCLUDED.is_admin,
         revision = COALESCE(EXCLUDED.revision, o.revision), occurred_at = EXCLUDED.occurred_at
       WHERE ${NEWER('o')}`,
      [
        p.ownerId,
        typeof p.subject === 'string' && p.subject ? p.subject : null,
        String(p.email ?? '')
          .trim()
          .toLowerCase(),
        p.isAdmin === true,
        revisionOf(p),
        e.occurredAt,
      ],
    );
  }

  async upsertOutlet(
    tx: Tx,
    e: EventEnvelope<Revised<OutletCreatedEvent | OutletUpdatedEvent>>,
  ): Promise<void> {
    const p = e.payload;
    if (!isUuid(p.outletId) || !isUuid(p.ownerId)) return;
    const masked = 'maskedOutletNumber' in p ? p.maskedOutletNumber || null : null;
    // a tombstone stays: a late created/updated cannot bring a deleted outlet back
    await tx.manager.query(
      `INSERT INTO outlets AS t (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (id) DO UPDATE SET owner_id = EXCLUDED.owner_id,
         outlet_name = EXCLUDED.outlet_name,
         masked_outlet_number = COALESCE(EXCLUDED.masked_outlet_number, t.masked_outlet_number),
         revision = COALESCE(EXCLUDED.revision, t.revision), occurred_at = EXCLUDED.occurred_at
       WHERE NOT t.deleted AND ${NEWER('t')}`,
      [p.outletId, p.ownerId, String(p.outletName ?? ''), masked, revisionOf(p), e.occurredAt],
    );
    if (masked) {
      // created can arrive after an updated (one consumer per subject): the number still lands
      await tx.manager.query(
        `UPDATE outlets SET masked_outlet_number = $2 WHERE id = $1 AND masked_outlet_number IS NULL`,
        [p.outletId, masked],
      );
    }
  }

  /**
   * The outlet is gone: tombstone, then every declared table's rows of it in this one admin
   * transaction (the event's inbox transaction: a redelivery changes nothing), then the purge
   * hook (storage). A failure rolls back and the event is retried.
   */
  async purgeOutlet(tx: Tx, e: EventEnvelope<OutletDeletedEvent>): Promise<void> {
    const { outletId, ownerId, outletName } = e.payload;
    if (!isUuid(outletId)) return;
    await tx.manager.query(
      `INSERT INTO outlets AS t (id, owner_id, outlet_name, occurred_at, deleted)
       VALUES ($1, $2, $3, $4, true)
       ON CONFLICT (id) DO UPDATE SET deleted = true`,
      [outletId, isUuid(ownerId) ? ownerId : outletId, String(outletName ?? ''), e.occurredAt],
    );
    await tx.manager.query(`SELECT set_config('app.admin', 'on', true)`);
    let removed = 0;
    for (const { table, outletColumn } of this.tenancy.tables) {
      const [, count] = await tx.manager.query<[unknown, number]>(
        `DELETE FROM "${table}" WHERE "${outletColumn}" = $1`,
        [outletId],
      );
      removed += count ?? 0;
    }
    await tx.manager.query(`SELECT set_config('app.admin', 'off', true)`);
    const hook = this.purgeHook();
    if (hook) await hook.purgeOutlet(outletId);
    this.log.log(`outlet ${outletId} deleted: purged ${removed} row(s)`);
  }

  async upsertAdminSetting(
    tx: Tx,
    e: EventEnvelope<Revised<AdminSettingChangedEvent>>,
  ): Promise<void> {
    const p = e.payload;
    if (typeof p.key !== 'string' || typeof p.value !== 'boolean') return;
    await tx.manager.query(
      `INSERT INTO admin_settings AS s (key, value, revision, occurred_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value,
         revision = COALESCE(EXCLUDED.revision, s.revision), occurred_at = EXCLUDED.occurred_at
       WHERE ${NEWER('s')}`,
      [p.key, p.value, revisionOf(p), e.occurredAt],
    );
  }

  /** Whether an event belongs to a deleted outlet (it is then acked and dropped). */
  async outletDeleted(tx: Tx, outletId: string | null | undefined): Promise<boolean> {
    if (!isUuid(outletId)) return false;
    const rows: unknown[] = await tx.manager.query(
      `SELECT 1 FROM outlets WHERE id = $1 AND deleted`,
      [outletId],
    );
    return rows.length > 0;
  }

  /** The admin analysis: each declared count and the latest business day, per outlet. */
  async counts(request: AnalysisCountsRequest): Promise<AnalysisCountsReply> {
    const reply = await this.declaredCounts(request);
    const hook = this.optional<AnalysisReplyHook>(ANALYSIS_REPLY_HOOK);
    if (hook) {
      await runAsPlatform('analysis-counts', () =>
        hook.extendAnalysis(Object.keys(reply.counts), reply),
      );
    }
    return reply;
  }

  private declaredCounts(request: AnalysisCountsRequest): Promise<AnalysisCountsReply> {
    const outletIds = [
      ...new Set(Array.isArray(request?.outletIds) ? request.outletIds.filter(isUuid) : []),
    ].slice(0, MAX_OUTLETS_PER_REQUEST);
    const { service, counts, business } = this.tenancy;
    const reply: AnalysisCountsReply = { service, counts: {}, lastBusiness: {} };
    for (const id of outletIds) {
      reply.counts[id] = Object.fromEntries(counts.map((c) => [c.name, 0]));
    }
    if (!outletIds.length || (!counts.length && !business.length)) return Promise.resolve(reply);
    return runAsPlatform('analysis-counts', () =>
      this.db.admin(async (tx) => {
        await tx.manager.query(`SELECT set_config('timezone', $1, true)`, [OUTLET_TIME_ZONE]);
        for (const c of counts) {
          const n = c.distinct ? `count(DISTINCT "${c.distinct}")` : 'count(*)';
          const rows: Array<{ outlet_id: string; n: string }> = await tx.manager.query(
            `SELECT "${c.outletColumn}" AS outlet_id, ${n} AS n FROM "${c.table}"
              WHERE "${c.outletColumn}" = ANY($1::uuid[]) ${c.where ? `AND (${c.where})` : ''}
              GROUP BY 1`,
            [outletIds],
          );
          for (const r of rows)
            reply.counts[r.outlet_id][c.name as AnalysisCountName] = Number(r.n);
        }
        for (const b of business) {
          const rows: Array<{ outlet_id: string; day: string }> = await tx.manager.query(
            `SELECT "${b.outletColumn}" AS outlet_id, to_char(max("${b.dateColumn}"), 'YYYY-MM-DD') AS day
               FROM "${b.table}" WHERE "${b.outletColumn}" = ANY($1::uuid[])
               ${b.where ? `AND (${b.where})` : ''} GROUP BY 1`,
            [outletIds],
          );
          for (const r of rows) {
            const last = reply.lastBusiness[r.outlet_id];
            if (r.day && (!last || r.day > last.date)) {
              reply.lastBusiness[r.outlet_id] = { date: r.day, module: b.module };
            }
          }
        }
        return reply;
      }),
    );
  }

  private purgeHook(): OutletPurgeHook | null {
    return this.optional<OutletPurgeHook>(OUTLET_PURGE_HOOK);
  }

  private optional<T>(token: symbol): T | null {
    try {
      return this.moduleRef.get<T>(token, { strict: false });
    } catch {
      return null;
    }
  }
}

/** The marker on the tenancy's own handler class (the deleted-outlet gate leaves it alone). */
export const TENANCY_HANDLERS = Symbol('TENANCY_HANDLERS');

/** The handlers of identity's events and the analysis-counts answer, for one service. */
export function tenancyHandlers(tenancy: Tenancy): Type<unknown> {
  @Injectable()
  class TenancyHandlers {
    static readonly [TENANCY_HANDLERS] = true;

    constructor(@Inject(TenancyService) private readonly tenancy: TenancyService) {}

    @EventHandler(IdentitySubjects.ownerRegistered)
    ownerRegistered(e: EventEnvelope<OwnerRegisteredEvent>, tx: Tx): Promise<void> {
      return this.tenancy.upsertOwner(tx, e);
    }

    @EventHandler(IdentitySubjects.ownerUpdated)
    ownerUpdated(e: EventEnvelope<OwnerUpdatedEvent>, tx: Tx): Promise<void> {
      return this.tenancy.upsertOwner(tx, e);
    }

    @EventHandler(IdentitySubjects.outletCreated)
    outletCreated(e: EventEnvelope<OutletCreatedEvent>, tx: Tx): Promise<void> {
      return this.tenancy.upsertOutlet(tx, e);
    }

    @EventHandler(IdentitySubjects.outletUpdated)
    outletUpdated(e: EventEnvelope<OutletUpdatedEvent>, tx: Tx): Promise<void> {
      return this.tenancy.upsertOutlet(tx, e);
    }

    @EventHandler(IdentitySubjects.outletDeleted)
    outletDeleted(e: EventEnvelope<OutletDeletedEvent>, tx: Tx): Promise<void> {
      return runAsPlatform('purge', () => this.tenancy.purgeOutlet(tx, e));
    }

    @EventHandler(IdentitySubjects.adminSettingChanged)
    adminSettingChanged(e: EventEnvelope<AdminSettingChangedEvent>, tx: Tx): Promise<void> {
      return this.tenancy.upsertAdminSetting(tx, e);
    }

    @RpcHandler(Requests.analysisCounts(tenancy.service))
    analysisCounts(request: AnalysisCountsRequest): Promise<AnalysisCountsReply> {
      return this.tenancy.counts(request);
    }
  }
  return TenancyHandlers;
}
