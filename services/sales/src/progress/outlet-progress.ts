import { outletProgressStep } from '@mise/platform';

/** Sales' step of identity's overview checklist (flows.md §4.14). */
export const OutletProgressResolver = outletProgressStep({
  field: 'saleAdded',
  description: 'The outlet has a sale',
  query: 'salesProgress',
  sql: 'SELECT EXISTS (SELECT 1 FROM sales) AS added',
});
