/**
 * Beyond issue 20's spec: the supplier's price and substitute offers on a purchase order's lines,
 * the outlet's decisions on them, and receiving (partial deliveries). The procurement service and
 * the web use these; the totals stay exact (`purchaseOrderItemTotal`, `purchaseOrderGrandTotal`).
 */
import { boundedDecimal, DecimalBounds, MAX_NAME_LENGTH, rangeText, upperName } from './bounds';
import { add, cmp, dec, type Decimal, type DecimalInput, sub } from './money';
import { purchaseOrderItemTotal } from './purchase-order';

/** A difference's decision: PENDING until the outlet accepts or rejects it. */
export type ChangeDecisionValue = 'PENDING' | 'ACCEPTED' | 'REJECTED';
/** Which difference of a line a decision is about. */
export type PurchaseOrderChangeKindValue = 'PRICE' | 'SUBSTITUTE';

export const PurchaseOrderChangeMessages = {
  unitPriceInvalid: `Unit price must be ${rangeText(DecimalBounds.unitCost, 'zero')}`,
  substituteTooLong: `Substitute names must be at most ${MAX_NAME_LENGTH} characters long`,
  substitutePriceInvalid: `Substitute unit price must be ${rangeText(DecimalBounds.unitCost, 'zero')}`,
  notConfirmed: 'Only sent purchase orders can be changed this way.',
  noDecisions: 'Choose a change to accept or reject.',
  noSuchChange: 'This change is not waiting for a decision.',
  decidedTwice: 'Decide each change once.',
  substituteUsed: 'The substitute is already an item on this purchase order',
  receiptDateInvalid: 'Enter a receiving date from the purchase order date up to today.',
  receiptEmpty: 'Enter a quantity received for at least one item.',
  receiptQuantityInvalid: `Quantity received must be ${rangeText(DecimalBounds.quantity, 'zero')}`,
  receiptItemTwice: 'Each item may appear once per delivery.',
  overReceipt: (name: string, ordered: string, received: string) =>
    `Cannot receive more ${name} than ordered: ${ordered} ordered, ${received} already received.`,
  /** Success texts the web shows. */
  responseSent: 'Your response has been sent',
  priceAccepted: 'Price accepted',
  priceRejected: 'Price rejected',
  substituteAccepted: 'Substitute accepted',
  substituteRejected: 'Substitute rejected',
  receiptRecorded: 'Delivery recorded',
} as const;

/** What a supplier may offer on a line beside "in stock" (public page). */
export interface SupplierOfferText {
  unitPrice?: string | null;
  substitute?: { name: string; unitPrice?: string | null } | null;
}

export interface SupplierOffer {
  /** the supplier's unit price (confirmed or changed), or null when not given */
  unitPrice: Decimal | null;
  substituteName: string | null;
  substituteUnitPrice: Decimal | null;
}

export type SupplierOfferCheck =
  { ok: true; offer: SupplierOffer } | { ok: false; message: string };

const M = PurchaseOrderChangeMessages;

function price(text: string | null | undefined): Decimal | null | false {
  if (!(text ?? '').trim()) return null;
  const read = boundedDecimal(text, DecimalBounds.unitCost);
  return read.ok && cmp(read.value, 0) >= 0 ? read.value : false;
}

/**
 * A supplier's offer on one line, checked: prices within the unit-cost bound (0 or more), the
 * substitute's name upper-cased like inventory names (blank, or the line's own name, is no
 * substitute; its price is then ignored).
 */
export function checkSupplierOffer(
  input: SupplierOfferText | null | undefined,
  inventoryName: string,
): SupplierOfferCheck {
  const unitPrice = price(input?.unitPrice);
  if (unitPrice === false) return { ok: false, message: M.unitPriceInvalid };
  let substituteName: string | null = upperName(input?.substitute?.name) || null;
  if (substituteName && substituteName.length > MAX_NAME_LENGTH) {
    return { ok: false, message: M.substituteTooLong };
  }
  if (substituteName === upperName(inventoryName)) substituteName = null;
  const substituteUnitPrice = substituteName ? price(input?.substitute?.unitPrice) : null;
  if (substituteUnitPrice === false) return { ok: false, message: M.substitutePriceInvalid };
  return { ok: true, offer: { unitPrice, substituteName, substituteUnitPrice } };
}

