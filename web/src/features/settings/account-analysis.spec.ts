import { ANALYSIS_COUNTS } from '@mise/contracts';
import {
  COUNT_LABELS,
  analyse,
  countField,
  filterRows,
  groupByOwner,
  hasData,
  matchesFilter,
  matchesSearch,
  sortByStatus,
  type AnalysisCounts,
  type AnalysisRow,
} from './account-analysis';

const NO_COUNTS: AnalysisCounts = {
  menuItem: 0,
  sales: 0,
  expense: 0,
  ingredient: 0,
  inventory: 0,
  batchItem: 0,
  supplier: 0,
  client: 0,
  variant: 0,
  purchaseOrder: 0,
  invoice: 0,
  appOrder: 0,
};

function row(patch: Partial<AnalysisRow> & Pick<AnalysisRow, 'outletId'>): AnalysisRow {
  return {
    outletName: `Outlet ${patch.outletId}`,
    ownerId: 'owner-1',
    ownerFirstName: 'Aminah',
    ownerLastName: 'Yusof',
    ownerEmail: 'aminah@example.com',
    companyName: null,
    subscriptionStatus: null,
    activityStatus: 'EMPTY',
    counts: NO_COUNTS,
    ...patch,
  };
}

const active = row({
  outletId: 'a1',
  activityStatus: 'ACTIVE',
  subscriptionStatus: 'ACTIVE',
  counts: { ...NO_COUNTS, sales: 4 },
});
const inactive = row({
  outletId: 'i1',
  activityStatus: 'INACTIVE',
  counts: { ...NO_COUNTS, expense: 1 },
});
const unused = row({
  outletId: 'u1',
  activityStatus: 'UNUSED',
  subscriptionStatus: 'PENDING_CANCEL',
  counts: { ...NO_COUNTS, appOrder: 2 },
});
const empty = row({ outletId: 'e1', activityStatus: 'EMPTY' });
const other = row({
  outletId: 'f2c1a9d0-other',
  outletName: 'Nasi Lemak Corner',
  ownerId: 'owner-2',
  ownerFirstName: 'Benjamin',
  ownerLastName: 'Tan',
  ownerEmail: 'ben.tan@example.com',
  companyName: 'Tan Foods Sdn Bhd',
  activityStatus: 'ACTIVE',
  subscriptionStatus: 'PENDING_PAYMENT',
  counts: { ...NO_COUNTS, menuItem: 7 },
});
const rows = [active, inactive, other, unused, empty];
const ids = (list: AnalysisRow[]) => list.map((r) => r.outletId);

describe('account analysis: count columns come from ANALYSIS_COUNTS', () => {
  it('has a column, a field and a label for every count name of the contracts', () => {
    expect(COUNT_LABELS.map((c) => c.name)).toEqual(Object.keys(ANALYSIS_COUNTS));
    expect(COUNT_LABELS.map((c) => c.key).sort()).toEqual(Object.keys(NO_COUNTS).sort());
    for (const { label } of COUNT_LABELS) expect(label).not.toBe('');
  });

  it("turns the contracts' snake_case names into the API's fields", () => {
    expect(countField('purchase_order')).toBe('purchaseOrder');
    expect(countField('menu_item')).toBe('menuItem');
    expect(countField('sales')).toBe('sales');
  });
});

describe('account analysis: filter (spec 2.11)', () => {
  it('all keeps every row', () => {
    expect(ids(filterRows(rows, 'all', ''))).toEqual(ids(rows));
  });

  it('an activity status keeps the rows with that status', () => {
    expect(ids(filterRows(rows, 'ACTIVE', ''))).toEqual(['a1', 'f2c1a9d0-other']);
    expect(ids(filterRows(rows, 'INACTIVE', ''))).toEqual(['i1']);
    expect(ids(filterRows(rows, 'UNUSED', ''))).toEqual(['u1']);
    expect(ids(filterRows(rows, 'EMPTY', ''))).toEqual(['e1']);
  });

  it('no_subscription keeps the rows without a subscription status', () => {
    expect(ids(filterRows(rows, 'no_subscription', ''))).toEqual(['i1', 'e1']);
    expect(matchesFilter({ ...empty, subscriptionStatus: 'CANCELLED' }, 'no_subscription')).toBe(
      false,
    );
  });

  it('has_data keeps the rows with any count above 0', () => {
    expect(ids(filterRows(rows, 'has_data', ''))).toEqual(['a1', 'i1', 'f2c1a9d0-other', 'u1']);
    expect(hasData(empty)).toBe(false);
    for (const key of Object.keys(NO_COUNTS) as (keyof AnalysisCounts)[]) {
      expect(hasData({ counts: { ...NO_COUNTS, [key]: 1 } })).toBe(true);
    }
  });
});

describe('account analysis: search (spec 2.11, 9: case-insensitive contains)', () => {
  it.each([
    ['outlet name', 'lemak'],
    ['owner first name', 'BENJ'],
    ['owner last name', 'tan'],
    ['owner e-mail', 'Ben.Tan@Example'],
    ['company name', 'foods sdn'],
    ['outlet id', 'F2C1A9D0'],
  ])('finds a row by its %s', (_field, search) => {
    expect(matchesSearch(other, search)).toBe(true);
  });

  it('ignores surrounding spaces; an empty search keeps everything', () => {
    expect(matchesSearch(other, '  lemak  ')).toBe(true);
    expect(ids(filterRows(rows, 'all', '   '))).toEqual(ids(rows));
  });

  it('finds nothing for text in none of the fields', () => {
    expect(filterRows(rows, 'all', 'zzqx-no-such-outlet')).toEqual([]);
    // A row without a company does not match the text "null".
    expect(matchesSearch(empty, 'null')).toBe(false);
  });

  it('combines the search with the filter', () => {
    expect(ids(filterRows(rows, 'ACTIVE', 'aminah'))).toEqual(['a1']);
    expect(ids(filterRows(rows, 'EMPTY', 'benjamin'))).toEqual([]);
  });
});

describe('account analysis: grouping and order (spec 2.11)', () => {
  it('sorts UNUSED, EMPTY, INACTIVE, ACTIVE, keeping the given order otherwise', () => {
    const second = row({ outletId: 'a2', activityStatus: 'ACTIVE' });
    expect(ids(sortByStatus([active, inactive, second, empty, unused]))).toEqual([
      'u1',
      'e1',
      'i1',
      'a1',
      'a2',
    ]);
  });

  it('groups rows by owner in the order owners first appear, outlets sorted by status', () => {
    const groups = groupByOwner(rows);
    expect(groups.map((g) => g.ownerId)).toEqual(['owner-1', 'owner-2']);
    expect(groups[0]).toMatchObject({
      ownerName: 'Aminah Yusof',
      ownerEmail: 'aminah@example.com',
      companyName: null,
    });
    expect(ids(groups[0].outlets)).toEqual(['u1', 'e1', 'i1', 'a1']);
    expect(groups[1]).toMatchObject({
      ownerName: 'Benjamin Tan',
      ownerEmail: 'ben.tan@example.com',
      companyName: 'Tan Foods Sdn Bhd',
    });
    expect(ids(groups[1].outlets)).toEqual(['f2c1a9d0-other']);
  });

  it('leaves out owners none of whose outlets match', () => {
    const groups = analyse(rows, 'all', 'lemak');
    expect(groups).toHaveLength(1);
    expect(groups[0].ownerEmail).toBe('ben.tan@example.com');
    expect(analyse(rows, 'UNUSED', '').map((g) => ids(g.outlets))).toEqual([['u1']]);
    expect(analyse([], 'all', '')).toEqual([]);
  });
});
