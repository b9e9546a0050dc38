import { Injectable } from '@nestjs/common';
import {
  CatalogueSubjects,
  FinanceSubjects,
  ProcurementSubjects,
  SalesSubjects,
  type EventOf,
  type ExpenseConfirmedEvent,
  type InvoiceSnapshot,
  type SaleSavedEvent,
} from '@mise/contracts';
import { cmp, div, isDecimal, mul, roundStored } from '@mise/domain';
import {
  converge,
  EventHandler,
  isUuid,
  MetricsService,
  tombstoneByRevision,
  upsertByRevision,
  type Tx,
} from '@mise/platform';
import { Ledger } from './ledger.service';
import type { NewMovement, SourceType } from './ledger.types';
import { RecipeStore } from './recipes.service';
import { usageOf, type UsageEffect, type UsageLine } from './usage';

/** The table `converge` keeps the ledger's source documents in (revision, rows written). */
export const STOCK_SOURCES_TABLE = 'stock_sources';

/** A purchase or return of an expense line (converged per expense). */
interface PurchaseEffect {
  [k: string]: string | null;
  kind: 'PURCHASE' | 'PURCHASE_RETURN';
  itemId: string;
  quantity: string;
  unitCost: string;
  inventoryItemId: string;
  lineId: string;
  date: string;
}

/**
 * The consumers of other services' events that write the ledger (flows.md §1, §4.1, §4.2): the
 * recipe projections, purchases from confirmed expenses, sale usage, credit invoice usage. They
 * apply facts and never refuse them (no date window, no delete block); each source document
 * converges (`converge`, flows.md §0 rule 4) so redelivery and reordering change nothing.
 */
@Injectable()
export class LedgerConsumers {
  constructor(
    private readonly ledger: Ledger,
    private readonly recipes: RecipeStore,
    private readonly metrics: MetricsService,
  ) {}

  // ---- recipes (catalogue) -------------------------------------------------------------------

  @EventHandler(CatalogueSubjects.menuItemSaved)
  async onMenuItemSaved({ payload }: EventOf<'catalogue.menu-item.saved'>, tx: Tx): Promise<void> {
    if (tx.outletId) await this.recipes.saveMenuItem(tx, payload);
  }

  @EventHandler(CatalogueSubjects.menuItemDeleted)
  async onMenuItemDeleted(
    { payload: p }: EventOf<'catalogue.menu-item.deleted'>,
    tx: Tx,
  ): Promise<void> {
    if (tx.outletId)
      await this.recipes.tombstone(
        tx,
        'menu_item_recipes',
        'menu_item_id',
        p.menuItemId,
        p.revision,
      );
  }

  @EventHandler(CatalogueSubjects.variantSaved)
  async onVariantSaved({ payload }: EventOf<'catalogue.variant.saved'>, tx: Tx): Promise<void> {
    if (tx.outletId) await this.recipes.saveVariant(tx, payload);
  }

  @EventHandler(CatalogueSubjects.variantDeleted)
  async onVariantDeleted(
    { payload: p }: EventOf<'catalogue.variant.deleted'>,
    tx: Tx,
  ): Promise<void> {
    if (tx.outletId)
      await this.recipes.tombstone(tx, 'variant_recipes', 'variant_id', p.variantId, p.revision);
  }

  @EventHandler(CatalogueSubjects.batchItemSaved)
  async onBatchItemSaved(
    { payload }: EventOf<'catalogue.batch-item.saved'>,
    tx: Tx,
  ): Promise<void> {
    if (tx.outletId) await this.recipes.saveBatchItem(tx, payload);
  }

  @EventHandler(CatalogueSubjects.batchItemDeleted)
  async onBatchItemDeleted(
    { payload: p }: EventOf<'catalogue.batch-item.deleted'>,
    tx: Tx,
  ): Promise<void> {
    if (tx.outletId)
      await this.recipes.tombstone(
        tx,
        'batch_item_recipes',
        'batch_item_id',
        p.batchItemId,
        p.revision,
      );
  }

  // ---- expenses (finance, flows.md §4.1) -------------------------------------------------------

  @EventHandler(FinanceSubjects.expenseSaved)
  async onExpenseSaved({ payload: p }: EventOf<'finance.expense.saved'>, tx: Tx): Promise<void> {
    if (!tx.outletId) return;
    await upsertByRevision(tx, {
      table: 'expense_usage',
      key: { expense_id: p.expenseId },
      revision: p.revision,
      values: {
        expense_state: p.expenseState,
        inventory_item_ids: [
          ...new Set(
            (p.lines ?? [])
              .map((l) => l.inventoryItemId)
              .filter((id): id is string => !!id && isUuid(id)),
          ),
        ],
      },
    });
  }