/** A line's differences as stored: a price that differs from the asked cost, a substitute. */
export function offerDecisions(
  offer: SupplierOffer,
  askedCost: DecimalInput,
): { price: ChangeDecisionValue | null; substitute: ChangeDecisionValue | null } {
  return {
    price: offer.unitPrice !== null && cmp(offer.unitPrice, askedCost) !== 0 ? 'PENDING' : null,
    substitute: offer.substituteName ? 'PENDING' : null,
  };
}

/** A line as the decisions see it. */
export interface ChangeableLine {
  inventoryName: string;
  amount: DecimalInput;
  quantity: DecimalInput;
  cost: DecimalInput;
  supplierUnitPrice: DecimalInput | null;
  priceDecision: ChangeDecisionValue | null;
  substituteName: string | null;
  substituteUnitPrice: DecimalInput | null;
  substituteDecision: ChangeDecisionValue | null;
}

/**
 * The line after the outlet's decisions (each on a PENDING difference): an accepted price
 * becomes the cost; an accepted substitute becomes the inventory name, and its own unit price
 * (when it gave one) the cost, over an accepted price offer. Rejected ones leave the outlet's
 * values. The total is recomputed (exact, half-up to the cent).
 */
export function applyChangeDecisions(
  line: ChangeableLine,
  decisions: { price?: boolean; substitute?: boolean },
): {
  inventoryName: string;
  cost: Decimal;
  total: Decimal;
  priceDecision: ChangeDecisionValue | null;
  substituteDecision: ChangeDecisionValue | null;
} {
  let cost: Decimal = dec(line.cost);
  let inventoryName = line.inventoryName;
  let priceDecision = line.priceDecision;
  let substituteDecision = line.substituteDecision;
  if (decisions.price !== undefined && priceDecision === 'PENDING') {
    priceDecision = decisions.price ? 'ACCEPTED' : 'REJECTED';
    if (decisions.price && line.supplierUnitPrice !== null) cost = dec(line.supplierUnitPrice);
  }
  if (decisions.substitute !== undefined && substituteDecision === 'PENDING') {
    substituteDecision = decisions.substitute ? 'ACCEPTED' : 'REJECTED';
    if (decisions.substitute && line.substituteName) {
      inventoryName = line.substituteName;
      if (line.substituteUnitPrice !== null) cost = dec(line.substituteUnitPrice);
    }
  }
  return {
    inventoryName,
    cost,
    total: purchaseOrderItemTotal(cost, line.amount, line.quantity),
    priceDecision,
    substituteDecision,
  };
}

/** The number of differences still waiting for the outlet (Save to Expenses waits for 0). */
export function pendingChangeCount(
  lines: ReadonlyArray<{
    priceDecision: ChangeDecisionValue | null;
    substituteDecision: ChangeDecisionValue | null;
  }>,
): number {
  return lines.reduce(
    (n, l) =>
      n + (l.priceDecision === 'PENDING' ? 1 : 0) + (l.substituteDecision === 'PENDING' ? 1 : 0),
    0,
  );
}

/** A delivery's quantity as typed: 0 or more within the quantity bound (0 = nothing of it). */
export function checkReceivedQuantity(text: string | null | undefined): Decimal | null {
  const read = boundedDecimal(text, DecimalBounds.quantity);
  return read.ok && cmp(read.value, 0) >= 0 ? read.value : null;
}

/** What is left to receive of a line (never below 0). */
export function remainingToReceive(ordered: DecimalInput, received: DecimalInput): Decimal {
  const left = sub(ordered, received);
  return cmp(left, 0) > 0 ? left : dec(0);
}

/** Whether `arriving` more fits: received + arriving ≤ ordered (over-receipt is refused). */
export function receiptFits(
  ordered: DecimalInput,
  received: DecimalInput,
  arriving: DecimalInput,
): boolean {
  return cmp(add(received, arriving), ordered) <= 0;
}
