import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import {
  type EnsureItemsReply,
  InventorySubjects,
  type InventoryItemSavedEvent,
} from '@mise/contracts';
import { inventoryName, InventoryMessages, nameError } from '@mise/domain';
import {
  BadInputError,
  Db,
  isUuid,
  NotFoundError,
  type PageArgs,
  toConnection,
  type Tx,
  containsPattern,
  lockedOrNotFound,
  uniqueOr,
  rowsByIds,
} from '@mise/platform';
import { IngredientEntity } from '../ingredient/ingredient.entity';
import { IngredientService } from '../ingredient/ingredient.service';
import { LedgerQueries } from '../ledger/ledger.queries';
import { RecipeStore } from '../ledger/recipes.service';
import { InventoryItemEntity } from './inventory-item.entity';
import {
  checkItemName,
  deleteRevised,
  refuseTakenName,
  saveNextRevision,
} from '../shared/named-items';

const M = InventoryMessages.inventoryItem;

/** The ingredient name an ensure names: upper-cased, else 'No ingredient name' / too long. */
function checkIngredientName(name: string | null | undefined): string {
  const checked = inventoryName(name ?? '');
  const error = nameError(checked, {
    blank: InventoryMessages.noIngredientName,
    tooLong: InventoryMessages.ingredient.tooLong,
  });
  if (error) throw new BadInputError(error, 'ingredientName');
  return checked;
}

export interface InventoryItemStats {
  menuItems: number;
  expenses: number;
  averageQuantity: string | null;
  averageUnitPrice: string | null;
}

export function inventoryItemSavedPayload(row: InventoryItemEntity): InventoryItemSavedEvent {
  return {
    inventoryItemId: row.id,
    name: row.name,
    ingredientId: row.ingredientId,
    revision: row.revision,
  };
}

/**
 * Inventory items of the current outlet (spec 2 §3, §5): supplier-facing names, upper-cased and
 * unique, each mapped to an ingredient of the outlet.
 */
@Injectable()
export class InventoryItemService {
  constructor(
    private readonly db: Db,
    private readonly ingredients: IngredientService,
    private readonly ledgerQueries: LedgerQueries,
    private readonly recipes: RecipeStore,
  ) {}

