import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { type BatchItemSavedEvent, CatalogueSubjects } from '@mise/contracts';
import {
  BatchMessages,
  CatalogueMessages,
  checkAmount,
  checkUnitCost,
  dec,
  effectiveUnitCost,
  MAX_PAGE_SIZE,
} from '@mise/domain';
import {
  BadInputError,
  type ConnectionShape,
  containsPattern,
  Db,
  isUuid,
  type PageArgs,
  toConnection,
  type Tx,
  uniqueOr,
  lockedOrNotFound,
  rowsByIds,
  childRowsOf,
} from '@mise/platform';
import { IngredientCosts } from '../costing/ingredient-costs';
import { MenuRecost } from '../menu/menu-recost';
import { BatchIngredientEntity, BatchItemEntity } from './batch-item.entity';
import {
  batchVersionsInUse,
  checkBatchName,
  checkParLevel,
  checkPortionSize,
  lockOutletBatches,
  optionalText,
} from './batch-rules';
import { type RecipeParent, removeRecipeRow } from '../shared/recipe-rows';

const B = BatchMessages.item;
const I = CatalogueMessages.ingredient;

export interface BatchItemPatch {
  portionSize?: string | null;
  remarks?: string | null;
  parLevel?: string | null;
}

export interface BatchIngredientPatch {
  ingredientId: string;
  amount: string;
  defaultUnitCost?: string | null;
}

interface CheckedPatch {
  portionSize?: string;
  remarks?: string | null;
  parLevel?: string | null;
}

/** Validates a patch before anything is read or written (a bad one changes nothing). */
function checkPatch(p: BatchItemPatch | null | undefined): CheckedPatch {
  const out: CheckedPatch = {};
  if (!p) return out;
  if (p.portionSize !== undefined && p.portionSize !== null) {
    out.portionSize = checkPortionSize(p.portionSize);
  }
  if (p.remarks !== undefined) out.remarks = optionalText(p.remarks);
  if (p.parLevel !== undefined) out.parLevel = checkParLevel(p.parLevel);
  return out;
}

function checkIngredientPatch(p: BatchIngredientPatch) {
  if (!p.ingredientId || !isUuid(p.ingredientId)) throw new BadInputError(I.select, 'ingredientId');
  const amount = checkAmount(p.amount);
  if (amount === null) throw new BadInputError(I.amountInvalid, 'amount');
  const given = p.defaultUnitCost === undefined || p.defaultUnitCost === null;
  const defaultUnitCost = given ? null : checkUnitCost(p.defaultUnitCost);
  if (!given && defaultUnitCost === null) {
    throw new BadInputError(I.unitCostInvalid, 'defaultUnitCost');
  }
  return { ingredientId: p.ingredientId, amount, defaultUnitCost };
}

/**
 * Batch items of the current outlet (spec 2 §2-§5, issue 10): versions of a batch share `batchId`
 * and the name (unique across batches), a version a menu item or variant uses is frozen (changes
 * go to a new version; the par level stays editable), every change of a version emits
 * `catalogue.batch-item.saved` (revision +1) and recosts the menu items using it.
 */
@Injectable()
export class BatchItemService {
  constructor(
    private readonly db: Db,
    private readonly costs: IngredientCosts,
    private readonly recost: MenuRecost,
  ) {}

  /** The lines of this recipe: removed through `removeRecipeRow`. */
  private readonly lines: RecipeParent<'batchItemId'> = {
    key: 'batchItemId',
    lock: (tx, id) => this.editable(tx, id),
    changed: (tx, id) => this.saved(tx, id),
  };

