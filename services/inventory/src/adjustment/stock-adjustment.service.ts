import { Injectable } from '@nestjs/common';
import {
  adjustmentAmountError,
  adjustmentQuantity,
  type AdjustmentReason,
  cmp,
  CREDIT_INVOICE_REMARK,
  dec,
  InventoryMessages,
  roundStored,
} from '@mise/domain';
import {
  BadInputError,
  Db,
  type PageArgs,
  toConnection,
  type Tx,
  editWindow,
  type EditWindow,
  mayChange,
} from '@mise/platform';
import { IngredientEntity } from '../ingredient/ingredient.entity';
import { LedgerQueries } from '../ledger/ledger.queries';
import { Ledger } from '../ledger/ledger.service';
import type { HistoryRow } from '../ledger/ledger.types';
import {
  bookAdjustment,
  checkAdjustmentDate,
  checkAdjustmentWindow,
  deleteAdjustment,
  findOwnAdjustment,
} from '../shared/adjustments';
import { creditInvoiceRows } from '../shared/credit-invoice-rows';
import { StockAdjustmentEntity } from './stock-adjustment.entity';

const M = InventoryMessages.adjustment;

/** One row of an ingredient's adjustments: a manual one, or a credit invoice's (read-only). */
export interface AdjustmentView {
  id: string;
  ingredientId: string;
  adjustmentDate: string;
  amount: string;
  averagePrice: string;
  reason: AdjustmentReason | null;
  remarks: string | null;
  creditInvoice: boolean;
  editable: boolean;
  createdAt: Date;
}

export interface AdjustmentInput {
  adjustmentDate?: string | null;
  amount?: string | null;
  reason?: AdjustmentReason | null;
  remarks?: string | null;
}

export type AdjustmentWindow = EditWindow;

/**
 * Manual stock deductions of an ingredient (spec 2 §5; flows.md §3, §4.12). Each is a row here
 * and ADJUSTMENT rows in the ledger (source 'ADJUSTMENT', its id); an edit reverses them and
 * writes new ones, a delete reverses them, in the same transaction. With 90-day checking on,
 * dates before today - 91 (or locked) cannot be added, edited or deleted.
 */
