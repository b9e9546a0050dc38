/**
 * The stock ledger's contract (flows.md §3) between the ledger (this folder) and the rest of
 * inventory (ingredients, adjustments, inventory items, batch stock). Quantities and costs are
 * exact decimal strings (6 places stored); dates `YYYY-MM-DD` in the outlet's time zone.
 */
export type ItemKind = 'INGREDIENT' | 'BATCH';

export type MovementKind =
  | 'PURCHASE'
  | 'PURCHASE_RETURN'
  | 'SALE_USAGE'
  | 'PRODUCTION_USAGE'
  | 'PRODUCTION_OUTPUT'
  | 'ADJUSTMENT'
  | 'BATCH_ADJUSTMENT'
  | 'CREDIT_INVOICE'
  | 'OPENING'
  | 'COUNT'
  | 'REVERSAL';

/** What writes a movement: the source document (flows.md §3, "From"). */
export type SourceType =
  | 'EXPENSE'
  | 'SALE'
  | 'BATCH_STOCK_IN'
  | 'ADJUSTMENT'
  | 'BATCH_ADJUSTMENT'
  | 'CREDIT_INVOICE'
  | 'STOCK_ENTRY';

export interface NewMovement {
  itemKind: ItemKind;
  itemId: string;
  kind: Exclude<MovementKind, 'REVERSAL'>;
  /** Signed: incoming (PURCHASE, PRODUCTION_OUTPUT, OPENING) > 0, COUNT either, every other < 0. */
  quantity: string;
  /** Required for PURCHASE, PURCHASE_RETURN, PRODUCTION_OUTPUT and OPENING; others take the replayed average. */
  unitCost?: string;
  movementDate: string;
  sourceType: SourceType;
  sourceId: string;
  sourceLineId?: string | null;
  menuItemId?: string | null;
  inventoryItemId?: string | null;
  remarks?: string | null;
  /** Adjustments only: waste, spoilage, staff meal, breakage, count correction, other. */
  reason?: string | null;
}

export interface Movement extends Required<Omit<NewMovement, 'kind' | 'unitCost'>> {
  id: string;
  kind: MovementKind;
  unitCost: string;
  reversesId: string | null;
  recordedAt: Date;
}

/** An item's state derived from its movements (cached per item, kept by the ledger). */
export interface ItemState {
  itemKind: ItemKind;
  itemId: string;
  /** Σ quantity of all rows. */
  stock: string;
  /** Weighted moving average after the last row (6 places). */
  averagePrice: string;
  /** unitCost of the latest non-reversed PURCHASE, or '0'. */
  lastPrice: string;
  /** movementDate of that purchase, or null ("N/A"). */
  lastPurchaseDate: string | null;
}

/** A movement history row: live rows only (neither reversed nor reversals), with running stock. */
export interface HistoryRow extends Movement {
  runningStock: string;
}

/** An inventory item's live purchases (average purchase quantity and unit price). */
export interface PurchaseSummary {
  /** live PURCHASE rows naming the inventory item */
  purchases: number;
  /** average quantity per purchase, in the ingredient's unit (6 places) */
  averageQuantity: string;
  /** Σ quantity × unitCost ÷ Σ quantity (6 places) */
  averageUnitCost: string;
}
