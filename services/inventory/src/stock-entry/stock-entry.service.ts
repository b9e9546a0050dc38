import { Injectable } from '@nestjs/common';
import {
  cmp,
  countDifference,
  countedQuantityError,
  dec,
  InventoryMessages,
  isCalendarDate,
  openingStockError,
  roundStored,
  type StockEntryKind,
} from '@mise/domain';
import {
  BadInputError,
  checkPage,
  checkWindow,
  Db,
  editWindow,
  type EditWindow,
  isUuid,
  mayChange,
  NotFoundError,
  type PageArgs,
  toConnection,
  type Tx,
} from '@mise/platform';
import { In } from 'typeorm';
import { IngredientEntity } from '../ingredient/ingredient.entity';
import { LedgerQueries } from '../ledger/ledger.queries';
import { Ledger } from '../ledger/ledger.service';
import type { NewMovement } from '../ledger/ledger.types';
import { StockEntryEntity } from './stock-entry.entity';

const M = InventoryMessages.stockEntry;

/** One entry as the screens show it: with its ingredient's name and unit. */
export interface StockEntryView {
  id: string;
  kind: StockEntryKind;
  date: string;
  ingredientId: string;
  ingredientName: string;
  unit: string;
  quantity: string;
  unitCost: string;
  countedQuantity: string | null;
  remarks: string | null;
  editable: boolean;
  createdAt: Date;
}

export interface OpeningStockInput {
  ingredientId: string;
  date: string;
  quantity: string;
  unitCost: string;
  remarks?: string | null;
}

export interface StockCountInput {
  date: string;
  lines: Array<{ ingredientId: string; countedQuantity: string }>;
  remarks?: string | null;
}

/**
 * Opening stock and stock counts of ingredients (issue 21; flows.md §3, §4.12). Each entry is a
 * row here and at most one ledger row (source 'STOCK_ENTRY', its id): OPENING brings stock in
 * at its unit cost and averages in as a purchase (not a last price); a count books, per line,
 * COUNT of the counted quantity less the stock on hand at the end of its date, at the running
 * average (a difference of 0 books nothing). A delete reverses the row. With 90-day checking on,
 * dates before today - 91 (or locked) cannot be added or deleted; no date after today.
 */
