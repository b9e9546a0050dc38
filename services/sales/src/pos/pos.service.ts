import { Injectable } from '@nestjs/common';
import { isCalendarDate, MAX_POS_NAME, roundStored, SalesMessages as M } from '@mise/domain';
import { BadInputError, Db, isUuid, NotFoundError } from '@mise/platform';
import { MenuBook } from '../menu/menu-book';
import { posNameKey } from './pos-lines';
import { PosSales } from './pos-sales';
import type { PosUnmappedItemModel } from './pos.model';

/**
 * The owner's side of POS sales (issue 24): the point-of-sale names sold with no menu item
 * linked, and linking one (`pos_item_aliases`), which converges again every receipt that had
 * the name (a constant number of statements per receipt).
 */
@Injectable()
export class PosService {
  constructor(
    private readonly db: Db,
    private readonly book: MenuBook,
    private readonly sales: PosSales,
  ) {}

  /** Names not linked on receipts dated in [from, to), by name; one statement. */
  unmapped(from: string, to: string): Promise<PosUnmappedItemModel[]> {
    if (!isCalendarDate(from) || !isCalendarDate(to) || from > to) {
      throw new BadInputError(M.range.invalid, 'from');
    }
    return this.db.outlet(async (tx) => {
      const rows: Array<{
        pos_name: string;
        quantity: string;
        receipts: number;
        last_seen: string;
      }> = await tx.manager.query(
        `SELECT (array_agg(u->>'posName' ORDER BY r.receipt_date DESC, r.receipt_id))[1] AS pos_name,
                  sum((u->>'quantity')::numeric)::text AS quantity,
                  count(DISTINCT r.receipt_id)::int AS receipts,
                  to_char(max(r.receipt_date), 'YYYY-MM-DD') AS last_seen
             FROM pos_receipts r, jsonb_array_elements(r.unmapped) u
            WHERE r.receipt_type = 'SALE' AND r.receipt_date >= $1 AND r.receipt_date < $2
            GROUP BY u->>'key'
            ORDER BY u->>'key'`,
        [from, to],
      );
      return rows.map((r) => ({
        posName: r.pos_name,
        quantity: roundStored(r.quantity),
        receipts: r.receipts,
        lastSeen: r.last_seen,
      }));
    });
  }

  /**
   * Links a point-of-sale name to a menu item (the alias replaces an earlier one) and converges
   * the receipts that had the name unlinked; answers how many.
   */
  map(posName: string, menuItemId: string): Promise<number> {
    const name = typeof posName === 'string' ? posName.trim() : '';
    if (!name) throw new BadInputError(M.pos.nameBlank, 'posName');
    if (name.length > MAX_POS_NAME) throw new BadInputError(M.pos.nameTooLong, 'posName');
    if (!isUuid(menuItemId ?? '')) throw new NotFoundError(M.item.invalid);
    const id = menuItemId.toLowerCase();
    const key = posNameKey(name);
    return this.db.outlet(async (tx) => {
      const menu = (await this.book.menuItems(tx, [id])).get(id);
      if (!menu || menu.deleted) throw new NotFoundError(M.item.invalid);
      await tx.manager.query(
        `INSERT INTO pos_item_aliases (outlet_id, pos_name, menu_item_id) VALUES ($1, $2, $3)
         ON CONFLICT (outlet_id, pos_name)
         DO UPDATE SET menu_item_id = EXCLUDED.menu_item_id, updated_at = now()`,
        [tx.outletId, key, id],
      );
      const receipts: Array<{ receipt_id: string }> = await tx.manager.query(
        `SELECT receipt_id FROM pos_receipts
          WHERE outlet_id = $1 AND receipt_type = 'SALE' AND unmapped_names @> ARRAY[$2::text]
          ORDER BY receipt_date, receipt_id`,
        [tx.outletId, key],
      );
      for (const r of receipts) await this.sales.converge(tx, r.receipt_id);
      return receipts.length;
    });
  }
}