  async list(search: string | null | undefined, page: PageArgs) {
    const [rows, total] = await this.db.outlet((tx) => {
      const qb = tx.manager.getRepository(InventoryItemEntity).createQueryBuilder('v');
      if (search?.trim()) qb.where(`v.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(search) });
      return qb
        .orderBy('v.createdAt', 'ASC')
        .addOrderBy('v.id', 'ASC')
        .skip(page.offset)
        .take(page.limit)
        .getManyAndCount();
    });
    return toConnection(rows, total, page);
  }

  get(id: string): Promise<InventoryItemEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(InventoryItemEntity, { id }, M.notFound));
  }

  create(input: { name: string; ingredientId?: string | null }): Promise<InventoryItemEntity> {
    const name = checkItemName(input.name, M);
    return uniqueOr(
      () =>
        this.db.outlet(async (tx) => {
          const ingredient = await this.findIngredient(tx, input.ingredientId);
          return this.createIn(tx, name, ingredient.id);
        }),
      M.nameTaken,
      'name',
    );
  }

  update(id: string, input: { name?: string | null; ingredientId?: string | null }) {
    const name =
      input.name === undefined || input.name === null ? null : checkItemName(input.name, M);
    return uniqueOr(
      () =>
        this.db.outlet(async (tx) => {
          const row = await lockedOrNotFound(tx, InventoryItemEntity, id, M.notFound);
          const ingredientId =
            input.ingredientId === undefined
              ? row.ingredientId
              : (await this.findIngredient(tx, input.ingredientId)).id;
          if (name && name !== row.name)
            await refuseTakenName(tx, InventoryItemEntity, name, M.nameTaken);
          if ((name ?? row.name) === row.name && ingredientId === row.ingredientId) return row;
          return saveNextRevision(
            tx,
            InventoryItemEntity,
            row,
            {
              name: name ?? row.name,
              ingredientId,
            },
            (saved) =>
              tx.emit(InventorySubjects.inventoryItemSaved, inventoryItemSavedPayload(saved)),
          );
        }),
      M.nameTaken,
      'name',
    );
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await lockedOrNotFound(tx, InventoryItemEntity, id, M.notFound);
      const stats = (await this.usageIn(tx, [row.id])).get(row.id)!;
      if (stats.menuItems > 0) throw new BadInputError(M.usedByMenuItem);
      if (stats.expenses > 0) throw new BadInputError(M.usedByExpense);
      return deleteRevised(tx, InventoryItemEntity, row, (revision) =>
        tx.emit(InventorySubjects.inventoryItemDeleted, { inventoryItemId: row.id, revision }),
      );
    });
  }

  /**
   * The inventory item named `name` (case-insensitively), or a new one mapped to the ingredient
   * named `ingredientName` (created with `unit` when the outlet has none by that name): how
   * expenses and purchase orders turn typed names into ids (flows.md §4.9).
   */
  ensure(input: { name: string; ingredientName: string; unit?: string | null }) {
    const name = checkItemName(input.name, M);
    const ingredientName = checkIngredientName(input.ingredientName);
    return uniqueOr(
      () =>
        this.db.outlet(async (tx) => {
          const found = await tx.manager.getRepository(InventoryItemEntity).findOneBy({ name });
          if (found) return found;
          const ingredient =
            (await tx.manager
              .getRepository(IngredientEntity)
              .findOneBy({ name: ingredientName })) ??
            (await this.ingredients.createIn(tx, ingredientName, input.unit));
          return this.createIn(tx, name, ingredient.id);
        }),
      M.nameTaken,
      'name',
    );
  }

  /**
   * `rpc.inventory.ensure-items` (flows.md §10, spec 3 §5.1): per line, the ingredient of that
   * name (made with the line's unit when missing) and the inventory item of that name, made, or
   * relinked to the line's ingredient when it pointed elsewhere; names upper-cased, the `.saved`
   * of each row made or changed in this transaction. A name repeated in the lines ends linked to
   * the last line's ingredient, and every row answers the item as it ends. Any line with a blank
   * or too long name refuses the whole call (BadInputError, nothing written). Statements: a
   * fixed number whatever the number of lines (plus one per event).
   */
  async ensureAllIn(
    tx: Tx,
    lines: ReadonlyArray<{ inventoryName: string; ingredientName: string; unit: string }>,
  ): Promise<EnsureItemsReply['rows']> {
    const checked = lines.map((l) => ({
      name: checkItemName(l.inventoryName, M),
      ingredientName: checkIngredientName(l.ingredientName),
      unit: l.unit,
    }));
    if (!checked.length) return [];
    const ingredients = await this.ingredients.ensureAllIn(
      tx,
      checked.map((c) => ({ name: c.ingredientName, unit: c.unit })),
    );
    // the ingredient each item name ends on: the last line naming it
    const links = new Map<string, string>();
    for (const c of checked) links.set(c.name, ingredients.get(c.ingredientName)!.id);
    const names = [...links.keys()];
    const repo = tx.manager.getRepository(InventoryItemEntity);
    const inserted = await repo
      .createQueryBuilder()
      .insert()
      .values(
        names.map((name) => ({
          outletId: tx.outletId!,
          name,
          ingredientId: links.get(name)!,
          revision: 1,
        })),
      )
      .orIgnore()
      .returning('id')
      .execute();
    // the others existed (or a request at once made them): relink those pointing elsewhere
    // (TypeORM answers an UPDATE ... RETURNING as [rows, count])
    const [relinked]: [Array<{ id: string }>, number] = await tx.manager.query(
      `UPDATE inventory_items v SET ingredient_id = u.ingredient_id, revision = v.revision + 1,
              updated_at = clock_timestamp()
         FROM unnest($1::text[], $2::uuid[]) AS u(name, ingredient_id)
        WHERE v.name = u.name AND v.ingredient_id <> u.ingredient_id
        RETURNING v.id`,
      [names, names.map((n) => links.get(n)!)],
    );
    const changed = new Set(
      [...(inserted.raw as Array<{ id: string }>), ...relinked].map((r) => r.id),
    );
    const items = new Map((await repo.findBy({ name: In(names) })).map((r) => [r.name, r]));
    for (const row of items.values()) {
      if (changed.has(row.id)) {
        await tx.emit(InventorySubjects.inventoryItemSaved, inventoryItemSavedPayload(row));
      }
    }
    const byId = new Map([...ingredients.values()].map((i) => [i.id, i]));
    // a request at once relinked one after this one: answer the ingredient it points at now
    const others = [...items.values()].filter((v) => !byId.has(v.ingredientId));
    if (others.length) {
      const more = await this.ingredients.byIds(
        tx,
        others.map((v) => v.ingredientId),
      );
      for (const i of more) byId.set(i.id, i);
    }
    return checked.map((c) => {
      const item = items.get(c.name)!;
      const ingredient = byId.get(item.ingredientId)!;
      return {
        inventoryItemId: item.id,
        inventoryName: item.name,
        ingredientId: ingredient.id,
        ingredientName: ingredient.name,
        unit: ingredient.unit,
      };
    });
  }

  /** Usage counts (menus, expenses) and purchase averages: two statements for any number. */
  async usageIn(tx: Tx, ids: readonly string[]): Promise<Map<string, InventoryItemStats>> {
    const wanted = ids.filter(isUuid);
    const usage = await this.recipes.inventoryItemUsage(tx, wanted);
    const purchases = await this.ledgerQueries.purchaseSummaries(tx, wanted);
    return new Map(
      ids.map((id) => {
        const bought = purchases.get(id);
        return [
          id,
          {
            menuItems: usage.get(id)?.menuItems ?? 0,
            expenses: usage.get(id)?.expenses ?? 0,
            averageQuantity: bought?.purchases ? bought.averageQuantity : null,
            averageUnitPrice: bought?.purchases ? bought.averageUnitCost : null,
          },
        ];
      }),
    );
  }

  byIds(tx: Tx, ids: readonly string[]): Promise<InventoryItemEntity[]> {
    return rowsByIds(tx, InventoryItemEntity, ids);
  }

  private async createIn(tx: Tx, name: string, ingredientId: string) {
    const repo = tx.manager.getRepository(InventoryItemEntity);
    await refuseTakenName(tx, InventoryItemEntity, name, M.nameTaken);
    const row = await repo.save(
      repo.create({ outletId: tx.outletId!, name, ingredientId, revision: 1 }),
    );
    const saved = await repo.findOneByOrFail({ id: row.id });
    await tx.emit(InventorySubjects.inventoryItemSaved, inventoryItemSavedPayload(saved));
    return saved;
  }

  /** The outlet's ingredient, else 'Ingredient selection cannot be blank' / NOT_FOUND. */
  private async findIngredient(tx: Tx, id: string | null | undefined) {
    if (!id?.trim()) throw new BadInputError(M.ingredientBlank, 'ingredientId');
    if (!isUuid(id)) throw new NotFoundError(InventoryMessages.ingredient.notFound);
    return tx.findOrNotFound(IngredientEntity, { id }, InventoryMessages.ingredient.notFound);
  }
}
