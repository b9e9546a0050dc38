import { Injectable } from '@nestjs/common';
import { CatalogueSubjects, type VariantSavedEvent } from '@mise/contracts';
import {
  BatchMessages,
  catalogueName,
  CatalogueMessages,
  MAX_VARIANT_OPTIONS,
  checkAmount,
  checkMoney,
  dec,
  effectiveUnitCost,
  nameError,
  variantMaxChoice,
  type VariantTypeName,
} from '@mise/domain';
import {
  BadInputError,
  type ConnectionShape,
  Db,
  isUuid,
  type PageArgs,
  toConnection,
  type Tx,
  containsPattern,
  uniqueOr,
  lockedOrNotFound,
  rowsByIds,
  childRowsOf,
} from '@mise/platform';
import { knownBatchItem } from '../batch/batch-rules';
import { IngredientCosts } from '../costing/ingredient-costs';
import { VariantBatchItemEntity, VariantEntity, VariantIngredientEntity } from './variant.entity';
import { type RecipeParent, removeRecipeRow } from '../shared/recipe-rows';

const V = CatalogueMessages.variant;
const I = CatalogueMessages.ingredient;

export interface VariantIngredientPatch {
  ingredientId: string;
  amount: string;
  addOnPrice: string;
}

function checkName(name: string | null | undefined): string {
  const checked = catalogueName(name);
  const error = nameError(checked, { blank: V.nameBlank, tooLong: V.tooLong });
  if (error) throw new BadInputError(error, 'name');
  return checked;
}

function checkOption(p: VariantIngredientPatch) {
  if (!p.ingredientId || !isUuid(p.ingredientId)) throw new BadInputError(I.select, 'ingredientId');
  const amount = checkAmount(p.amount);
  if (amount === null) throw new BadInputError(I.amountInvalid, 'amount');
  const addOnPrice = checkMoney(p.addOnPrice);
  if (addOnPrice === null) throw new BadInputError(V.addOnPriceInvalid, 'addOnPrice');
  return { ingredientId: p.ingredientId, amount, addOnPrice };
}

export interface VariantBatchItemPatch {
  batchItemId: string;
  amount: string;
  addOnPrice: string;
}

function checkBatchOption(p: VariantBatchItemPatch) {
  const amount = checkAmount(p.amount);
  if (amount === null) throw new BadInputError(I.amountInvalid, 'amount');
  const addOnPrice = checkMoney(p.addOnPrice);
  if (addOnPrice === null) throw new BadInputError(V.addOnPriceInvalid, 'addOnPrice');
  return { batchItemId: p.batchItemId, amount, addOnPrice };
}

/**
 * Variants (add-on option groups) of the current outlet (spec 2 §2-§5): names upper-cased and
 * unique, SINGLE forces a maximum choice of 1, deletes blocked while a menu item offers it. Every
 * change emits `catalogue.variant.saved` with the whole variant.
 */
@Injectable()
export class VariantService {
  constructor(
    private readonly db: Db,
    private readonly costs: IngredientCosts,
  ) {}

  /** The lines of this recipe: removed through `removeRecipeRow`. */
  private readonly lines: RecipeParent<'variantId'> = {
    key: 'variantId',
    lock: (tx, id) => this.locked(tx, id),
    changed: (tx, id) => this.saved(tx, id),
  };

