import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of finance: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'finance',
  tables: [
    'accounting_pushes',
    // issue 25's analytics roll-ups
    'expense_item_monthly',
    'expense_item_daily',
    'expense_daily',
    'extraction_open_jobs',
    'extraction_jobs',
    'item_memory',
    'expense_state_history',
    'expense_uploads',
    'expense_miscs',
    'expense_items',
    'expenses',
    // projections of procurement's suppliers and inventory's ingredients and items
    'supplier_names',
    'ingredient_refs',
    'inventory_item_refs',
  ],
  counts: { expense: { table: 'expenses' } },
  business: [{ table: 'expenses', dateColumn: 'updated_at', module: 'Expenses' }],
});
