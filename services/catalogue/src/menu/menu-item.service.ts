import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { CatalogueSubjects } from '@mise/contracts';
import {
  BatchMessages,
  catalogueName,
  CatalogueMessages,
  MAX_MENU_ITEM_VARIANTS,
  checkAmount,
  checkMoney,
  checkUnitCost,
  effectiveUnitCost,
  isPositive,
  menuLimitReached,
  nameError,
} from '@mise/domain';
import {
  BadInputError,
  type ConnectionShape,
  Db,
  isUuid,
  NotFoundError,
  type PageArgs,
  toConnection,
  type Tx,
  containsPattern,
  uniqueOr,
  lockedOrNotFound,
  rowsByIds,
} from '@mise/platform';
import { readBatchCosting } from '../batch/batch-costing';
import { knownBatchItem } from '../batch/batch-rules';
import { IngredientCosts } from '../costing/ingredient-costs';
import { InventoryItems } from '../inventory-item/inventory-items';
import {
  foodCostTargetOf,
  lockOutletMenus,
  menuLimitOf,
  versionsWithSales,
} from '../shared/menu-rules';
import { VariantEntity } from '../variant/variant.entity';
import {
  MenuBatchIngredientEntity,
  MenuIngredientEntity,
  MenuItemEntity,
  MenuVariantEntity,
} from './menu-item.entity';
import { MenuRecost } from './menu-recost';
import { type RecipeParent, removeRecipeRow } from '../shared/recipe-rows';

const M = CatalogueMessages.menuItem;
const I = CatalogueMessages.ingredient;

export interface MenuItemPatch {
  category?: string | null;
  keywords?: string | null;
  description?: string | null;
  price?: string | null;
}

export interface MenuIngredientPatch {
  ingredientId: string;
  preferredInventoryId?: string | null;
  amount: string;
  defaultUnitCost?: string | null;
}

export interface MenuBatchIngredientPatch {
  batchItemId: string;
  amount: string;
}

interface CheckedPatch {
  category?: string;
  keywords?: string | null;
  description?: string | null;
  price?: string;
}

function checkName(name: string | null | undefined, blank: string): string {
  const checked = catalogueName(name);
  const error = nameError(checked, { blank, tooLong: M.tooLong });
  if (error) throw new BadInputError(error, 'name');
  return checked;
}

function checkCategory(category: string | null | undefined): string {
  const checked = catalogueName(category);
  const error = nameError(checked, { blank: M.categoryBlank, tooLong: M.tooLong });
  if (error) throw new BadInputError(error, 'category');
  return checked;
}

function optionalText(text: string | null | undefined): string | null {
  const t = (text ?? '').trim();
  return t ? t : null;
}

/** Validates a patch before anything is read or written (a bad one changes nothing). */
function checkPatch(p: MenuItemPatch | null | undefined): CheckedPatch {
  const out: CheckedPatch = {};
  if (!p) return out;
  if (p.category !== undefined && p.category !== null) out.category = checkCategory(p.category);
  if (p.keywords !== undefined) out.keywords = optionalText(p.keywords);
  if (p.description !== undefined) out.description = optionalText(p.description);
  if (p.price !== undefined && p.price !== null) {
    const price = checkMoney(p.price);
    if (price === null) throw new BadInputError(M.priceInvalid, 'price');
    out.price = price;
  }
  return out;
}

/** A price set to 0 takes the item off the ordering page (never offered at 0, issue 19). */
function offWhenUnpriced(price: string | undefined): { onOrderingPage?: false } {
  return price !== undefined && !isPositive(price) ? { onOrderingPage: false } : {};
}

function checkIngredientPatch(p: MenuIngredientPatch) {
  if (!p.ingredientId || !isUuid(p.ingredientId)) throw new BadInputError(I.select, 'ingredientId');
  const amount = checkAmount(p.amount);
  if (amount === null) throw new BadInputError(I.amountInvalid, 'amount');
  const defaultUnitCost =
    p.defaultUnitCost === undefined || p.defaultUnitCost === null
      ? null
      : checkUnitCost(p.defaultUnitCost);
  if (p.defaultUnitCost && defaultUnitCost === null) {
    throw new BadInputError(I.unitCostInvalid, 'defaultUnitCost');
  }
  const preferredInventoryId = p.preferredInventoryId || null;
  if (preferredInventoryId && !isUuid(preferredInventoryId)) {
    throw new NotFoundError(I.inventoryItemNotFound);
  }
  return { ingredientId: p.ingredientId, amount, defaultUnitCost, preferredInventoryId };
}