  async list(
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<ConnectionShape<VariantEntity>> {
    const [rows, total] = await this.db.outlet((tx) => {
      const qb = tx.manager.getRepository(VariantEntity).createQueryBuilder('v');
      if (search?.trim()) qb.where(`v.name ILIKE :p ESCAPE '\\'`, { p: containsPattern(search) });
      qb.orderBy('v.name', 'ASC').addOrderBy('v.id', 'ASC');
      return qb.skip(page.offset).take(page.limit).getManyAndCount();
    });
    return toConnection(rows, total, page);
  }

  get(id: string): Promise<VariantEntity> {
    return this.db.outlet((tx) => tx.findOrNotFound(VariantEntity, { id }, V.notFound));
  }

  byIds(tx: Tx, ids: readonly string[]): Promise<VariantEntity[]> {
    return rowsByIds(tx, VariantEntity, ids);
  }

  async create(name: string): Promise<VariantEntity> {
    const checked = checkName(name);
    const id = await uniqueOr(
      () =>
        this.db.outlet(async (tx) => {
          const repo = tx.manager.getRepository(VariantEntity);
          if (await repo.existsBy({ name: checked })) throw new BadInputError(V.nameTaken, 'name');
          const row = await repo.save(
            repo.create({
              outletId: tx.outletId!,
              name: checked,
              variantType: 'SINGLE',
              maxChoice: 1,
              revision: 0,
            }),
          );
          await this.saved(tx, row.id);
          return row.id;
        }),
      V.nameTaken,
      'name',
    );
    return this.get(id);
  }

  async update(
    id: string,
    variantType: VariantTypeName,
    maxChoice: number,
  ): Promise<VariantEntity> {
    if (variantType !== 'SINGLE' && variantType !== 'MULTIPLE') {
      throw new BadInputError(V.maxChoiceInvalid, 'variantType');
    }
    if (variantType === 'MULTIPLE' && (!Number.isInteger(maxChoice) || maxChoice < 1)) {
      throw new BadInputError(V.maxChoiceInvalid, 'maxChoice');
    }
    await this.db.outlet(async (tx) => {
      const row = await this.locked(tx, id);
      await tx.manager
        .getRepository(VariantEntity)
        .update(
          { id: row.id },
          { variantType, maxChoice: variantMaxChoice(variantType, maxChoice) },
        );
      await this.saved(tx, row.id);
    });
    return this.get(id);
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await this.locked(tx, id);
      const [{ n }]: Array<{ n: number }> = await tx.manager.query(
        `SELECT count(*)::int AS n FROM menu_variants WHERE variant_id = $1`,
        [row.id],
      );
      if (n > 0) throw new BadInputError(V.usedByMenuItem);
      await tx.manager.getRepository(VariantEntity).delete({ id: row.id });
      await tx.emit(CatalogueSubjects.variantDeleted, {
        variantId: row.id,
        revision: row.revision + 1,
      });
      return true;
    });
  }

  async addIngredient(variantId: string, input: VariantIngredientPatch): Promise<VariantEntity> {
    const p = checkOption(input);
    await this.sameOr(async (tx) => {
      const variant = await this.locked(tx, variantId);
      const cost = await this.costs.known(tx, p.ingredientId);
      const repo = tx.manager.getRepository(VariantIngredientEntity);
      if (await repo.existsBy({ variantId: variant.id, ingredientId: p.ingredientId })) {
        throw new BadInputError(I.same, 'ingredientId');
      }
      await this.roomForOption(tx, variant.id, 'ingredientId');
      await repo.save(
        repo.create({
          outletId: tx.outletId!,
          variantId: variant.id,
          ...p,
          defaultUnitCost: effectiveUnitCost({ ...cost, defaultUnitCost: '0' }),
        }),
      );
      await this.saved(tx, variant.id);
    });
    return this.get(variantId);
  }

  async updateIngredient(id: string, input: VariantIngredientPatch): Promise<VariantEntity> {
    const p = checkOption(input);
    const variantId = await this.sameOr(async (tx) => {
      const row = await tx.findOrNotFound(VariantIngredientEntity, { id }, V.ingredientNotFound);
      const variant = await this.locked(tx, row.variantId);
      const repo = tx.manager.getRepository(VariantIngredientEntity);
      if (p.ingredientId !== row.ingredientId) {
        await this.costs.known(tx, p.ingredientId);
        if (await repo.existsBy({ variantId: variant.id, ingredientId: p.ingredientId })) {
          throw new BadInputError(I.same, 'ingredientId');
        }
      }
      await repo.update({ id: row.id }, p);
      await this.saved(tx, variant.id);
      return variant.id;
    });
    return this.get(variantId);
  }

  async removeIngredient(id: string): Promise<VariantEntity> {
    return this.get(
      await removeRecipeRow(this.db, this.lines, VariantIngredientEntity, id, V.ingredientNotFound),
    );
  }

  /** A batch item version as an option (amount in portions); one row per version. */
  async addBatchItem(variantId: string, input: VariantBatchItemPatch): Promise<VariantEntity> {
    const p = checkBatchOption(input);
    await this.sameOr(async (tx) => {
      const variant = await this.locked(tx, variantId);
      const batch = await knownBatchItem(tx, p.batchItemId, I.selectBatch);
      const repo = tx.manager.getRepository(VariantBatchItemEntity);
      if (await repo.existsBy({ variantId: variant.id, batchItemId: batch.id })) {
        throw new BadInputError(I.same, 'batchItemId');
      }
      await this.roomForOption(tx, variant.id, 'batchItemId');
      await repo.save(repo.create({ outletId: tx.outletId!, variantId: variant.id, ...p }));
      await this.saved(tx, variant.id);
    });
    return this.get(variantId);
  }

  async updateBatchItem(id: string, input: VariantBatchItemPatch): Promise<VariantEntity> {
    const p = checkBatchOption(input);
    const variantId = await this.sameOr(async (tx) => {
      const row = await tx.findOrNotFound(
        VariantBatchItemEntity,
        { id },
        BatchMessages.item.variantRowNotFound,
      );
      const variant = await this.locked(tx, row.variantId);
      const repo = tx.manager.getRepository(VariantBatchItemEntity);
      if (p.batchItemId !== row.batchItemId) {
        await knownBatchItem(tx, p.batchItemId, I.selectBatch);
        if (await repo.existsBy({ variantId: variant.id, batchItemId: p.batchItemId })) {
          throw new BadInputError(I.same, 'batchItemId');
        }
      }
      await repo.update({ id: row.id }, p);
      await this.saved(tx, variant.id);
      return variant.id;
    });
    return this.get(variantId);
  }

  async removeBatchItem(id: string): Promise<VariantEntity> {
    return this.get(
      await removeRecipeRow(
        this.db,
        this.lines,
        VariantBatchItemEntity,
        id,
        BatchMessages.item.variantRowNotFound,
      ),
    );
  }

  /** The saved payloads of variants as they are now (events and the lookup). */
  async payloads(tx: Tx, ids: readonly string[]): Promise<VariantSavedEvent[]> {
    const variants = await this.byIds(tx, ids);
    if (!variants.length) return [];
    const vids = variants.map((v) => v.id);
    // one statement after another: a transaction's connection runs one at a time anyway
    const options = await childRowsOf(tx, VariantIngredientEntity, 'variantId', vids);
    const batches = await childRowsOf(tx, VariantBatchItemEntity, 'variantId', vids);
    const ingredientNames = await this.namesOf(
      tx,
      'ingredient_costs',
      options.map((o) => o.ingredientId),
    );
    const batchNames = await this.namesOf(
      tx,
      'batch_items',
      batches.map((b) => b.batchItemId),
    );
    return variants.map((v) => ({
      variantId: v.id,
      name: v.name,
      variantType: v.variantType,
      maxChoice: v.maxChoice,
      ingredients: options
        .filter((o) => o.variantId === v.id)
        .map((o) => ({
          variantIngredientId: o.id,
          ingredientId: o.ingredientId,
          amount: dec(o.amount),
          addOnPrice: dec(o.addOnPrice),
          name: ingredientNames.get(o.ingredientId) ?? '',
        })),
      batchItems: batches
        .filter((b) => b.variantId === v.id)
        .map((b) => ({
          variantBatchItemId: b.id,
          batchItemId: b.batchItemId,
          amount: dec(b.amount),
          addOnPrice: dec(b.addOnPrice),
          name: batchNames.get(b.batchItemId) ?? '',
        })),
      revision: v.revision,
    }));
  }

  /** Names by id from the ingredient projection or the batch item versions, one statement. */
  private async namesOf(
    tx: Tx,
    table: 'ingredient_costs' | 'batch_items',
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows: Array<{ id: string; name: string | null }> = await tx.manager.query(
      `SELECT id, name FROM ${table} WHERE id = ANY($1::uuid[])`,
      [unique],
    );
    return new Map(rows.map((r) => [r.id, r.name ?? '']));
  }

  /** A transaction whose unique violation (one ingredient added twice at once) is the spec's. */
  private sameOr<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return uniqueOr(() => this.db.outlet(fn), I.same, 'ingredientId');
  }

  /** Refuses an option past `MAX_VARIANT_OPTIONS` (ingredients and batch items together). */
  private async roomForOption(tx: Tx, variantId: string, field: string): Promise<void> {
    const [{ n }]: Array<{ n: number }> = await tx.manager.query(
      `SELECT (SELECT count(*) FROM variant_ingredients WHERE variant_id = $1)
            + (SELECT count(*) FROM variant_batch_items WHERE variant_id = $1) AS n`,
      [variantId],
    );
    if (Number(n) >= MAX_VARIANT_OPTIONS) throw new BadInputError(V.tooManyOptions, field);
  }

  private locked(tx: Tx, id: string): Promise<VariantEntity> {
    return lockedOrNotFound(tx, VariantEntity, id, V.notFound);
  }

  /** Revision +1, `updated_at` now, and the whole variant to the others. */
  private async saved(tx: Tx, id: string): Promise<void> {
    await tx.manager.query(
      `UPDATE variants SET revision = revision + 1, updated_at = clock_timestamp() WHERE id = $1`,
      [id],
    );
    const [payload] = await this.payloads(tx, [id]);
    if (payload) await tx.emit(CatalogueSubjects.variantSaved, payload);
  }
}
