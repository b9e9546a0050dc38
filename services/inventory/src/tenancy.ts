import { defineTenancy } from '@mise/platform';
import { ledgerTables } from './ledger';

/**
 * The one tenancy declaration of inventory: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet), the admin analysis counts it answers (names from
 * ANALYSIS_COUNTS in @mise/contracts) and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'inventory',
  tables: [
    ...ledgerTables,
    'batch_item_usage',
    'batch_adjustments',
    'batch_stock_ins',
    'batch_stocks',
    'stock_adjustments',
    'stock_entries',
    'inventory_items',
    'ingredients',
  ],
  counts: {
    ingredient: { table: 'ingredients' },
    inventory: { table: 'inventory_items' },
  },
  business: [
    { table: 'ingredients', dateColumn: 'updated_at', module: 'Ingredients' },
    { table: 'inventory_items', dateColumn: 'updated_at', module: 'Inventory' },
    { table: 'stock_adjustments', dateColumn: 'updated_at', module: 'Stock adjustments' },
    { table: 'stock_entries', dateColumn: 'updated_at', module: 'Opening stock and counts' },
    { table: 'batch_stocks', dateColumn: 'updated_at', module: 'Batch production' },
    { table: 'batch_adjustments', dateColumn: 'updated_at', module: 'Batch adjustments' },
  ],
});
