/**
 * Ordering's rules and texts (issue 12): the guest's table page (`placeOrder`, `orderStatus`),
 * the waiter's and kitchen's dashboards (order statuses and their moves) and the outlet's
 * ordering address. The sales and catalogue services and the web use these same functions.
 */
import { cmp, isDecimal, roundMoney } from './money';
import { MAX_MENU_ITEM_VARIANTS, MAX_VARIANT_OPTIONS } from './catalogue';
import { MAX_ORDER_QUANTITY } from './sales';

export type OrderStatus = 'DRAFT' | 'CONFIRMED' | 'SERVED' | 'REJECTED';
export type OrderAction = 'confirm' | 'reject' | 'serve';

/** Lines per guest order. */
export const MAX_ORDER_LINES = 50;
/** The order's note, characters. */
export const MAX_ORDER_NOTE = 500;
/** An item's note, characters. */
export const MAX_ITEM_NOTE = 200;
/** The waiter's reason for a rejection, characters. */
export const MAX_REJECT_REASON = 200;
/** The outlet's outside ordering address, characters. */
export const MAX_ORDERING_ADDRESS = 300;
/** Orders one table may place in `TABLE_ORDER_WINDOW_MINUTES` (counted by the server). */
export const TABLE_ORDER_LIMIT = 10;
export const TABLE_ORDER_WINDOW_MINUTES = 10;
/**
 * Of those, what one guest (one guest token; every guest without one together) may place: the
 * table's cap is a ceiling no single client can fill for the others.
 */
export const GUEST_TABLE_ORDER_LIMIT = 4;
/** `liveOrders(limit)`: 1 to this many. */
export const MAX_LIVE_ORDERS = 100;
/**
 * Menu items the guest menu shows (the whole menu, whatever its categories: they partition the
 * items); past it the first by category and name (issue 19, docs/decisions.md).
 */
export const MAX_ORDERING_MENU_ITEMS = 50;
/**
 * The real maximum length of each list of the guest's documents, by `Type.field`: what the
 * list-aware cost counts (`DECLARED_LIST_SIZES`). Categories count as 1 because they partition
 * the menu's items (`OrderingCategory.items` is the bound of the whole menu).
 */
export const ORDERING_LIST_SIZES = {
  'OrderingMenu.categories': 1,
  'OrderingCategory.items': MAX_ORDERING_MENU_ITEMS,
  'OrderingItem.variants': MAX_MENU_ITEM_VARIANTS,
  'OrderingVariant.options': MAX_VARIANT_OPTIONS,
  'GuestOrder.items': MAX_ORDER_LINES,
  'OrderLineView.options': MAX_MENU_ITEM_VARIANTS * MAX_VARIANT_OPTIONS,
  'LiveOrder.items': MAX_ORDER_LINES,
} as const;
/** Characters of an order code (without its dashes), from `ORDER_CODE_ALPHABET`. */
export const ORDER_CODE_LENGTH = 10;
/** No 0/O, 1/I/L: the alphabet of masked outlet numbers and order codes (31 characters). */
export const ORDER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const OrderingMessages = {
  /** The guest page's whole-page message for an unknown masked number or table. */
  linkInvalid: "This table's link is not valid",
  noItems: 'Your order is empty. Please add at least one item.',
  tooManyLines: `An order can have at most ${MAX_ORDER_LINES} lines.`,
  quantity: `Quantity must be a whole number from 1 to ${MAX_ORDER_QUANTITY}.`,
  itemUnavailable: 'An item in your order is no longer on the menu. Please refresh the menu.',
  optionInvalid: 'A chosen option is not available for this item. Please refresh the menu.',
  optionTwice: 'An option can be chosen once per item.',
  singleChoice: (variant: string) => `Choose only one option of ${variant}.`,
  maxChoice: (variant: string, max: number) =>
    `Choose at most ${max} option${max === 1 ? '' : 's'} of ${variant}.`,
  noteTooLong: `The order note can be at most ${MAX_ORDER_NOTE} characters.`,
  itemNoteTooLong: `An item note can be at most ${MAX_ITEM_NOTE} characters.`,
  requestIdInvalid: 'The request id must be a UUID.',
  tooManyFromTable: 'Too many orders from this table. Please wait a few minutes or ask a waiter.',
  tooManyFromGuest:
    'You have placed several orders from this table. Please wait a few minutes or ask a waiter.',
  /** the dashboards */
  notFound: 'Order not found',
  limitInvalid: `Limit must be a whole number from 1 to ${MAX_LIVE_ORDERS}`,
  alreadyConfirmed: 'This order is already confirmed.',
  alreadyServed: 'This order is already served.',
  alreadyRejected: 'This order is already rejected.',
  notConfirmed: 'This order is not confirmed yet. Please confirm it first.',
  reasonBlank: 'Please give the guest a reason for rejecting the order.',
  reasonTooLong: `The reason can be at most ${MAX_REJECT_REASON} characters.`,
  /** catalogue's settings */
  addressInvalid: 'The ordering address must be an http:// or https:// address without "?" or "#".',
  addressTooLong: `The ordering address can be at most ${MAX_ORDERING_ADDRESS} characters.`,
};

