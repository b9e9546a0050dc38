import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { InventorySubjects, type IngredientSavedEvent } from '@mise/contracts';
import { DEFAULT_UNIT, dec, InventoryMessages } from '@mise/domain';
import {
  BadInputError,
  type ConnectionShape,
  Db,
  isUuid,
  type PageArgs,
  toConnection,
  type Tx,
  containsPattern,
  lockedOrNotFound,
  uniqueOr,
  rowsByIds,
} from '@mise/platform';
import { LedgerQueries } from '../ledger/ledger.queries';
import type { ItemState } from '../ledger/ledger.types';
import { RecipeStore } from '../ledger/recipes.service';
import { UnitOfMeasureEntity } from '../units/unit-of-measure.entity';
import { IngredientEntity } from './ingredient.entity';
import {
  checkItemName,
  deleteRevised,
  refuseTakenName,
  saveNextRevision,
} from '../shared/named-items';

const M = InventoryMessages.ingredient;

/** A unit as stored: trimmed, lower-cased; none given is the default unit ('' stays blank). */
function unitKey(unit: string | null | undefined): string {
  return unit === undefined || unit === null ? DEFAULT_UNIT : unit.trim().toLowerCase();
}

export type IngredientOrder = 'CREATED' | 'NAME';

export interface IngredientUsage {
  menuItems: number;
  inventoryItems: number;
  batchItems: number;
}

export function ingredientSavedPayload(row: IngredientEntity): IngredientSavedEvent {
  return {
    ingredientId: row.id,
    name: row.name,
    unit: row.unit,
    averagePrice: dec(row.averagePrice),
    lastPrice: dec(row.lastPrice),
    revision: row.revision,
  };
}

/**
 * Ingredients of the current outlet (spec 2 §3, §5): names upper-cased and unique, units from
 * the units of measure, deletes blocked while a recipe or an inventory item uses them. Stock and
 * prices come from the ledger, read in batches per request.
 */
@Injectable()
export class IngredientService {
  constructor(
    private readonly db: Db,
    private readonly ledgerQueries: LedgerQueries,
    private readonly recipes: RecipeStore,
  ) {}

