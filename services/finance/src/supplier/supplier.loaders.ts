import { Injectable } from '@nestjs/common';
import { Db, type PageArgs } from '@mise/platform';
import type { SupplierModel } from './supplier.model';
import { type SupplierExpensesPage, SupplierExpensesService } from './supplier-expenses.service';

/**
 * Supplier references and Past Purchases through `db.outletLoader`: only outlets the actor may
 * use, in that outlet's scope, one statement per outlet per request (per page asked).
 */
@Injectable()
export class SupplierLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: SupplierExpensesService,
  ) {}

  /** The reference, for an outlet the actor may use; else null. */
  reference(ref: { id: string; outletId: string }): Promise<SupplierModel | null> {
    return this.db
      .outletLoader<SupplierModel>('supplier', (_tx, ids, outletId) =>
        Promise.resolve(ids.map((id) => ({ id, outletId }))),
      )
      .load(ref.outletId, ref.id);
  }

  async expenses(
    supplier: { id: string; outletId: string },
    search: string | null | undefined,
    page: PageArgs,
  ): Promise<SupplierExpensesPage> {
    const name = `supplier-expenses:${JSON.stringify([search ?? null, page.offset, page.limit])}`;
    const found = await this.db
      .outletLoader<SupplierExpensesPage>(name, (tx, ids) =>
        this.service.forSuppliers(tx, ids, search, page),
      )
      .load(supplier.outletId, supplier.id);
    return found ?? { rows: [], total: 0 };
  }
}
