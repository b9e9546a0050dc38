import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import {
  addDays,
  dec,
  isCalendarDate,
  MAX_SALE_LINES,
  miscTotalError,
  monthStart,
  addMonths,
  roundMoney,
  saleQuantityError,
  SalesMessages as M,
} from '@mise/domain';
import {
  BadInputError,
  type ConnectionShape,
  Db,
  type PageArgs,
  toConnection,
  type Tx,
  checkWindow,
  editWindow,
  type EditWindow,
  mayChange,
} from '@mise/platform';
import { SalePricing } from './sale-pricing';
import { type SaleDraft, SaleWriter } from './sale-writer';
import {
  SaleEntity,
  SalesBillingEntity,
  SalesItemEntity,
  SalesMiscEntity,
  type SaleRows,
} from './sale.entity';
import type {
  BillingAnalyticsItemModel,
  SaleInput,
  SalesDayModel,
  UnmappedItemModel,
} from './sale.model';

/**
 * Sales (flows.md §4.4, §4.12): MANUAL sales created, edited and deleted by hand inside the
 * 90-day window, each change a new `sale.saved` revision; the lists, the calendar, billing
 * analytics and the "not mapped to stock" list. Every list reads its page and the page's lines
 * in a fixed number of statements, whatever its size.
 */
@Injectable()
export class SaleService {
  constructor(
    private readonly db: Db,
    private readonly pricing: SalePricing,
    private readonly writer: SaleWriter,
  ) {}

  get(id: string): Promise<SaleRows> {
    return this.db.outlet(async (tx) => {
      const sale = await tx.findOrNotFound(SaleEntity, { id }, M.sale.notFound);
      return (await this.withLines(tx, [sale]))[0];
    });
  }

  create(input: SaleInput): Promise<SaleRows> {
    const checked = checkSale(input);
    return this.db.outlet(async (tx) => {
      this.checkWindow(checked.saleDate, await this.window(tx));
      const sale = await this.writer.create(tx, await this.draft(tx, checked));
      return (await this.withLines(tx, [sale]))[0];
    });
  }

  update(id: string, input: SaleInput): Promise<SaleRows> {
    const checked = checkSale(input);
    return this.db.outlet(async (tx) => {
      const sale = await this.findManual(tx, id);
      const w = await this.window(tx);
      this.checkWindow(sale.saleDate, w);
      this.checkWindow(checked.saleDate, w);
      const saved = await this.writer.replace(tx, sale, await this.draft(tx, checked));
      return (await this.withLines(tx, [saved]))[0];
    });
  }

