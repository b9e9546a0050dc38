import { Injectable } from '@nestjs/common';
import { byKeys, Db, groupsByKeys } from '@mise/platform';
import {
  ExpenseItemModel,
  ExpenseMiscModel,
  type ExpenseRow,
  ExpenseStateChangeModel,
} from './expense.model';
import { ExpenseService } from './expense.service';

/**
 * The per-request batches behind Expense's fields and references: one statement per outlet per
 * request each, whatever the page size (`db.outletLoader`: only outlets the actor may use).
 */
@Injectable()
export class ExpenseLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: ExpenseService,
  ) {}

  async items(e: { id: string; outletId: string }): Promise<ExpenseItemModel[]> {
    const found = await this.db
      .outletLoader<ExpenseItemModel[]>('expense-items', async (tx, ids) =>
        groupsByKeys(ids, await this.service.items(tx, ids), (r) => r.expenseId).map((list) =>
          list.map((r) => ExpenseItemModel.from(r)),
        ),
      )
      .load(e.outletId, e.id);
    return found ?? [];
  }

  async miscs(e: { id: string; outletId: string }): Promise<ExpenseMiscModel[]> {
    const found = await this.db
      .outletLoader<ExpenseMiscModel[]>('expense-miscs', async (tx, ids) =>
        groupsByKeys(ids, await this.service.miscs(tx, ids), (r) => r.expenseId).map((list) =>
          list.map((r) => ExpenseMiscModel.from(r)),
        ),
      )
      .load(e.outletId, e.id);
    return found ?? [];
  }

  async history(e: { id: string; outletId: string }): Promise<ExpenseStateChangeModel[]> {
    const found = await this.db
      .outletLoader<ExpenseStateChangeModel[]>('expense-history', async (tx, ids) =>
        groupsByKeys(ids, await this.service.history(tx, ids), (r) => r.expenseId).map((list) =>
          list.map((r) => ExpenseStateChangeModel.from(r)),
        ),
      )
      .load(e.outletId, e.id);
    return found ?? [];
  }

  reference(ref: { id: string; outletId: string }): Promise<ExpenseRow | null> {
    return this.db
      .outletLoader<ExpenseRow>('expense', async (tx, ids) =>
        byKeys(ids, await this.service.byIds(tx, ids), (r) => r.id),
      )
      .load(ref.outletId, ref.id);
  }
}
