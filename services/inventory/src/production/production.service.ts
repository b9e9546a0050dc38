import { Injectable } from '@nestjs/common';
import {
  BatchMessages,
  batchComplete,
  batchCost,
  checkStockInQuantity,
  cmp,
  dec,
  effectiveUnitCost,
  isCalendarDate,
  monthBounds,
  mul,
  round,
  roundStored,
  sub,
  sum,
} from '@mise/domain';
import {
  BadInputError,
  Db,
  isUuid,
  NotFoundError,
  type Tx,
  uniqueOr,
  checkWindow,
  editWindow,
  type EditWindow,
  mayChange,
} from '@mise/platform';
import { LedgerQueries } from '../ledger/ledger.queries';
import { Ledger } from '../ledger/ledger.service';
import type { NewMovement } from '../ledger/ledger.types';
import { type BatchRecipe, RecipeStore } from '../ledger/recipes.service';
import { emitBatchUsage } from '../shared/batch-usage';
import { BatchStockEntity, BatchStockInEntity } from './batch-stock.entity';
import type {
  BatchProductionDayModel,
  BatchProductionSummaryModel,
  BatchStockInModel,
  BatchStockModel,
} from './production.model';

const M = BatchMessages.stockIn;

interface StockInRow {
  id: string;
  batch_stock_id: string;
  batch_item_id: string;
  quantity: string;
  cost: string;
  name: string | null;
  version_number: number | null;
  portion_size: string | null;
}

/** quantity × cost of a stock-in, 4 dp (what the day's total adds up). */
function lineTotal(quantity: string, cost: string): string {
  return round(mul(quantity, cost), 4);
}

function checkDate(date: string | null | undefined, field = 'date'): string {
  if (!date || !isCalendarDate(date)) throw new BadInputError(M.dateInvalid, field);
  return date;
}

/**
 * Production days and their stock-ins (spec 2 "Batch production", §5; flows.md §3, §4.12). A
 * stock-in writes, in one transaction, PRODUCTION_OUTPUT of the batch item (its quantity at the
 * batch cost of the day: Σ ingredient amount × unit cost, the unit cost being the ingredient's
 * average > last price > the recipe's default) and PRODUCTION_USAGE of each ingredient (amount ×
 * quantity), all with source ('BATCH_STOCK_IN', id); an edit reverses them and writes new ones, a
 * delete reverses them. Each write keeps the day's total and emits the batch item's usage counts.
 */
