import { Injectable } from '@nestjs/common';
import {
  type BatchItemSavedEvent,
  type LookupRow,
  type MenuItemSavedEvent,
  type VariantSavedEvent,
} from '@mise/contracts';
import { dec } from '@mise/domain';
import {
  Bus,
  isUuid,
  readThrough,
  tombstoneByRevision,
  upsertByRevision,
  type Tx,
} from '@mise/platform';
import type { MenuRecipe, RecipeBook, UsageLine, VariantOption } from './usage';

/** How often an ingredient appears in live recipes (the ingredient delete block). */
export interface IngredientUsage {
  /** distinct menus (menuId) with a live version using it */
  menuItems: number;
  variants: number;
  batchItems: number;
}

/** A batch item version as the projection keeps it (production, batch stock). */
export interface BatchRecipe {
  batchItemId: string;
  batchId: string;
  versionNumber: number;
  name: string;
  portionSize: string;
  parLevel: string | null;
  ingredients: Array<{ ingredientId: string; amount: string; defaultUnitCost: string }>;
  deleted: boolean;
}

/** How often an inventory item is used (the inventory item delete block). */
export interface InventoryItemUsage {
  /** distinct menus (menuId) with a live version naming it as preferred inventory */
  menuItems: number;
  /** expenses naming it on a line (any state but permanently deleted) */
  expenses: number;
}

/**
 * catalogue's recipes as inventory keeps them (flows.md §2): every menu item version, variant
 * and batch item version, revision-guarded, with tombstones that keep the data (late sales of a
 * deleted recipe still deplete). A recipe missing here is asked of catalogue once
 * (`rpc.catalogue.lookup`) and kept. Also the usage counts the delete rules read.
 */
@Injectable()
export class RecipeStore {
  constructor(private readonly bus: Bus) {}

