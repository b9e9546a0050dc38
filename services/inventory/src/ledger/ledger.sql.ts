import { dec } from '@mise/domain';
import { type RunningState, ZERO_STATE } from './ledger.replay';
import type { ItemKind, Movement, MovementKind } from './ledger.types';

/** The SQL pieces the ledger's write path and its queries share. */
/** The columns every read selects, dates and decimals as text (never a JS Date or float). */
export const COLUMNS = `m.id, m.item_kind, m.item_id::text, m.kind, m.quantity::text, m.unit_cost::text,
  m.movement_date::text, m.source_type, m.source_id::text, m.source_line_id::text,
  m.reverses_id::text, m.menu_item_id::text, m.inventory_item_id::text, m.remarks, m.reason,
  m.recorded_at`;

/** A live row: neither a reversal nor reversed. */
export const LIVE = `m.kind <> 'REVERSAL'
  AND NOT EXISTS (SELECT 1 FROM stock_movements r WHERE r.reverses_id = m.id)`;

export interface MovementRow {
  id: string;
  item_kind: ItemKind;
  item_id: string;
  kind: MovementKind;
  quantity: string;
  unit_cost: string;
  movement_date: string;
  source_type: Movement['sourceType'];
  source_id: string;
  source_line_id: string | null;
  reverses_id: string | null;
  menu_item_id: string | null;
  inventory_item_id: string | null;
  remarks: string | null;
  reason: string | null;
  recorded_at: Date;
}

export interface StockRow {
  item_kind: ItemKind;
  item_id: string;
  stock: string;
  average_price: string;
  last_price: string;
  last_purchase_date: string | null;
  last_movement_date: string | null;
}

export function toMovement(r: MovementRow): Movement {
  return {
    id: r.id,
    itemKind: r.item_kind,
    itemId: r.item_id,
    kind: r.kind,
    quantity: dec(r.quantity),
    unitCost: dec(r.unit_cost),
    movementDate: r.movement_date,
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceLineId: r.source_line_id,
    reversesId: r.reverses_id,
    menuItemId: r.menu_item_id,
    inventoryItemId: r.inventory_item_id,
    remarks: r.remarks,
    reason: r.reason,
    recordedAt: r.recorded_at,
  };
}

export function toState(r: StockRow | undefined): RunningState {
  if (!r) return ZERO_STATE;
  return {
    stock: dec(r.stock),
    averagePrice: dec(r.average_price),
    lastPrice: dec(r.last_price),
    lastPurchaseDate: r.last_purchase_date,
  };
}
