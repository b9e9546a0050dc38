import { outletProgressStep } from '@mise/platform';

/** Finance's step of identity's overview checklist (flows.md §4.14): any expense, any state. */
export const OutletProgressResolver = outletProgressStep({
  field: 'expenseAdded',
  description: 'The outlet has an expense',
  query: 'financeProgress',
  sql: 'SELECT EXISTS (SELECT 1 FROM expenses) AS added',
});
