import { Injectable } from '@nestjs/common';
import {
  batchAdjustmentAmountError,
  batchAdjustmentUnits,
  BatchMessages,
  type BatchAdjustmentType,
  CREDIT_INVOICE_REMARK,
  dec,
  mul,
  portionCost,
  round,
  unitsToPortions,
} from '@mise/domain';
import {
  BadInputError,
  Db,
  isUuid,
  NotFoundError,
  type PageArgs,
  toConnection,
  type Tx,
  editWindow,
  type EditWindow,
  mayChange,
} from '@mise/platform';
import { Ledger } from '../ledger/ledger.service';
import { type BatchRecipe, RecipeStore } from '../ledger/recipes.service';
import { emitBatchUsage } from '../shared/batch-usage';
import {
  bookAdjustment,
  checkAdjustmentDate,
  checkAdjustmentWindow,
  deleteAdjustment,
  findOwnAdjustment,
} from '../shared/adjustments';
import { creditInvoiceRows } from '../shared/credit-invoice-rows';
import { BatchAdjustmentEntity } from './batch-adjustment.entity';
import type {
  BatchAdjustmentConnectionModel,
  BatchAdjustmentModel,
} from './batch-adjustment.model';

const M = BatchMessages.adjustment;

interface AdjustmentInput {
  adjustmentDate?: string | null;
  amount?: string | null;
  type?: BatchAdjustmentType | null;
  remarks?: string | null;
}

/** One row of the table; `sortedAt` orders rows of the same date (newest entry first). */
type View = BatchAdjustmentModel & { sortedAt: number };

function view(
  row: { quantity: string; averagePrice: string; portionSize: string },
  rest: Omit<
    BatchAdjustmentModel,
    'amountStock' | 'amountPortion' | 'batchCost' | 'portionCost' | 'total'
  >,
  sortedAt: Date,
): View {
  const batchCost = round(row.averagePrice, 4);
  return {
    ...rest,
    amountStock: dec(row.quantity),
    amountPortion: unitsToPortions(row.quantity, row.portionSize),
    batchCost,
    portionCost: portionCost(batchCost, row.portionSize),
    total: round(mul(row.quantity, row.averagePrice), 4),
    sortedAt: sortedAt.getTime(),
  };
}

function strip({ sortedAt: _, ...model }: View): BatchAdjustmentModel {
  return model;
}

/**
 * Manual deductions of a batch item version's stock (spec 2 "Batch stock adjustment", §5;
 * flows.md §3, §4.12): always negative, entered in stock units or portions (÷ portion size). Each
 * is a row here and a BATCH_ADJUSTMENT row in the ledger (source 'BATCH_ADJUSTMENT', its id); an
 * edit reverses it and writes a new one, a delete reverses it. Credit-invoice rows of the batch
 * show among them, read-only. Every write emits the batch item's usage counts.
 */
