import { outletProgressStep } from '@mise/platform';

/** Catalogue's step of identity's overview checklist (flows.md §4.14). */
export const OutletProgressResolver = outletProgressStep({
  field: 'menuItemAdded',
  description: 'The outlet has a menu item',
  query: 'catalogueProgress',
  sql: 'SELECT EXISTS (SELECT 1 FROM menu_items) AS added',
});
