import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of finance: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'finance',
  // e.g. ['widget_lines', 'widgets'], { widget: { table: 'widgets' } },
  // [{ table: 'widgets', dateColumn: 'updated_at', module: 'Widgets' }]
  tables: [],
  counts: {},
  business: [],
});
