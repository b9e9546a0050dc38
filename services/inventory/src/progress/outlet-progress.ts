import { outletProgressStep } from '@mise/platform';

/** Inventory's step of identity's overview checklist (flows.md §4.14). */
export const OutletProgressResolver = outletProgressStep({
  field: 'recipeAdded',
  description: 'The outlet has an ingredient (the "recipe" step)',
  query: 'inventoryProgress',
  sql: 'SELECT EXISTS (SELECT 1 FROM ingredients) AS added',
});