const M = OrderingMessages;

/** Which statuses each dashboard action moves from, and what it moves to. */
const MOVES: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ['DRAFT'], to: 'CONFIRMED' },
  reject: { from: ['DRAFT', 'CONFIRMED'], to: 'REJECTED' },
  serve: { from: ['CONFIRMED'], to: 'SERVED' },
};

/** The status an action moves an order to. */
export function nextStatus(action: OrderAction): OrderStatus {
  return MOVES[action].to;
}

/** Why `action` cannot move an order in `status` (the waiter's words), or null when it can. */
export function transitionError(action: OrderAction, status: OrderStatus): string | null {
  if (MOVES[action].from.includes(status)) return null;
  switch (status) {
    case 'CONFIRMED':
      return M.alreadyConfirmed;
    case 'SERVED':
      return M.alreadyServed;
    case 'REJECTED':
      return M.alreadyRejected;
    default:
      return M.notConfirmed;
  }
}

/** The reason trimmed, or the message why it cannot be used. */
export function checkRejectReason(reason: unknown): { reason: string } | { error: string } {
  const r = typeof reason === 'string' ? reason.trim() : '';
  if (!r) return { error: M.reasonBlank };
  if (r.length > MAX_REJECT_REASON) return { error: M.reasonTooLong };
  return { reason: r };
}

/** An option as the guest and the dashboards read it: "Size: Large (+2.00)". */
export function optionLabel(variant: string, option: string, addOnPrice: string): string {
  const extra = isDecimal(addOnPrice) && cmp(addOnPrice, 0) > 0;
  return `${variant}: ${option}${extra ? ` (+${roundMoney(addOnPrice)})` : ''}`;
}

/** "K7QM2XHPRA" -> "K7QM-2XHP-RA": how an order code is shown and answered. */
export function formatOrderCode(raw: string): string {
  const s = normaliseOrderCode(raw);
  return [s.slice(0, 4), s.slice(4, 8), s.slice(8)].filter(Boolean).join('-');
}

/** An order code as typed or shown: dashes and spaces dropped, upper case. */
export function normaliseOrderCode(code: string): string {
  return String(code ?? '')
    .replace(/[\s-]/g, '')
    .toUpperCase();
}

/** A well-formed order code (10 characters of the alphabet, dashes allowed). */
export function isOrderCode(code: unknown): boolean {
  if (typeof code !== 'string' || code.length > 20) return false;
  const s = normaliseOrderCode(code);
  return s.length === ORDER_CODE_LENGTH && [...s].every((c) => ORDER_CODE_ALPHABET.includes(c));
}

/**
 * The outlet's outside ordering address: null or blank clears it (Mise's own page); else an
 * http(s) URL without query or fragment, at most 300 characters, kept without a trailing "/".
 */
export function checkOrderingAddress(
  url: string | null | undefined,
): { address: string | null } | { error: string } {
  const s = typeof url === 'string' ? url.trim() : '';
  if (!s) return { address: null };
  if (s.length > MAX_ORDERING_ADDRESS) return { error: M.addressTooLong };
  let parsed: URL;
  try {
    parsed = new URL(s);
  } catch {
    return { error: M.addressInvalid };
  }
  if (
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    !parsed.hostname ||
    s.includes('?') ||
    s.includes('#') ||
    parsed.username ||
    parsed.password ||
    /\s/.test(s)
  ) {
    return { error: M.addressInvalid };
  }
  return { address: s.replace(/\/+$/, '') };
}