@Injectable()
export class StockAdjustmentService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly ledgerQueries: LedgerQueries,
  ) {}

  window(): Promise<AdjustmentWindow> {
    return this.db.outlet((tx) => this.windowIn(tx));
  }

  /** Newest first (by date, then entry), credit-invoice rows among them. */
  list(ingredientId: string, page: PageArgs) {
    return this.db.outlet(async (tx) => {
      await this.findIngredient(tx, ingredientId);
      const w = await this.windowIn(tx);
      const own = await tx.manager.getRepository(StockAdjustmentEntity).find({
        where: { ingredientId },
        order: { adjustmentDate: 'DESC', createdAt: 'DESC', id: 'DESC' },
      });
      const credits = await creditInvoiceRows(tx, 'INGREDIENT', ingredientId);
      const views: AdjustmentView[] = [
        ...own.map((a) => this.view(a, w)),
        ...credits.map((m): AdjustmentView => ({
          id: m.id,
          ingredientId,
          adjustmentDate: m.movement_date,
          amount: dec(m.quantity),
          averagePrice: dec(m.unit_cost),
          reason: null,
          remarks: m.remarks ?? CREDIT_INVOICE_REMARK,
          creditInvoice: true,
          editable: false,
          createdAt: new Date(m.recorded_at),
        })),
      ].sort(
        (a, b) =>
          b.adjustmentDate.localeCompare(a.adjustmentDate) ||
          b.createdAt.getTime() - a.createdAt.getTime(),
      );
      const nodes = views.slice(page.offset, page.offset + page.limit);
      return toConnection(nodes, views.length, page);
    });
  }

  create(input: AdjustmentInput & { ingredientId: string }): Promise<AdjustmentView> {
    const quantity = this.checkAmount(input.amount);
    const date = this.checkDate(input.adjustmentDate);
    return this.db.outlet(async (tx) => {
      const ingredient = await this.findIngredient(tx, input.ingredientId);
      const w = await this.windowIn(tx);
      this.checkWindow(date, w);
      const repo = tx.manager.getRepository(StockAdjustmentEntity);
      const row = await repo.save(
        repo.create({
          outletId: tx.outletId!,
          ingredientId: ingredient.id,
          adjustmentDate: date,
          amount: quantity,
          averagePrice: '0',
          reason: input.reason ?? 'OTHER',
          remarks: input.remarks?.trim() || null,
        }),
      );
      return this.view(await this.book(tx, row), w);
    });
  }

  update(id: string, input: AdjustmentInput): Promise<AdjustmentView> {
    return this.db.outlet(async (tx) => {
      const row = await this.findOwn(tx, id);
      const quantity =
        input.amount === undefined || input.amount === null ? null : this.checkAmount(input.amount);
      const date =
        input.adjustmentDate === undefined || input.adjustmentDate === null
          ? null
          : this.checkDate(input.adjustmentDate);
      const w = await this.windowIn(tx);
      this.checkWindow(row.adjustmentDate, w);
      if (date) this.checkWindow(date, w);
      await this.ledger.reverseSource(tx, 'ADJUSTMENT', row.id);
      row.adjustmentDate = date ?? row.adjustmentDate;
      row.amount = quantity ?? row.amount;
      if (input.reason) row.reason = input.reason;
      if (input.remarks !== undefined) row.remarks = input.remarks?.trim() || null;
      row.updatedAt = new Date();
      await tx.manager.getRepository(StockAdjustmentEntity).save(row);
      return this.view(await this.book(tx, row), w);
    });
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      await deleteAdjustment(tx, this.ledger, StockAdjustmentEntity, 'ADJUSTMENT', id, M);
      return true;
    });
  }

  /** The ingredient's movement history (every live ledger row, running stock), newest first. */
  history(ingredientId: string, page: PageArgs) {
    return this.db.outlet(async (tx) => {
      await this.findIngredient(tx, ingredientId);
      const { rows, totalCount } = await this.ledgerQueries.history(
        tx,
        'INGREDIENT',
        ingredientId,
        {
          offset: page.offset,
          limit: page.limit,
        },
      );
      return toConnection<HistoryRow>(rows, totalCount, page);
    });
  }

  /** Writes the adjustment's ledger row and keeps the average the ledger gave it. */
  private book(tx: Tx, row: StockAdjustmentEntity): Promise<StockAdjustmentEntity> {
    return bookAdjustment(tx, this.ledger, StockAdjustmentEntity, row, {
      itemKind: 'INGREDIENT',
      itemId: row.ingredientId,
      kind: 'ADJUSTMENT',
      quantity: dec(row.amount),
      movementDate: row.adjustmentDate,
      sourceType: 'ADJUSTMENT',
      sourceId: row.id,
      remarks: row.remarks,
      reason: row.reason,
    });
  }

  private view(a: StockAdjustmentEntity, w: AdjustmentWindow): AdjustmentView {
    return {
      id: a.id,
      ingredientId: a.ingredientId,
      adjustmentDate: a.adjustmentDate,
      amount: dec(a.amount),
      averagePrice: dec(a.averagePrice),
      reason: a.reason as AdjustmentReason,
      remarks: a.remarks,
      creditInvoice: false,
      editable: mayChange(a.adjustmentDate, w),
      createdAt: a.createdAt,
    };
  }

  private windowIn(tx: Tx): Promise<AdjustmentWindow> {
    return editWindow(tx);
  }

  private checkWindow(date: string, w: AdjustmentWindow): void {
    checkAdjustmentWindow(date, w, M);
  }

  private checkAmount(amount: string | null | undefined): string {
    const error = adjustmentAmountError(amount ?? '');
    if (error) throw new BadInputError(error, 'amount');
    const quantity = roundStored(adjustmentQuantity(amount!)!);
    if (cmp(quantity, 0) === 0) throw new BadInputError(M.amountZero, 'amount');
    return quantity;
  }

  private checkDate(date: string | null | undefined): string {
    return checkAdjustmentDate(date, M);
  }

  private findIngredient(tx: Tx, id: string): Promise<IngredientEntity> {
    return tx.findOrNotFound(IngredientEntity, { id }, InventoryMessages.ingredient.notFound);
  }

  private findOwn(tx: Tx, id: string): Promise<StockAdjustmentEntity> {
    return findOwnAdjustment(tx, StockAdjustmentEntity, id, M);
  }
}
