import {
  ActivityStatus,
  ANALYSIS_COUNT_NAMES,
  type AnalysisCountName,
  type AnalysisCountsReply,
} from '@mise/contracts';
import { activityStatus, ANALYSIS_STATUS_ORDER } from '@mise/domain';
import type { OutletEntity } from '../outlet/outlet.entity';
import type { OwnerEntity } from '../owner/owner.entity';
import type {
  AnalysisCountsModel,
  OutletAnalysisModel,
  OutletAnalysisRowModel,
} from './admin.model';

export type OutletWithOwner = OutletEntity & { owner: OwnerEntity };

type Camel<S extends string> = S extends `${infer H}_${infer T}`
  ? `${H}${Capitalize<Camel<T>>}`
  : S;
/** The GraphQL field of each count name: menu_item -> menuItem. */
export type AnalysisCountField = Camel<AnalysisCountName>;

const camel = (name: string) => name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** The spec's count names (as the services answer them, one list in @mise/contracts) and their field. */
const COUNT_FIELDS = new Map(
  ANALYSIS_COUNT_NAMES.map((name) => [name as string, camel(name) as AnalysisCountField]),
);

function emptyCounts(): AnalysisCountsModel {
  const counts = {} as AnalysisCountsModel;
  for (const field of COUNT_FIELDS.values()) counts[field] = 0;
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
    let subscription: { status?: string | null; planName?: string | null } | undefined;
    for (const reply of replies) {
      for (const [name, n] of Object.entries(reply.counts[o.id] ?? {})) {
        totalRecords += n;
        const field = COUNT_FIELDS.get(name);
        if (field) counts[field] += n;
      }
      subscription ??= reply.subscriptions?.[o.id];
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
      // From billing's reply; none (the web shows "no subscription") while billing is silent.
      subscriptionStatus: subscription?.status ?? null,
      subscriptionPlan: subscription?.planName ?? null,
      activityStatus: activityStatus({ totalRecords, lastBusinessDate, today }),
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
