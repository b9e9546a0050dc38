import type { Tx } from '@mise/platform';
import type { ItemState } from './ledger.types';

/**
 * Told, inside the writing transaction, which ingredients' average or last price the ledger just
 * changed, so that `inventory.ingredient.saved` goes out with them (flows.md §3 "Last price").
 * Provided by the ingredient module; the ledger works without one.
 */
export interface PriceListener {
  pricesChanged(tx: Tx, changed: ItemState[]): Promise<void>;
}

export const PRICE_LISTENER = Symbol('PRICE_LISTENER');
