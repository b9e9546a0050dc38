import { Injectable } from '@nestjs/common';
import { type EventOf, type InvoiceSnapshot, ProcurementSubjects } from '@mise/contracts';
import { cmp, isCalendarDate, isDecimal, roundMoney } from '@mise/domain';
import { converge, EventHandler, isUuid, MetricsService, type Tx } from '@mise/platform';
import { MenuBook } from '../menu/menu-book';
import { type PricedLine, SalePricing } from '../sale/sale-pricing';
import { SaleWriter } from '../sale/sale-writer';
import { SaleEntity } from '../sale/sale.entity';

/** `converge`'s source type of a client invoice (its `converged_sources` rows). */
export const INVOICE_SOURCE = 'INVOICE';

/**
 * The sale a paid invoice wants, from its snapshot alone (flows.md §0 rule 4): equal snapshots
 * want equal effects, so a newer revision that changes nothing of it keeps the sale as it is.
 */
interface InvoiceSaleEffect {
  [k: string]: unknown;
  saleDate: string;
  items: Array<{ invoiceItemId: string; menuItemId: string; quantity: string; price: string }>;
  miscs: Array<{ name: string; total: string }>;
}

/**
 * Client invoices become INVOICE sales (flows.md §4.2): one consumer of
 * `procurement.invoice.{sent,paid,credited,deleted}`, each carrying the whole snapshot. Per
 * invoice it keeps the last applied revision (`converge`; a stored revision ≥ the incoming one
 * changes nothing) and wants a sale iff the invoice is CONFIRMED and PAID: `sourceType INVOICE`,
 * `sourceRef` the invoice id, dated the payment date, one item per invoice item at its
 * `confirmedPrice` (name, version and cost from the menu projection), the misc lines. Otherwise
 * no sale. The sale is written by `SaleWriter`, so it emits `sales.sale.saved` / `.deleted` as any
 * sale does (inventory's SALE_USAGE, procurement's `savedToSaleId`). A changed sale is rewritten
 * in place (it keeps its id); unique `(INVOICE, invoiceId)` keeps one per invoice.
 *
 * Facts are applied, never refused (flows.md §0 rule 5): no 90-day window; a menu item sales does
 * not know is asked of catalogue once (no answer: the event is retried), then a line of a menu
 * item catalogue does not know either is left out and counted (`unknown-menu-item`).
 */
@Injectable()
export class InvoiceSales {
  constructor(
    private readonly book: MenuBook,
    private readonly pricing: SalePricing,
    private readonly writer: SaleWriter,
    private readonly metrics: MetricsService,
  ) {}

  @EventHandler(ProcurementSubjects.invoiceSent)
  async onSent({ payload }: EventOf<'procurement.invoice.sent'>, tx: Tx): Promise<void> {
    await this.apply(tx, payload);
  }

  @EventHandler(ProcurementSubjects.invoicePaid)
  async onPaid({ payload }: EventOf<'procurement.invoice.paid'>, tx: Tx): Promise<void> {
    await this.apply(tx, payload);
  }

  @EventHandler(ProcurementSubjects.invoiceCredited)
  async onCredited({ payload }: EventOf<'procurement.invoice.credited'>, tx: Tx): Promise<void> {
    await this.apply(tx, payload);
  }

  @EventHandler(ProcurementSubjects.invoiceDeleted)
  async onDeleted({ payload }: EventOf<'procurement.invoice.deleted'>, tx: Tx): Promise<void> {
    await this.apply(tx, payload);
  }

  /** Converges the invoice's sale on this snapshot, whichever subject brought it. */
  async apply(tx: Tx, p: InvoiceSnapshot): Promise<void> {
    if (!tx.outletId || !isUuid(p.invoiceId ?? '') || !Number.isInteger(p.revision)) {
      this.metrics.eventsSkipped.inc({ reason: 'unusable-invoice' });
      return;
    }
    const invoiceId = p.invoiceId.toLowerCase();
    const result = await converge<InvoiceSaleEffect, string>(tx, {
      sourceType: INVOICE_SOURCE,
      sourceId: invoiceId,
      revision: p.revision,
      desired: () => {
        const effect = this.wanted(p);
        return effect ? [effect] : [];
      },
      // the sale no longer wanted as it was: rewritten by applyAll, or deleted below
      reverseAll: async () => {},
      applyAll: async ([effect]) => [(await this.write(tx, invoiceId, effect)).id],
    });
    if (result.reversed.length && !result.written.length) {
      const sale = await this.saleOf(tx, invoiceId);
      if (sale) await this.writer.remove(tx, sale);
    }
  }

  /** The sale a CONFIRMED, PAID invoice wants; null for any other. */
  private wanted(p: InvoiceSnapshot): InvoiceSaleEffect | null {
    if (p.invoiceState !== 'CONFIRMED' || p.invoiceStatus !== 'PAID') return null;
    const saleDate = [p.paymentDate, p.dueDate, p.invoiceDate].find(
      (d): d is string => typeof d === 'string' && isCalendarDate(d),
    );
    if (!saleDate) {
      this.metrics.eventsSkipped.inc({ reason: 'unusable-invoice' });
      return null;
    }
    const items: InvoiceSaleEffect['items'] = [];
    for (const i of p.items ?? []) {
      if (
        !isUuid(i.menuItemId ?? '') ||
        !isDecimal(i.quantity) ||
        cmp(i.quantity, 0) <= 0 ||
        !isDecimal(i.confirmedPrice) ||
        cmp(i.confirmedPrice, 0) < 0
      ) {
        this.metrics.eventsSkipped.inc({ reason: 'unusable-invoice-line' });
        continue;
      }
      items.push({
        invoiceItemId: String(i.invoiceItemId),
        menuItemId: i.menuItemId.toLowerCase(),
        quantity: i.quantity,
        price: roundMoney(i.confirmedPrice),
      });
    }
    const miscs: InvoiceSaleEffect['miscs'] = [];
    for (const m of p.miscs ?? []) {
      if (typeof m.name !== 'string' || !isDecimal(m.total)) {
        this.metrics.eventsSkipped.inc({ reason: 'unusable-invoice-line' });
        continue;
      }
      miscs.push({ name: m.name.trim(), total: roundMoney(m.total) });
    }
    return { saleDate, items, miscs };
  }

  /** Writes the wanted sale: the invoice's sale rewritten in place, or a new one. */
  private async write(tx: Tx, invoiceId: string, effect: InvoiceSaleEffect): Promise<SaleEntity> {
    const menus = await this.book.menuItems(
      tx,
      effect.items.map((i) => i.menuItemId),
    );
    const items: PricedLine[] = [];
    for (const i of effect.items) {
      const menu = menus.get(i.menuItemId);
      if (!menu) {
        this.metrics.eventsSkipped.inc({ reason: 'unknown-menu-item' });
        continue;
      }
      // a deleted version keeps its data: the invoice was paid for it all the same
      items.push(this.pricing.line(menu, i.quantity, [], i.price));
    }
    const draft = {
      saleDate: effect.saleDate,
      sourceType: 'INVOICE' as const,
      sourceRef: invoiceId,
      items,
      miscs: effect.miscs,
      billings: [],
    };
    const existing = await this.saleOf(tx, invoiceId);
    return existing ? this.writer.replace(tx, existing, draft) : this.writer.create(tx, draft);
  }

  private saleOf(tx: Tx, invoiceId: string): Promise<SaleEntity | null> {
    return tx.manager
      .getRepository(SaleEntity)
      .findOne({ where: { sourceType: 'INVOICE', sourceRef: invoiceId } });
  }
}
