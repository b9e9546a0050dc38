/**
 * Inventory's events (flows.md §1). Ingredients and inventory items are projected by catalogue
 * and finance; every payload carries the aggregate's `revision`. Prices are decimal strings.
 */
export const InventorySubjects = {
  ingredientSaved: 'inventory.ingredient.saved',
  ingredientDeleted: 'inventory.ingredient.deleted',
  inventoryItemSaved: 'inventory.inventory-item.saved',
  inventoryItemDeleted: 'inventory.inventory-item.deleted',
  batchItemUsageChanged: 'inventory.batch-item-usage.changed',
} as const;

/** Also emitted when the ledger moves the average or last price. */
export interface IngredientSavedEvent {
  ingredientId: string;
  name: string;
  unit: string;
  averagePrice: string;
  lastPrice: string;
  revision: number;
}

export interface IngredientDeletedEvent {
  ingredientId: string;
  revision: number;
}

export interface InventoryItemSavedEvent {
  inventoryItemId: string;
  name: string;
  ingredientId: string;
  revision: number;
}

export interface InventoryItemDeletedEvent {
  inventoryItemId: string;
  revision: number;
}

/** How many live productions and adjustments use a batch item (revision per batch item). */
export interface BatchItemUsageChangedEvent {
  batchItemId: string;
  productionCount: number;
  adjustmentCount: number;
  revision: number;
}

export interface InventoryEventMap {
  'inventory.ingredient.saved': IngredientSavedEvent;
  'inventory.ingredient.deleted': IngredientDeletedEvent;
  'inventory.inventory-item.saved': InventoryItemSavedEvent;
  'inventory.inventory-item.deleted': InventoryItemDeletedEvent;
  'inventory.batch-item-usage.changed': BatchItemUsageChangedEvent;
}