@Injectable()
export class BatchAdjustmentService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly recipes: RecipeStore,
  ) {}

  /** Newest first (by date, then entry), credit-invoice rows among them. */
  list(batchItemId: string, page: PageArgs): Promise<BatchAdjustmentConnectionModel> {
    return this.db.outlet(async (tx) => {
      const recipe = await this.findRecipe(tx, batchItemId);
      const w = await editWindow(tx);
      const own = await tx.manager
        .getRepository(BatchAdjustmentEntity)
        .findBy({ batchItemId: recipe.batchItemId });
      const credits = await creditInvoiceRows(tx, 'BATCH', recipe.batchItemId);
      const views = [
        ...own.map((a) => this.view(a, recipe, w)),
        ...credits.map((m) =>
          view(
            { quantity: m.quantity, averagePrice: m.unit_cost, portionSize: recipe.portionSize },
            {
              id: m.id,
              batchItemId: recipe.batchItemId,
              adjustmentDate: m.movement_date,
              remarks: m.remarks ?? CREDIT_INVOICE_REMARK,
              creditInvoice: true,
              editable: false,
            },
            new Date(m.recorded_at),
          ),
        ),
      ].sort((a, b) => b.adjustmentDate.localeCompare(a.adjustmentDate) || b.sortedAt - a.sortedAt);
      const nodes = views.slice(page.offset, page.offset + page.limit).map(strip);
      return toConnection(nodes, views.length, page);
    });
  }

  create(input: AdjustmentInput & { batchItemId: string }): Promise<BatchAdjustmentModel> {
    return this.db.outlet(async (tx) => {
      const recipe = await this.findRecipe(tx, input.batchItemId);
      if (recipe.deleted) throw new NotFoundError(BatchMessages.item.notFound);
      this.checkAmountText(input.amount);
      const date = this.checkDate(input.adjustmentDate);
      const quantity = this.units(input.amount, input.type ?? 'STOCK', recipe);
      const w = await editWindow(tx);
      checkAdjustmentWindow(date, w, M);
      const repo = tx.manager.getRepository(BatchAdjustmentEntity);
      const row = await repo.save(
        repo.create({
          outletId: tx.outletId!,
          batchItemId: recipe.batchItemId,
          adjustmentDate: date,
          quantity,
          averagePrice: '0',
          remarks: input.remarks?.trim() || null,
        }),
      );
      await this.book(tx, row);
      await emitBatchUsage(tx, [row.batchItemId]);
      return strip(this.view(row, recipe, w));
    });
  }

  update(id: string, input: AdjustmentInput): Promise<BatchAdjustmentModel> {
    const hasAmount = input.amount !== undefined && input.amount !== null;
    return this.db.outlet(async (tx) => {
      const row = await this.findOwn(tx, id);
      if (hasAmount) this.checkAmountText(input.amount);
      const date =
        input.adjustmentDate === undefined || input.adjustmentDate === null
          ? null
          : this.checkDate(input.adjustmentDate);
      const recipe = await this.findRecipe(tx, row.batchItemId);
      const quantity = hasAmount ? this.units(input.amount, input.type ?? 'STOCK', recipe) : null;
      const w = await editWindow(tx);
      checkAdjustmentWindow(row.adjustmentDate, w, M);
      if (date) checkAdjustmentWindow(date, w, M);
      await this.ledger.reverseSource(tx, 'BATCH_ADJUSTMENT', row.id);
      row.adjustmentDate = date ?? row.adjustmentDate;
      row.quantity = quantity ?? row.quantity;
      if (input.remarks !== undefined) row.remarks = input.remarks?.trim() || null;
      row.updatedAt = new Date();
      await tx.manager.getRepository(BatchAdjustmentEntity).save(row);
      await this.book(tx, row);
      await emitBatchUsage(tx, [row.batchItemId]);
      return strip(this.view(row, recipe, w));
    });
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const row = await deleteAdjustment(
        tx,
        this.ledger,
        BatchAdjustmentEntity,
        'BATCH_ADJUSTMENT',
        id,
        M,
      );
      await emitBatchUsage(tx, [row.batchItemId]);
      return true;
    });
  }

  /** Writes the adjustment's ledger row and keeps the average cost the ledger gave it. */
  private async book(tx: Tx, row: BatchAdjustmentEntity): Promise<void> {
    await bookAdjustment(tx, this.ledger, BatchAdjustmentEntity, row, {
      itemKind: 'BATCH',
      itemId: row.batchItemId,
      kind: 'BATCH_ADJUSTMENT',
      quantity: dec(row.quantity),
      movementDate: row.adjustmentDate,
      sourceType: 'BATCH_ADJUSTMENT',
      sourceId: row.id,
      remarks: row.remarks,
    });
  }

  private view(a: BatchAdjustmentEntity, recipe: BatchRecipe, w: EditWindow): View {
    return view(
      { quantity: a.quantity, averagePrice: a.averagePrice, portionSize: recipe.portionSize },
      {
        id: a.id,
        batchItemId: a.batchItemId,
        adjustmentDate: a.adjustmentDate,
        remarks: a.remarks,
        creditInvoice: false,
        editable: mayChange(a.adjustmentDate, w),
      },
      a.createdAt,
    );
  }

  /** Not a number within the bounds, or 0: the spec's messages (before any write). */
  private checkAmountText(amount: string | null | undefined): void {
    const error = batchAdjustmentAmountError(amount);
    if (error) throw new BadInputError(error, 'amount');
  }

  /** Stock units, always negative (portions ÷ portion size); 0 after conversion is refused. */
  private units(
    amount: string | null | undefined,
    type: BatchAdjustmentType,
    recipe: BatchRecipe,
  ): string {
    const units = batchAdjustmentUnits((amount ?? '').trim(), type, recipe.portionSize);
    if (units === null) throw new BadInputError(M.amountZero, 'amount');
    return dec(units);
  }

  private checkDate(date: string | null | undefined): string {
    return checkAdjustmentDate(date, M);
  }

  /** A batch item version of this outlet (deleted ones too: their history stays readable). */
  private async findRecipe(tx: Tx, batchItemId: string): Promise<BatchRecipe> {
    const notFound = () => new NotFoundError(BatchMessages.item.notFound);
    if (!isUuid(batchItemId)) throw notFound();
    // catalogue silent: OwnerUnavailableError, "try again" (never a silent "not found")
    const found = (await this.recipes.batchItems(tx, [batchItemId])).get(batchItemId.toLowerCase());
    if (found) return found;
    throw notFound();
  }

  private findOwn(tx: Tx, id: string): Promise<BatchAdjustmentEntity> {
    return findOwnAdjustment(tx, BatchAdjustmentEntity, id, M);
  }
}
