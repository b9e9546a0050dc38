import type { VariantType } from './enums';
/**
 * Catalogue's events (flows.md §1). Menu items, variants and batch items are projected by
 * inventory, sales and procurement, so every payload carries the aggregate's `revision`.
 * Amounts, prices and costs are decimal strings.
 */
export const CatalogueSubjects = {
  menuItemSaved: 'catalogue.menu-item.saved',
  menuItemDeleted: 'catalogue.menu-item.deleted',
  variantSaved: 'catalogue.variant.saved',
  variantDeleted: 'catalogue.variant.deleted',
  batchItemSaved: 'catalogue.batch-item.saved',
  batchItemDeleted: 'catalogue.batch-item.deleted',
  tableSaved: 'catalogue.table.saved',
  tableDeleted: 'catalogue.table.deleted',
} as const;

/**
 * A menu item version was created or changed (also when its `costPerServing` moves after
 * `inventory.ingredient.saved`). Carries the whole version: consumers replace what they hold.
 */
export interface MenuItemSavedEvent {
  menuItemId: string;
  menuId: string;
  versionNumber: number;
  name: string;
  category: string;
  price: string;
  costPerServing: string;
  ingredients: Array<{ ingredientId: string; preferredInventoryId: string | null; amount: string }>;
  /** `amount` in portions of the batch item */
  batchIngredients: Array<{ batchItemId: string; amount: string }>;
  variantIds: string[];
  /** The version's description (issue 12, optional for older producers); null when none */
  description?: string | null;
  /**
   * The version's photo (a catalogue storage key, `{outlet}/catalogue/menu-items/...`), null when
   * none; setting or removing the photo emits a new revision (issue 12, optional for older producers)
   */
  photoKey?: string | null;
  /**
   * The owner's "On the ordering page" switch (issue 19; never true at price 0). Absent from older
   * producers: consumers read it as `price > 0`.
   */
  onOrderingPage?: boolean;
  revision: number;
}

export interface MenuItemDeletedEvent {
  menuItemId: string;
  menuId: string;
  revision: number;
}

export interface VariantSavedEvent {
  variantId: string;
  name: string;
  variantType: VariantType;
  maxChoice: number;
  ingredients: Array<{
    variantIngredientId: string;
    ingredientId: string;
    amount: string;
    addOnPrice: string;
    /** The ingredient's name as catalogue knows it (issue 12, optional for older producers) */
    name?: string;
  }>;
  /** `amount` in portions of the batch item */
  batchItems: Array<{
    variantBatchItemId: string;
    batchItemId: string;
    amount: string;
    addOnPrice: string;
    /** The batch item's name (issue 12, optional for older producers) */
    name?: string;
  }>;
  revision: number;
}

export interface VariantDeletedEvent {
  variantId: string;
  revision: number;
}

export interface BatchItemSavedEvent {
  batchItemId: string;
  batchId: string;
  versionNumber: number;
  name: string;
  /** portions per stock unit; 0 counts as 1 */
  portionSize: string;
  ingredients: Array<{ ingredientId: string; amount: string; defaultUnitCost: string }>;
  /** The prep list's par level in portions (issue 10, beyond flows.md); null when none */
  parLevel?: string | null;
  revision: number;
}

export interface BatchItemDeletedEvent {
  batchItemId: string;
  batchId: string;
  revision: number;
}

/** A dining table was created (or renamed): what the guest's table link names (issue 12). */
export interface TableSavedEvent {
  tableId: string;
  /** as the outlet typed it; unique in the outlet case-insensitively */
  name: string;
  revision: number;
}

export interface TableDeletedEvent {
  tableId: string;
  revision: number;
}

export interface CatalogueEventMap {
  'catalogue.menu-item.saved': MenuItemSavedEvent;
  'catalogue.menu-item.deleted': MenuItemDeletedEvent;
  'catalogue.variant.saved': VariantSavedEvent;
  'catalogue.variant.deleted': VariantDeletedEvent;
  'catalogue.batch-item.saved': BatchItemSavedEvent;
  'catalogue.batch-item.deleted': BatchItemDeletedEvent;
  'catalogue.table.saved': TableSavedEvent;
  'catalogue.table.deleted': TableDeletedEvent;
}
