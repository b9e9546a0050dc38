import { Injectable } from '@nestjs/common';
import { dec, round, unitCostOf } from '@mise/domain';
import { byKeys, childRowsOf, Db, groupsByKeys, isUuid } from '@mise/platform';
import { NO_COST, readIngredientCosts } from '../costing/ingredient-costs';
import type { VariantBatchItemModel, VariantIngredientModel, VariantModel } from './variant.model';
import { VariantBatchItemEntity, VariantIngredientEntity } from './variant.entity';
import { VariantService } from './variant.service';

/**
 * The per-request batches behind Variant's fields and references: one statement (two for the
 * ingredients: rows and projected costs) per outlet per request each, whatever the page size (`db.outletLoader`: only outlets the actor may use).
 */
@Injectable()
export class VariantLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: VariantService,
  ) {}

  async menuItemCount(v: VariantModel): Promise<number> {
    const n = await this.db
      .outletLoader<number>('variant-menu-count', async (tx, ids) => {
        const wanted = ids.filter(isUuid);
        const rows: Array<{ id: string; n: number }> = wanted.length
          ? await tx.manager.query(
              `SELECT variant_id AS id, count(*)::int AS n FROM menu_variants
                WHERE variant_id = ANY($1::uuid[]) GROUP BY variant_id`,
              [wanted],
            )
          : [];
        const map = new Map(rows.map((r) => [r.id, r.n]));
        return ids.map((id) => map.get(id) ?? 0);
      })
      .load(v.outletId, v.id);
    return n ?? 0;
  }

  async ingredients(v: VariantModel): Promise<VariantIngredientModel[]> {
    const rows = await this.db
      .outletLoader<VariantIngredientModel[]>('variant-ingredients', async (tx, ids) => {
        const found = await childRowsOf(tx, VariantIngredientEntity, 'variantId', ids);
        const costs = await readIngredientCosts(
          tx,
          found.map((r) => r.ingredientId),
        );
        return groupsByKeys(ids, found, (r) => r.variantId).map((list) =>
          list.map((r) => {
            // the unit cost rule today, the option's saved cost as its default
            const { unitCost, source } = unitCostOf({
              ...(costs.get(r.ingredientId) ?? NO_COST),
              defaultUnitCost: r.defaultUnitCost,
            });
            return {
              id: r.id,
              ingredientId: r.ingredientId,
              ingredient: { id: r.ingredientId, outletId: r.outletId },
              amount: dec(r.amount),
              addOnPrice: round(r.addOnPrice, 2),
              defaultUnitCost: round(r.defaultUnitCost, 4),
              unitCost,
              unitCostSource: source,
            };
          }),
        );
      })
      .load(v.outletId, v.id);
    return rows ?? [];
  }

  async batchItems(v: VariantModel): Promise<VariantBatchItemModel[]> {
    const rows = await this.db
      .outletLoader<VariantBatchItemModel[]>('variant-batch-items', async (tx, ids) => {
        const found = await childRowsOf(tx, VariantBatchItemEntity, 'variantId', ids);
        return groupsByKeys(ids, found, (r) => r.variantId).map((list) =>
          list.map((r) => ({
            id: r.id,
            batchItemId: r.batchItemId,
            amount: dec(r.amount),
            addOnPrice: round(r.addOnPrice, 2),
            outletId: r.outletId,
          })),
        );
      })
      .load(v.outletId, v.id);
    return rows ?? [];
  }

  /** A variant row by id in its outlet (null for an outlet the actor may not use). */
  variant(outletId: string, id: string) {
    return this.db
      .outletLoader('variants', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(outletId, id);
  }
}
