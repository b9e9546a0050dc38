/**
 * Orders placed from this browser, kept in localStorage so a reload (or a closed tab) shows their
 * status again: `{orderCode, token}` per table link, newest first, forgotten after a day.
 */
export interface SavedOrder {
  maskedOutletNumber: string;
  tableName: string;
  orderCode: string;
  token: string;
  /** epoch ms when the page stored it */
  savedAt: number;
}

export const SAVED_ORDERS_KEY = 'mise.order.placed';
const KEEP_MS = 24 * 60 * 60 * 1000;
const KEEP_AT_MOST = 20;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readAll(store: Store, now: number): SavedOrder[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(SAVED_ORDERS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return (parsed as SavedOrder[]).filter(
      (o) =>
        typeof o?.orderCode === 'string' &&
        typeof o.token === 'string' &&
        typeof o.savedAt === 'number' &&
        now - o.savedAt < KEEP_MS,
    );
  } catch {
    return [];
  }
}

function writeAll(store: Store, orders: SavedOrder[]): void {
  try {
    store.setItem(SAVED_ORDERS_KEY, JSON.stringify(orders.slice(0, KEEP_AT_MOST)));
  } catch {
    // storage full or refused (private mode): the status shows until the page is closed
  }
}

const sameTable = (o: SavedOrder, link: { maskedOutletNumber: string; tableName: string }) =>
  o.maskedOutletNumber === link.maskedOutletNumber &&
  o.tableName.toLowerCase() === link.tableName.toLowerCase();

/** This table's orders, newest first. */
export function savedOrders(
  store: Store,
  link: { maskedOutletNumber: string; tableName: string },
  now = Date.now(),
): SavedOrder[] {
  return readAll(store, now).filter((o) => sameTable(o, link));
}

export function saveOrder(
  store: Store,
  order: Omit<SavedOrder, 'savedAt'>,
  now = Date.now(),
): void {
  const others = readAll(store, now).filter((o) => o.orderCode !== order.orderCode);
  writeAll(store, [{ ...order, savedAt: now }, ...others]);
}

export function forgetOrder(store: Store, orderCode: string, now = Date.now()): void {
  writeAll(
    store,
    readAll(store, now).filter((o) => o.orderCode !== orderCode),
  );
}
