import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  formatOrderCode,
  isOrderCode,
  MAX_MENU_ITEM_VARIANTS,
  MAX_ORDER_NOTE,
  MAX_ORDERING_MENU_ITEMS,
  MAX_VARIANT_OPTIONS,
  normaliseOrderCode,
  ORDER_CODE_LENGTH,
  OrderingMessages as M,
  GUEST_TABLE_ORDER_LIMIT,
  TABLE_ORDER_LIMIT,
  TABLE_ORDER_WINDOW_MINUTES,
} from '@mise/domain';
import {
  AppError,
  BadInputError,
  Bus,
  Db,
  groupBy,
  isUuid,
  NotFoundError,
  randomCode,
  SERVICE_CONFIG,
  Storage,
  TooManyRequestsError,
  type Tx,
  withLookupsOutside,
} from '@mise/platform';
import type { SalesConfig } from '../config';
import { MenuBook, menuEntry, type MenuRow, offeredToGuests } from '../menu/menu-book';
import { AppOrderEntity } from '../order/app-order.entity';
import {
  AppOrderWriter,
  appOrderInsert,
  checkOrderItems,
  type CheckedItem,
  type NewAppOrder,
} from '../order/app-order-writer';
import type { GuestOrderModel, PlacedOrderModel, PlaceOrderInput } from '../order/app-order.model';
import { guestView, type GuestViewSource } from '../order/order-views';
import { isOrderToken, orderToken } from './order-token';
import type { OrderingItemModel, OrderingMenuModel } from './ordering-menu.model';
import { outletByMaskedNumber } from '../shared/outlets';

/** Tries at a fresh order code when one is taken (31^10 codes: practically never twice). */
const CODE_ATTEMPTS = 5;

/** The refusal of an unknown outlet or table: the page's "This table's link is not valid". */
const linkInvalid = () => new AppError('NOT_FOUND', M.linkInvalid, { field: 'tableName' });

/**
 * The guest's table page (issue 12): the menu from sales' projections of catalogue and identity
 * (no cross-database read), placing an order (priced here whatever the caller sends, at most
 * `TABLE_ORDER_LIMIT` per table per `TABLE_ORDER_WINDOW_MINUTES`, one per requestId) and its
 * status behind a code and a token.
 */