  async list(
    args: PageArgs & { search?: string | null },
  ): Promise<ConnectionShape<BatchItemEntity>> {
    const [rows, total] = await this.db.outlet((tx) => {
      const qb = tx.manager
        .getRepository(BatchItemEntity)
        .createQueryBuilder('b')
        .where(
          `NOT EXISTS (SELECT 1 FROM batch_items n WHERE n.batch_id = b.batch_id AND n.version_number > b.version_number)`,
        );
      if (args.search?.trim()) {
        qb.andWhere(`b.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(args.search) });
      }
      qb.orderBy('b.name', 'ASC').addOrderBy('b.id', 'ASC');
      return qb.skip(args.offset).take(args.limit).getManyAndCount();
    });
    return toConnection(rows, total, args);
  }

  /** The pickers' list: per batch, its highest version with ingredients and a portion size > 0. */
  async complete(search: string | null | undefined, limit: number): Promise<BatchItemEntity[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw new BadInputError(`limit must be between 1 and ${MAX_PAGE_SIZE}`, 'limit');
    }
    const complete = (alias: string) =>
      `${alias}.portion_size > 0 AND EXISTS (SELECT 1 FROM batch_ingredients i WHERE i.batch_item_id = ${alias}.id)`;
    return this.db.outlet((tx) => {
      const qb = tx.manager
        .getRepository(BatchItemEntity)
        .createQueryBuilder('b')
        .where(complete('b'))
        .andWhere(
          `NOT EXISTS (SELECT 1 FROM batch_items n WHERE n.batch_id = b.batch_id AND n.version_number > b.version_number AND ${complete('n')})`,
        );
      if (search?.trim()) {
        qb.andWhere(`b.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(search) });
      }
      return qb.orderBy('b.name', 'ASC').addOrderBy('b.id', 'ASC').take(limit).getMany();
    });
  }

  get(id: string): Promise<BatchItemEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(BatchItemEntity, { id }, B.notFound));
  }

  /** Federation and field lookups by id in an outlet (access-checked by the outlet loader). */
  byIds(tx: Tx, ids: readonly string[]): Promise<BatchItemEntity[]> {
    return rowsByIds(tx, BatchItemEntity, ids);
  }

  async create(input: {
    name: string;
    portionSize?: string | null;
    remarks?: string | null;
    parLevel?: string | null;
  }): Promise<BatchItemEntity> {
    const name = checkBatchName(input.name, B.nameBlank);
    const patch = checkPatch(input);
    const id = await this.db.outlet(async (tx) => {
      await this.admit(tx, name, B.nameTaken);
      const repo = tx.manager.getRepository(BatchItemEntity);
      const row = await repo.save(
        repo.create({
          outletId: tx.outletId!,
          batchId: randomUUID(),
          versionNumber: 1,
          name,
          portionSize: patch.portionSize ?? '0',
          remarks: patch.remarks ?? null,
          parLevel: patch.parLevel ?? null,
          revision: 0,
        }),
      );
      await this.saved(tx, row.id);
      return row.id;
    });
    return this.get(id);
  }

  /** Portion size and remarks refused on a version in use (when they change); par level always. */
  async update(id: string, input: BatchItemPatch): Promise<BatchItemEntity> {
    const patch = checkPatch(input);
    await this.db.outlet(async (tx) => {
      const row = await this.locked(tx, id);
      const frozenChange =
        (patch.portionSize !== undefined && dec(patch.portionSize) !== dec(row.portionSize)) ||
        (patch.remarks !== undefined && patch.remarks !== row.remarks);
      if (frozenChange && (await batchVersionsInUse(tx, [row.id])).size) {
        throw new BadInputError(B.frozen);
      }
      if (Object.keys(patch).length) {
        await tx.manager.getRepository(BatchItemEntity).update({ id: row.id }, patch);
      }
      await this.saved(tx, row.id);
    });
    return this.get(id);
  }

  /** Version max+1 of the batch: a copy of this version and its ingredients, then the patch. */
  async newVersion(id: string, input: BatchItemPatch | null | undefined): Promise<BatchItemEntity> {
    if (!id) throw new BadInputError(B.invalid, 'id');
    const patch = checkPatch(input);
    const newId = await this.db.outlet(async (tx) => {
      await lockOutletBatches(tx);
      const source = await tx.findOrNotFound(BatchItemEntity, { id }, B.invalid);
      const [{ next }]: Array<{ next: number }> = await tx.manager.query(
        `SELECT max(version_number)::int + 1 AS next FROM batch_items WHERE batch_id = $1`,
        [source.batchId],
      );
      return this.copy(
        tx,
        source,
        { batchId: source.batchId, versionNumber: next, name: source.name },
        patch,
      );
    });
    return this.get(newId);
  }

  /** A new batch (version 1) with this version's recipe; failures as the spec words them. */
  async duplicate(id: string, name: string): Promise<BatchItemEntity> {
    if (!(name ?? '').trim()) throw new BadInputError(B.duplicateNameBlank, 'name');
    let checked: string;
    try {
      checked = checkBatchName(name, B.duplicateNameBlank);
    } catch (e) {
      throw new BadInputError(B.duplicateFailed((e as Error).message), 'name');
    }
    const newId = await this.db.outlet(async (tx) => {
      const source = await tx.findOrNotFound(BatchItemEntity, { id }, B.notFound);
      await this.admit(tx, checked, B.duplicateFailed(B.nameTaken));
      return this.copy(tx, source, { batchId: randomUUID(), versionNumber: 1, name: checked }, {});
    });
    return this.get(newId);
  }

  /** Deletes the batch (every version); refused when any is used, produced or adjusted. */
  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      await lockOutletBatches(tx);
      const row = await tx.findOrNotFound(BatchItemEntity, { id }, B.notFound);
      const repo = tx.manager.getRepository(BatchItemEntity);
      const versions = await repo.find({
        where: { batchId: row.batchId },
        lock: { mode: 'pessimistic_write' },
      });
      const ids = versions.map((v) => v.id);
      if ((await batchVersionsInUse(tx, ids)).size) throw new BadInputError(B.usedByMenuItem);
      const [usage]: Array<{ production: number; adjustment: number }> = await tx.manager.query(
        `SELECT coalesce(sum(production_count), 0)::int AS production,
                coalesce(sum(adjustment_count), 0)::int AS adjustment
           FROM batch_item_usage WHERE NOT deleted AND batch_item_id = ANY($1::uuid[])`,
        [ids],
      );
      if (usage.production > 0) throw new BadInputError(B.hasProduction);
      if (usage.adjustment > 0) throw new BadInputError(B.hasAdjustment);
      await repo.delete({ id: In(ids) });
      for (const v of versions) {
        await tx.emit(CatalogueSubjects.batchItemDeleted, {
          batchItemId: v.id,
          batchId: v.batchId,
          revision: v.revision + 1,
        });
      }
      return true;
    });
  }

  async addIngredient(batchItemId: string, input: BatchIngredientPatch): Promise<BatchItemEntity> {
    const p = checkIngredientPatch(input);
    await this.sameOr(async (tx) => {
      const item = await this.editable(tx, batchItemId);
      const cost = await this.costs.known(tx, p.ingredientId);
      const repo = tx.manager.getRepository(BatchIngredientEntity);
      if (await repo.existsBy({ batchItemId: item.id, ingredientId: p.ingredientId })) {
        throw new BadInputError(I.same, 'ingredientId');
      }
      await repo.save(
        repo.create({
          outletId: tx.outletId!,
          batchItemId: item.id,
          ingredientId: p.ingredientId,
          amount: p.amount,
          // none given: the unit cost in effect now, so the line keeps a cost if prices go
          defaultUnitCost:
            p.defaultUnitCost ?? effectiveUnitCost({ ...cost, defaultUnitCost: '0' }),
        }),
      );
      await this.saved(tx, item.id);
    });
    return this.get(batchItemId);
  }

  async updateIngredient(id: string, input: BatchIngredientPatch): Promise<BatchItemEntity> {
    const p = checkIngredientPatch(input);
    const batchItemId = await this.sameOr(async (tx) => {
      const repo = tx.manager.getRepository(BatchIngredientEntity);
      const row = await tx.findOrNotFound(BatchIngredientEntity, { id }, B.ingredientNotFound);
      const item = await this.editable(tx, row.batchItemId);
      if (p.ingredientId !== row.ingredientId) {
        await this.costs.known(tx, p.ingredientId);
        if (await repo.existsBy({ batchItemId: item.id, ingredientId: p.ingredientId })) {
          throw new BadInputError(I.same, 'ingredientId');
        }
      }
      await repo.update(
        { id: row.id },
        {
          ingredientId: p.ingredientId,
          amount: p.amount,
          defaultUnitCost: p.defaultUnitCost ?? row.defaultUnitCost,
        },
      );
      await this.saved(tx, item.id);
      return item.id;
    });
    return this.get(batchItemId);
  }

  async removeIngredient(id: string): Promise<BatchItemEntity> {
    return this.get(
      await removeRecipeRow(this.db, this.lines, BatchIngredientEntity, id, B.ingredientNotFound),
    );
  }

  /** The saved payloads of versions as they are now (events and the lookup). */
  async payloads(tx: Tx, ids: readonly string[]): Promise<BatchItemSavedEvent[]> {
    const items = await this.byIds(tx, ids);
    if (!items.length) return [];
    const lines = await childRowsOf(
      tx,
      BatchIngredientEntity,
      'batchItemId',
      items.map((i) => i.id),
    );
    return items.map((b) => ({
      batchItemId: b.id,
      batchId: b.batchId,
      versionNumber: b.versionNumber,
      name: b.name,
      portionSize: dec(b.portionSize),
      ingredients: lines
        .filter((l) => l.batchItemId === b.id)
        .map((l) => ({
          ingredientId: l.ingredientId,
          amount: dec(l.amount),
          defaultUnitCost: dec(l.defaultUnitCost),
        })),
      parLevel: b.parLevel === null ? null : dec(b.parLevel),
      revision: b.revision,
    }));
  }

  /** A transaction whose unique violation (one ingredient added twice at once) is the spec's. */
  private sameOr<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return uniqueOr(() => this.db.outlet(fn), I.same, 'ingredientId');
  }

  private locked(tx: Tx, id: string): Promise<BatchItemEntity> {
    return lockedOrNotFound(tx, BatchItemEntity, id, B.notFound);
  }

  /** The version, locked, when its recipe may change: NOT_FOUND, or frozen while in use. */
  private async editable(tx: Tx, id: string): Promise<BatchItemEntity> {
    const row = await this.locked(tx, id);
    if ((await batchVersionsInUse(tx, [row.id])).size) throw new BadInputError(B.frozen);
    return row;
  }

  /** A new batch may take `name`: under the outlet's lock, no other batch has it. */
  private async admit(tx: Tx, name: string, taken: string): Promise<void> {
    await lockOutletBatches(tx);
    const [hit]: unknown[] = await tx.manager.query(
      `SELECT 1 FROM batch_items WHERE upper(name) = upper($1) LIMIT 1`,
      [name],
    );
    if (hit) throw new BadInputError(taken, 'name');
  }

  /** A copy of `source` (fields, ingredients) with `patch`. */
  private async copy(
    tx: Tx,
    source: BatchItemEntity,
    as: { batchId: string; versionNumber: number; name: string },
    patch: CheckedPatch,
  ): Promise<string> {
    const repo = tx.manager.getRepository(BatchItemEntity);
    const row = await repo.save(
      repo.create({
        outletId: tx.outletId!,
        batchId: as.batchId,
        versionNumber: as.versionNumber,
        name: as.name,
        portionSize: patch.portionSize ?? source.portionSize,
        remarks: patch.remarks !== undefined ? patch.remarks : source.remarks,
        parLevel: patch.parLevel !== undefined ? patch.parLevel : source.parLevel,
        revision: 0,
      }),
    );
    await tx.manager.query(
      `INSERT INTO batch_ingredients (outlet_id, batch_item_id, ingredient_id, amount, default_unit_cost, created_at)
       SELECT outlet_id, $1, ingredient_id, amount, default_unit_cost, created_at
         FROM batch_ingredients WHERE batch_item_id = $2`,
      [row.id, source.id],
    );
    await this.saved(tx, row.id);
    return row.id;
  }

  /** Revision +1, `updated_at` now, the whole version to the others, the menus using it recosted. */
  private async saved(tx: Tx, id: string): Promise<void> {
    await tx.manager.query(
      `UPDATE batch_items SET revision = revision + 1, updated_at = clock_timestamp() WHERE id = $1`,
      [id],
    );
    const [payload] = await this.payloads(tx, [id]);
    if (payload) await tx.emit(CatalogueSubjects.batchItemSaved, payload);
    await this.recost.forBatchItems(tx, [id]);
  }
}
