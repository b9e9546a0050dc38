import { Injectable } from '@nestjs/common';
import { CatalogueSubjects, type MenuItemSavedEvent } from '@mise/contracts';
import { dec, menuCosting, round } from '@mise/domain';
import { groupBy, isUuid, type Tx } from '@mise/platform';
import { readBatchCosting } from '../batch/batch-costing';
import { NO_COST, readIngredientCosts } from '../costing/ingredient-costs';

interface ItemRow {
  id: string;
  menu_id: string;
  version_number: number;
  name: string;
  category: string;
  price: string;
  cost_per_serving: string;
  description: string | null;
  photo_key: string | null;
  on_ordering_page: boolean;
  revision: number;
}

interface IngredientRow {
  menu_item_id: string;
  ingredient_id: string;
  preferred_inventory_id: string | null;
  amount: string;
  default_unit_cost: string;
}

interface BatchRow {
  menu_item_id: string;
  batch_item_id: string;
  amount: string;
  default_unit_cost: string;
}

/**
 * Keeps each menu item version's stored cost per serving equal to the domain formula over its
 * recipe and the projected unit costs, and tells the others (`catalogue.menu-item.saved`, the whole
 * version, revision +1). Every write of a version ends with `saved`; a price heard from inventory
 * calls `forIngredients`. A fixed number of statements for any number of versions, plus one outbox
 * row per version that changed.
 */
@Injectable()
export class MenuRecost {
  /** A version (or versions) changed by the user: recost, bump, touch `updated_at`, emit. */
  async saved(tx: Tx, menuItemIds: readonly string[]): Promise<void> {
    await this.run(tx, menuItemIds, true);
  }

  /**
   * Prices moved: every version using one of the ingredients, directly or through a batch item
   * version's recipe, emitted only when its cost moved.
   */
  async forIngredients(tx: Tx, ingredientIds: readonly string[]): Promise<number> {
    const rows: Array<{ id: string }> = await tx.manager.query(
      `SELECT menu_item_id AS id FROM menu_ingredients WHERE ingredient_id = ANY($1::uuid[])
       UNION
       SELECT mb.menu_item_id FROM menu_batch_ingredients mb
         JOIN batch_ingredients bi ON bi.batch_item_id = mb.batch_item_id
        WHERE bi.ingredient_id = ANY($1::uuid[])`,
      [ingredientIds.filter(isUuid)],
    );
    return this.run(
      tx,
      rows.map((r) => r.id),
      false,
    );
  }

  /** A batch item version's recipe or portion size changed: the versions using it, as above. */
  async forBatchItems(tx: Tx, batchItemIds: readonly string[]): Promise<number> {
    const rows: Array<{ id: string }> = await tx.manager.query(
      `SELECT DISTINCT menu_item_id AS id FROM menu_batch_ingredients
        WHERE batch_item_id = ANY($1::uuid[])`,
      [batchItemIds.filter(isUuid)],
    );
    return this.run(
      tx,
      rows.map((r) => r.id),
      false,
    );
  }

  /** The saved payload of versions as they are now (the lookup's answer). */
  async payloads(tx: Tx, menuItemIds: readonly string[]): Promise<MenuItemSavedEvent[]> {
    const { items, ingredients, batches, variants } = await this.read(tx, menuItemIds, false);
    return items.map((item) =>
      payload(item, item.cost_per_serving, item.revision, ingredients, batches, variants),
    );
  }

