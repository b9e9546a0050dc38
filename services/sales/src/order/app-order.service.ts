import { Injectable, Logger } from '@nestjs/common';
import {
  dateIn,
  isOrderQuantity,
  MAX_SALE_LINES,
  orderCodeError,
  saleTotals,
  SalesMessages as M,
  type SyncStatus,
} from '@mise/domain';
import { BadInputError, Db, NotFoundError, type Tx } from '@mise/platform';
import { MenuBook } from '../menu/menu-book';
import { SalePricing } from '../sale/sale-pricing';
import { SaleWriter } from '../sale/sale-writer';
import { AppOrderEntity, type OrderChannel } from './app-order.entity';
import { outletByMaskedNumber } from '../shared/outlets';

/** An order as the ordering page or an outside site sends it: ids and quantities, no prices. */
export interface OrderInput {
  maskedOutletNumber: string;
  orderCode: string;
  channel: OrderChannel;
  /** ISO-8601 instant; now when absent */
  orderTimestamp?: string | null;
  items: Array<{ menuItemId: string; quantity: number; optionIds?: string[] | null }>;
}

export interface ReceivedOrder {
  order: AppOrderEntity;
  /** the same (maskedOutletNumber, orderCode) was already stored: nothing changed */
  duplicate: boolean;
}

/** An item or chosen option a sync sold that depletes no stock (no recipe): never skipped silently. */
export interface UnmappedItem {
  menuItemId: string;
  name: string;
  versionNumber: number;
  /** the variant of an unmapped option; null for the item itself */
  optionName: string | null;
}

export interface SyncResult {
  status: SyncStatus;
  processed: number;
  failed: number;
  unmapped: UnmappedItem[];
}

const CHANNELS: readonly OrderChannel[] = ['WEB', 'WHATSAPP'];

/**
 * App orders (flows.md §4.3): received from `placeOrder` and the signed webhook through one
 * method, idempotent on (maskedOutletNumber, orderCode), priced from the projections; Sync Now
 * turns each unprocessed order into an APP sale, one transaction per order, one sync per outlet.
 */
@Injectable()
export class AppOrderService {
  private readonly log = new Logger('app-orders');

  constructor(
    private readonly db: Db,
    private readonly book: MenuBook,
    private readonly pricing: SalePricing,
    private readonly writer: SaleWriter,
  ) {}

  async receive(input: OrderInput): Promise<ReceivedOrder> {
    const checked = checkOrder(input);
    const outlet = await outletByMaskedNumber(this.db, checked.maskedOutletNumber);
    if (!outlet) throw new NotFoundError(M.order.outletNotFound);
    const outletId = outlet.id;
    return this.db.forOutlet(outletId, async (tx) => {
      const existing = await this.find(tx, checked.maskedOutletNumber, checked.orderCode);
      if (existing) return { order: existing, duplicate: true };
      const items = await this.pricing.price(
        tx,
        checked.items.map((i) => ({
          menuItemId: i.menuItemId,
          quantity: String(i.quantity),
          optionIds: i.optionIds ?? [],
        })),
      );
      const addOns = await this.book.billings(tx);
      const totals = saleTotals({ items, billings: addOns });
      const billings = addOns.map((b, i) => ({ ...b, price: totals.billingPrices[i] }));
      const timestamp = checked.orderTimestamp;
      const inserted: Array<{ id: string }> = await tx.manager.query(
        `INSERT INTO app_orders (outlet_id, masked_outlet_number, order_code, channel, order_date,
           order_timestamp, sub_total, billing_total, total, items, billings)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (masked_outlet_number, order_code) DO NOTHING RETURNING id`,
        [
          outletId,
          checked.maskedOutletNumber,
          checked.orderCode,
          checked.channel,
          dateIn(timestamp),
          timestamp,
          totals.subTotal,
          totals.billingTotal,
          totals.nettTotal,
          JSON.stringify(items.map((i) => ({ ...i, quantity: Number(i.quantity) }))),
          JSON.stringify(billings),
        ],
      );
      const order = await this.find(tx, checked.maskedOutletNumber, checked.orderCode);
      return { order: order!, duplicate: inserted.length === 0 };
    });
  }

