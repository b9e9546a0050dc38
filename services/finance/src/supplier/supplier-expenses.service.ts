import { Injectable } from '@nestjs/common';
import { containsPattern, isUuid, type PageArgs, type Tx } from '@mise/platform';
import type { ExpenseRow } from '../expense/expense.model';
import { ExpenseService } from '../expense/expense.service';

export interface SupplierExpensesPage {
  rows: ExpenseRow[];
  total: number;
}

/**
 * Past Purchases (spec 3 §2.4): every expense but DELETED naming the supplier, by expense date
 * (newest first), a page per supplier; `search` over the lines' item and ingredient names.
 */
@Injectable()
export class SupplierExpensesService {
  constructor(private readonly expenses: ExpenseService) {}

  /** A page of each supplier's expenses: one statement for every supplier, then the rows. */
  async forSuppliers(
    tx: Tx,
    supplierIds: readonly string[],
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<SupplierExpensesPage[]> {
    const ids = supplierIds.filter(isUuid);
    const pages = new Map<string, { ids: string[]; total: number }>();
    if (ids.length) {
      const pattern = search?.trim() ? containsPattern(search) : null;
      // the first of each supplier always comes back: its total even when the page is past the end
      const found: Array<{ id: string; supplierId: string; total: number; n: number }> =
        await tx.manager.query(
          `WITH matched AS (
             SELECT e.id, e.supplier_id AS "supplierId",
                    count(*) OVER (PARTITION BY e.supplier_id)::int AS total,
                    row_number() OVER (PARTITION BY e.supplier_id
                      ORDER BY e.expense_date DESC, e.created_at DESC, e.id DESC)::int AS n
               FROM expenses e
              WHERE e.supplier_id = ANY($1::uuid[]) AND e.expense_state <> 'DELETED'
                AND ($2::text IS NULL OR EXISTS (
                  SELECT 1 FROM expense_items i WHERE i.expense_id = e.id
                    AND (i.name ILIKE $2 OR i.ingredient ILIKE $2)))
           )
           SELECT * FROM matched WHERE n = 1 OR (n > $3 AND n <= $3 + $4)
            ORDER BY "supplierId", n`,
          [ids, pattern, page.offset, page.limit],
        );
      for (const r of found) {
        const entry = pages.get(r.supplierId) ?? { ids: [], total: r.total };
        if (r.n > page.offset && r.n <= page.offset + page.limit) entry.ids.push(r.id);
        pages.set(r.supplierId, entry);
      }
    }
    const wanted = [...pages.values()].flatMap((p) => p.ids);
    const rows = new Map((await this.expenses.byIds(tx, wanted)).map((r) => [r.id, r]));
    return supplierIds.map((id) => {
      const p = pages.get(id.toLowerCase());
      return p
        ? { rows: p.ids.flatMap((e) => rows.get(e) ?? []), total: p.total }
        : { rows: [], total: 0 };
    });
  }
}