function checkBatchRow(p: MenuBatchIngredientPatch) {
  const amount = checkAmount(p.amount);
  if (amount === null) throw new BadInputError(I.amountInvalid, 'amount');
  return { batchItemId: p.batchItemId, amount };
}

/**
 * Menu items of the current outlet (spec 2 §2-§5): versions of a menu share `menuId`, a version
 * with sales is frozen (changes go to a new version), create and duplicate are held to the menu
 * limit under the outlet's menu lock, every recipe change recosts the version and emits it.
 */
@Injectable()
export class MenuItemService {
  constructor(
    private readonly db: Db,
    private readonly recost: MenuRecost,
    private readonly costs: IngredientCosts,
    private readonly inventoryItems: InventoryItems,
  ) {}

  /** The lines of this recipe: removed through `removeRecipeRow`. */
  private readonly lines: RecipeParent<'menuItemId'> = {
    key: 'menuItemId',
    lock: (tx, id) => this.editable(tx, id),
    changed: (tx, id) => this.recost.saved(tx, [id]),
  };

  async list(
    args: PageArgs & { search?: string | null; aboveFoodCostTarget?: boolean | null },
  ): Promise<ConnectionShape<MenuItemEntity>> {
    const [rows, total] = await this.db.outlet(async (tx) => {
      const qb = tx.manager
        .getRepository(MenuItemEntity)
        .createQueryBuilder('m')
        .where(
          `NOT EXISTS (SELECT 1 FROM menu_items n WHERE n.menu_id = m.menu_id AND n.version_number > m.version_number)`,
        );
      if (args.search?.trim()) {
        qb.andWhere(`m.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(args.search) });
      }
      if (args.aboveFoodCostTarget !== undefined && args.aboveFoodCostTarget !== null) {
        const target = await foodCostTargetOf(tx);
        const above = `round(m.cost_per_serving * 100 / (CASE WHEN m.price = 0 THEN 1 ELSE m.price END), 2) > :target`;
        qb.andWhere(args.aboveFoodCostTarget ? above : `NOT (${above})`, { target });
      }
      qb.orderBy('m.name', 'ASC').addOrderBy('m.id', 'ASC');
      return qb.skip(args.offset).take(args.limit).getManyAndCount();
    });
    return toConnection(rows, total, args);
  }

  get(id: string): Promise<MenuItemEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(MenuItemEntity, { id }, M.notFound));
  }

  /** Federation and field lookups by id in an outlet (access-checked by the outlet loader). */
  byIds(tx: Tx, ids: readonly string[]): Promise<MenuItemEntity[]> {
    return rowsByIds(tx, MenuItemEntity, ids);
  }

  async categories(search: string | null | undefined): Promise<string[]> {
    return this.db.outlet(async (tx) => {
      const rows: Array<{ category: string }> = await tx.manager.query(
        `SELECT DISTINCT category FROM menu_items
          WHERE ($1::text IS NULL OR category ILIKE $1 ESCAPE '\\') ORDER BY category LIMIT 100`,
        [search?.trim() ? containsPattern(search) : null],
      );
      return rows.map((r) => r.category);
    });
  }

  limit(): Promise<{ used: number; total: number }> {
    return this.db.outlet((tx) => menuLimitOf(tx));
  }

  async create(input: { name: string; category: string }): Promise<MenuItemEntity> {
    const name = checkName(input.name, M.nameBlank);
    const category = checkCategory(input.category);
    const id = await this.db.outlet(async (tx) => {
      await this.admit(tx, name);
      const repo = tx.manager.getRepository(MenuItemEntity);
      const row = await repo.save(
        repo.create({
          outletId: tx.outletId!,
          menuId: randomUUID(),
          versionNumber: 1,
          name,
          category,
          keywords: null,
          description: null,
          price: '0',
          onOrderingPage: false,
          costPerServing: '0',
          revision: 0,
        }),
      );
      await this.recost.saved(tx, [row.id]);
      return row.id;
    });
    return this.get(id);
  }

  async update(id: string, input: MenuItemPatch): Promise<MenuItemEntity> {
    const patch = checkPatch(input);
    await this.db.outlet(async (tx) => {
      const row = await this.editable(tx, id);
      if (Object.keys(patch).length) {
        await tx.manager
          .getRepository(MenuItemEntity)
          .update({ id: row.id }, { ...patch, ...offWhenUnpriced(patch.price) });
      }
      await this.recost.saved(tx, [row.id]);
    });
    return this.get(id);
  }

  /**
   * The "On the ordering page" switch: refused on at price 0 (a price set to 0 turns it off).
   * Allowed on a version with sales: it changes what guests see, not what was sold.
   */
  async setOnOrderingPage(id: string, on: boolean): Promise<MenuItemEntity> {
    await this.db.outlet(async (tx) => {
      const row = await lockedOrNotFound(tx, MenuItemEntity, id, M.notFound);
      if (on && !isPositive(row.price)) throw new BadInputError(M.orderingNeedsPrice, 'price');
      if (row.onOrderingPage === on) return;
      await tx.manager.getRepository(MenuItemEntity).update({ id: row.id }, { onOrderingPage: on });
      await this.recost.saved(tx, [row.id]);
    });
    return this.get(id);
  }

  /** Version N+1 of the item's menu: a copy of this version and its rows, then the patch. */
  async newVersion(id: string, input: MenuItemPatch | null | undefined): Promise<MenuItemEntity> {
    if (!id) throw new BadInputError(M.invalid, 'id');
    const patch = checkPatch(input);
    const newId = await this.db.outlet(async (tx) => {
      await lockOutletMenus(tx);
      const source = await tx.findOrNotFound(MenuItemEntity, { id }, M.notFound);
      const [{ next }]: Array<{ next: number }> = await tx.manager.query(
        `SELECT max(version_number)::int + 1 AS next FROM menu_items WHERE menu_id = $1`,
        [source.menuId],
      );
      return this.copy(
        tx,
        source,
        { menuId: source.menuId, versionNumber: next, name: source.name },
        patch,
      );
    });
    return this.get(newId);
  }

  async duplicate(id: string, name: string): Promise<MenuItemEntity> {
    const checked = checkName(name, M.duplicateNameBlank);
    const newId = await this.db.outlet(async (tx) => {
      const source = await tx.findOrNotFound(MenuItemEntity, { id }, M.notFound);
      await this.admit(tx, checked);
      // a new item: off the ordering page until its owner turns it on
      const as = { menuId: randomUUID(), versionNumber: 1, name: checked, onOrderingPage: false };
      return this.copy(tx, source, as, {});
    });
    return this.get(newId);
  }

  /** Deletes the menu: every version of its menuId; refused when any version has sales. */
  async delete(id: string): Promise<{ photoKeys: string[] }> {
    return this.db.outlet(async (tx) => {
      await lockOutletMenus(tx);
      const row = await tx.findOrNotFound(MenuItemEntity, { id }, M.notFound);
      const repo = tx.manager.getRepository(MenuItemEntity);
      const versions = await repo.find({
        where: { menuId: row.menuId },
        lock: { mode: 'pessimistic_write' },
      });
      const sold = await versionsWithSales(
        tx,
        versions.map((v) => v.id),
      );
      if (sold.size) throw new BadInputError(M.deleteHasSales);
      await repo.delete({ id: In(versions.map((v) => v.id)) });
      for (const v of versions) {
        await tx.emit(CatalogueSubjects.menuItemDeleted, {
          menuItemId: v.id,
          menuId: v.menuId,
          revision: v.revision + 1,
        });
      }
      return { photoKeys: versions.flatMap((v) => (v.photoKey ? [v.photoKey] : [])) };
    });
  }

  async addIngredient(menuItemId: string, input: MenuIngredientPatch): Promise<MenuItemEntity> {
    const p = checkIngredientPatch(input);
    await this.sameOr(I.same, 'ingredientId', async (tx) => {
      const item = await this.editable(tx, menuItemId);
      const cost = await this.costs.known(tx, p.ingredientId);
      if (p.preferredInventoryId) {
        await this.inventoryItems.known(tx, p.preferredInventoryId, p.ingredientId);
      }
      const repo = tx.manager.getRepository(MenuIngredientEntity);
      if (await repo.existsBy({ menuItemId: item.id, ingredientId: p.ingredientId })) {
        throw new BadInputError(I.same, 'ingredientId');
      }
      await repo.save(
        repo.create({
          outletId: tx.outletId!,
          menuItemId: item.id,
          ingredientId: p.ingredientId,
          preferredInventoryId: p.preferredInventoryId,
          amount: p.amount,
          // none given: the unit cost in effect now, so the line keeps a cost if prices go
          defaultUnitCost:
            p.defaultUnitCost ?? effectiveUnitCost({ ...cost, defaultUnitCost: '0' }),
        }),
      );
      await this.recost.saved(tx, [item.id]);
    });
    return this.get(menuItemId);
  }

  async updateIngredient(id: string, input: MenuIngredientPatch): Promise<MenuItemEntity> {
    const p = checkIngredientPatch(input);
    const menuItemId = await this.sameOr(I.same, 'ingredientId', async (tx) => {
      const repo = tx.manager.getRepository(MenuIngredientEntity);
      const row = await tx.findOrNotFound(MenuIngredientEntity, { id }, I.notFound);
      const item = await this.editable(tx, row.menuItemId);
      if (p.ingredientId !== row.ingredientId) {
        await this.costs.known(tx, p.ingredientId);
        if (await repo.existsBy({ menuItemId: item.id, ingredientId: p.ingredientId })) {
          throw new BadInputError(I.same, 'ingredientId');
        }
      }
      if (p.preferredInventoryId) {
        await this.inventoryItems.known(tx, p.preferredInventoryId, p.ingredientId);
      }
      await repo.update(
        { id: row.id },
        {
          ingredientId: p.ingredientId,
          preferredInventoryId: p.preferredInventoryId,
          amount: p.amount,
          defaultUnitCost: p.defaultUnitCost ?? row.defaultUnitCost,
        },
      );
      await this.recost.saved(tx, [item.id]);
      return item.id;
    });
    return this.get(menuItemId);
  }

  async removeIngredient(id: string): Promise<MenuItemEntity> {
    return this.get(
      await removeRecipeRow(this.db, this.lines, MenuIngredientEntity, id, I.notFound),
    );
  }

  async addVariant(menuItemId: string, variantId: string): Promise<MenuItemEntity> {
    const V = CatalogueMessages.variantRow;
    if (!variantId || !isUuid(variantId)) throw new BadInputError(V.select, 'variantId');
    await this.sameOr(V.same, 'variantId', async (tx) => {
      const item = await this.editable(tx, menuItemId);
      const variant = await tx.findOrNotFound(VariantEntity, { id: variantId }, V.select);
      const repo = tx.manager.getRepository(MenuVariantEntity);
      if (await repo.existsBy({ menuItemId: item.id, variantId: variant.id })) {
        throw new BadInputError(V.same, 'variantId');
      }
      if ((await repo.countBy({ menuItemId: item.id })) >= MAX_MENU_ITEM_VARIANTS) {
        throw new BadInputError(V.tooMany, 'variantId');
      }
      await repo.save(
        repo.create({ outletId: tx.outletId!, menuItemId: item.id, variantId: variant.id }),
      );
      await this.recost.saved(tx, [item.id]);
    });
    return this.get(menuItemId);
  }

  async removeVariant(id: string): Promise<MenuItemEntity> {
    return this.get(
      await removeRecipeRow(
        this.db,
        this.lines,
        MenuVariantEntity,
        id,
        CatalogueMessages.variantRow.notFound,
      ),
    );
  }

  /** A batch item version in the recipe (amount in portions); one row per batch. */
  async addBatchIngredient(
    menuItemId: string,
    input: MenuBatchIngredientPatch,
  ): Promise<MenuItemEntity> {
    const p = checkBatchRow(input);
    await this.sameOr(I.same, 'batchItemId', async (tx) => {
      const item = await this.editable(tx, menuItemId);
      const batch = await knownBatchItem(tx, p.batchItemId, I.selectBatch);
      await this.batchNotInRecipe(tx, item.id, batch.batchId, null);
      const repo = tx.manager.getRepository(MenuBatchIngredientEntity);
      await repo.save(
        repo.create({
          outletId: tx.outletId!,
          menuItemId: item.id,
          batchItemId: batch.id,
          amount: p.amount,
          defaultUnitCost: await this.portionCostOf(tx, batch.id),
        }),
      );
      await this.recost.saved(tx, [item.id]);
    });
    return this.get(menuItemId);
  }

  async updateBatchIngredient(
    id: string,
    input: MenuBatchIngredientPatch,
  ): Promise<MenuItemEntity> {
    const p = checkBatchRow(input);
    const menuItemId = await this.sameOr(I.same, 'batchItemId', async (tx) => {
      const repo = tx.manager.getRepository(MenuBatchIngredientEntity);
      const row = await tx.findOrNotFound(
        MenuBatchIngredientEntity,
        { id },
        BatchMessages.item.menuRowNotFound,
      );
      const item = await this.editable(tx, row.menuItemId);
      let defaultUnitCost = row.defaultUnitCost;
      if (p.batchItemId !== row.batchItemId) {
        const batch = await knownBatchItem(tx, p.batchItemId, I.selectBatch);
        await this.batchNotInRecipe(tx, item.id, batch.batchId, row.id);
        defaultUnitCost = await this.portionCostOf(tx, batch.id);
      }
      await repo.update(
        { id: row.id },
        { batchItemId: p.batchItemId, amount: p.amount, defaultUnitCost },
      );
      await this.recost.saved(tx, [item.id]);
      return item.id;
    });
    return this.get(menuItemId);
  }

  async removeBatchIngredient(id: string): Promise<MenuItemEntity> {
    return this.get(
      await removeRecipeRow(
        this.db,
        this.lines,
        MenuBatchIngredientEntity,
        id,
        BatchMessages.item.menuRowNotFound,
      ),
    );
  }

  /** "Not allowed to select same ingredient!" when a version of the batch is in the recipe. */
  private async batchNotInRecipe(
    tx: Tx,
    menuItemId: string,
    batchId: string,
    exceptRowId: string | null,
  ): Promise<void> {
    const [hit]: unknown[] = await tx.manager.query(
      `SELECT 1 FROM menu_batch_ingredients r JOIN batch_items b ON b.id = r.batch_item_id
        WHERE r.menu_item_id = $1 AND b.batch_id = $2 AND ($3::uuid IS NULL OR r.id <> $3)`,
      [menuItemId, batchId, exceptRowId],
    );
    if (hit) throw new BadInputError(I.same, 'batchItemId');
  }

  private async portionCostOf(tx: Tx, batchItemId: string): Promise<string> {
    return (await readBatchCosting(tx, [batchItemId])).get(batchItemId)?.portionCost ?? '0';
  }

  /** A transaction in the outlet whose unique violation (two requests adding one row) is `message`. */
  private sameOr<T>(message: string, field: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return uniqueOr(() => this.db.outlet(fn), message, field);
  }

  /** The version, locked, when it may change: NOT_FOUND, or refused when it has sales. */
  async editable(tx: Tx, id: string): Promise<MenuItemEntity> {
    const row = await lockedOrNotFound(tx, MenuItemEntity, id, M.notFound);
    if ((await versionsWithSales(tx, [row.id])).size) throw new BadInputError(M.frozen);
    return row;
  }

  /** A new menu may be made: under the outlet's lock, limit not reached, name not taken. */
  private async admit(tx: Tx, name: string): Promise<void> {
    await lockOutletMenus(tx);
    const { used, total } = await menuLimitOf(tx);
    if (menuLimitReached(used, total)) throw new BadInputError(M.limitReached);
    if (await tx.manager.getRepository(MenuItemEntity).existsBy({ name })) {
      throw new BadInputError(M.nameTaken, 'name');
    }
  }

  /** A copy of `source` (fields, ingredients, batch ingredients, variants) with `patch`. */
  private async copy(
    tx: Tx,
    source: MenuItemEntity,
    as: { menuId: string; versionNumber: number; name: string; onOrderingPage?: boolean },
    patch: CheckedPatch,
  ): Promise<string> {
    const repo = tx.manager.getRepository(MenuItemEntity);
    const row = await repo.save(
      repo.create({
        outletId: tx.outletId!,
        menuId: as.menuId,
        versionNumber: as.versionNumber,
        name: as.name,
        category: patch.category ?? source.category,
        keywords: patch.keywords !== undefined ? patch.keywords : source.keywords,
        description: patch.description !== undefined ? patch.description : source.description,
        price: patch.price ?? source.price,
        onOrderingPage: as.onOrderingPage ?? source.onOrderingPage,
        ...offWhenUnpriced(patch.price),
        costPerServing: source.costPerServing,
        revision: 0,
      }),
    );
    const params = [row.id, source.id];
    await tx.manager.query(
      `INSERT INTO menu_ingredients (outlet_id, menu_item_id, ingredient_id, preferred_inventory_id, amount, default_unit_cost, created_at)
       SELECT outlet_id, $1, ingredient_id, preferred_inventory_id, amount, default_unit_cost, created_at
         FROM menu_ingredients WHERE menu_item_id = $2`,
      params,
    );
    await tx.manager.query(
      `INSERT INTO menu_batch_ingredients (outlet_id, menu_item_id, batch_item_id, amount, default_unit_cost, created_at)
       SELECT outlet_id, $1, batch_item_id, amount, default_unit_cost, created_at
         FROM menu_batch_ingredients WHERE menu_item_id = $2`,
      params,
    );
    await tx.manager.query(
      `INSERT INTO menu_variants (outlet_id, menu_item_id, variant_id, created_at)
       SELECT outlet_id, $1, variant_id, created_at FROM menu_variants WHERE menu_item_id = $2`,
      params,
    );
    await this.recost.saved(tx, [row.id]);
    return row.id;
  }
}
