import type { Tx } from '@mise/platform';
import type { ItemKind } from '../ledger/ledger.types';

export interface CreditInvoiceRow {
  id: string;
  movement_date: string;
  quantity: string;
  unit_cost: string;
  remarks: string | null;
  recorded_at: Date;
}

/**
 * An item's live CREDIT_INVOICE ledger rows (shown read-only among its adjustments): the one read
 * of `stock_movements` outside the ledger.
 */
export function creditInvoiceRows(
  tx: Tx,
  itemKind: ItemKind,
  itemId: string,
): Promise<CreditInvoiceRow[]> {
  return tx.manager.query(
    `SELECT m.id, to_char(m.movement_date, 'YYYY-MM-DD') AS movement_date, m.quantity::text,
            m.unit_cost::text, m.remarks, m.recorded_at
       FROM stock_movements m
      WHERE m.item_kind = $1 AND m.item_id = $2 AND m.kind = 'CREDIT_INVOICE'
        AND NOT EXISTS (SELECT 1 FROM stock_movements r WHERE r.reverses_id = m.id)`,
    [itemKind, itemId],
  );
}
