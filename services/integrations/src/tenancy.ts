import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of integrations: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'integrations',
  // Its rows belong to an owner, not an outlet (connections, connection_requests, mails, pushes,
  // the POS tables: row-level security by app.owner_id, src/connections/owner-scope.ts). The one
  // outlet column is a POS store's mapping: a deleted outlet's store becomes unmapped.
  tables: ['pos_stores'],
  counts: {},
  business: [],
});