  private async run(tx: Tx, menuItemIds: readonly string[], touch: boolean): Promise<number> {
    const { items, ingredients, batches, variants } = await this.read(tx, menuItemIds, true);
    if (!items.length) return 0;
    // one statement after another: a transaction's connection runs one at a time anyway
    const costs = await readIngredientCosts(
      tx,
      [...ingredients.values()].flat().map((i) => i.ingredient_id),
    );
    const batchCosts = await readBatchCosting(
      tx,
      [...batches.values()].flat().map((b) => b.batch_item_id),
    );
    const changed: Array<{ item: ItemRow; cost: string }> = [];
    for (const item of items) {
      const costing = menuCosting({
        price: item.price,
        ingredients: (ingredients.get(item.id) ?? []).map((i) => {
          const c = costs.get(i.ingredient_id) ?? { ...NO_COST };
          return {
            amount: i.amount,
            averagePrice: c.averagePrice,
            lastPrice: c.lastPrice,
            defaultUnitCost: i.default_unit_cost,
          };
        }),
        // the batch version's live portion cost (the row's default if the version is gone)
        batchIngredients: (batches.get(item.id) ?? []).map((b) => ({
          amount: b.amount,
          costPerPortion:
            batchCosts.get(b.batch_item_id)?.portionCost ?? round(b.default_unit_cost, 4),
        })),
      });
      if (touch || dec(costing.costPerServing) !== dec(item.cost_per_serving)) {
        changed.push({ item, cost: costing.costPerServing });
      }
    }
    if (!changed.length) return 0;
    await tx.manager.query(
      `UPDATE menu_items m SET cost_per_serving = c.cost, revision = m.revision + 1
         ${touch ? ', updated_at = clock_timestamp()' : ''}
         FROM unnest($1::uuid[], $2::numeric[]) AS c(id, cost) WHERE m.id = c.id`,
      [changed.map((c) => c.item.id), changed.map((c) => c.cost)],
    );
    for (const { item, cost } of changed) {
      await tx.emit(
        CatalogueSubjects.menuItemSaved,
        payload(item, cost, item.revision + 1, ingredients, batches, variants),
      );
    }
    return changed.length;
  }

  private async read(tx: Tx, menuItemIds: readonly string[], lock: boolean) {
    const ids = [...new Set(menuItemIds.filter(isUuid))].sort();
    const items: ItemRow[] = ids.length
      ? await tx.manager.query(
          `SELECT id, menu_id, version_number, name, category, price::text,
                  cost_per_serving::text, description, photo_key, on_ordering_page, revision
             FROM menu_items WHERE id = ANY($1::uuid[]) ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
          [ids],
        )
      : [];
    const found = items.map((i) => i.id);
    // one statement after another: a transaction's connection runs one at a time anyway
    const ingredientRows: IngredientRow[] = found.length
      ? await tx.manager.query<IngredientRow[]>(
          `SELECT menu_item_id, ingredient_id, preferred_inventory_id, amount::text,
                default_unit_cost::text
           FROM menu_ingredients WHERE menu_item_id = ANY($1::uuid[]) ORDER BY created_at, id`,
          [found],
        )
      : [];
    const batchRows: BatchRow[] = found.length
      ? await tx.manager.query<BatchRow[]>(
          `SELECT menu_item_id, batch_item_id, amount::text, default_unit_cost::text
           FROM menu_batch_ingredients WHERE menu_item_id = ANY($1::uuid[]) ORDER BY created_at, id`,
          [found],
        )
      : [];
    const variantRows: Array<{ menu_item_id: string; variant_id: string }> = found.length
      ? await tx.manager.query<Array<{ menu_item_id: string; variant_id: string }>>(
          `SELECT menu_item_id, variant_id FROM menu_variants
          WHERE menu_item_id = ANY($1::uuid[]) ORDER BY created_at, id`,
          [found],
        )
      : [];
    return {
      items,
      ingredients: groupBy(ingredientRows, (r) => r.menu_item_id),
      batches: groupBy(batchRows, (r) => r.menu_item_id),
      variants: groupBy(variantRows, (r) => r.menu_item_id),
    };
  }
}

function payload(
  item: ItemRow,
  cost: string,
  revision: number,
  ingredients: Map<string, IngredientRow[]>,
  batches: Map<string, BatchRow[]>,
  variants: Map<string, Array<{ variant_id: string }>>,
): MenuItemSavedEvent {
  return {
    menuItemId: item.id,
    menuId: item.menu_id,
    versionNumber: item.version_number,
    name: item.name,
    category: item.category,
    price: dec(item.price),
    costPerServing: dec(cost),
    ingredients: (ingredients.get(item.id) ?? []).map((i) => ({
      ingredientId: i.ingredient_id,
      preferredInventoryId: i.preferred_inventory_id,
      amount: dec(i.amount),
    })),
    batchIngredients: (batches.get(item.id) ?? []).map((b) => ({
      batchItemId: b.batch_item_id,
      amount: dec(b.amount),
    })),
    variantIds: (variants.get(item.id) ?? []).map((v) => v.variant_id),
    description: item.description ?? null,
    photoKey: item.photo_key ?? null,
    onOrderingPage: item.on_ordering_page === true,
    revision,
  };
}