@Injectable()
export class OrderingService {
  private readonly log = new Logger('ordering');

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly book: MenuBook,
    private readonly writer: AppOrderWriter,
    private readonly storage: Storage,
    @Inject(SERVICE_CONFIG) private readonly config: SalesConfig,
  ) {}

  /**
   * The menu a table's link opens; null for an unknown masked number or table. The highest
   * version of each menu that is not deleted, by category, with variants and options, and the
   * outlet's enabled billing add-ons: the same statements for any menu size.
   */
  async menu(maskedOutletNumber: string, tableName: string): Promise<OrderingMenuModel | null> {
    const outlet = await outletByMaskedNumber(this.db, maskedOutletNumber);
    if (!outlet) return null;
    // no connection held while catalogue or identity answers a look-up
    return withLookupsOutside(this.db, this.bus, outlet.id, async (tx) => {
      const table = await this.book.tableByName(tx, tableName);
      if (!table) return null;
      let { items, variants } = await this.readMenu(tx);
      const stale = [
        items.filter((i) => i.needs_refresh).map((i) => i.menu_item_id),
        variants.filter((v) => v.needs_refresh).map((v) => v.variant_id),
      ] as const;
      if ((stale[0].length || stale[1].length) && (await this.book.refresh(tx, ...stale))) {
        ({ items, variants } = await this.readMenu(tx));
      }
      const billings = await this.book.billings(tx);
      const variantById = new Map(variants.map((v) => [v.variant_id, v]));
      const offered = items.map(menuEntry).filter(offeredToGuests);
      const byCategory = groupBy(offered, (m) => m.category);
      // the declared list sizes are the real ones (ORDERING_LIST_SIZES): at most
      // MAX_ORDERING_MENU_ITEMS items, the first by category and name
      let room = MAX_ORDERING_MENU_ITEMS;
      const categories = [...byCategory]
        .sort(([a], [b]) => compareNames(a, b))
        .map(([name, entries]) => {
          const shown = entries.sort((a, b) => compareNames(a.name, b.name)).slice(0, room);
          room -= shown.length;
          return { name, entries: shown };
        })
        .filter((c) => c.entries.length);
      return {
        outletName: outlet.name,
        maskedOutletNumber: outlet.masked,
        tableName: table.name,
        categories: await Promise.all(
          categories.map(async ({ name, entries }) => ({
            name,
            items: await Promise.all(
              entries.map(async (m): Promise<OrderingItemModel> => ({
                menuItemId: m.menuItemId,
                name: m.name,
                description: m.description,
                price: m.price,
                photoUrl: await this.photoUrl(outlet.id, m.photoKey),
                variants: m.variantIds.slice(0, MAX_MENU_ITEM_VARIANTS).flatMap((id) => {
                  const v = variantById.get(id);
                  if (!v) return [];
                  return [
                    {
                      variantId: v.variant_id,
                      name: v.name,
                      variantType: v.variant_type,
                      maxChoice: v.variant_type === 'SINGLE' ? 1 : Math.max(v.max_choice, 1),
                      options: (v.options ?? []).slice(0, MAX_VARIANT_OPTIONS).map((o) => ({
                        optionId: o.optionId,
                        name: o.name ?? '',
                        addOnPrice: o.addOnPrice,
                      })),
                    },
                  ];
                }),
              })),
            ),
          })),
        ),
        billings: billings.map((b) => ({
          name: b.name,
          type: b.type,
          amountType: b.amountType,
          amount: b.amount,
        })),
      };
    });
  }

  /**
   * A guest's order (channel WEB, status DRAFT). Checked whole before anything is written;
   * prices, add-ons, billing lines and totals from the projections. A repeated requestId
   * answers the stored order with `duplicate: true`.
   */
  async place(input: PlaceOrderInput, guest: string | null = null): Promise<PlacedOrderModel> {
    const secret = this.secret();
    const checked = checkPlaceInput(input);
    const outlet = await outletByMaskedNumber(this.db, input.maskedOutletNumber);
    if (!outlet) throw linkInvalid();
    const { order, duplicate } = await withLookupsOutside(
      this.db,
      this.bus,
      outlet.id,
      async (tx) => {
        const table = await this.book.tableByName(tx, input.tableName);
        if (!table) throw linkInvalid();
        // priced before the table's lock: the lock is held only to count and write
        const priced = await this.writer.price(tx, checked.items).catch(async (e: unknown) => {
          // a repeat (the page retrying) answers the stored order, whatever the menu is now
          if (e instanceof BadInputError || e instanceof NotFoundError) {
            const stored = await this.byRequestId(tx, checked.requestId);
            if (stored) return stored;
          }
          throw e;
        });
        if (priced instanceof AppOrderEntity) return { order: priced, duplicate: true };
        // one table's orders are counted and written one at a time, across instances
        await tx.manager.query(
          `SELECT pg_advisory_xact_lock(hashtext('sales:table-orders'), hashtext($1))`,
          [`${outlet.id}:${table.tableId}`],
        );
        const order: NewAppOrder & { id: string } = {
          id: randomUUID(),
          outletId: outlet.id,
          maskedOutletNumber: outlet.masked,
          orderCode: '',
          channel: 'WEB',
          status: 'DRAFT',
          orderTimestamp: new Date(),
          priced,
          tableName: table.name,
          requestId: checked.requestId,
          note: checked.note,
          guestKey: guestKeyOf(guest),
        };
        for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
          order.orderCode = formatOrderCode(randomCode(ORDER_CODE_LENGTH));
          const written = await writeGuestOrder(tx, order);
          if (written.repeat) return this.duplicateOf(tx, checked.requestId);
          if (written.mine >= GUEST_TABLE_ORDER_LIMIT) {
            throw new TooManyRequestsError(M.tooManyFromGuest);
          }
          if (written.recent >= TABLE_ORDER_LIMIT) {
            throw new TooManyRequestsError(M.tooManyFromTable);
          }
          if (written.stored) return { order: placedOrder(order), duplicate: false };
          if (!written.claimed) continue; // the code is another order's
          // claimed but not stored: the same requestId stored meanwhile (through another
          // table's lock), or an outside site's order of this code
          await tx.manager.query(`DELETE FROM order_codes WHERE order_code = $1`, [
            order.orderCode,
          ]);
          const stored = await this.byRequestId(tx, checked.requestId);
          if (stored) return { order: stored, duplicate: true };
        }
        throw new Error('no free order code after several attempts');
      },
    );
    return {
      orderCode: order.orderCode,
      statusToken: orderToken(secret, order.id),
      duplicate,
      order: guestView(order),
    };
  }

  /**
   * A guest's order by its code and status token; null for any wrong pair (the same answer
   * whatever the cause). The code is looked up outside RLS (`order_codes`: code -> outlet and
   * order, nothing else), the token checked, then the order read in its outlet's scope.
   */
  async status(orderCode: string, token: string): Promise<GuestOrderModel | null> {
    const secret = this.secret();
    if (!isOrderCode(orderCode) || typeof token !== 'string' || token.length > 100) return null;
    const code = formatOrderCode(normaliseOrderCode(orderCode));
    const rows: Array<{ outlet_id: string; order_id: string }> = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT outlet_id, order_id FROM order_codes WHERE order_code = $1`, [code]),
    );
    const found = rows[0];
    // the same work for an unknown code as for a wrong token
    if (!isOrderToken(secret, found?.order_id ?? randomUUID(), token) || !found) return null;
    const order = await this.db.forOutlet(found.outlet_id, (tx) =>
      tx.manager.getRepository(AppOrderEntity).findOneBy({ id: found.order_id }),
    );
    return order ? guestView(order) : null;
  }

  private async readMenu(tx: Tx) {
    const items: Array<MenuRow & { needs_refresh: boolean }> = await tx.manager.query(
      `SELECT DISTINCT ON (menu_id) * FROM menu_items
        WHERE known AND NOT deleted AND menu_id IS NOT NULL
        ORDER BY menu_id, version_number DESC`,
    );
    const ids = [...new Set(items.flatMap((i) => i.variant_ids ?? []))];
    const variants: Array<{
      variant_id: string;
      name: string;
      variant_type: 'SINGLE' | 'MULTIPLE';
      max_choice: number;
      options: Array<{ optionId: string; addOnPrice: string; name?: string }>;
      needs_refresh: boolean;
    }> = ids.length
      ? await tx.manager.query(
          `SELECT variant_id, name, variant_type, max_choice, options, needs_refresh
             FROM variants WHERE known AND NOT deleted AND variant_id = ANY($1::uuid[])`,
          [ids],
        )
      : [];
    return { items, variants };
  }

  private async duplicateOf(
    tx: Tx,
    requestId: string,
  ): Promise<{ order: AppOrderEntity; duplicate: true }> {
    const order = await this.byRequestId(tx, requestId);
    if (!order) throw new Error(`order of request ${requestId} not found`);
    return { order, duplicate: true };
  }

  private byRequestId(tx: Tx, requestId: string): Promise<AppOrderEntity | null> {
    return tx.manager.getRepository(AppOrderEntity).findOneBy({ requestId });
  }

  /** A presigned GET of catalogue's photo, stable for an hour; null without one (or storage). */
  private photoUrl(outletId: string, photoKey: string | null): Promise<string | null> {
    if (!photoKey || !this.storage.enabled) return Promise.resolve(null);
    return this.storage
      .sharedFileUrl(photoKey, { outletId, owner: 'catalogue', aggregate: 'menu-items' })
      .catch((e: Error) => {
        this.log.warn(`no URL for photo ${photoKey}: ${e.message}`);
        return null;
      });
  }

  private secret(): string {
    const secret = this.config.orderTokenSecret;
    if (!secret) throw new Error('ORDER_TOKEN_SECRET is not set: guest orders are off');
    return secret;
  }
}

/**
 * A guest order written under its table's lock, in ONE statement: the table's orders of the
 * window and the guest's among them counted, the requestId looked for, and only when it is new
 * and under both limits the code claimed in `order_codes` (a code is unique among guest orders
 * of every outlet) and the order stored (`appOrderInsert`). Nothing is written otherwise.
 */
async function writeGuestOrder(
  tx: Tx,
  order: NewAppOrder,
): Promise<{ recent: number; mine: number; repeat: boolean; claimed: boolean; stored: boolean }> {
  const insert = appOrderInsert(order, 'code');
  const [written]: Array<{
    recent: number;
    mine: number;
    repeat: boolean;
    claimed: boolean;
    stored: boolean;
  }> = await tx.manager.query(
    `WITH seen AS (
       SELECT count(*)::int AS recent,
              count(*) FILTER (WHERE coalesce(guest_key, '-') = $16)::int AS mine,
              EXISTS (SELECT 1 FROM app_orders WHERE request_id = $14::uuid) AS repeat
         FROM app_orders
        WHERE request_id IS NOT NULL AND lower(table_name) = lower($13)
          AND created_at > clock_timestamp() - make_interval(mins => $18)
     ), code AS (
       INSERT INTO order_codes (order_code, outlet_id, order_id)
       SELECT $4::text, $2::uuid, $1::uuid FROM seen WHERE NOT repeat AND mine < $19 AND recent < $20
       ON CONFLICT DO NOTHING RETURNING order_id
     ), stored AS (${insert.sql})
     SELECT recent, mine, repeat, EXISTS (SELECT 1 FROM code) AS claimed,
            EXISTS (SELECT 1 FROM stored) AS stored
       FROM seen`,
    [...insert.params, TABLE_ORDER_WINDOW_MINUTES, GUEST_TABLE_ORDER_LIMIT, TABLE_ORDER_LIMIT],
  );
  return written;
}

/** The order just stored as `guestView` reads it: what was written, not read back. */
function placedOrder(o: NewAppOrder & { id: string }): GuestViewSource & { id: string } {
  return {
    id: o.id,
    orderCode: o.orderCode,
    tableName: o.tableName ?? null,
    status: o.status,
    rejectReason: null,
    orderTimestamp: o.orderTimestamp,
    note: o.note ?? null,
    items: o.priced.lines,
    billings: o.priced.billings,
    subTotal: o.priced.totals.subTotal,
    billingTotal: o.priced.totals.billingTotal,
    total: o.priced.totals.nettTotal,
  };
}

/** What a guest order keeps of the page's guest token: a short hash ('-' without a token). */
function guestKeyOf(token: string | null): string {
  return token ? createHash('sha256').update(token).digest('base64url').slice(0, 22) : '-';
}

function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The order's shape and bounds, before anything is read or written. */
function checkPlaceInput(input: PlaceOrderInput): {
  requestId: string;
  note: string | null;
  items: CheckedItem[];
} {
  if (typeof input.requestId !== 'string' || !isUuid(input.requestId)) {
    throw new BadInputError(M.requestIdInvalid, 'requestId');
  }
  const note = typeof input.note === 'string' ? input.note.trim() : '';
  if (note.length > MAX_ORDER_NOTE) throw new BadInputError(M.noteTooLong, 'note');
  const checked = checkOrderItems(input.items);
  return { requestId: input.requestId.toLowerCase(), note: note || null, items: checked };
}