  @EventHandler(FinanceSubjects.expenseConfirmed)
  async onExpenseConfirmed(
    { payload: p }: EventOf<'finance.expense.confirmed'>,
    tx: Tx,
  ): Promise<void> {
    await this.convergeExpense(tx, p.expenseId, p.revision, () => this.purchasesOf(p));
  }

  @EventHandler(FinanceSubjects.expenseUnconfirmed)
  async onExpenseUnconfirmed(
    { payload: p }: EventOf<'finance.expense.unconfirmed'>,
    tx: Tx,
  ): Promise<void> {
    await this.convergeExpense(tx, p.expenseId, p.revision, () => []);
  }

  @EventHandler(FinanceSubjects.expenseDeleted)
  async onExpenseDeleted(
    { payload: p }: EventOf<'finance.expense.deleted'>,
    tx: Tx,
  ): Promise<void> {
    if (!tx.outletId) return;
    await this.convergeExpense(tx, p.expenseId, p.revision, () => []);
    await tombstoneByRevision(tx, {
      table: 'expense_usage',
      key: { expense_id: p.expenseId },
      revision: p.revision,
    });
  }

  // ---- sales (sales, flows.md §4.3, §4.4) ------------------------------------------------------

  @EventHandler(SalesSubjects.saleSaved)
  async onSaleSaved({ payload: p }: EventOf<'sales.sale.saved'>, tx: Tx): Promise<void> {
    const depletes = p.saleState === 'CONFIRMED' || p.saleState === 'PROCESSED';
    await this.convergeUsage(tx, 'SALE', 'SALE_USAGE', p.saleId, p.revision, null, async () =>
      depletes ? this.usage(tx, saleLines(p), p.saleDate) : [],
    );
  }

  @EventHandler(SalesSubjects.saleDeleted)
  async onSaleDeleted({ payload: p }: EventOf<'sales.sale.deleted'>, tx: Tx): Promise<void> {
    await this.convergeUsage(tx, 'SALE', 'SALE_USAGE', p.saleId, p.revision, null, () => []);
  }

  // ---- client invoices (procurement, flows.md §4.2) --------------------------------------------

  @EventHandler(ProcurementSubjects.invoiceSent)
  async onInvoiceSent(e: EventOf<'procurement.invoice.sent'>, tx: Tx): Promise<void> {
    await this.convergeInvoice(tx, e.payload);
  }

  @EventHandler(ProcurementSubjects.invoicePaid)
  async onInvoicePaid(e: EventOf<'procurement.invoice.paid'>, tx: Tx): Promise<void> {
    await this.convergeInvoice(tx, e.payload);
  }

  @EventHandler(ProcurementSubjects.invoiceCredited)
  async onInvoiceCredited(e: EventOf<'procurement.invoice.credited'>, tx: Tx): Promise<void> {
    await this.convergeInvoice(tx, e.payload);
  }

  @EventHandler(ProcurementSubjects.invoiceDeleted)
  async onInvoiceDeleted(e: EventOf<'procurement.invoice.deleted'>, tx: Tx): Promise<void> {
    await this.convergeInvoice(tx, e.payload);
  }

  // ---- internals -------------------------------------------------------------------------------

  /** Inventory wants CREDIT_INVOICE rows iff the invoice is CONFIRMED and CREDIT (flows.md §4.2). */
  private async convergeInvoice(tx: Tx, p: InvoiceSnapshot): Promise<void> {
    const wanted = p.invoiceState === 'CONFIRMED' && p.invoiceStatus === 'CREDIT';
    const lines: UsageLine[] = (p.items ?? []).map((i) => ({
      lineId: i.invoiceItemId,
      menuItemId: i.menuItemId,
      quantity: i.quantity,
      options: [],
    }));
    await this.convergeUsage(
      tx,
      'CREDIT_INVOICE',
      'CREDIT_INVOICE',
      p.invoiceId,
      p.revision,
      'CREDIT INVOICE',
      async () => (wanted ? this.usage(tx, lines, p.invoiceDate) : []),
    );
  }

  /** Usage effects of the lines, counting (and acking) what the recipes do not know. */
  private async usage(tx: Tx, lines: UsageLine[], date: string): Promise<UsageEffect[]> {
    const book = await this.recipes.bookFor(tx, lines);
    const { effects, skipped } = usageOf(lines, date, book);
    for (const reason of skipped) this.metrics.eventsSkipped.inc({ reason });
    return effects.filter((e) => isUuid(e.itemId));
  }

