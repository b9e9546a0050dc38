import { Injectable } from '@nestjs/common';
import {
  type AnalysisCountsReply,
  type AnalysisCountsRequest,
  IdentitySubjects,
  Requests,
  SERVICES,
} from '@mise/contracts';
import { Bus, Db, NotFoundError } from '@mise/platform';
import { OutletBillingEntity } from '../outlet-billing/outlet-billing.entity';
import { OutletEntity } from '../outlet/outlet.entity';
import { OwnerEntity } from '../owner/owner.entity';
import { isUuid } from '../shared';
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

/** Today's date where the outlets are (Malaysia), as YYYY-MM-DD. */
export function todayInMalaysia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(now);
}

@Injectable()
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
  ) {}

  async getSetting(): Promise<AdminSettingModel> {
    const row = await this.db.transaction((tx) =>
      tx.manager.getRepository(AdminSettingEntity).findOneBy({ key: ENABLE_90_DAYS }),
    );
    return { enable90DaysChecking: row ? row.value === true : true };
  }

  setSetting(enable90DaysChecking: boolean): Promise<AdminSettingModel> {
    return this.db.transaction(
      async (tx) => {
        await tx.manager
          .getRepository(AdminSettingEntity)
          .upsert({ key: ENABLE_90_DAYS, value: enable90DaysChecking }, ['key']);
        await tx.emit(IdentitySubjects.adminSettingChanged, {
          key: ENABLE_90_DAYS,
          value: enable90DaysChecking,
        });
        return { enable90DaysChecking };
      },
      { outletId: null },
    );
  }

  /**
   * Account analysis: identity's outlets and owners, with the counts and last business date each
   * other service reports (one request per service, in parallel; a silent service counts 0).
   */
  async analysis(today = todayInMalaysia()): Promise<OutletAnalysisModel> {
    const outlets = await this.db.transaction(
      (tx) =>
        tx.manager
          .getRepository(OutletEntity)
          .createQueryBuilder('o')
          .innerJoinAndMapOne('o.owner', OwnerEntity, 'w', 'w.id = o.owner_id')
          .orderBy('w.email', 'ASC')
          .addOrderBy('o.outlet_number', 'ASC')
          .getMany() as Promise<OutletWithOwner[]>,
      { admin: true },
    );
    const replies = await this.gatherCounts(outlets.map((o) => o.id));
    return outletAnalysis(outlets, replies, today);
  }

  /**
   * Deletes an outlet: asks the other services how many records they hold for it, removes
   * identity's rows in one admin transaction and emits identity.outlet.deleted (the other services
   * remove theirs when they receive it). Owners whose current outlet it was get none.
   */
  async deleteOutlet(outletId: string): Promise<DeleteOutletResultModel> {
    const outlet = isUuid(outletId)
      ? await this.db.transaction(
          (tx) => tx.manager.getRepository(OutletEntity).findOneBy({ id: outletId }),
          { admin: true },
        )
      : null;
    if (!outlet) throw new NotFoundError('Outlet not found');

    const replies = await this.gatherCounts([outletId]);
    const elsewhere = replies
      .flatMap((r) => Object.values(r.counts[outletId] ?? {}))
      .reduce((a, b) => a + b, 0);

    const removedHere = await this.db.transaction(
      async (tx) => {
        const billings = await tx.manager.getRepository(OutletBillingEntity).delete({ outletId });
        await tx.manager
          .getRepository(OwnerEntity)
          .update({ currentOutletId: outletId }, { currentOutletId: null });
        const outlets = await tx.manager.getRepository(OutletEntity).delete({ id: outletId });
        await tx.emit(
          IdentitySubjects.outletDeleted,
          { outletId, ownerId: outlet.ownerId, outletName: outlet.outletName },
          { outletId },
        );
        return (billings.affected ?? 0) + (outlets.affected ?? 0);
      },
      { admin: true, outletId },
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
