import { add, cmp, div, dec, isPositive, mul, roundStored } from '@mise/domain';
import type { MovementKind } from './ledger.types';

/** The running state of one item: what the replay carries from row to row (flows.md §3). */
export interface RunningState {
  stock: string;
  averagePrice: string;
  lastPrice: string;
  lastPurchaseDate: string | null;
}

/** One live row as the replay sees it (reversed rows and reversals never reach it). */
export interface ReplayRow {
  kind: MovementKind;
  quantity: string;
  unitCost: string;
  movementDate: string;
}

export const ZERO_STATE: RunningState = {
  stock: '0',
  averagePrice: '0',
  lastPrice: '0',
  lastPurchaseDate: null,
};

/** Incoming rows average in (an opening stock as a purchase does); every other kind goes out. */
export const INCOMING_KINDS: ReadonlySet<MovementKind> = new Set([
  'PURCHASE',
  'PRODUCTION_OUTPUT',
  'OPENING',
]);

/**
 * Rows of either sign that never move the average: a stock count's difference (counted − on
 * hand) at the running average, in or out.
 */
export const SIGNED_KINDS: ReadonlySet<MovementKind> = new Set(['COUNT']);

/** Outgoing rows that keep their own unit cost instead of taking the running average. */
export const OWN_COST_KINDS: ReadonlySet<MovementKind> = new Set(['PURCHASE_RETURN']);

/**
 * One step of the weighted moving average (flows.md §3): an incoming row of `p` at `c` makes
 * `a := (q·a + p·c) ÷ (q + p)` when `q > 0`, else `a := c`, then `q += p`; an outgoing row (or a
 * COUNT of either sign) adds its quantity and takes `a` as its unit cost (PURCHASE_RETURN keeps
 * its own). Only a PURCHASE is a last price (an OPENING is not a purchase). The average
 * is rounded half-up to 6 places at each incoming row, the precision it is stored in, so a
 * replay started from a stored checkpoint gives exactly what a replay from the first row gives.
 * Answers the state after the row and the row's unit cost.
 */
export function step(
  state: RunningState,
  row: ReplayRow,
): { state: RunningState; unitCost: string } {
  if (INCOMING_KINDS.has(row.kind)) {
    const p = row.quantity;
    const c = row.unitCost;
    const averagePrice = isPositive(state.stock)
      ? roundStored(
          div(add(mul(state.stock, state.averagePrice), mul(p, c)), add(state.stock, p), 6),
        )
      : dec(c);
    const purchase = row.kind === 'PURCHASE';
    return {
      state: {
        stock: add(state.stock, p),
        averagePrice,
        lastPrice: purchase ? dec(c) : state.lastPrice,
        lastPurchaseDate: purchase ? row.movementDate : state.lastPurchaseDate,
      },
      unitCost: dec(c),
    };
  }
  return {
    state: { ...state, stock: add(state.stock, row.quantity) },
    unitCost: OWN_COST_KINDS.has(row.kind) ? dec(row.unitCost) : state.averagePrice,
  };
}

/** True when the average or the last price differ (what `inventory.ingredient.saved` carries). */
export function pricesDiffer(a: RunningState, b: RunningState): boolean {
  return cmp(a.averagePrice, b.averagePrice) !== 0 || cmp(a.lastPrice, b.lastPrice) !== 0;
}