  private async convergeUsage(
    tx: Tx,
    sourceType: SourceType,
    kind: 'SALE_USAGE' | 'CREDIT_INVOICE',
    sourceId: string,
    revision: number,
    remarks: string | null,
    desired: () => Promise<UsageEffect[]> | UsageEffect[],
  ): Promise<void> {
    if (!tx.outletId || !isUuid(sourceId)) return;
    await converge<UsageEffect, string>(tx, {
      table: STOCK_SOURCES_TABLE,
      sourceType,
      sourceId,
      revision,
      desired: async () => {
        const effects = await desired();
        await this.ledger.lockItems(tx, effects, { sourceType, sourceId });
        return effects;
      },
      // the whole document in one append (one replay per item however many lines it has)
      applyAll: async (effects) => {
        const rows = effects.map((e): NewMovement => ({
          itemKind: e.itemKind,
          itemId: e.itemId,
          kind,
          quantity: e.quantity,
          movementDate: e.date,
          sourceType,
          sourceId,
          sourceLineId: e.lineId && isUuid(e.lineId) ? e.lineId : null,
          menuItemId: e.menuItemId && isUuid(e.menuItemId) ? e.menuItemId : null,
          remarks,
        }));
        return (await this.ledger.append(tx, rows)).map((m) => m.id);
      },
      reverseAll: (stored) => this.reverse(tx, stored),
    });
  }

  private async convergeExpense(
    tx: Tx,
    expenseId: string,
    revision: number,
    desired: () => PurchaseEffect[],
  ): Promise<void> {
    if (!tx.outletId || !isUuid(expenseId)) return;
    await converge<PurchaseEffect, string>(tx, {
      table: STOCK_SOURCES_TABLE,
      sourceType: 'EXPENSE',
      sourceId: expenseId,
      revision,
      desired: async () => {
        const effects = desired();
        await this.ledger.lockItems(
          tx,
          effects.map((e) => ({ itemKind: 'INGREDIENT' as const, itemId: e.itemId })),
          { sourceType: 'EXPENSE', sourceId: expenseId },
        );
        return effects;
      },
      applyAll: async (effects) => {
        const rows = effects.map((e): NewMovement => ({
          itemKind: 'INGREDIENT',
          itemId: e.itemId,
          kind: e.kind,
          quantity: e.quantity,
          unitCost: e.unitCost,
          movementDate: e.date,
          sourceType: 'EXPENSE',
          sourceId: expenseId,
          sourceLineId: isUuid(e.lineId) ? e.lineId : null,
          inventoryItemId: isUuid(e.inventoryItemId) ? e.inventoryItemId : null,
        }));
        return (await this.ledger.append(tx, rows)).map((m) => m.id);
      },
      reverseAll: (stored) => this.reverse(tx, stored),
    });
  }

  /** Reverses the movements of effects a document no longer wants, in one ledger call. */
  private async reverse(tx: Tx, stored: Array<{ receipt: string }>): Promise<void> {
    await this.ledger.reverse(
      tx,
      stored.map((s) => s.receipt),
    );
  }

  /**
   * flows.md §3: PURCHASE (INVOICE, RECEIPT) or PURCHASE_RETURN (CREDITMEMO) of `amount ×
   * quantity` at `total ÷ (amount × quantity)` per line, at the expense date. A line that moves
   * nothing (zero or unreadable quantity, no ingredient) is skipped and counted.
   */
  private purchasesOf(p: ExpenseConfirmedEvent): PurchaseEffect[] {
    const out: PurchaseEffect[] = [];
    for (const l of p.lines ?? []) {
      const ok =
        isUuid(l.ingredientId ?? '') &&
        isDecimal(l.amount) &&
        isDecimal(l.quantity) &&
        isDecimal(l.total) &&
        cmp(mul(l.amount, l.quantity), 0) > 0 &&
        cmp(l.total, 0) >= 0;
      if (!ok) {
        this.metrics.eventsSkipped.inc({ reason: 'unusable-expense-line' });
        continue;
      }
      const moved = roundStored(mul(l.amount, l.quantity));
      if (cmp(moved, 0) === 0) continue;
      const unitCost = roundStored(div(l.total, mul(l.amount, l.quantity), 6));
      const credit = p.expenseType === 'CREDITMEMO';
      out.push({
        kind: credit ? 'PURCHASE_RETURN' : 'PURCHASE',
        itemId: l.ingredientId,
        quantity: credit ? roundStored(mul(moved, -1)) : moved,
        unitCost,
        inventoryItemId: l.inventoryItemId,
        lineId: l.expenseItemId,
        date: p.expenseDate,
      });
    }
    return out;
  }
}

function saleLines(p: SaleSavedEvent): UsageLine[] {
  return (p.items ?? []).map((i) => ({
    lineId: i.salesItemId,
    menuItemId: i.menuItemId,
    quantity: i.quantity,
    options: i.options ?? [],
  }));
}
