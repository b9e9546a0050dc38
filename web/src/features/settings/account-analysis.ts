import { ANALYSIS_COUNT_NAMES, type AnalysisCountName } from '@mise/contracts';
import { ANALYSIS_STATUS_ORDER, type ActivityStatusValue } from '@mise/domain';

/**
 * Settings > Admin > Account Analysis (spec 2.11): filtering, the free-text search, grouping by
 * owner and the order within an owner. Pure, so the screen only renders what these return.
 */

/** snake_case -> camelCase at the type level: "purchase_order" -> "purchaseOrder". */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The GraphQL field of a count (the API speaks camelCase): "purchase_order" -> "purchaseOrder". */
export type CountField = CamelCase<AnalysisCountName>;

export function countField(name: AnalysisCountName): CountField {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) as CountField;
}

/**
 * Every count of `ANALYSIS_COUNTS` (@mise/contracts), by its field. A count the query does not
 * select fails the type check of the screen, so none can silently show 0.
 */
export type AnalysisCounts = Record<CountField, number>;

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

/** The label of each count (the spec's names, as the screen shows them). */
const COUNT_LABEL: Record<AnalysisCountName, string> = {
  menu_item: 'Menu items',
  variant: 'Variants',
  batch_item: 'Batch items',
  ingredient: 'Ingredients',
  inventory: 'Inventory',
  sales: 'Sales',
  app_order: 'App orders',
  expense: 'Expenses',
  supplier: 'Suppliers',
  client: 'Clients',
  purchase_order: 'Purchase orders',
  invoice: 'Invoices',
};

/** The counts in the order of `ANALYSIS_COUNTS`, with their fields and labels. */
export const COUNT_LABELS: readonly { name: AnalysisCountName; key: CountField; label: string }[] =
  ANALYSIS_COUNT_NAMES.map((name) => ({ name, key: countField(name), label: COUNT_LABEL[name] }));

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