  async list(
    search: string | null | undefined,
    order: IngredientOrder,
    page: PageArgs,
  ): Promise<ConnectionShape<IngredientEntity>> {
    const [rows, total] = await this.db.outlet((tx) => {
      const qb = tx.manager.getRepository(IngredientEntity).createQueryBuilder('i');
      if (search?.trim()) qb.where(`i.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(search) });
      qb.orderBy(order === 'NAME' ? 'i.name' : 'i.createdAt', 'ASC').addOrderBy('i.id', 'ASC');
      return qb.skip(page.offset).take(page.limit).getManyAndCount();
    });
    return toConnection(rows, total, page);
  }

  get(id: string): Promise<IngredientEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(IngredientEntity, { id }, M.notFound));
  }

  async create(input: { name: string; unit?: string | null }): Promise<IngredientEntity> {
    const name = checkItemName(input.name, M);
    return uniqueOr(
      () => this.db.outlet((tx) => this.createIn(tx, name, input.unit)),
      M.nameTaken,
      'name',
    );
  }

  /** Creates an ingredient in the caller's transaction (also used by ensureInventoryItem). */
  async createIn(tx: Tx, name: string, unit: string | null | undefined): Promise<IngredientEntity> {
    const checkedUnit = await this.checkUnit(tx, unit);
    const repo = tx.manager.getRepository(IngredientEntity);
    await refuseTakenName(tx, IngredientEntity, name, M.nameTaken);
    const row = await repo.save(
      repo.create({ outletId: tx.outletId!, name, unit: checkedUnit, revision: 1 }),
    );
    const saved = await repo.findOneByOrFail({ id: row.id });
    await tx.emit(InventorySubjects.ingredientSaved, ingredientSavedPayload(saved));
    return saved;
  }

  /**
   * The ingredients of these names (upper-cased already), made with the first unit given for a
   * name the outlet lacks (their `.saved` follow): a fixed number of statements whatever the
   * number of names (the units, one insert, one read; an event per ingredient made). Two requests
   * at once make one row (the unique index; the loser reads the winner's). A name to make with a
   * unit outside the units of measure refuses the whole call.
   */
  async ensureAllIn(
    tx: Tx,
    wanted: ReadonlyArray<{ name: string; unit: string | null | undefined }>,
  ): Promise<Map<string, IngredientEntity>> {
    const units = new Map<string, string | null | undefined>();
    for (const w of wanted) if (!units.has(w.name)) units.set(w.name, w.unit);
    if (!units.size) return new Map();
    const known = await this.knownUnits(tx, [...units.values()]);
    const repo = tx.manager.getRepository(IngredientEntity);
    const insertable = [...units].filter(([, unit]) => known.has(unitKey(unit)));
    const inserted = insertable.length
      ? await repo
          .createQueryBuilder()
          .insert()
          .values(
            insertable.map(([name, unit]) => ({
              outletId: tx.outletId!,
              name,
              unit: unitKey(unit),
              revision: 1,
            })),
          )
          .orIgnore()
          .returning('id')
          .execute()
      : { raw: [] };
    const made = new Set((inserted.raw as Array<{ id: string }>).map((r) => r.id));
    const rows = await repo.findBy({ name: In([...units.keys()]) });
    const byName = new Map(rows.map((r) => [r.name, r]));
    for (const [name, unit] of units) {
      if (byName.has(name)) continue;
      // not made: its unit is not one of the units of measure
      throw new BadInputError(unitKey(unit) ? M.unitUnknown : M.unitBlank, 'unit');
    }
    for (const row of rows.filter((r) => made.has(r.id))) {
      await tx.emit(InventorySubjects.ingredientSaved, ingredientSavedPayload(row));
    }
    return byName;
  }

  async update(id: string, input: { name?: string | null; unit?: string | null }) {
    const name =
      input.name === undefined || input.name === null ? null : checkItemName(input.name, M);
    return uniqueOr(
      () =>
        this.db.outlet(async (tx) => {
          const row = await lockedOrNotFound(tx, IngredientEntity, id, M.notFound);
          const unit =
            input.unit === undefined || input.unit === null
              ? row.unit
              : await this.checkUnit(tx, input.unit);
          if (name && name !== row.name)
            await refuseTakenName(tx, IngredientEntity, name, M.nameTaken);
          if ((name ?? row.name) === row.name && unit === row.unit) return row;
          if (unit !== row.unit) {
            const { totalCount } = await this.ledgerQueries.history(tx, 'INGREDIENT', row.id, {
              offset: 0,
              limit: 1,
            });
            if (totalCount > 0) throw new BadInputError(M.unitLocked, 'unit');
          }
          return saveNextRevision(
            tx,
            IngredientEntity,
            row,
            {
              name: name ?? row.name,
              unit,
            },
            (saved) => tx.emit(InventorySubjects.ingredientSaved, ingredientSavedPayload(saved)),
          );
        }),
      M.nameTaken,
      'name',
    );
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await lockedOrNotFound(tx, IngredientEntity, id, M.notFound);
      const usage = (await this.usageIn(tx, [row.id])).get(row.id)!;
      if (usage.menuItems > 0) throw new BadInputError(M.usedByMenuItem);
      if (usage.inventoryItems > 0) throw new BadInputError(M.usedByInventoryItem);
      if (usage.batchItems > 0) throw new BadInputError(M.usedByBatchItem);
      return deleteRevised(tx, IngredientEntity, row, (revision) =>
        tx.emit(InventorySubjects.ingredientDeleted, { ingredientId: row.id, revision }),
      );
    });
  }

  /** Units of measure, in their seeded order. */
  units(): Promise<UnitOfMeasureEntity[]> {
    return this.db.unscopedRead((tx) =>
      tx.manager.getRepository(UnitOfMeasureEntity).find({ order: { position: 'ASC' } }),
    );
  }

  /** Stock and prices of ingredients of one outlet: one statement for any number. */
  states(tx: Tx, ids: readonly string[]): Promise<Map<string, ItemState>> {
    return this.ledgerQueries.states(tx, 'INGREDIENT', [...ids]);
  }

  /** What uses each ingredient (the delete rules; recipes from the ledger's projections of
   *  catalogue's events): two statements for any number. */
  async usageIn(tx: Tx, ids: readonly string[]): Promise<Map<string, IngredientUsage>> {
    const wanted = ids.filter(isUuid);
    const recipes = await this.recipes.ingredientUsage(tx, wanted);
    const items: Array<{ ingredient_id: string; n: number }> = wanted.length
      ? await tx.manager.query(
          `SELECT ingredient_id, count(*)::int AS n FROM inventory_items
           WHERE ingredient_id = ANY($1::uuid[]) GROUP BY ingredient_id`,
          [wanted],
        )
      : [];
    const byItem = new Map(items.map((r) => [r.ingredient_id, r.n]));
    return new Map(
      ids.map((id) => [
        id,
        {
          // a variant's option is used by the menu items that offer it
          menuItems: (recipes.get(id)?.menuItems ?? 0) + (recipes.get(id)?.variants ?? 0),
          batchItems: recipes.get(id)?.batchItems ?? 0,
          inventoryItems: byItem.get(id) ?? 0,
        },
      ]),
    );
  }

  /** Federation and field lookups by id in an outlet (access-checked by the outlet loader). */
  byIds(tx: Tx, ids: readonly string[]): Promise<IngredientEntity[]> {
    return rowsByIds(tx, IngredientEntity, ids);
  }

  /** The units of measure among these (as `unitKey` spells them): one statement. */
  private async knownUnits(
    tx: Tx,
    units: ReadonlyArray<string | null | undefined>,
  ): Promise<Set<string>> {
    const rows = await tx.manager
      .getRepository(UnitOfMeasureEntity)
      .findBy({ unit: In([...new Set(units.map(unitKey))]) });
    return new Set(rows.map((r) => r.unit));
  }

  private async checkUnit(tx: Tx, unit: string | null | undefined): Promise<string> {
    if (unit === undefined || unit === null) return DEFAULT_UNIT;
    const trimmed = unit.trim().toLowerCase();
    if (!trimmed) throw new BadInputError(M.unitBlank, 'unit');
    const known = await tx.manager.getRepository(UnitOfMeasureEntity).existsBy({ unit: trimmed });
    if (!known) throw new BadInputError(M.unitUnknown, 'unit');
    return trimmed;
  }
}
