import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { type SaleSavedEvent, SalesSubjects, type SaleSourceType } from '@mise/contracts';
import { type BillingRule, saleTotals } from '@mise/domain';
import type { Tx } from '@mise/platform';
import { applySalesRollups, type RollupSale } from '../analytics/sales-rollups';
import type { PricedLine } from './sale-pricing';
import { SaleEntity, SalesBillingEntity, SalesItemEntity, SalesMiscEntity } from './sale.entity';

/** What a sale is made of; totals are computed here, never taken from a caller. */
export interface SaleDraft {
  saleDate: string;
  sourceType: SaleSourceType;
  sourceRef: string | null;
  orderTimestamp?: Date | null;
  items: PricedLine[];
  miscs: Array<{ name: string; total: string }>;
  billings: Array<BillingRule & { name: string; amount: string }>;
}

/**
 * Writes sales with their lines in the caller's transaction and emits `sales.sale.saved` /
 * `.deleted` with the sale's revision (+1 per change), the payload inventory converges on
 * (flows.md §1, §3). Every sale is CONFIRMED (flows.md §8), an import's once its job is done.
 * Each write keeps the daily roll-ups of CONFIRMED sales (issue 25, `applySalesRollups`) in the
 * same transaction: create adds, confirm adds, replace takes the old state away and adds the
 * new, remove takes it away; a PROCESSING sale counts nowhere.
 */
@Injectable()
export class SaleWriter {
  /**
   * A new sale, CONFIRMED with its `sale.saved`; or, for an import's job (flows.md §4.4),
   * PROCESSING without an event until `confirm`.
   */
  async create(tx: Tx, draft: SaleDraft, opts: { processing?: boolean } = {}): Promise<SaleEntity> {
    const totals = this.totals(draft);
    const repo = tx.manager.getRepository(SaleEntity);
    const sale = await repo.save(
      repo.create({
        outletId: tx.outletId!,
        saleDate: draft.saleDate,
        dueDate: null,
        saleState: opts.processing ? 'PROCESSING' : 'CONFIRMED',
        sourceType: draft.sourceType,
        sourceRef: draft.sourceRef,
        orderTimestamp: draft.orderTimestamp ?? null,
        ...totals.columns,
        revision: 1,
      }),
    );
    if (!opts.processing) {
      await applySalesRollups(tx, {
        outletId: sale.outletId,
        adding: rollupSale(draft, totals),
      });
    }
    return this.writeLines(tx, sale, draft, totals.billingPrices, !opts.processing);
  }

  /**
   * An import's last transaction: its PROCESSING sales become CONFIRMED (revision + 1, so a
   * look-up answered while they were processing never outranks it) and each emits `sale.saved`.
   * Reads the sales and their lines in two statements.
   */
  async confirm(tx: Tx, saleIds: string[]): Promise<void> {
    if (!saleIds.length) return;
    // an UPDATE … RETURNING answers [rows, count]
    const [confirmed] = await tx.manager.query<[Array<{ id: string }>, number]>(
      `UPDATE sales SET sale_state = 'CONFIRMED', revision = revision + 1, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND sale_state = 'PROCESSING' RETURNING id`,
      [saleIds],
    );
    if (confirmed.length) {
      await applySalesRollups(tx, { outletId: tx.outletId!, add: confirmed.map((r) => r.id) });
    }
    const sales = await tx.manager.getRepository(SaleEntity).find({ where: { id: In(saleIds) } });
    const items = await tx.manager
      .getRepository(SalesItemEntity)
      .find({ where: { saleId: In(saleIds) }, order: { position: 'ASC' } });
    for (const sale of sales) {
      await tx.emit(
        SalesSubjects.saleSaved,
        savedPayload(
          sale,
          items.filter((i) => i.saleId === sale.id),
        ),
      );
    }
  }

  /** Replaces the lines and totals (an edit): a new revision. */
  async replace(tx: Tx, sale: SaleEntity, draft: SaleDraft): Promise<SaleEntity> {
    const totals = this.totals(draft);
    // the roll-ups first: the old state is read from the rows this edit is about to change
    await applySalesRollups(tx, {
      outletId: sale.outletId,
      subtract: [sale.id],
      adding: sale.saleState === 'CONFIRMED' ? rollupSale(draft, totals) : null,
    });
    for (const entity of [SalesItemEntity, SalesMiscEntity, SalesBillingEntity]) {
      await tx.manager.getRepository(entity).delete({ saleId: sale.id });
    }
    Object.assign(sale, {
      saleDate: draft.saleDate,
      ...totals.columns,
      revision: sale.revision + 1,
    });
    await tx.manager.getRepository(SaleEntity).save(sale);
    return this.writeLines(tx, sale, draft, totals.billingPrices);
  }

