import { defineTenancy } from '@mise/platform';

/**
 * The one tenancy declaration of sales: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'sales',
  tables: [
    'order_webhook_keys',
    'pos_item_aliases',
    'pos_receipts',
    'converged_sources',
    'accounting_pushes',
    'sales_billing_monthly',
    'sales_billing_daily',
    'sales_item_monthly',
    'sales_item_daily',
    'sales_daily',
    'sales_billings',
    'sales_miscs',
    'sales_items',
    'sales',
    'order_codes',
    'app_orders',
    'outlet_tables',
    'outlet_billings',
    'variants',
    'menu_items',
  ],
  counts: { sales: { table: 'sales' }, app_order: { table: 'app_orders' } },
  business: [
    { table: 'sales', dateColumn: 'updated_at', module: 'Sales' },
    { table: 'app_orders', dateColumn: 'created_at', module: 'App Orders' },
  ],
});
