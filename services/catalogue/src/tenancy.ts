import { defineTenancy } from '@mise/platform';
import { CATALOGUE_TABLES } from './migrations/1760000000110-catalogue-menu';

/**
 * The one tenancy declaration of catalogue: its outlet-scoped tables (children first: deleted in
 * this order when identity deletes an outlet; the photos go with the storage prefix), the admin
 * analysis counts it answers and where its latest business record is.
 */
export const tenancy = defineTenancy({
  service: 'catalogue',
  tables: [...CATALOGUE_TABLES],
  counts: {
    menu_item: { table: 'menu_items', distinct: 'menu_id' },
    variant: { table: 'variants' },
  },
  business: [
    { table: 'menu_items', dateColumn: 'updated_at', module: 'Menu' },
    { table: 'variants', dateColumn: 'updated_at', module: 'Variant' },
    { table: 'outlet_tables', dateColumn: 'created_at', module: 'Tables' },
  ],
});
