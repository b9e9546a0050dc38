import {
  ANALYSIS_COUNT_NAMES,
  SubscriptionStatus,
  type AnalysisCountsReply,
} from '@mise/contracts';
import type { OutletEntity } from '../outlet/outlet.entity';
import type { OwnerEntity } from '../owner/owner.entity';
import { outletAnalysis, type OutletWithOwner } from './outlet-analysis';

const TODAY = '2026-11-22';

function outlet(id: string, ownerEmail: string): OutletWithOwner {
  const owner = {
    id: `owner-${ownerEmail}`,
    email: ownerEmail,
    firstName: 'First',
    lastName: 'Last',
    companyName: null,
    isAdmin: false,
    lastActiveAt: new Date('2026-11-20T10:00:00Z'),
  } as OwnerEntity;
  return {
    id,
    outletName: `Outlet ${id}`,
    outletAddress: 'Address',
    createdAt: new Date('2026-01-01T00:00:00Z'),
    owner,
  } as OutletEntity & { owner: OwnerEntity };
}

function reply(service: string, r: Partial<AnalysisCountsReply>): AnalysisCountsReply {
  return { service, counts: {}, lastBusiness: {}, ...r };
}

describe('outletAnalysis', () => {
  it('adds up the counts of every service and takes the latest business date of any', () => {
    const result = outletAnalysis(
      [outlet('o1', 'a@example.com')],
      [
        reply('catalogue', {
          counts: { o1: { menu_item: 2, variant: 1 } },
          lastBusiness: { o1: { date: '2026-09-01', module: 'menu_item' } },
        }),
        reply('sales', {
          counts: { o1: { sales: 5, app_order: 1 } },
          lastBusiness: { o1: { date: '2026-11-10T08:00:00Z', module: 'sales' } },
        }),
      ],
      TODAY,
    );
    expect(result.rows[0]).toMatchObject({
      counts: { menuItem: 2, variant: 1, sales: 5, appOrder: 1, expense: 0 },
      lastBusinessDate: '2026-11-10',
      lastBusinessModule: 'sales',
      activityStatus: 'ACTIVE',
    });
  });

  it('classifies EMPTY, UNUSED and INACTIVE outlets and sums them up', () => {
    const result = outletAnalysis(
      [
        outlet('empty', 'a@x.com'),
        outlet('old', 'a@x.com'),
        outlet('quiet', 'b@x.com'),
        outlet('never', 'b@x.com'),
      ],
      [
        reply('finance', {
          counts: { old: { expense: 1 }, quiet: { expense: 3 }, never: { expense: 1 } },
          lastBusiness: {
            old: { date: '2026-05-01', module: 'expense' },
            quiet: { date: '2026-09-30', module: 'expense' },
          },
        }),
      ],
      TODAY,
    );
    const status = Object.fromEntries(result.rows.map((r) => [r.outletId, r.activityStatus]));
    expect(status).toEqual({ empty: 'EMPTY', old: 'UNUSED', quiet: 'INACTIVE', never: 'UNUSED' });
    expect(result.summary).toEqual({ total: 4, active: 0, inactive: 1, unused: 2, empty: 1 });
  });

  it('groups rows by owner and orders each owner’s outlets UNUSED, EMPTY, INACTIVE, ACTIVE', () => {
    const result = outletAnalysis(
      [outlet('b-active', 'b@x.com'), outlet('a-empty', 'a@x.com'), outlet('a-unused', 'a@x.com')],
      [
        reply('sales', {
          counts: { 'b-active': { sales: 1 }, 'a-unused': { sales: 1 } },
          lastBusiness: { 'b-active': { date: TODAY, module: 'sales' } },
        }),
      ],
      TODAY,
    );
    expect(result.rows.map((r) => r.outletId)).toEqual(['a-unused', 'a-empty', 'b-active']);
  });

  it('counts every outlet as EMPTY when no service answers', () => {
    const result = outletAnalysis([outlet('o1', 'a@x.com')], [], TODAY);
    expect(result.rows[0].counts.menuItem).toBe(0);
    expect(result.summary).toEqual({ total: 1, active: 0, inactive: 0, unused: 0, empty: 1 });
  });

  it("shows each outlet's subscription from billing's reply, none when billing is silent", () => {
    const billing = {
      ...reply('billing', {}),
      subscriptions: { o1: { status: SubscriptionStatus.ACTIVE, planName: 'Pro' } },
    };
    const result = outletAnalysis(
      [outlet('o1', 'a@x.com'), outlet('o2', 'a@x.com')],
      [billing],
      TODAY,
    );
    const byId = Object.fromEntries(result.rows.map((r) => [r.outletId, r]));
    expect(byId.o1).toMatchObject({ subscriptionStatus: 'ACTIVE', subscriptionPlan: 'Pro' });
    expect(byId.o2).toMatchObject({ subscriptionStatus: null, subscriptionPlan: null });
  });

  it('counts every name of ANALYSIS_COUNTS into its field', () => {
    const counts = Object.fromEntries(ANALYSIS_COUNT_NAMES.map((name, i) => [name, i + 1]));
    const result = outletAnalysis(
      [outlet('o1', 'a@x.com')],
      [reply('all', { counts: { o1: counts } })],
      TODAY,
    );
    expect(Object.values(result.rows[0].counts).sort((x, y) => x - y)).toEqual(
      ANALYSIS_COUNT_NAMES.map((_, i) => i + 1),
    );
  });
});
