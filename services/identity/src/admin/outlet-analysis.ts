import { ActivityStatus, type AnalysisCountsReply } from '@mise/contracts';
import { activityStatus, ANALYSIS_STATUS_ORDER } from '@mise/domain';
import type { OutletEntity } from '../outlet/outlet.entity';
import type { OwnerEntity } from '../owner/owner.entity';
import type {
  AnalysisCountsModel,
  OutletAnalysisModel,
  OutletAnalysisRowModel,
} from './admin.model';

export type OutletWithOwner = OutletEntity & { owner: OwnerEntity };

/** The spec's count names (as the services answer them) and their GraphQL field. */
const COUNT_FIELDS: Record<string, keyof AnalysisCountsModel> = {
  menu_item: 'menuItem',
  sales: 'sales',
  expense: 'expense',
  ingredient: 'ingredient',
  inventory: 'inventory',
  batch_item: 'batchItem',
  supplier: 'supplier',
  client: 'client',
  variant: 'variant',
  purchase_order: 'purchaseOrder',
  invoice: 'invoice',
  app_order: 'appOrder',
};

function emptyCounts(): AnalysisCountsModel {
  const counts = {} as AnalysisCountsModel;
  for (const field of Object.values(COUNT_FIELDS)) counts[field] = 0;
  return counts;
}

/**
 * The account analysis from identity's outlets (with owners) and the other services' replies:
 * counts added up per outlet, the latest business date of any service, the activity status
 * (domain rule) and the summary cards. Rows are grouped by owner (e-mail order) and, within an
 * owner, ordered UNUSED, EMPTY, INACTIVE, ACTIVE.
 */
export function outletAnalysis(
  outlets: OutletWithOwner[],
  replies: AnalysisCountsReply[],
  today: string,
): OutletAnalysisModel {
  const rows = outlets.map((o): OutletAnalysisRowModel => {
    const counts = emptyCounts();
    let totalRecords = 0;
    let lastBusiness: { date: string; module: string } | null = null;
    for (const reply of replies) {
      for (const [name, n] of Object.entries(reply.counts[o.id] ?? {})) {
        totalRecords += n;
        const field = COUNT_FIELDS[name];
        if (field) counts[field] += n;
      }
      const last = reply.lastBusiness?.[o.id];
      if (last && (!lastBusiness || last.date > lastBusiness.date)) lastBusiness = last;
    }
    const lastBusinessDate = lastBusiness ? lastBusiness.date.slice(0, 10) : null;
    return {
      outletId: o.id,
      outletName: o.outletName,
      outletAddress: o.outletAddress,
      outletCreatedAt: o.createdAt,
      ownerId: o.owner.id,
      ownerFirstName: o.owner.firstName,
      ownerLastName: o.owner.lastName,
      ownerEmail: o.owner.email,
      companyName: o.owner.companyName,
      ownerIsAdmin: o.owner.isAdmin,
      counts,
      lastActiveDate: o.owner.lastActiveAt,
      lastBusinessDate,
      lastBusinessModule: lastBusiness?.module ?? null,
      // The billing service will answer these; until then the web shows "no subscription".
      subscriptionStatus: null,
      subscriptionPlan: null,
      activityStatus: activityStatus({ totalRecords, lastBusinessDate, today }) as ActivityStatus,
    };
  });
  rows.sort(
    (a, b) =>
      a.ownerEmail.localeCompare(b.ownerEmail) ||
      ANALYSIS_STATUS_ORDER.indexOf(a.activityStatus) -
        ANALYSIS_STATUS_ORDER.indexOf(b.activityStatus),
  );
  const count = (s: ActivityStatus) => rows.filter((r) => r.activityStatus === s).length;
  return {
    rows,
    summary: {
      total: rows.length,
      active: count(ActivityStatus.ACTIVE),
      inactive: count(ActivityStatus.INACTIVE),
      unused: count(ActivityStatus.UNUSED),
      empty: count(ActivityStatus.EMPTY),
    },
  };
}
