import { Injectable } from '@nestjs/common';
import {
  DEFAULT_TIME_ZONE,
  isOrderQuantity,
  MAX_ITEM_NOTE,
  MAX_ORDER_LINES,
  optionLabel,
  OrderingMessages as M,
  saleTotals,
} from '@mise/domain';
import { BadInputError, isUuid, type Tx } from '@mise/platform';
import { MenuBook, offeredToGuests, type VariantEntry } from '../menu/menu-book';
import { SalePricing } from '../sale/sale-pricing';
import type { OrderStatus } from '@mise/contracts';
import type { OrderBilling, OrderChannel, OrderLine } from './app-order.entity';

/** A line as a guest or an outside site sends it, checked for shape (`checkOrderItems`). */
export interface CheckedItem {
  menuItemId: string;
  quantity: number;
  optionIds: string[];
  note: string | null;
}

/** An order's lines, billing lines and totals, priced from the projections (`price`). */
export interface PricedOrder {
  lines: OrderLine[];
  billings: OrderBilling[];
  totals: { subTotal: string; billingTotal: string; nettTotal: string };
}

/** An app order to store: who sent it and its priced lines. */
export interface NewAppOrder {
  /** the guest page makes the id first (its order code points to it) */
  id?: string;
  outletId: string;
  maskedOutletNumber: string;
  orderCode: string;
  channel: OrderChannel;
  status: Extract<OrderStatus, 'DRAFT' | 'SERVED'>;
  orderTimestamp: Date;
  priced: PricedOrder;
  tableName?: string | null;
  requestId?: string | null;
  note?: string | null;
  /** who placed a guest order (`guestKey`), for the per-guest cap at a table */
  guestKey?: string | null;
}

/**
 * The one way an app order is written, for the guest page (`placeOrder`) and the signed webhook:
 * `price` applies the guest's rules (each item the highest version of its menu, its options of
 * its variants within their choices), prices by `SalePricing` with the outlet's add-ons; then
 * `insert` is one statement that stores nothing when the order's code or request id is already
 * there. Pricing only reads, so the guest page does it before taking its table's lock.
 */
@Injectable()
export class AppOrderWriter {
  constructor(
    private readonly book: MenuBook,
    private readonly pricing: SalePricing,
  ) {}

  async price(tx: Tx, items: CheckedItem[]): Promise<PricedOrder> {
    const lines = await this.lines(tx, items);
    const addOns = await this.book.billings(tx);
    const totals = saleTotals({ items: lines, billings: addOns });
    const billings = addOns.map((b, i) => ({ ...b, price: totals.billingPrices[i] }));
    return { lines, billings, totals };
  }

  /** Stores the order unless its (masked number, code) or request id exists: true when stored. */
  async insert(tx: Tx, order: NewAppOrder): Promise<boolean> {
    const { sql, params } = appOrderInsert(order);
    const inserted: unknown[] = await tx.manager.query(sql, params);
    return inserted.length > 0;
  }

  /**
   * Lines checked against the menu (the guest's words), then priced by `SalePricing` from the
   * same rows: two statements for any number of lines (the items with their menus' highest
   * versions, then their variants), nothing read twice.
   */
  private async lines(tx: Tx, items: CheckedItem[]): Promise<OrderLine[]> {
    const menus = await this.book.menuItemsWithHighest(
      tx,
      items.map((i) => i.menuItemId),
    );
    const entries = items.map((i) => {
      const menu = menus.get(i.menuItemId.toLowerCase());
      // only the highest version of a menu is on the page
      if (
        !menu ||
        !offeredToGuests(menu) ||
        (menu.menuId && menu.highestVersion !== menu.versionNumber)
      ) {
        throw new BadInputError(M.itemUnavailable, 'menuItemId');
      }
      return menu;
    });
    const variants = await this.book.variants(tx, [
      ...new Set(entries.flatMap((m) => m.variantIds)),
    ]);
    const labels = items.map((item, i) =>
      checkOptions(item.optionIds, entries[i].variantIds, variants),
    );
    const priced = this.pricing.priceRead(
      items.map((i) => ({
        menuItemId: i.menuItemId,
        quantity: String(i.quantity),
        optionIds: i.optionIds,
      })),
      entries,
      variants,
    );
    return priced.map((line, i) => ({
      ...line,
      quantity: Number(line.quantity),
      note: items[i].note,
      labels: labels[i],
    }));
  }
}

const ORDER_COLUMNS = `id, outlet_id, masked_outlet_number, order_code, channel, order_date,
  order_timestamp, sub_total, billing_total, total, items, billings, status, table_name,
  request_id, note, guest_key`;
/** `orderParams` as ORDER_COLUMNS' values, typed (they may be SELECTed); the date in SQL */
const ORDER_VALUES = `coalesce($1::uuid, gen_random_uuid()), $2::uuid, $3::text, $4::text,
  $5::text, ($6::timestamptz AT TIME ZONE $17::text)::date, $6::timestamptz, $7::numeric,
  $8::numeric, $9::numeric, $10::jsonb, $11::jsonb, $12::text, $13::text, $14::uuid, $15::text,
  $16::text`;

