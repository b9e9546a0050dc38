import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of billing: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet). Billing answers no record counts; its part of the
 * admin analysis is each outlet's subscription (the analysis hook in `outlet/`). Purchases are
 * not business records, so no business date.
 */
export const tenancy = defineTenancy({
  service: 'billing',
  tables: ['reservations', 'credit_entries', 'checkouts', 'subscriptions', 'billing_accounts'],
  counts: {},
  business: [],
});
