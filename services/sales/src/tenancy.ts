import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of sales: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'sales',
  tables: ['example_items'],
  counts: {},
  business: [{ table: 'example_items', dateColumn: 'created_at', module: 'Example' }],
});
