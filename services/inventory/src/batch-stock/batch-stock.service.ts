import { Injectable } from '@nestjs/common';
import { BatchMessages, dec, makeToday, portionCost, round, unitsToPortions } from '@mise/domain';
import { containsPattern, Db, isUuid, NotFoundError, toConnection, type Tx } from '@mise/platform';
import { LedgerQueries } from '../ledger/ledger.queries';
import { RecipeStore } from '../ledger/recipes.service';
import { batchUsage } from '../shared/batch-usage';
import type {
  BatchItemStockModel,
  BatchStockLevelArgs,
  BatchStockLevelConnectionModel,
  BatchStockLevelModel,
} from './batch-stock.model';

interface LevelRow {
  total: number;
  batch_item_id: string | null;
  name: string | null;
  version_number: number | null;
  portion_size: string;
  par_level: string | null;
  stock: string;
  average_price: string;
  latest: boolean;
}

/**
 * The rows of the remaining-stock list: every live batch item version of the projection with its
 * ledger state (`item_stock`, the ledger's per-item cache), whether it is its batch's highest
 * version, and its portions ($1: portion size 0 counts as 1, 4 dp as `unitsToPortions`).
 */
const LEVELS = `
  WITH levels AS (
    SELECT r.batch_item_id::text, r.name, r.version_number, r.portion_size::text, r.par_level::text,
           coalesce(s.stock, 0) AS stock, coalesce(s.average_price, 0) AS average_price,
           r.version_number = max(r.version_number) OVER (PARTITION BY r.batch_id) AS latest,
           round(coalesce(s.stock, 0)
                 * CASE WHEN r.portion_size > 0 THEN r.portion_size ELSE 1 END, 4) AS portions
      FROM batch_item_recipes r
      LEFT JOIN item_stock s ON s.item_kind = 'BATCH' AND s.item_id = r.batch_item_id
     WHERE r.known AND NOT r.deleted
  )`;

function level(r: LevelRow & { batch_item_id: string }): BatchStockLevelModel {
  const portionSize = dec(r.portion_size);
  const stockUnits = round(r.stock, 4);
  const stockPortions = unitsToPortions(r.stock, portionSize);
  const averageCost = round(r.average_price, 4);
  const parLevel = r.par_level === null ? null : dec(r.par_level);
  return {
    batchItemId: r.batch_item_id,
    name: r.name ?? '',
    versionNumber: r.version_number ?? 1,
    portionSize,
    stockUnits,
    stockPortions,
    averageCost,
    portionCost: portionCost(averageCost, portionSize),
    parLevel,
    makeToday: makeToday(parLevel, stockPortions),
    latestVersion: r.latest,
  };
}

/**
 * Remaining stock of batch item versions (spec 2 "Remaining stock", §9) and the prep list
 * (issue 10): units from the ledger, portions = units × portion size (0 counts as 1), make today
 * = par level − portions when below par. One statement per page.
 */
@Injectable()
export class BatchStockService {
  constructor(
    private readonly db: Db,
    private readonly ledgerQueries: LedgerQueries,
    private readonly recipes: RecipeStore,
  ) {}

  /**
   * The latest version of each batch plus older versions still holding stock, by name (search:
   * name contains); belowPar: only rows below their par level (makeToday's rule, in SQL).
   */
  async levels(args: BatchStockLevelArgs): Promise<BatchStockLevelConnectionModel> {
    const search = args.search?.trim() ? containsPattern(args.search) : null;
    const rows = await this.db.outlet((tx): Promise<LevelRow[]> =>
      tx.manager.query(
        `${LEVELS},
           visible AS (
             SELECT * FROM levels
              WHERE (latest OR stock <> 0)
                AND ($1::text IS NULL OR name ILIKE $1 ESCAPE '\\')
                AND (NOT $2::boolean OR (par_level IS NOT NULL AND par_level::numeric > portions))
           )
           SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM visible) t
           LEFT JOIN LATERAL (
             SELECT batch_item_id, name, version_number, portion_size, par_level,
                    stock::text, average_price::text, latest
               FROM visible ORDER BY name, version_number DESC, batch_item_id
              OFFSET $3 LIMIT $4
           ) p ON true`,
        [search, args.belowPar ?? false, args.offset, args.limit],
      ),
    );
    const nodes = rows
      .filter((r): r is LevelRow & { batch_item_id: string } => r.batch_item_id !== null)
      .map(level);
    return toConnection(nodes, rows[0]?.total ?? 0, args);
  }

  /** One version's row, whatever its stock (the adjustment screen's header). */
  level(batchItemId: string): Promise<BatchStockLevelModel> {
    const notFound = () => new NotFoundError(BatchMessages.item.notFound);
    if (!isUuid(batchItemId)) throw notFound();
    return this.db.outlet(async (tx) => {
      await this.ensureProjected(tx, batchItemId);
      const [row]: Array<LevelRow & { batch_item_id: string }> = await tx.manager.query(
        `${LEVELS}
         SELECT 0 AS total, batch_item_id, name, version_number, portion_size, par_level,
                stock::text, average_price::text, latest
           FROM levels WHERE batch_item_id = $1::uuid::text`,
        [batchItemId],
      );
      if (!row) throw notFound();
      return level(row);
    });
  }

  /**
   * catalogue's BatchItem with its stock and counts; every reference of the request in one
   * batch per outlet (null for an outlet the actor may not use).
   */
  reference(ref: { id: string; outletId: string }): Promise<BatchItemStockModel | null> {
    return this.db
      .outletLoader<BatchItemStockModel>('batch-item-stock', async (tx, ids, outletId) => {
        const wanted = ids.filter(isUuid);
        const states = await this.ledgerQueries.states(tx, 'BATCH', wanted);
        const usage = await batchUsage(tx, wanted);
        const sizes: Array<{ id: string; portion_size: string }> = wanted.length
          ? await tx.manager.query(
              `SELECT batch_item_id::text AS id, portion_size::text FROM batch_item_recipes
                WHERE batch_item_id = ANY($1::uuid[])`,
              [wanted],
            )
          : [];
        const sizeOf = new Map(sizes.map((s) => [s.id, s.portion_size]));
        return ids.map((id) => {
          if (!isUuid(id)) return null;
          const stock = states.get(id)?.stock ?? '0';
          return {
            id,
            outletId,
            stockUnits: round(stock, 4),
            stockPortions: unitsToPortions(stock, sizeOf.get(id.toLowerCase()) ?? '0'),
            ...usage.get(id)!,
          };
        });
      })
      .load(ref.outletId, ref.id);
  }

  /** A version never heard of is asked of catalogue once (the projection may lag a new one). */
  private async ensureProjected(tx: Tx, batchItemId: string): Promise<void> {
    await this.recipes.batchItems(tx, [batchItemId]);
  }
}
