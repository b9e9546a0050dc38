import { Injectable } from '@nestjs/common';
import { byKeys, Db } from '@mise/platform';
import { ExpenseExtractionModel } from './extraction.model';
import { ExtractionService } from './extraction.service';

/**
 * `Expense.extraction` and `Expense.linesToReview`: one statement per outlet per request each,
 * whatever the page size (`db.outletLoader`).
 */
@Injectable()
export class ExtractionLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: ExtractionService,
  ) {}

  extraction(e: { id: string; outletId: string }): Promise<ExpenseExtractionModel | null> {
    return this.db
      .outletLoader<ExpenseExtractionModel>('expense-extraction', async (tx, ids) =>
        byKeys(ids, await this.service.latestJobs(tx, ids), (j) => j.expenseId).map((j) =>
          j ? ExpenseExtractionModel.from(j) : null,
        ),
      )
      .load(e.outletId, e.id);
  }

  async linesToReview(e: { id: string; outletId: string }): Promise<number> {
    const n = await this.db
      .outletLoader<number>('expense-lines-to-review', async (tx, ids) => {
        const counts = await this.service.linesToReview(tx, ids);
        return ids.map((id) => counts.get(id) ?? 0);
      })
      .load(e.outletId, e.id);
    return n ?? 0;
  }
}