  delete(id: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const sale = await this.findManual(tx, id);
      this.checkWindow(sale.saleDate, await this.window(tx));
      await this.writer.remove(tx, sale);
      return true;
    });
  }

  /** Sales of sources in [from, to) (to inclusive when asked), newest first, with their lines. */
  list(
    sources: Array<SaleEntity['sourceType']>,
    from: string,
    to: string,
    page: PageArgs,
    inclusiveEnd = false,
  ): Promise<ConnectionShape<SaleRows>> {
    const end = inclusiveEnd && isCalendarDate(to) ? addDays(to, 1) : to;
    checkRange(from, end);
    return this.db.outlet(async (tx) => {
      const qb = tx.manager
        .getRepository(SaleEntity)
        .createQueryBuilder('s')
        .where('s.sourceType IN (:...sources)', { sources })
        .andWhere('s.saleDate >= :from AND s.saleDate < :end', { from, end })
        .orderBy('s.saleDate', 'DESC')
        .addOrderBy('s.orderTimestamp', 'DESC', 'NULLS LAST')
        .addOrderBy('s.createdAt', 'DESC')
        .addOrderBy('s.id', 'ASC');
      const [rows, total] = await qb.skip(page.offset).take(page.limit).getManyAndCount();
      return toConnection(await this.withLines(tx, rows), total, page);
    });
  }

  /** Per day of the month: Σ nett (all, APP) and the count; days without sales absent. One statement. */
  calendar(month: string): Promise<SalesDayModel[]> {
    const start = monthStart(month);
    if (!start) throw new BadInputError(M.range.monthInvalid, 'month');
    return this.db.outlet(async (tx) => {
      const rows: Array<{ date: string; nett: string; app: string; sales: number }> =
        await tx.manager.query(
          `SELECT to_char(sale_date, 'YYYY-MM-DD') AS date, sum(nett_total)::text AS nett,
                  coalesce(sum(nett_total) FILTER (WHERE source_type = 'APP'), 0)::text AS app,
                  count(*)::int AS sales
             FROM sales WHERE sale_date >= $1 AND sale_date < $2
            GROUP BY sale_date ORDER BY sale_date`,
          [start, addMonths(start, 1)],
        );
      return rows.map((r) => ({
        date: r.date,
        nettTotal: roundMoney(r.nett),
        appNettTotal: roundMoney(r.app),
        sales: r.sales,
      }));
    });
  }

  /** The spec's /sales/analytics_app_billings: billing lines of [from, to) summed by name. */
  billingAnalytics(from: string, to: string): Promise<BillingAnalyticsItemModel[]> {
    checkRange(from, to);
    return this.db.outlet(async (tx) => {
      const rows: Array<{ name: string; type: string; amount: string; price: string }> =
        await tx.manager.query(
          `SELECT b.name,
                  (array_agg(b.type ORDER BY s.sale_date DESC, s.created_at DESC))[1] AS type,
                  (array_agg(b.amount ORDER BY s.sale_date DESC, s.created_at DESC))[1]::text AS amount,
                  sum(b.price)::text AS price
             FROM sales_billings b JOIN sales s ON s.id = b.sale_id
            WHERE s.sale_date >= $1 AND s.sale_date < $2
            GROUP BY b.name ORDER BY b.name`,
          [from, to],
        );
      return rows.map((r) => ({ ...r, amount: roundMoney(r.amount), price: roundMoney(r.price) }));
    });
  }

  /** Items and chosen options sold in [from, to) that deplete no stock: "not mapped to stock". */
  unmapped(from: string, to: string): Promise<UnmappedItemModel[]> {
    checkRange(from, to);
    return this.db.outlet(async (tx) => {
      const rows: Array<{
        menu_item_id: string;
        name: string;
        version_number: number;
        option_name: string | null;
      }> = await tx.manager.query(
        `SELECT DISTINCT i.menu_item_id, i.name, i.version_number, NULL::text AS option_name
           FROM sales_items i JOIN sales s ON s.id = i.sale_id
          WHERE s.sale_date >= $1 AND s.sale_date < $2 AND NOT i.has_recipe
         UNION
         SELECT DISTINCT i.menu_item_id, i.name, i.version_number, o->>'variantName'
           FROM sales_items i JOIN sales s ON s.id = i.sale_id,
                jsonb_array_elements(i.options) o
          WHERE s.sale_date >= $1 AND s.sale_date < $2 AND NOT (o->>'mapped')::boolean
          ORDER BY name, version_number, option_name NULLS FIRST`,
        [from, to],
      );
      return rows.map((r) => ({
        menuItemId: r.menu_item_id,
        name: r.name,
        versionNumber: r.version_number,
        optionName: r.option_name,
      }));
    });
  }

  private async draft(tx: Tx, input: SaleInput): Promise<SaleDraft> {
    const items = await this.pricing.price(
      tx,
      input.items.map((i) => ({
        menuItemId: i.menuItemId,
        quantity: dec(i.quantity.trim()),
        optionIds: i.optionIds ?? [],
      })),
    );
    return {
      saleDate: input.saleDate,
      sourceType: 'MANUAL',
      sourceRef: null,
      items,
      miscs: (input.miscs ?? []).map((m) => ({ name: m.name.trim(), total: roundMoney(m.total) })),
      billings: [],
    };
  }

  private async findManual(tx: Tx, id: string): Promise<SaleEntity> {
    const sale = await tx.findOrNotFound(SaleEntity, { id }, M.sale.notFound);
    if (sale.sourceType === 'INVOICE') throw new BadInputError(M.sale.fromInvoice, 'id');
    if (sale.sourceType === 'POS') throw new BadInputError(M.sale.fromPos, 'id');
    if (sale.sourceType !== 'MANUAL') throw new BadInputError(M.sale.notManual, 'id');
    return sale;
  }

  private window(tx: Tx): Promise<EditWindow> {
    return editWindow(tx);
  }

  private checkWindow(date: string, w: EditWindow): void {
    checkWindow(date, w, M.sale.outsideWindow, 'saleDate');
  }

  /** Sales with their lines (rows): three statements for any number of sales. */
  private async withLines(tx: Tx, sales: SaleEntity[]): Promise<SaleRows[]> {
    if (!sales.length) return [];
    const ids = sales.map((s) => s.id);
    const order = { position: 'ASC' } as const;
    // one after another: a transaction's connection runs one statement at a time anyway
    const where = { saleId: In(ids) };
    const items = await tx.manager.getRepository(SalesItemEntity).find({ where, order });
    const miscs = await tx.manager.getRepository(SalesMiscEntity).find({ where, order });
    const billings = await tx.manager.getRepository(SalesBillingEntity).find({ where, order });
    const w = await this.window(tx);
    return sales.map((sale) => ({
      sale,
      items: items.filter((i) => i.saleId === sale.id),
      miscs: miscs.filter((m) => m.saleId === sale.id),
      billings: billings.filter((b) => b.saleId === sale.id),
      editable: sale.sourceType === 'MANUAL' && mayChange(sale.saleDate, w),
      readOnlyReason: READ_ONLY_REASONS[sale.sourceType] ?? null,
    }));
  }
}

/** Sales that follow a document elsewhere, never changed by hand: why (beside the sale). */
const READ_ONLY_REASONS: Partial<Record<SaleEntity['sourceType'], string>> = {
  INVOICE: M.readOnly.invoice,
  POS: M.readOnly.pos,
};

function checkRange(from: string, to: string): void {
  if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) {
    throw new BadInputError(M.range.invalid, 'from');
  }
}

/** A manual sale's shape: a date, 1..100 items (quantities), 0..100 misc lines. */
function checkSale(input: SaleInput): SaleInput {
  if (!input.saleDate || !isCalendarDate(input.saleDate)) {
    throw new BadInputError(M.sale.dateInvalid, 'saleDate');
  }
  const items = input.items ?? [];
  const miscs = input.miscs ?? [];
  if (!items.length && !miscs.length) throw new BadInputError(M.sale.noLines, 'items');
  if (items.length > MAX_SALE_LINES || miscs.length > MAX_SALE_LINES) {
    throw new BadInputError(M.sale.tooManyLines, 'items');
  }
  for (const item of items) {
    const error = saleQuantityError(item.quantity);
    if (error) throw new BadInputError(error, 'quantity');
  }
  for (const misc of miscs) {
    if (!misc.name?.trim()) throw new BadInputError(M.sale.miscNameBlank, 'miscs');
    const error = miscTotalError(misc.total);
    if (error) throw new BadInputError(error, 'miscs');
  }
  return input;
}