  saveMenuItem(tx: Tx, p: MenuItemSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'menu_item_recipes',
      key: { menu_item_id: p.menuItemId },
      revision: p.revision,
      values: {
        menu_id: p.menuId,
        version_number: p.versionNumber,
        name: p.name,
        ingredients: JSON.stringify(p.ingredients ?? []),
        batch_ingredients: JSON.stringify(p.batchIngredients ?? []),
        variant_ids: JSON.stringify(p.variantIds ?? []),
        known: true,
      },
    });
  }

  saveVariant(tx: Tx, p: VariantSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'variant_recipes',
      key: { variant_id: p.variantId },
      revision: p.revision,
      values: {
        name: p.name,
        ingredients: JSON.stringify(p.ingredients ?? []),
        batch_items: JSON.stringify(p.batchItems ?? []),
        known: true,
      },
    });
  }

  saveBatchItem(tx: Tx, p: BatchItemSavedEvent): Promise<boolean> {
    return upsertByRevision(tx, {
      table: 'batch_item_recipes',
      key: { batch_item_id: p.batchItemId },
      revision: p.revision,
      values: {
        batch_id: p.batchId,
        version_number: p.versionNumber,
        name: p.name,
        portion_size: p.portionSize,
        par_level: p.parLevel ?? null,
        ingredients: JSON.stringify(p.ingredients ?? []),
        known: true,
      },
    });
  }

  tombstone(
    tx: Tx,
    table: 'menu_item_recipes' | 'variant_recipes' | 'batch_item_recipes',
    keyColumn: string,
    id: string,
    revision: number,
  ): Promise<boolean> {
    return tombstoneByRevision(tx, {
      table,
      key: { [keyColumn]: id },
      revision,
    });
  }

  /**
   * Everything the usage of these lines needs, from the projections, asking catalogue once per
   * kind for what is missing (menu items, then their variants, then batch items). Throws
   * `OwnerUnavailableError` when catalogue does not answer (the event is retried).
   */
  async bookFor(
    tx: Tx,
    lines: Array<Pick<UsageLine, 'menuItemId' | 'options'>>,
  ): Promise<RecipeBook> {
    const menuIds = [...new Set(lines.map((l) => l.menuItemId))];
    const menuItems = new Map<string, MenuRecipe>();
    for (const r of await this.load(tx, 'menu-item', menuIds)) {
      const row = r as {
        menu_item_id: string;
        ingredients: MenuRecipe['ingredients'];
        batch_ingredients: MenuRecipe['batchIngredients'];
        variant_ids: string[];
      };
      menuItems.set(row.menu_item_id, {
        menuItemId: row.menu_item_id,
        ingredients: row.ingredients ?? [],
        batchIngredients: row.batch_ingredients ?? [],
        variantIds: row.variant_ids ?? [],
      });
    }

    const options = new Map<string, VariantOption>();
    const batchIds = new Set<string>();
    for (const m of menuItems.values())
      m.batchIngredients.forEach((b) => batchIds.add(b.batchItemId));
    const wantsOptions = lines.some((l) => l.options.length > 0);
    if (wantsOptions) {
      const variantIds = [...new Set([...menuItems.values()].flatMap((m) => m.variantIds))];
      // the menu items' own variants (asked for when missing), and any other variant holding the option
      await this.load(tx, 'variant', variantIds);
      const optionIds = lines.flatMap((l) =>
        l.options
          .flatMap((o) => [o.variantIngredientId, o.variantBatchItemId])
          .filter((x): x is string => !!x),
      );
      const found: Array<{
        option_id: string;
        item_kind: 'INGREDIENT' | 'BATCH';
        item_id: string;
        amount: string;
      }> = await tx.manager.query(
        `SELECT e->>'variantIngredientId' AS option_id, 'INGREDIENT' AS item_kind,
                  e->>'ingredientId' AS item_id, e->>'amount' AS amount
             FROM variant_recipes v, jsonb_array_elements(v.ingredients) e
            WHERE v.known AND e->>'variantIngredientId' = ANY($1::text[])
           UNION ALL
           SELECT e->>'variantBatchItemId', 'BATCH', e->>'batchItemId', e->>'amount'
             FROM variant_recipes v, jsonb_array_elements(v.batch_items) e
            WHERE v.known AND e->>'variantBatchItemId' = ANY($1::text[])`,
        [optionIds],
      );
      for (const o of found) {
        options.set(o.option_id, { itemKind: o.item_kind, itemId: o.item_id, amount: o.amount });
        if (o.item_kind === 'BATCH') batchIds.add(o.item_id);
      }
    }

    const portionSizes = new Map<string, string>();
    for (const r of await this.load(tx, 'batch-item', [...batchIds])) {
      const row = r as { batch_item_id: string; portion_size: string };
      portionSizes.set(row.batch_item_id, row.portion_size);
    }
    return { menuItems, options, portionSizes };
  }

  /**
   * Batch item versions of the outlet by id (deleted ones flagged), asking catalogue once for
   * ids never seen. Throws `OwnerUnavailableError` when catalogue does not answer.
   */
  async batchItems(tx: Tx, ids: string[]): Promise<Map<string, BatchRecipe>> {
    const rows = await this.load(tx, 'batch-item', [...new Set(ids)]);
    return new Map(
      rows.map((r) => {
        const b = r as {
          batch_item_id: string;
          batch_id: string | null;
          version_number: number | null;
          name: string | null;
          portion_size: string;
          par_level: string | null;
          ingredients: BatchRecipe['ingredients'] | null;
          deleted: boolean;
        };
        return [
          b.batch_item_id,
          {
            batchItemId: b.batch_item_id,
            batchId: b.batch_id ?? b.batch_item_id,
            versionNumber: b.version_number ?? 1,
            name: b.name ?? '',
            portionSize: dec(b.portion_size),
            parLevel: b.par_level === null ? null : dec(b.par_level),
            ingredients: b.ingredients ?? [],
            deleted: b.deleted,
          },
        ];
      }),
    );
  }

  /** Live usage of ingredients in recipes, one statement for any number of ids. */
  async ingredientUsage(tx: Tx, ingredientIds: string[]): Promise<Map<string, IngredientUsage>> {
    const ids = [...new Set(ingredientIds)];
    if (!ids.length) return new Map();
    const rows: Array<{ id: string; menu_items: number; variants: number; batch_items: number }> =
      await tx.manager.query(
        `SELECT u.id,
           (SELECT count(DISTINCT coalesce(r.menu_id, r.menu_item_id))::int FROM menu_item_recipes r
             WHERE NOT r.deleted AND r.ingredients @> jsonb_build_array(jsonb_build_object('ingredientId', u.id))) AS menu_items,
           (SELECT count(*)::int FROM variant_recipes r
             WHERE NOT r.deleted AND r.ingredients @> jsonb_build_array(jsonb_build_object('ingredientId', u.id))) AS variants,
           (SELECT count(*)::int FROM batch_item_recipes r
             WHERE NOT r.deleted AND r.ingredients @> jsonb_build_array(jsonb_build_object('ingredientId', u.id))) AS batch_items
         FROM unnest($1::text[]) AS u(id)`,
        [ids],
      );
    return new Map(
      rows.map((r) => [
        r.id,
        { menuItems: r.menu_items, variants: r.variants, batchItems: r.batch_items },
      ]),
    );
  }

  /** Live usage of inventory items (menu preferred inventory, expense lines), one statement. */
  async inventoryItemUsage(
    tx: Tx,
    inventoryItemIds: string[],
  ): Promise<Map<string, InventoryItemUsage>> {
    const ids = [...new Set(inventoryItemIds)];
    if (!ids.length) return new Map();
    const valid = ids.filter((id) => isUuid(id));
    const rows: Array<{ id: string; menu_items: number; expenses: number }> =
      await tx.manager.query(
        `SELECT u.id,
         (SELECT count(DISTINCT coalesce(r.menu_id, r.menu_item_id))::int FROM menu_item_recipes r
           WHERE NOT r.deleted AND r.ingredients @> jsonb_build_array(jsonb_build_object('preferredInventoryId', u.id))) AS menu_items,
         (SELECT count(*)::int FROM expense_usage e
           WHERE NOT e.deleted AND u.id = ANY(e.inventory_item_ids::text[])) AS expenses
       FROM unnest($1::text[]) AS u(id)`,
        [valid],
      );
    const found = new Map(
      rows.map((r) => [r.id, { menuItems: r.menu_items, expenses: r.expenses }]),
    );
    return new Map(ids.map((id) => [id, found.get(id) ?? { menuItems: 0, expenses: 0 }]));
  }

  /**
   * Known recipe rows (deleted ones too: a late sale still uses them) of a kind; ids never seen
   * are asked of catalogue once and kept. A tombstone of a recipe never seen stays unknown.
   */
  private async load(
    tx: Tx,
    kind: 'menu-item' | 'variant' | 'batch-item',
    ids: string[],
  ): Promise<Array<Record<string, unknown>>> {
    const valid = ids.filter((id) => isUuid(id));
    const { table, column } = TABLES[kind];
    const rows = await readThrough(tx, this.bus, {
      owner: 'catalogue',
      kind,
      keys: valid,
      read: (keys) =>
        tx.manager.query<Array<Record<string, unknown>>>(
          `SELECT * FROM ${table} WHERE ${column} = ANY($1::uuid[])`,
          [keys],
        ),
      keyOf: (r) => String(r[column]),
      save: (row) => {
        if (kind === 'menu-item') return this.saveMenuItem(tx, row as LookupRow<'menu-item'>);
        if (kind === 'variant') return this.saveVariant(tx, row as LookupRow<'variant'>);
        return this.saveBatchItem(tx, row as LookupRow<'batch-item'>);
      },
    });
    return rows.filter((r) => r.known === true);
  }
}

const TABLES = {
  'menu-item': { table: 'menu_item_recipes', column: 'menu_item_id' },
  variant: { table: 'variant_recipes', column: 'variant_id' },
  'batch-item': { table: 'batch_item_recipes', column: 'batch_item_id' },
} as const;
