import { Injectable, Logger } from '@nestjs/common';
import {
  orderCodeError,
  SalesMessages as M,
  type SyncStatus,
  WEBHOOK_ORDER_MAX_AGE_DAYS,
  WEBHOOK_TOLERANCE_SECONDS,
} from '@mise/domain';
import { BadInputError, Bus, Db, type Tx, withLookupsOutside } from '@mise/platform';
import { SaleWriter } from '../sale/sale-writer';
import { AppOrderEntity, type OrderChannel } from './app-order.entity';
import { AppOrderWriter, checkOrderItems, type CheckedItem } from './app-order-writer';
import type { OutletByMaskedNumber } from '../shared/outlets';

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
    private readonly bus: Bus,
    private readonly writer: AppOrderWriter,
    private readonly sales: SaleWriter,
  ) {}

  /**
   * An outside site's order for `outlet` (its signature checked by the webhook): the guest's
   * rules through `AppOrderWriter`, stored SERVED once per (masked number, order code).
   */
  async receive(outlet: OutletByMaskedNumber, input: OrderInput): Promise<ReceivedOrder> {
    const checked = checkOrder(input);
    // a public endpoint: no connection held while catalogue or identity answers
    return withLookupsOutside(this.db, this.bus, outlet.id, async (tx) => {
      const existing = await this.find(tx, outlet.masked, checked.orderCode);
      if (existing) return { order: existing, duplicate: true };
      const stored = await this.writer.insert(tx, {
        outletId: outlet.id,
        maskedOutletNumber: outlet.masked,
        orderCode: checked.orderCode,
        channel: checked.channel,
        status: 'SERVED',
        orderTimestamp: checked.orderTimestamp,
        priced: await this.writer.price(tx, checked.items),
      });
      const order = await this.find(tx, outlet.masked, checked.orderCode);
      return { order: order!, duplicate: !stored };
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
    const sale = await this.sales.create(tx, {
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

interface CheckedOrder {
  orderCode: string;
  channel: OrderChannel;
  orderTimestamp: Date;
  items: CheckedItem[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The order's shape and bounds, before anything is read or written. */
function checkOrder(input: OrderInput): CheckedOrder {
  const codeError = orderCodeError(typeof input.orderCode === 'string' ? input.orderCode : '');
  if (codeError) throw new BadInputError(codeError, 'orderCode');
  if (!CHANNELS.includes(input.channel)) throw new BadInputError(M.order.channelInvalid, 'channel');
  const now = Date.now();
  let orderTimestamp = new Date(now);
  if (input.orderTimestamp != null) {
    const parsed =
      typeof input.orderTimestamp === 'string' &&
      /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(input.orderTimestamp)
        ? new Date(input.orderTimestamp)
        : new Date(NaN);
    if (Number.isNaN(parsed.getTime())) {
      throw new BadInputError(M.order.timestampInvalid, 'orderTimestamp');
    }
    // a site's clock may run a little ahead; a day's sales are never moved into another window
    const ahead = parsed.getTime() - now;
    if (ahead > WEBHOOK_TOLERANCE_SECONDS * 1000 || -ahead > WEBHOOK_ORDER_MAX_AGE_DAYS * DAY_MS) {
      throw new BadInputError(M.order.timestampOutOfRange, 'orderTimestamp');
    }
    orderTimestamp = parsed;
  }
  return {
    orderCode: input.orderCode.trim(),
    channel: input.channel,
    orderTimestamp,
    items: checkOrderItems(input.items),
  };
}
