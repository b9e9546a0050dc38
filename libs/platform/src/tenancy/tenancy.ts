import type { AnalysisCountName, ANALYSIS_COUNTS, ServiceName } from '@mise/contracts';

/** An outlet-scoped table of the service, purged when its outlet is deleted. */
export interface TenantTable {
  table: string;
  /** The column naming the outlet (default `outlet_id`). */
  outletColumn?: string;
}

/** How one analysis count is counted: rows (or distinct values) of a table per outlet. */
export interface CountSpec {
  table: string;
  /** Count distinct values of this column instead of rows (e.g. `menu_id` for menu items). */
  distinct?: string;
  /** An extra SQL condition, written by the service (e.g. `deleted_at IS NULL`). */
  where?: string;
  outletColumn?: string;
}

/** Where the latest business record of a module is: the newest `dateColumn` of `table`. */
export interface BusinessSpec {
  table: string;
  /** A `date` or `timestamptz` column; answered as YYYY-MM-DD in the outlets' time zone. */
  dateColumn: string;
  /** The module name shown in the admin analysis ("Expenses", "Sales", ...). */
  module: string;
  where?: string;
  outletColumn?: string;
}

/** The count names a service may answer: those `ANALYSIS_COUNTS` assigns to it. */
export type CountsOf<S extends ServiceName> = {
  [K in AnalysisCountName as (typeof ANALYSIS_COUNTS)[K] extends S ? K : never]?: CountSpec;
};

/** One declaration per service drives its projections, purge and analysis-counts reply. */
export interface TenancyDeclaration<S extends ServiceName = ServiceName> {
  service: S;
  /** Every outlet-scoped table, children first: the purge deletes in this order. */
  tables: Array<string | TenantTable>;
  counts?: CountsOf<S>;
  business?: BusinessSpec[];
}

/** A declaration with names checked and defaults filled. */
export interface Tenancy {
  service: ServiceName;
  tables: Required<TenantTable>[];
  counts: Array<{ name: string } & Required<Omit<CountSpec, 'distinct' | 'where'>> & CountSpec>;
  business: Array<Required<Omit<BusinessSpec, 'where'>> & BusinessSpec>;
}

/** Injection token of the service's `Tenancy`. */
export const TENANCY = Symbol('TENANCY');

const IDENT = /^[a-z_][a-z0-9_]*$/;

function ident(name: string, what: string): string {
  if (!IDENT.test(name)) throw new Error(`defineTenancy: ${what} "${name}" is not a plain name`);
  return name;
}

/**
 * The tenancy of a non-identity service, e.g.
 * `defineTenancy({ service: 'catalogue', tables: ['menu_item_ingredients', 'menu_items'],
 *   counts: { menu_item: { table: 'menu_items', distinct: 'menu_id' } },
 *   business: [{ table: 'menu_items', dateColumn: 'updated_at', module: 'Menu' }] })`.
 */
export function defineTenancy<S extends ServiceName>(d: TenancyDeclaration<S>): Tenancy {
  if ((d.service as string) === 'identity') {
    throw new Error('defineTenancy: identity owns the tenant tables; it has no tenancy to declare');
  }
  const tables = d.tables.map((t) => {
    const { table, outletColumn = 'outlet_id' } = typeof t === 'string' ? { table: t } : t;
    return { table: ident(table, 'table'), outletColumn: ident(outletColumn, 'column') };
  });
  const counts = Object.entries((d.counts ?? {}) as Record<string, CountSpec>).map(([name, c]) => ({
    ...c,
    name,
    table: ident(c.table, 'table'),
    outletColumn: ident(c.outletColumn ?? 'outlet_id', 'column'),
    distinct: c.distinct && ident(c.distinct, 'column'),
  }));
  const business = (d.business ?? []).map((b) => ({
    ...b,
    table: ident(b.table, 'table'),
    dateColumn: ident(b.dateColumn, 'column'),
    outletColumn: ident(b.outletColumn ?? 'outlet_id', 'column'),
  }));
  return { service: d.service, tables, counts, business };
}