/**
 * The one statement that stores an app order, `ON CONFLICT DO NOTHING RETURNING id` (nothing
 * when its (masked number, code) or request id is there). Its values are `params` $1 to $17 (a
 * caller adding its own starts at $18: `$13` is the table name, `$14` the request id, `$16` the
 * guest key); with `from` (a CTE's name) it stores the order only when that CTE has a row.
 */
export function appOrderInsert(
  order: NewAppOrder,
  from?: string,
): { sql: string; params: unknown[] } {
  return {
    sql: `INSERT INTO app_orders (${ORDER_COLUMNS})
          ${from ? `SELECT ${ORDER_VALUES} FROM ${from}` : `VALUES (${ORDER_VALUES})`}
          ON CONFLICT DO NOTHING RETURNING id`,
    params: orderParams(order),
  };
}

function orderParams(order: NewAppOrder): unknown[] {
  const { lines, billings, totals } = order.priced;
  return [
    order.id ?? null,
    order.outletId,
    order.maskedOutletNumber,
    order.orderCode,
    order.channel,
    order.orderTimestamp,
    totals.subTotal,
    totals.billingTotal,
    totals.nettTotal,
    JSON.stringify(lines),
    JSON.stringify(billings),
    order.status,
    order.tableName ?? null,
    order.requestId ?? null,
    order.note ?? null,
    order.guestKey ?? null,
    // order_date: the order's calendar date in the outlet's time zone (as `dateIn`), by Postgres
    DEFAULT_TIME_ZONE,
  ];
}

/** The lines' shape and bounds (the guest's messages), before anything is read or written. */
export function checkOrderItems(input: unknown): CheckedItem[] {
  const items: unknown[] = Array.isArray(input) ? input : [];
  if (!items.length) throw new BadInputError(M.noItems, 'items');
  if (items.length > MAX_ORDER_LINES) throw new BadInputError(M.tooManyLines, 'items');
  return items.map((raw): CheckedItem => {
    const item = (raw ?? {}) as {
      menuItemId?: unknown;
      quantity?: unknown;
      optionIds?: unknown;
      note?: unknown;
    };
    if (typeof item.menuItemId !== 'string' || !isUuid(item.menuItemId)) {
      throw new BadInputError(M.itemUnavailable, 'menuItemId');
    }
    if (!isOrderQuantity(item.quantity)) throw new BadInputError(M.quantity, 'quantity');
    const optionIds = item.optionIds ?? [];
    if (!Array.isArray(optionIds) || !optionIds.every((o) => typeof o === 'string' && isUuid(o))) {
      throw new BadInputError(M.optionInvalid, 'optionIds');
    }
    const itemNote = typeof item.note === 'string' ? item.note.trim() : '';
    if (itemNote.length > MAX_ITEM_NOTE) throw new BadInputError(M.itemNoteTooLong, 'note');
    return {
      menuItemId: item.menuItemId.toLowerCase(),
      quantity: item.quantity,
      optionIds: optionIds.map((o) => o.toLowerCase()),
      note: itemNote || null,
    };
  });
}

/**
 * The chosen options against the item's variants (the guest's words): each of a variant of the
 * item, once; SINGLE at most one, MULTIPLE at most maxChoice. Answers the options' labels.
 */
function checkOptions(
  optionIds: string[],
  variantIds: string[],
  variants: Map<string, VariantEntry>,
): string[] {
  const index = new Map<string, { variant: VariantEntry; name: string; addOnPrice: string }>();
  for (const id of variantIds) {
    const variant = variants.get(id);
    if (!variant || variant.deleted) continue;
    for (const o of variant.options) {
      index.set(o.optionId, { variant, name: o.name ?? '', addOnPrice: o.addOnPrice });
    }
  }
  const seen = new Set<string>();
  const perVariant = new Map<string, number>();
  return optionIds.map((raw) => {
    const id = raw.toLowerCase();
    const found = index.get(id);
    if (!found) throw new BadInputError(M.optionInvalid, 'optionIds');
    if (seen.has(id)) throw new BadInputError(M.optionTwice, 'optionIds');
    seen.add(id);
    const { variant } = found;
    const count = (perVariant.get(variant.variantId) ?? 0) + 1;
    perVariant.set(variant.variantId, count);
    if (variant.variantType === 'SINGLE' && count > 1) {
      throw new BadInputError(M.singleChoice(variant.name), 'optionIds');
    }
    const max = Math.max(variant.maxChoice, 1);
    if (count > max) throw new BadInputError(M.maxChoice(variant.name, max), 'optionIds');
    return optionLabel(variant.name, found.name, found.addOnPrice);
  });
}