  async remove(tx: Tx, sale: SaleEntity): Promise<void> {
    await applySalesRollups(tx, { outletId: sale.outletId, subtract: [sale.id] });
    await tx.manager.getRepository(SaleEntity).delete({ id: sale.id });
    await tx.emit(SalesSubjects.saleDeleted, {
      saleId: sale.id,
      sourceType: sale.sourceType,
      sourceRef: sale.sourceRef,
      revision: sale.revision + 1,
    });
  }

  private totals(draft: SaleDraft) {
    const t = saleTotals({
      items: draft.items.map((i) => ({ price: i.price, quantity: i.quantity, options: i.options })),
      billings: draft.billings,
      miscs: draft.miscs,
    });
    return {
      columns: {
        subTotal: t.subTotal,
        billingTotal: t.billingTotal,
        miscTotal: t.miscTotal,
        nettTotal: t.nettTotal,
      },
      billingPrices: t.billingPrices,
    };
  }

  private async writeLines(
    tx: Tx,
    sale: SaleEntity,
    draft: SaleDraft,
    billingPrices: string[],
    emit = true,
  ): Promise<SaleEntity> {
    const outletId = sale.outletId;
    const items = await tx.manager.getRepository(SalesItemEntity).save(
      draft.items.map((i, position) =>
        tx.manager.getRepository(SalesItemEntity).create({
          outletId,
          saleId: sale.id,
          position,
          menuItemId: i.menuItemId,
          menuId: i.menuId,
          versionNumber: i.versionNumber,
          name: i.name,
          quantity: i.quantity,
          salePrice: i.price,
          costPerServing: i.costPerServing,
          total: i.total,
          hasRecipe: i.hasRecipe,
          options: i.options,
        }),
      ),
    );
    if (draft.miscs.length) {
      await tx.manager
        .getRepository(SalesMiscEntity)
        .insert(draft.miscs.map((m, position) => ({ outletId, saleId: sale.id, position, ...m })));
    }
    if (draft.billings.length) {
      await tx.manager.getRepository(SalesBillingEntity).insert(
        draft.billings.map((b, position) => ({
          outletId,
          saleId: sale.id,
          position,
          name: b.name,
          type: b.type,
          amountType: b.amountType,
          amount: b.amount,
          price: billingPrices[position],
        })),
      );
    }
    if (emit) await tx.emit(SalesSubjects.saleSaved, savedPayload(sale, items));
    return sale;
  }
}

/** What a draft adds to the roll-ups once written with its totals. */
function rollupSale(
  draft: SaleDraft,
  totals: { columns: Omit<RollupSale, 'saleDate' | 'items' | 'billings'>; billingPrices: string[] },
): RollupSale {
  return {
    saleDate: draft.saleDate,
    ...totals.columns,
    items: draft.items,
    billings: draft.billings.map((b, i) => ({ name: b.name, price: totals.billingPrices[i] })),
  };
}

/** `sales.sale.saved` (flows.md §1): the sale's lines as inventory depletes them. */
export function savedPayload(sale: SaleEntity, items: SalesItemEntity[]): SaleSavedEvent {
  return {
    saleId: sale.id,
    saleDate: sale.saleDate,
    saleState: sale.saleState,
    sourceType: sale.sourceType,
    sourceRef: sale.sourceRef,
    items: items.map((i) => ({
      salesItemId: i.id,
      menuItemId: i.menuItemId,
      quantity: String(i.quantity),
      options: i.options.map((o) => ({
        variantIngredientId: o.kind === 'INGREDIENT' ? o.optionId : null,
        variantBatchItemId: o.kind === 'BATCH' ? o.optionId : null,
        quantity: o.quantity,
      })),
    })),
    subTotal: sale.subTotal,
    nettTotal: sale.nettTotal,
    revision: sale.revision,
  };
}
