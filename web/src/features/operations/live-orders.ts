/**
 * Pure rules of the waiter and kitchen dashboards (issue 12): which orders are new since the
 * last look, how old an order is in words, where it comes from, and the order of the cards.
 */

/** What these rules read of an order (`LiveOrder`). */
export interface OrderFacts {
  id: string;
  placedAt: string;
  tableName?: string | null;
  channel: string;
}

/**
 * Remembers the orders of the last answer and tells which ids of the next one are new. The first
 * answer (the list as the screen opens) has nothing new: only orders that arrive while it is open
 * ring and light up.
 */
export class OrderArrivals {
  private known: Set<string> | null = null;

  /** The ids of `ids` that the previous answer did not hold; none on the first answer. */
  observe(ids: readonly string[]): string[] {
    const previous = this.known;
    this.known = new Set(ids);
    if (previous === null) return [];
    return ids.filter((id) => !previous.has(id));
  }

  /** Forgets what was seen: the next answer counts as a first one again. */
  reset(): void {
    this.known = null;
  }
}

const MINUTE = 60_000;

/** "just now", "1 min ago", "12 min ago", "1 h ago", "2 h 5 min ago". */
export function ageText(placedAt: string | Date, now: number): string {
  const elapsed = now - new Date(placedAt).getTime();
  const minutes = Math.floor(elapsed / MINUTE);
  if (!Number.isFinite(minutes) || minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h ago` : `${hours} h ${rest} min ago`;
}

/** How long an order has waited, for the card's colour: fresh under 10 min, late from 20. */
export type AgeLevel = 'fresh' | 'waiting' | 'late';

export function ageLevel(placedAt: string | Date, now: number): AgeLevel {
  const minutes = (now - new Date(placedAt).getTime()) / MINUTE;
  if (minutes >= 20) return 'late';
  if (minutes >= 10) return 'waiting';
  return 'fresh';
}

const CHANNEL_LABEL: Record<string, string> = {
  WEB: 'Web order',
  WHATSAPP: 'WhatsApp order',
};

/** The card's heading: the table as the outlet named it, or the channel of an outside order. */
export function orderPlace(order: Pick<OrderFacts, 'tableName' | 'channel'>): string {
  const table = order.tableName?.trim();
  if (table) return table;
  return CHANNEL_LABEL[order.channel] ?? `${order.channel} order`;
}

/**
 * The cards' order: oldest first (the next to handle at the top left), and orders placed at the
 * same moment by table name, so a table's orders stay together.
 */
export function sortOrders<T extends OrderFacts>(orders: readonly T[]): T[] {
  return [...orders].sort(
    (a, b) =>
      new Date(a.placedAt).getTime() - new Date(b.placedAt).getTime() ||
      orderPlace(a).localeCompare(orderPlace(b), undefined, { numeric: true }) ||
      a.id.localeCompare(b.id),
  );
}

/** The words a screen reader says when orders arrive ("New order: Table 5"). */
export function arrivalText(orders: readonly Pick<OrderFacts, 'tableName' | 'channel'>[]): string {
  if (orders.length === 0) return '';
  if (orders.length === 1) return `New order: ${orderPlace(orders[0])}`;
  return `${orders.length} new orders: ${orders.map(orderPlace).join(', ')}`;
}