@Injectable()
export class ProductionService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly ledgerQueries: LedgerQueries,
    private readonly recipes: RecipeStore,
  ) {}

  /** The days of a month with a record, one statement whatever the number of stock-ins. */
  calendar(month: string): Promise<BatchProductionDayModel[]> {
    const bounds = monthBounds(month);
    if (!bounds) throw new BadInputError(M.monthInvalid, 'month');
    return this.db.outlet(async (tx) => {
      const rows: Array<{ date: string; total_cost: string; n: number }> = await tx.manager.query(
        `SELECT to_char(s.date, 'YYYY-MM-DD') AS date, s.total_cost::text AS total_cost,
                (SELECT count(*)::int FROM batch_stock_ins i WHERE i.batch_stock_id = s.id) AS n
           FROM batch_stocks s
          WHERE s.date >= $1::date AND s.date < $2::date
          ORDER BY s.date`,
        [bounds.first, bounds.next],
      );
      return rows.map((r) => ({
        date: r.date,
        totalCost: round(r.total_cost, 2),
        stockInCount: r.n,
      }));
    });
  }

  day(date: string): Promise<BatchStockModel | null> {
    const d = checkDate(date);
    return this.db.outlet(async (tx) => {
      const stock = await tx.manager.getRepository(BatchStockEntity).findOneBy({ date: d });
      return stock && this.view(tx, stock, await editWindow(tx));
    });
  }

  /** Production by batch item version in [from, to] (inclusive end), by name and version. */
  summary(from: string, to: string): Promise<BatchProductionSummaryModel> {
    checkDate(from, 'from');
    checkDate(to, 'to');
    if (from > to) throw new BadInputError(M.rangeInvalid, 'to');
    return this.db.outlet(async (tx) => {
      const rows: Array<{
        batch_item_id: string;
        name: string | null;
        version_number: number | null;
        quantity: string;
        total: string;
      }> = await tx.manager.query(
        `SELECT i.batch_item_id::text, r.name, r.version_number, sum(i.quantity)::text AS quantity,
                sum(round(i.quantity * i.cost, 4))::text AS total
           FROM batch_stock_ins i
           LEFT JOIN batch_item_recipes r ON r.batch_item_id = i.batch_item_id
          WHERE i.date >= $1::date AND i.date <= $2::date
          GROUP BY i.batch_item_id, r.name, r.version_number
          ORDER BY r.name, r.version_number, i.batch_item_id`,
        [from, to],
      );
      const out = rows.map((r) => ({
        batchItemId: r.batch_item_id,
        name: r.name ?? '',
        versionNumber: r.version_number ?? 1,
        quantity: dec(r.quantity),
        totalCost: round(r.total, 4),
      }));
      return { from, to, rows: out, totalCost: round(sum(out.map((r) => r.totalCost)), 4) };
    });
  }

  /** Add Stock: the day's record, or the existing one (idempotent). */
  createDay(date: string, remarks: string | null): Promise<BatchStockModel> {
    const d = checkDate(date);
    return this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      checkWindow(d, w, M.outsideWindow, 'date');
      const stock = await this.ensureDay(tx, d, remarks);
      return this.view(tx, stock, w);
    });
  }

  updateDay(id: string, remarks: string | null): Promise<BatchStockModel> {
    return this.db.outlet(async (tx) => {
      const stock = await this.findDay(tx, id);
      stock.remarks = remarks?.trim() || null;
      stock.updatedAt = new Date();
      await tx.manager.getRepository(BatchStockEntity).save(stock);
      return this.view(tx, stock, await editWindow(tx));
    });
  }

  /** Reverses every stock-in of the day, then removes it. */
  deleteDay(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const stock = await this.findDay(tx, id);
      checkWindow(stock.date, await editWindow(tx), M.outsideWindow, 'date');
      const ins = tx.manager.getRepository(BatchStockInEntity);
      const rows = await ins.findBy({ batchStockId: stock.id });
      for (const row of rows) await this.ledger.reverseSource(tx, 'BATCH_STOCK_IN', row.id);
      await ins.delete({ batchStockId: stock.id });
      await tx.manager.getRepository(BatchStockEntity).delete({ id: stock.id });
      await emitBatchUsage(
        tx,
        rows.map((r) => r.batchItemId),
      );
      return true;
    });
  }

  createStockIn(input: {
    date: string;
    batchItemId?: string | null;
    quantity?: string | null;
  }): Promise<BatchStockModel> {
    const batchItemId = this.checkItemId(input.batchItemId);
    return this.db.outlet(async (tx) => {
      const recipe = await this.recipe(tx, batchItemId);
      const date = checkDate(input.date);
      const quantity = this.checkQuantity(input.quantity);
      const w = await editWindow(tx);
      const stock = await this.ensureDay(tx, date, null, true);
      await this.checkDuplicate(tx, stock.id, recipe.batchItemId, null);
      checkWindow(date, w, M.outsideWindow, 'date');
      const repo = tx.manager.getRepository(BatchStockInEntity);
      const row = await uniqueOr(
        () =>
          repo.save(
            repo.create({
              outletId: tx.outletId!,
              batchStockId: stock.id,
              batchItemId: recipe.batchItemId,
              quantity,
              cost: '0',
              date,
            }),
          ),
        M.duplicate,
        'batchItemId',
      );
      await this.book(tx, row, recipe);
      await this.settleDay(tx, stock);
      await emitBatchUsage(tx, [row.batchItemId]);
      return this.view(tx, stock, w);
    });
  }

  /** Reverse + new: at the batch cost of now, for the (possibly other) version and quantity. */
  updateStockIn(
    id: string,
    input: { batchItemId?: string | null; quantity?: string | null },
  ): Promise<BatchStockModel> {
    return this.db.outlet(async (tx) => {
      const row = await this.findStockIn(tx, id);
      const stock = await this.findDay(tx, row.batchStockId, true);
      const batchItemId =
        input.batchItemId === undefined || input.batchItemId === null
          ? row.batchItemId
          : this.checkItemId(input.batchItemId);
      const recipe = await this.recipe(tx, batchItemId);
      const quantity =
        input.quantity === undefined || input.quantity === null
          ? dec(row.quantity)
          : this.checkQuantity(input.quantity);
      await this.checkDuplicate(tx, stock.id, recipe.batchItemId, row.id);
      const w = await editWindow(tx);
      checkWindow(stock.date, w, M.outsideWindow, 'date');
      const before = row.batchItemId;
      await this.ledger.reverseSource(tx, 'BATCH_STOCK_IN', row.id);
      row.batchItemId = recipe.batchItemId;
      row.quantity = quantity;
      row.updatedAt = new Date();
      await uniqueOr(
        () => tx.manager.getRepository(BatchStockInEntity).save(row),
        M.duplicate,
        'batchItemId',
      );
      await this.book(tx, row, recipe);
      await this.settleDay(tx, stock);
      await emitBatchUsage(tx, [before, row.batchItemId]);
      return this.view(tx, stock, w);
    });
  }

  deleteStockIn(id: string): Promise<BatchStockModel> {
    return this.db.outlet(async (tx) => {
      const row = await this.findStockIn(tx, id);
      const stock = await this.findDay(tx, row.batchStockId, true);
      const w = await editWindow(tx);
      checkWindow(stock.date, w, M.outsideWindow, 'date');
      await this.ledger.reverseSource(tx, 'BATCH_STOCK_IN', row.id);
      await tx.manager.getRepository(BatchStockInEntity).delete({ id: row.id });
      await this.settleDay(tx, stock);
      await emitBatchUsage(tx, [row.batchItemId]);
      return this.view(tx, stock, w);
    });
  }

  /**
   * The stock-in's ledger rows at the batch cost of now: PRODUCTION_OUTPUT of the batch and
   * PRODUCTION_USAGE per ingredient; keeps the cost per unit on the row.
   */
  private async book(tx: Tx, row: BatchStockInEntity, recipe: BatchRecipe): Promise<void> {
    const states = await this.ledgerQueries.states(
      tx,
      'INGREDIENT',
      recipe.ingredients.map((i) => i.ingredientId).filter(isUuid),
    );
    const priced = recipe.ingredients.map((i) => {
      const s = states.get(i.ingredientId);
      return {
        ...i,
        unitCost: effectiveUnitCost({
          averagePrice: s?.averagePrice ?? '0',
          lastPrice: s?.lastPrice ?? '0',
          defaultUnitCost: i.defaultUnitCost ?? '0',
        }),
      };
    });
    row.cost = batchCost(priced);
    await tx.manager.getRepository(BatchStockInEntity).update({ id: row.id }, { cost: row.cost });
    const common = {
      movementDate: row.date,
      sourceType: 'BATCH_STOCK_IN' as const,
      sourceId: row.id,
    };
    const usage: NewMovement[] = priced
      .filter((i) => isUuid(i.ingredientId))
      .map((i) => ({ ...i, quantity: roundStored(sub(0, mul(i.amount, row.quantity))) }))
      .filter((i) => cmp(i.quantity, 0) !== 0)
      .map((i) => ({
        ...common,
        itemKind: 'INGREDIENT',
        itemId: i.ingredientId,
        kind: 'PRODUCTION_USAGE',
        quantity: i.quantity,
      }));
    await this.ledger.append(tx, [
      {
        ...common,
        itemKind: 'BATCH',
        itemId: row.batchItemId,
        kind: 'PRODUCTION_OUTPUT',
        quantity: roundStored(row.quantity),
        unitCost: row.cost,
      },
      ...usage,
    ]);
  }

  /** The day's total: Σ quantity × cost of its stock-ins (4 dp). */
  private async settleDay(tx: Tx, stock: BatchStockEntity): Promise<void> {
    const rows = await tx.manager
      .getRepository(BatchStockInEntity)
      .findBy({ batchStockId: stock.id });
    stock.totalCost = round(sum(rows.map((r) => lineTotal(r.quantity, r.cost))), 4);
    stock.updatedAt = new Date();
    await tx.manager
      .getRepository(BatchStockEntity)
      .update({ id: stock.id }, { totalCost: stock.totalCost, updatedAt: stock.updatedAt });
  }

  /** The day's record, created when missing (a concurrent create of the same day is waited for). */
  private async ensureDay(
    tx: Tx,
    date: string,
    remarks: string | null,
    lock = false,
  ): Promise<BatchStockEntity> {
    await tx.manager.query(
      `INSERT INTO batch_stocks (outlet_id, date, remarks) VALUES ($1, $2, $3)
       ON CONFLICT (outlet_id, date) DO NOTHING`,
      [tx.outletId, date, remarks?.trim() || null],
    );
    return tx.manager.getRepository(BatchStockEntity).findOneOrFail({
      where: { date },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  private async view(tx: Tx, stock: BatchStockEntity, w: EditWindow): Promise<BatchStockModel> {
    const rows: StockInRow[] = await tx.manager.query(
      `SELECT i.id::text, i.batch_stock_id::text, i.batch_item_id::text, i.quantity::text,
              i.cost::text, r.name, r.version_number, r.portion_size::text
         FROM batch_stock_ins i
         LEFT JOIN batch_item_recipes r ON r.batch_item_id = i.batch_item_id
        WHERE i.batch_stock_id = $1
        ORDER BY i.created_at, i.id`,
      [stock.id],
    );
    const stockIns = rows.map((r): BatchStockInModel => ({
      id: r.id,
      batchStockId: r.batch_stock_id,
      batchItemId: r.batch_item_id,
      name: r.name ?? '',
      versionNumber: r.version_number ?? 1,
      quantity: dec(r.quantity),
      cost: round(r.cost, 4),
      total: lineTotal(r.quantity, r.cost),
      portionSize: dec(r.portion_size ?? '0'),
    }));
    return {
      id: stock.id,
      date: stock.date,
      remarks: stock.remarks,
      totalCost: round(stock.totalCost, 2),
      editable: mayChange(stock.date, w),
      stockIns,
    };
  }

  private checkItemId(id: string | null | undefined): string {
    if (!id?.trim()) throw new BadInputError(M.selectItem, 'batchItemId');
    return id.trim();
  }

  private checkQuantity(text: string | null | undefined): string {
    const checked = checkStockInQuantity(text);
    if ('error' in checked) throw new BadInputError(checked.error, 'quantity');
    return checked.quantity;
  }

  /** A live, complete batch item version of this outlet (the pickers offer only these); else
   * 'Invalid batch item.' */
  private async recipe(tx: Tx, batchItemId: string): Promise<BatchRecipe> {
    // NOT_FOUND: another outlet's id must not be told apart from an unknown one
    const invalid = () => new NotFoundError(BatchMessages.item.invalid);
    if (!isUuid(batchItemId)) throw invalid();
    // catalogue silent: OwnerUnavailableError, "try again" (never a silent "not found")
    const found = (await this.recipes.batchItems(tx, [batchItemId])).get(batchItemId.toLowerCase());
    if (
      !found ||
      found.deleted ||
      !batchComplete({
        ingredientCount: found.ingredients.length,
        portionSize: found.portionSize,
      })
    ) {
      throw invalid();
    }
    return found;
  }

  private async checkDuplicate(
    tx: Tx,
    batchStockId: string,
    batchItemId: string,
    exceptId: string | null,
  ): Promise<void> {
    const rows: unknown[] = await tx.manager.query(
      `SELECT 1 FROM batch_stock_ins
        WHERE batch_stock_id = $1 AND batch_item_id = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [batchStockId, batchItemId, exceptId],
    );
    if (rows.length) throw new BadInputError(M.duplicate, 'batchItemId');
  }

  private async findDay(tx: Tx, id: string, lock = false): Promise<BatchStockEntity> {
    if (!isUuid(id)) throw new NotFoundError(M.dayNotFound);
    const row = await tx.manager.getRepository(BatchStockEntity).findOne({
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
    if (!row) throw new NotFoundError(M.dayNotFound);
    return row;
  }

  private async findStockIn(tx: Tx, id: string): Promise<BatchStockInEntity> {
    if (!isUuid(id)) throw new NotFoundError(M.notFound);
    const row = await tx.manager.getRepository(BatchStockInEntity).findOneBy({ id });
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }
}
