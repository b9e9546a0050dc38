import { Messages, today as outletToday } from '@mise/domain';
import { Injectable } from '@nestjs/common';
import {
  type AnalysisCountsReply,
  type AnalysisCountsRequest,
  IdentitySubjects,
  Requests,
  SERVICES,
} from '@mise/contracts';
import { type Actor, Bus, Db, NotFoundError } from '@mise/platform';
import { AuditService } from '../audit/audit.service';
import { OutletBillingEntity } from '../outlet-billing/outlet-billing.entity';
import { OutletEntity } from '../outlet/outlet.entity';
import { OwnerEntity } from '../owner/owner.entity';
import { AdminSettingEntity } from './admin-setting.entity';
import type {
  AdminSettingModel,
  DeleteOutletResultModel,
  OutletAnalysisModel,
} from './admin.model';
import { outletAnalysis, type OutletWithOwner } from './outlet-analysis';

/** How long the analysis and the deletion wait for each other service's counts. */
export const COUNTS_TIMEOUT_MS = 1500;

const ENABLE_90_DAYS = 'enable90DaysChecking';

@Injectable()
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly audit: AuditService,
  ) {}

  async getSetting(): Promise<AdminSettingModel> {
    const row = await this.db.unscopedRead((tx) =>
      tx.manager.getRepository(AdminSettingEntity).findOneBy({ key: ENABLE_90_DAYS }),
    );
    return { enable90DaysChecking: row ? row.value === true : true };
  }

  /** Sets the 90-day flag: revision +1, identity.admin-setting.changed, an audit record. */
  setSetting(actor: Actor, enable90DaysChecking: boolean): Promise<AdminSettingModel> {
    return this.db.unscoped(async (tx) => {
      // Insert or bump in one statement: concurrent changes take turns on the row.
      const [row] = await tx.manager.query<{ revision: number; previous: unknown }[]>(
        `INSERT INTO admin_settings (key, value, revision) VALUES ($1, $2::jsonb, 1)
           ON CONFLICT (key) DO UPDATE
             SET value = EXCLUDED.value, revision = admin_settings.revision + 1
           RETURNING revision,
             (SELECT value FROM admin_settings WHERE key = $1) AS previous`,
        [ENABLE_90_DAYS, JSON.stringify(enable90DaysChecking)],
      );
      await this.audit.record(tx, {
        actor,
        action: 'setAdminSetting',
        targetKind: 'admin-setting',
        targetId: ENABLE_90_DAYS,
        details: { previous: row.previous ?? null, value: enable90DaysChecking },
      });
      await tx.emit(IdentitySubjects.adminSettingChanged, {
        key: ENABLE_90_DAYS,
        value: enable90DaysChecking,
        revision: row.revision,
      });
      return { enable90DaysChecking };
    });
  }

  /**
   * Account analysis: identity's outlets and owners, with the counts and last business date each
   * other service reports (one request per service, in parallel; a silent service counts 0).
   */
  async analysis(today = outletToday()): Promise<OutletAnalysisModel> {
    const outlets = await this.db.admin(
      (tx) =>
        tx.manager
          .getRepository(OutletEntity)
          .createQueryBuilder('o')
          .innerJoinAndMapOne('o.owner', OwnerEntity, 'w', 'w.id = o.owner_id')
          .orderBy('w.email', 'ASC')
          .addOrderBy('o.outlet_number', 'ASC')
          .getMany() as Promise<OutletWithOwner[]>,
    );
    const replies = await this.gatherCounts(outlets.map((o) => o.id));
    return outletAnalysis(outlets, replies, today);
  }

  /**
   * Deletes an outlet: asks the other services how many records they hold for it, removes
   * identity's rows in one admin transaction and emits identity.outlet.deleted (the other services
   * remove theirs when they receive it). Owners whose current outlet it was get none.
   */
  async deleteOutlet(actor: Actor, outletId: string): Promise<DeleteOutletResultModel> {
    const outlet = await this.db.unscopedRead((tx) =>
      tx.findOrNotFound(OutletEntity, { id: outletId }, Messages.common.outletNotFound),
    );

    const replies = await this.gatherCounts([outletId]);
    const elsewhere = replies
      .flatMap((r) => Object.values(r.counts[outletId] ?? {}))
      .reduce((a, b) => a + b, 0);

    const removedHere = await this.db.admin(
      async (tx) => {
        const billings = await tx.manager.getRepository(OutletBillingEntity).delete({ outletId });
        await tx.manager
          .getRepository(OwnerEntity)
          .update({ currentOutletId: outletId }, { currentOutletId: null });
        const outlets = await tx.manager.getRepository(OutletEntity).delete({ id: outletId });
        // Deleted meanwhile by another admin: that deletion was audited and announced.
        if (!outlets.affected) throw new NotFoundError(Messages.common.outletNotFound);
        // Hard delete (see docs/decisions.md): the audit record keeps what the outlet was.
        await this.audit.record(tx, {
          actor,
          action: 'deleteOutlet',
          targetKind: 'outlet',
          targetId: outletId,
          details: {
            outletName: outlet.outletName,
            outletNumber: outlet.outletNumber,
            outletAddress: outlet.outletAddress,
            ownerId: outlet.ownerId,
            createdAt: outlet.createdAt.toISOString(),
            identityRows: (billings.affected ?? 0) + (outlets.affected ?? 0),
            reportedElsewhere: elsewhere,
          },
        });
        await tx.emit(
          IdentitySubjects.outletDeleted,
          { outletId, ownerId: outlet.ownerId, outletName: outlet.outletName },
          { outletId },
        );
        return (billings.affected ?? 0) + (outlets.affected ?? 0);
      },
      { outletId },
    );
    return { success: true, totalRecordsDeleted: removedHere + elsewhere };
  }

  /** One analysis-counts request per other service, in parallel; silent services are left out. */
  private async gatherCounts(outletIds: string[]): Promise<AnalysisCountsReply[]> {
    if (outletIds.length === 0) return [];
    const request: AnalysisCountsRequest = { outletIds };
    const replies = await Promise.all(
      SERVICES.filter((s) => s !== 'identity').map((s) =>
        this.bus.request<AnalysisCountsReply>(
          Requests.analysisCounts(s),
          request,
          COUNTS_TIMEOUT_MS,
        ),
      ),
    );
    return replies.filter(
      (r): r is AnalysisCountsReply => r !== null && typeof r.counts === 'object',
    );
  }
}