@Injectable()
export class StockEntryService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly ledgerQueries: LedgerQueries,
  ) {}

  /** By date (newest first), then entry; `kind` null: both; `to` exclusive. */
  list(filter: { kind?: StockEntryKind | null; from: string; to: string }, page: PageArgs) {
    checkPage(page);
    const from = this.checkDate(filter.from, 'from');
    const to = this.checkDate(filter.to, 'to');
    return this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      const qb = tx.manager
        .getRepository(StockEntryEntity)
        .createQueryBuilder('e')
        .where('e.entryDate >= :from AND e.entryDate < :to', { from, to });
      if (filter.kind) qb.andWhere('e.kind = :kind', { kind: filter.kind });
      const [rows, total] = await qb
        .orderBy('e.entryDate', 'DESC')
        .addOrderBy('e.createdAt', 'DESC')
        .addOrderBy('e.id', 'DESC')
        .skip(page.offset)
        .take(page.limit)
        .getManyAndCount();
      return toConnection(await this.views(tx, rows, w), total, page);
    });
  }

  recordOpening(input: OpeningStockInput): Promise<StockEntryView> {
    const error = openingStockError(input.quantity ?? '', input.unitCost ?? '');
    if (error) {
      throw new BadInputError(error, error === M.quantityInvalid ? 'quantity' : 'unitCost');
    }
    const quantity = roundStored(input.quantity.trim());
    const unitCost = roundStored(input.unitCost.trim());
    const date = this.checkDate(input.date, 'date');
    return this.db.outlet(async (tx) => {
      const [ingredient] = await this.findIngredients(tx, [input.ingredientId]);
      const w = await this.checkEntryWindow(tx, date);
      const row = await this.insert(tx, {
        kind: 'OPENING',
        ingredientId: ingredient.id,
        entryDate: date,
        quantity,
        unitCost,
        countedQuantity: null,
        remarks: input.remarks?.trim() || null,
      });
      await this.ledger.append(tx, [
        {
          itemKind: 'INGREDIENT',
          itemId: ingredient.id,
          kind: 'OPENING',
          quantity,
          unitCost,
          movementDate: date,
          sourceType: 'STOCK_ENTRY',
          sourceId: row.id,
          remarks: row.remarks,
        },
      ]);
      return (await this.views(tx, [row], w))[0];
    });
  }

  /**
   * One entry per line, in the order given; the ledger rows of the whole count in one append.
   * The stock on hand is read under the ingredients' lock, so nothing moves it in between.
   */
  count(input: StockCountInput): Promise<StockEntryView[]> {
    const lines = input.lines ?? [];
    if (!lines.length) throw new BadInputError(M.noLines, 'lines');
    const seen = new Set<string>();
    const counted = lines.map((l) => {
      const error = countedQuantityError(l.countedQuantity ?? '');
      if (error) throw new BadInputError(error, 'countedQuantity');
      const id = (l.ingredientId ?? '').toLowerCase();
      if (seen.has(id)) throw new BadInputError(M.countedTwice, 'ingredientId');
      seen.add(id);
      return { ingredientId: l.ingredientId, counted: roundStored(l.countedQuantity.trim()) };
    });
    const date = this.checkDate(input.date, 'date');
    const remarks = input.remarks?.trim() || null;
    return this.db.outlet(async (tx) => {
      const ingredients = await this.findIngredients(
        tx,
        counted.map((c) => c.ingredientId),
      );
      const w = await this.checkEntryWindow(tx, date);
      const ids = ingredients.map((i) => i.id);
      await this.ledger.lockItems(
        tx,
        ids.map((itemId) => ({ itemKind: 'INGREDIENT' as const, itemId })),
      );
      const onHand = await this.ledgerQueries.statesAt(tx, 'INGREDIENT', ids, date);
      const repo = tx.manager.getRepository(StockEntryEntity);
      const rows = await repo.save(
        counted.map((c, i) => {
          const at = onHand.get(ids[i])!;
          return repo.create({
            outletId: tx.outletId!,
            kind: 'COUNT',
            ingredientId: ids[i],
            entryDate: date,
            quantity: roundStored(countDifference(c.counted, at.stock)),
            unitCost: at.averagePrice,
            countedQuantity: c.counted,
            remarks,
          });
        }),
      );
      const moving = rows.filter((r) => cmp(r.quantity, 0) !== 0);
      const booked = await this.ledger.append(
        tx,
        moving.map((r): NewMovement => ({
          itemKind: 'INGREDIENT',
          itemId: r.ingredientId,
          kind: 'COUNT',
          quantity: dec(r.quantity),
          movementDate: date,
          sourceType: 'STOCK_ENTRY',
          sourceId: r.id,
          remarks,
        })),
      );
      // the average the ledger priced each difference at (the same as read, under the lock)
      for (const [i, r] of moving.entries()) r.unitCost = booked[i].unitCost;
      if (moving.length) {
        await tx.manager.query(
          `UPDATE stock_entries e SET unit_cost = u.cost
             FROM unnest($1::uuid[], $2::numeric[]) AS u(id, cost) WHERE e.id = u.id`,
          [moving.map((r) => r.id), moving.map((r) => r.unitCost)],
        );
      }
      return this.views(
        tx,
        rows.map((r) => ({ ...r, createdAt: r.createdAt ?? new Date() })),
        w,
      );
    });
  }

  /** Reverses the entry's ledger row and removes it (inside the window). */
  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      if (!isUuid(id)) throw new NotFoundError(M.notFound);
      const row = await tx.manager
        .getRepository(StockEntryEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new NotFoundError(M.notFound);
      checkWindow(row.entryDate, await editWindow(tx), M.outsideWindow, 'date');
      await this.ledger.reverseSource(tx, 'STOCK_ENTRY', row.id);
      await tx.manager.getRepository(StockEntryEntity).delete({ id: row.id });
      return true;
    });
  }

  private async insert(
    tx: Tx,
    values: Omit<StockEntryEntity, 'id' | 'outletId' | 'createdAt' | 'updatedAt'>,
  ): Promise<StockEntryEntity> {
    const repo = tx.manager.getRepository(StockEntryEntity);
    return repo.save(repo.create({ ...values, outletId: tx.outletId! }));
  }

  /** Entries with their ingredients' names and units: one statement for any number. */
  private async views(tx: Tx, rows: StockEntryEntity[], w: EditWindow): Promise<StockEntryView[]> {
    const ids = [...new Set(rows.map((r) => r.ingredientId))];
    const ingredients = ids.length
      ? await tx.manager.getRepository(IngredientEntity).findBy({ id: In(ids) })
      : [];
    const byId = new Map(ingredients.map((i) => [i.id, i]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      date: r.entryDate,
      ingredientId: r.ingredientId,
      ingredientName: byId.get(r.ingredientId)?.name ?? '',
      unit: byId.get(r.ingredientId)?.unit ?? '',
      quantity: dec(r.quantity),
      unitCost: dec(r.unitCost),
      countedQuantity: r.countedQuantity === null ? null : dec(r.countedQuantity),
      remarks: r.remarks,
      editable: mayChange(r.entryDate, w),
      createdAt: r.createdAt,
    }));
  }

  /** The outlet's ingredients of these ids, in that order; NOT_FOUND "Ingredient not found". */
  private async findIngredients(tx: Tx, ids: string[]): Promise<IngredientEntity[]> {
    const notFound = () => new NotFoundError(InventoryMessages.ingredient.notFound);
    if (!ids.every((id) => typeof id === 'string' && isUuid(id))) throw notFound();
    const rows = await tx.manager
      .getRepository(IngredientEntity)
      .findBy({ id: In(ids.map((id) => id.toLowerCase())) });
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => {
      const row = byId.get(id.toLowerCase());
      if (!row) throw notFound();
      return row;
    });
  }

  /** Refuses a date after today, or outside the 90-day window (or locked) while it is on. */
  private async checkEntryWindow(tx: Tx, date: string): Promise<EditWindow> {
    const w = await editWindow(tx);
    if (date > w.today) throw new BadInputError(M.dateInFuture, 'date');
    checkWindow(date, w, M.outsideWindow, 'date');
    return w;
  }

  private checkDate(date: string | null | undefined, field: string): string {
    if (!date || !isCalendarDate(date)) throw new BadInputError(M.dateInvalid, field);
    return date;
  }
}
