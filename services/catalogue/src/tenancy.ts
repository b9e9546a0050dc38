import { defineTenancy } from '@mise/platform';
import { CATALOGUE_TABLES } from './migrations/1760000000110-catalogue-menu';
import { BATCH_TABLES } from './migrations/1760000000120-catalogue-batch';
import { INVENTORY_ITEM_TABLES } from './migrations/1760000019200-catalogue-inventory-items';
import { RECOST_TABLES } from './migrations/1760000019500-menu-recost-queue';

/**
 * The one tenancy declaration of catalogue: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet; the photos go with the storage prefix), the admin
 * analysis counts it answers and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'catalogue',
  tables: [...RECOST_TABLES, ...CATALOGUE_TABLES, ...BATCH_TABLES, ...INVENTORY_ITEM_TABLES],
  counts: {
    menu_item: { table: 'menu_items', distinct: 'menu_id' },
    variant: { table: 'variants' },
    batch_item: { table: 'batch_items', distinct: 'batch_id' },
  },
  business: [
    { table: 'menu_items', dateColumn: 'updated_at', module: 'Menu' },
    { table: 'variants', dateColumn: 'updated_at', module: 'Variant' },
    { table: 'batch_items', dateColumn: 'updated_at', module: 'Batch' },
    { table: 'outlet_tables', dateColumn: 'created_at', module: 'Tables' },
  ],
});
