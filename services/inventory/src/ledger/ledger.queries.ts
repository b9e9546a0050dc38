import { Injectable } from '@nestjs/common';
import { dec } from '@mise/domain';
import { isUuid, type Tx } from '@mise/platform';
import { COLUMNS, LIVE, type MovementRow, type StockRow, toMovement, toState } from './ledger.sql';
import type { HistoryRow, ItemKind, ItemState, PurchaseSummary } from './ledger.types';

/**
 * The ledger's reads (flows.md §3): current states, the movement history, purchase summaries.
 * Each is one or two statements for any number of items. The write path is `Ledger`.
 */
@Injectable()
export class LedgerQueries {
  /** Current states (one statement for any number of items); an item with no rows: zeros. */
  async states(tx: Tx, itemKind: ItemKind, itemIds: string[]): Promise<Map<string, ItemState>> {
    const ids = [...new Set(itemIds)];
    const valid = ids.filter((id) => isUuid(id));
    const found: StockRow[] = valid.length
      ? await tx.manager.query(
          `SELECT item_kind, item_id::text, stock::text, average_price::text, last_price::text,
                  last_purchase_date::text, last_movement_date::text
             FROM item_stock WHERE item_kind = $1 AND item_id = ANY($2::uuid[])`,
          [itemKind, valid],
        )
      : [];
    const byId = new Map(found.map((r) => [r.item_id, r]));
    return new Map(
      ids.map((id) => {
        const s = toState(byId.get(id.toLowerCase()));
        return [id, { itemKind, itemId: id, ...s }];
      }),
    );
  }

  /**
   * Each item's stock and average at the end of `date` (Σ rows dated on or before it; the
   * average after them): the item's latest end-of-day checkpoint on or before that date, one
   * statement for any number of items; an item without rows by then: zeros. Under the items'
   * lock (`Ledger.lockItems`) a write that follows sees the same.
   */
  async statesAt(
    tx: Tx,
    itemKind: ItemKind,
    itemIds: string[],
    date: string,
  ): Promise<Map<string, { stock: string; averagePrice: string }>> {
    const ids = [...new Set(itemIds)];
    const valid = ids.filter((id) => isUuid(id));
    const found: Array<{ item_id: string; stock: string; average_price: string }> = valid.length
      ? await tx.manager.query(
          `SELECT DISTINCT ON (c.item_id) c.item_id::text, c.stock::text, c.average_price::text
             FROM stock_checkpoints c
            WHERE c.item_kind = $1 AND c.item_id = ANY($2::uuid[]) AND c.day <= $3::date
            ORDER BY c.item_id, c.day DESC`,
          [itemKind, valid, date],
        )
      : [];
    const byId = new Map(found.map((r) => [r.item_id, r]));
    return new Map(
      ids.map((id) => {
        const r = byId.get(id.toLowerCase());
        return [id, { stock: dec(r?.stock ?? '0'), averagePrice: dec(r?.average_price ?? '0') }];
      }),
    );
  }

  /** Live rows of one item, newest first, with running stock; paged. */
  async history(
    tx: Tx,
    itemKind: ItemKind,
    itemId: string,
    page: { offset: number; limit: number },
  ): Promise<{ rows: HistoryRow[]; totalCount: number }> {
    if (!isUuid(itemId)) return { rows: [], totalCount: 0 };
    const offset = Math.max(0, Math.floor(page.offset));
    const limit = Math.max(0, Math.floor(page.limit));
    // newest first: a row's running stock is the item's stock less every newer live row, so a
    // page reads only the rows up to its end, not the item's whole history
    const rows: Array<MovementRow & { running: string }> = await tx.manager.query(
      `SELECT h.*, (coalesce((SELECT s.stock FROM item_stock s
                               WHERE s.item_kind = $1 AND s.item_id = $2), 0)
                    - coalesce(sum(h.quantity::numeric) OVER (
                        ORDER BY h.movement_date DESC, h.recorded_at DESC, h.id DESC
                        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::text AS running
         FROM (SELECT ${COLUMNS} FROM stock_movements m
                WHERE m.item_kind = $1 AND m.item_id = $2 AND ${LIVE}
                ORDER BY m.movement_date DESC, m.recorded_at DESC, m.id DESC
                LIMIT $3) h
        ORDER BY h.movement_date DESC, h.recorded_at DESC, h.id DESC
        OFFSET $4`,
      [itemKind, itemId, offset + limit, offset],
    );
    const [c]: Array<{ n: number }> = await tx.manager.query(
      `SELECT count(*)::int AS n FROM stock_movements m
        WHERE m.item_kind = $1 AND m.item_id = $2 AND ${LIVE}`,
      [itemKind, itemId],
    );
    const totalCount = c.n;
    return {
      rows: rows.map((r) => ({ ...toMovement(r), runningStock: dec(r.running) })),
      totalCount,
    };
  }

  /**
   * Inventory items' live PURCHASE rows (flows.md §3, "Inventory item"), one statement for any
   * number of items: how many, the average quantity per purchase (ingredient units) and the
   * average unit cost weighted by quantity (Σ quantity × unitCost ÷ Σ quantity, 6 places). An
   * item without purchases: zeros.
   */
  async purchaseSummaries(
    tx: Tx,
    inventoryItemIds: string[],
  ): Promise<Map<string, PurchaseSummary>> {
    const ids = [...new Set(inventoryItemIds)];
    const valid = ids.filter((id) => isUuid(id));
    const found: Array<{ id: string; n: number; quantity: string; cost: string }> = valid.length
      ? await tx.manager.query(
          `SELECT m.inventory_item_id::text AS id, count(*)::int AS n,
                  round(avg(m.quantity), 6)::text AS quantity,
                  round(sum(m.quantity * m.unit_cost) / sum(m.quantity), 6)::text AS cost
             FROM stock_movements m
            WHERE m.inventory_item_id = ANY($1::uuid[]) AND m.kind = 'PURCHASE' AND ${LIVE}
            GROUP BY m.inventory_item_id`,
          [valid],
        )
      : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    return new Map(
      ids.map((id) => {
        const r = byId.get(id.toLowerCase());
        return [
          id,
          r
            ? { purchases: r.n, averageQuantity: dec(r.quantity), averageUnitCost: dec(r.cost) }
            : { purchases: 0, averageQuantity: '0', averageUnitCost: '0' },
        ];
      }),
    );
  }
}
