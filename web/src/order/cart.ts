import {
  type BillingRule,
  cmp,
  formatRM,
  type Decimal,
  type SaleAmountType,
  type SaleBillingType,
  itemUnitPrice,
  saleTotals,
} from './domain';
import type { ChosenOption } from './choices';
import { uuidV4 } from './request-id';

/**
 * The guest's cart (issue 12), pure: lines with options and notes, quantities 1..99, the order
 * note, and the totals computed with the sales service's own functions (`saleTotals`: item
 * totals with option add-ons, each billing add-on on the sub total, to the cent), so the page
 * shows what the server will charge. The cart keeps one requestId from its first line until an
 * order is placed: a retry after a network error sends the same id and never doubles the order.
 */
export const MAX_QUANTITY = 99;
export const MAX_LINES = 50;
export const MAX_ITEM_NOTE = 200;
export const MAX_ORDER_NOTE = 500;

export interface CartLine {
  /** item + options + note: adding the same thing again adds to this line */
  key: string;
  menuItemId: string;
  name: string;
  /** the menu price per item */
  price: string;
  options: readonly ChosenOption[];
  quantity: number;
  note: string;
}

export interface Cart {
  lines: readonly CartLine[];
  note: string;
  /** made with the first line, kept until the order is placed */
  requestId: string | null;
}

export const emptyCart: Cart = { lines: [], note: '', requestId: null };

export interface BillingAddOn {
  name: string;
  type: string;
  amountType: string;
  amount: string;
}

export const clampQuantity = (quantity: number): number =>
  Math.min(MAX_QUANTITY, Math.max(1, Math.round(Number.isFinite(quantity) ? quantity : 1)));

export function lineKey(
  menuItemId: string,
  options: readonly ChosenOption[],
  note: string,
): string {
  const ids = options.map((o) => o.optionId).sort();
  return JSON.stringify([menuItemId, ids, note.trim()]);
}

export type AddResult = { cart: Cart; added: true } | { cart: Cart; added: false; reason: string };

export const TOO_MANY_LINES = `An order can have at most ${MAX_LINES} different dishes.`;

/** Adds a line, or adds to the same line (up to 99); a new line past 50 is refused. */
export function addLine(
  cart: Cart,
  line: Omit<CartLine, 'key'>,
  newId: () => string = uuidV4,
): AddResult {
  const note = line.note.trim().slice(0, MAX_ITEM_NOTE);
  const key = lineKey(line.menuItemId, line.options, note);
  const requestId = cart.requestId ?? newId();
  const same = cart.lines.find((l) => l.key === key);
  if (same) {
    const lines = cart.lines.map((l) =>
      l.key === key ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l,
    );
    return { cart: { ...cart, lines, requestId }, added: true };
  }
  if (cart.lines.length >= MAX_LINES) return { cart, added: false, reason: TOO_MANY_LINES };
  const added: CartLine = { ...line, note, key, quantity: clampQuantity(line.quantity) };
  return { cart: { ...cart, lines: [...cart.lines, added], requestId }, added: true };
}

export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  return {
    ...cart,
    lines: cart.lines.map((l) => (l.key === key ? { ...l, quantity: clampQuantity(quantity) } : l)),
  };
}

/** Removes a line; the last one gone leaves an empty cart (a new order gets a new requestId). */
export function removeLine(cart: Cart, key: string): Cart {
  const lines = cart.lines.filter((l) => l.key !== key);
  return lines.length ? { ...cart, lines } : { ...emptyCart, note: cart.note };
}

export function setNote(cart: Cart, note: string): Cart {
  return { ...cart, note: note.slice(0, MAX_ORDER_NOTE) };
}

export const itemCount = (cart: Cart): number => cart.lines.reduce((n, l) => n + l.quantity, 0);

const asRule = (b: BillingAddOn): BillingRule => ({
  type: b.type as SaleBillingType,
  amountType: b.amountType as SaleAmountType,
  amount: b.amount,
});

/** One line's unit price with its options' add-ons (no rounding: menu prices have 2 decimals). */
export function lineUnitPrice(line: Pick<CartLine, 'price' | 'options'>): Decimal {
  return itemUnitPrice({
    price: line.price,
    quantity: 1,
    options: line.options.map((o) => ({ addOnPrice: o.addOnPrice, quantity: 1 })),
  });
}

export interface CartTotals {
  lineTotals: Decimal[];
  billings: Array<BillingAddOn & { price: Decimal }>;
  subTotal: Decimal;
  billingTotal: Decimal;
  total: Decimal;
}

/** The cart's totals as the server computes an order's (the same `saleTotals`). */
export function cartTotals(
  lines: readonly Pick<CartLine, 'price' | 'options' | 'quantity'>[],
  billings: readonly BillingAddOn[],
): CartTotals {
  const totals = saleTotals({
    items: lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      options: l.options.map((o) => ({ addOnPrice: o.addOnPrice, quantity: 1 })),
    })),
    billings: billings.map(asRule),
  });
  return {
    lineTotals: totals.itemTotals,
    billings: billings.map((b, i) => ({ ...b, price: totals.billingPrices[i] })),
    subTotal: totals.subTotal,
    billingTotal: totals.billingTotal,
    total: totals.nettTotal,
  };
}

/** What `placeOrder` takes from the cart (the server prices it again). */
export function placeOrderInput(
  cart: Cart,
  link: { maskedOutletNumber: string; tableName: string },
  newId: () => string = uuidV4,
) {
  const note = cart.note.trim();
  return {
    maskedOutletNumber: link.maskedOutletNumber,
    tableName: link.tableName,
    requestId: cart.requestId ?? newId(),
    note: note || null,
    items: cart.lines.map((l) => ({
      menuItemId: l.menuItemId,
      quantity: l.quantity,
      optionIds: l.options.map((o) => o.optionId),
      note: l.note || null,
    })),
  };
}

/** An option's add-on as the sheet shows it: "+RM 2.00" ("" when it costs nothing). */
export function addOnText(addOnPrice: string): string {
  const sign = cmp(addOnPrice, 0);
  if (sign === 0) return '';
  return sign > 0 ? `+${formatRM(addOnPrice)}` : formatRM(addOnPrice);
}

/** "Size: Large (+RM 2.00)": a cart line's option. */
export function optionLabel(o: ChosenOption): string {
  const addOn = addOnText(o.addOnPrice);
  return `${o.variantName}: ${o.name}${addOn ? ` (${addOn})` : ''}`;
}
