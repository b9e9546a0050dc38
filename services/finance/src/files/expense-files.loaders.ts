import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import { ExpenseFileModel } from './expense-files.model';
import { ExpenseFilesService } from './expense-files.service';

/** `Expense.files`: one statement per outlet per request (`db.outletLoader`), then the URLs. */
@Injectable()
export class ExpenseFilesLoaders {
  constructor(
    private readonly db: Db,
    private readonly service: ExpenseFilesService,
  ) {}

  async files(e: { id: string; outletId: string }): Promise<ExpenseFileModel[]> {
    const rows =
      (await this.db
        .outletLoader('expense-files', (tx, ids) => this.service.files(tx, ids))
        .load(e.outletId, e.id)) ?? [];
    const urls = await Promise.all(rows.map((r) => this.service.url(r.key)));
    return rows.flatMap((r, n) => {
      const url = urls[n];
      return url ? [ExpenseFileModel.from(r, url)] : [];
    });
  }
}