  /**
   * Sync Now: one run per outlet at a time (a second: ALREADY_RUNNING); oldest order first. Only
   * SERVED orders are sold: a guest's DRAFT or CONFIRMED order waits, a REJECTED one never is.
   */
  async sync(outletId: string): Promise<SyncResult> {
    const runner = this.db.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }]: Array<{ locked: boolean }> = await runner.query(
        `SELECT pg_try_advisory_lock(hashtext('sales:sync'), hashtext($1)) AS locked`,
        [outletId],
      );
      if (!locked) return { status: 'ALREADY_RUNNING', processed: 0, failed: 0, unmapped: [] };
      try {
        return await this.syncLocked(outletId);
      } finally {
        await runner.query(`SELECT pg_advisory_unlock(hashtext('sales:sync'), hashtext($1))`, [
          outletId,
        ]);
      }
    } finally {
      await runner.release();
    }
  }

  counts(): Promise<{ total: number; unprocessed: number }> {
    return this.db.outlet(async (tx) => {
      const [row]: Array<{ total: number; unprocessed: number }> = await tx.manager.query(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE NOT processed AND status = 'SERVED')::int AS unprocessed
           FROM app_orders`,
      );
      return row;
    });
  }

  private async syncLocked(outletId: string): Promise<SyncResult> {
    const pending: Array<{ id: string }> = await this.db.forOutlet(outletId, (tx) =>
      tx.manager.query(
        `SELECT id FROM app_orders WHERE NOT processed AND status = 'SERVED'
          ORDER BY order_timestamp, created_at, id`,
      ),
    );
    let processed = 0;
    let failed = 0;
    const unmapped = new Map<string, UnmappedItem>();
    for (const { id } of pending) {
      try {
        const order = await this.db.forOutlet(outletId, (tx) => this.process(tx, id));
        if (!order) continue;
        processed++;
        for (const item of order.items) {
          const base = {
            menuItemId: item.menuItemId,
            name: item.name,
            versionNumber: item.versionNumber,
          };
          if (!item.hasRecipe) unmapped.set(`${item.menuItemId}:`, { ...base, optionName: null });
          for (const o of item.options) {
            if (!o.mapped)
              unmapped.set(`${item.menuItemId}:${o.optionId}`, {
                ...base,
                optionName: o.variantName,
              });
          }
        }
      } catch (e) {
        failed++;
        const message = e instanceof Error ? e.message : String(e);
        this.log.warn(`app order ${id} not synced: ${message}`);
        await this.db
          .forOutlet(outletId, (tx) =>
            tx.manager.query(`UPDATE app_orders SET sync_error = $2 WHERE id = $1`, [id, message]),
          )
          .catch(() => undefined);
      }
    }
    return {
      status: failed ? 'PARTIAL' : 'COMPLETED',
      processed,
      failed,
      unmapped: [...unmapped.values()],
    };
  }

  /** One order → one APP sale, `processed`, `sale.saved`: all or nothing. */
  private async process(tx: Tx, id: string): Promise<AppOrderEntity | null> {
    const order = await tx.manager
      .getRepository(AppOrderEntity)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where(`o.id = :id AND NOT o.processed AND o.status = 'SERVED'`, { id })
      .getOne();
    if (!order) return null;
    const sale = await this.writer.create(tx, {
      saleDate: order.orderDate,
      sourceType: 'APP',
      sourceRef: order.orderCode,
      orderTimestamp: order.orderTimestamp,
      items: order.items.map((i) => ({ ...i, quantity: String(i.quantity) })),
      miscs: [],
      billings: order.billings,
    });
    await tx.manager.update(AppOrderEntity, order.id, {
      processed: true,
      syncError: null,
      saleId: sale.id,
    });
    return order;
  }

  private find(tx: Tx, maskedOutletNumber: string, orderCode: string) {
    return tx.manager.getRepository(AppOrderEntity).findOneBy({ maskedOutletNumber, orderCode });
  }
}

type CheckedOrder = Omit<OrderInput, 'orderTimestamp'> & { orderTimestamp: Date };

/** The order's shape and bounds, before anything is read or written. */
function checkOrder(input: OrderInput): CheckedOrder {
  const masked =
    typeof input.maskedOutletNumber === 'string' ? input.maskedOutletNumber.trim() : '';
  if (!masked) throw new NotFoundError(M.order.outletNotFound);
  const codeError = orderCodeError(typeof input.orderCode === 'string' ? input.orderCode : '');
  if (codeError) throw new BadInputError(codeError, 'orderCode');
  if (!CHANNELS.includes(input.channel)) throw new BadInputError(M.order.channelInvalid, 'channel');
  let orderTimestamp = new Date();
  if (input.orderTimestamp != null) {
    const parsed =
      typeof input.orderTimestamp === 'string' &&
      /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(input.orderTimestamp)
        ? new Date(input.orderTimestamp)
        : new Date(NaN);
    if (Number.isNaN(parsed.getTime())) {
      throw new BadInputError(M.order.timestampInvalid, 'orderTimestamp');
    }
    orderTimestamp = parsed;
  }
  const items = Array.isArray(input.items) ? input.items : [];
  if (!items.length) throw new BadInputError(M.order.noItems, 'items');
  if (items.length > MAX_SALE_LINES) throw new BadInputError(M.order.tooManyLines, 'items');
  for (const item of items) {
    if (!item || typeof item.menuItemId !== 'string') {
      throw new BadInputError(M.item.invalid, 'items');
    }
    if (!isOrderQuantity(item.quantity)) throw new BadInputError(M.order.quantity, 'quantity');
    if (
      item.optionIds != null &&
      !(Array.isArray(item.optionIds) && item.optionIds.every((o) => typeof o === 'string'))
    ) {
      throw new BadInputError(M.item.optionInvalid, 'items');
    }
  }
  return {
    ...input,
    maskedOutletNumber: masked,
    orderCode: input.orderCode.trim(),
    orderTimestamp,
    items,
  };
}
