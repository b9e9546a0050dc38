import { ANALYSIS_STATUS_ORDER, type ActivityStatusValue } from '@mise/domain';

/**
 * Settings > Admin > Account Analysis (spec 2.11): filtering, the free-text search, grouping by
 * owner and the order within an owner. Pure, so the screen only renders what these return.
 */

export interface AnalysisCounts {
  menuItem: number;
  sales: number;
  expense: number;
  ingredient: number;
  inventory: number;
  batchItem: number;
  supplier: number;
  client: number;
  variant: number;
  purchaseOrder: number;
  invoice: number;
  appOrder: number;
}

/** The fields of an analysis row these functions read (the query's rows have them all). */
export interface AnalysisRow {
  outletId: string;
  outletName: string;
  ownerId: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerEmail: string;
  companyName: string | null;
  subscriptionStatus: string | null;
  activityStatus: ActivityStatusValue;
  counts: AnalysisCounts;
}

export type AnalysisFilter = 'all' | ActivityStatusValue | 'no_subscription' | 'has_data';

export const ANALYSIS_FILTERS: readonly { value: AnalysisFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'UNUSED', label: 'Unused' },
  { value: 'EMPTY', label: 'Empty' },
  { value: 'no_subscription', label: 'No subscription' },
  { value: 'has_data', label: 'Has data' },
];

/** The counts in the order the screen lists them, with their labels. */
export const COUNT_LABELS: readonly { key: keyof AnalysisCounts; label: string }[] = [
  { key: 'menuItem', label: 'Menu items' },
  { key: 'sales', label: 'Sales' },
  { key: 'expense', label: 'Expenses' },
  { key: 'ingredient', label: 'Ingredients' },
  { key: 'inventory', label: 'Inventory' },
  { key: 'batchItem', label: 'Batch items' },
  { key: 'supplier', label: 'Suppliers' },
  { key: 'client', label: 'Clients' },
  { key: 'variant', label: 'Variants' },
  { key: 'purchaseOrder', label: 'Purchase orders' },
  { key: 'invoice', label: 'Invoices' },
  { key: 'appOrder', label: 'App orders' },
];

export function hasData(row: Pick<AnalysisRow, 'counts'>): boolean {
  return Object.values(row.counts).some((count) => count > 0);
}

export function matchesFilter(row: AnalysisRow, filter: AnalysisFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'no_subscription':
      return row.subscriptionStatus === null;
    case 'has_data':
      return hasData(row);
    default:
      return row.activityStatus === filter;
  }
}

/** Case-insensitive contains over outlet name, owner names, owner e-mail, company and outlet id. */
export function matchesSearch(row: AnalysisRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [
    row.outletName,
    row.ownerFirstName,
    row.ownerLastName,
    row.ownerEmail,
    row.companyName ?? '',
    row.outletId,
  ].some((field) => field.toLowerCase().includes(needle));
}

export function filterRows<T extends AnalysisRow>(
  rows: readonly T[],
  filter: AnalysisFilter,
  search: string,
): T[] {
  return rows.filter((row) => matchesFilter(row, filter) && matchesSearch(row, search));
}

/** Within an owner: UNUSED, EMPTY, INACTIVE, ACTIVE; otherwise the order given (stable). */
export function sortByStatus<T extends Pick<AnalysisRow, 'activityStatus'>>(
  rows: readonly T[],
): T[] {
  const rank = (row: T) => ANALYSIS_STATUS_ORDER.indexOf(row.activityStatus);
  return [...rows].sort((a, b) => rank(a) - rank(b));
}

export interface OwnerGroup<T extends AnalysisRow> {
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  companyName: string | null;
  outlets: T[];
}

export function ownerName(row: Pick<AnalysisRow, 'ownerFirstName' | 'ownerLastName'>): string {
  return [row.ownerFirstName, row.ownerLastName].filter(Boolean).join(' ');
}

/** One group per owner, in the order owners first appear; outlets sorted by status. */
export function groupByOwner<T extends AnalysisRow>(rows: readonly T[]): OwnerGroup<T>[] {
  const groups = new Map<string, OwnerGroup<T>>();
  for (const row of rows) {
    let group = groups.get(row.ownerId);
    if (!group) {
      group = {
        ownerId: row.ownerId,
        ownerName: ownerName(row),
        ownerEmail: row.ownerEmail,
        companyName: row.companyName,
        outlets: [],
      };
      groups.set(row.ownerId, group);
    }
    group.outlets.push(row);
  }
  return [...groups.values()].map((group) => ({ ...group, outlets: sortByStatus(group.outlets) }));
}

/** What the screen lists: the rows that pass the filter and the search, grouped by owner. */
export function analyse<T extends AnalysisRow>(
  rows: readonly T[],
  filter: AnalysisFilter,
  search: string,
): OwnerGroup<T>[] {
  return groupByOwner(filterRows(rows, filter, search));
}
