import { Injectable, Logger } from '@nestjs/common';
import { ExpenseMessages as M } from '@mise/domain';
import {
  BadInputError,
  childRowsOf,
  Db,
  groupsByKeys,
  isUuid,
  NotFoundError,
  Storage,
  StorageMessages,
  type Tx,
  type UploadFileInput,
  type UploadTicket,
} from '@mise/platform';
import { ExpenseUploadEntity } from '../expense/expense.entity';
import type { ExpenseRow } from '../expense/expense.model';
import { ExpenseService } from '../expense/expense.service';
import { EXPENSE_FILE } from './expense-file.kind';

/** States whose files may not change: extraction reads them, a deleted expense is read-only. */
const FILES_FROZEN = ['PROCESSING', 'DELETED'];

/**
 * An expense's files (spec 3 §2.2 files panel, flows.md §6): a presigned PUT after checking the
 * expense, the platform's attach (size, magic bytes; a refused file is deleted, "Upload failed.
 * Please try again.") with the upload row in the same transaction, a presigned GET per request,
 * delete by id. Files do not change the expense (no revision, no event): no other service reads
 * them.
 */
@Injectable()
export class ExpenseFilesService {
  private readonly log = new Logger('expense-files');

  constructor(
    private readonly db: Db,
    private readonly storage: Storage,
    private readonly expenses: ExpenseService,
  ) {}

  /** Step 1: the expense is this outlet's and takes files; the kind's type and size checks. */
  async requestUpload(expenseId: string, file: UploadFileInput): Promise<UploadTicket> {
    await this.db.outlet((tx) => this.expenseTakingFiles(tx, expenseId, false));
    return this.storage.requestUpload({ kind: EXPENSE_FILE.kind, parentId: expenseId, ...file });
  }

  /** Step 3: the uploaded key, checked by the platform, kept as a file of the expense. */
  attach(expenseId: string, key: string): Promise<ExpenseRow> {
    return this.db.outlet(async (tx) => {
      await this.expenseTakingFiles(tx, expenseId, true);
      const file = await this.storage.attach(String(key ?? ''), EXPENSE_FILE.kind, {
        parentId: expenseId,
        tx,
      });
      await tx.manager.getRepository(ExpenseUploadEntity).insert({
        outletId: tx.outletId!,
        expenseId,
        key: file.key,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
      });
      return this.expenseOf(tx, expenseId);
    });
  }

  /** Deletes a file (row, then the stored object); answers its expense. */
  async delete(id: string): Promise<ExpenseRow> {
    const { key, expense } = await this.db.outlet(async (tx) => {
      const [row]: Array<{ key: string; expenseId: string }> = isUuid(id)
        ? await tx.manager.query(
            `SELECT key, expense_id AS "expenseId" FROM expense_uploads WHERE id = $1 FOR UPDATE`,
            [id],
          )
        : [];
      if (!row) throw new NotFoundError(StorageMessages.fileNotFound);
      await this.expenseTakingFiles(tx, row.expenseId, true);
      await tx.manager.query(`DELETE FROM expense_uploads WHERE id = $1`, [id]);
      return { key: row.key, expense: await this.expenseOf(tx, row.expenseId) };
    });
    await this.storage.delete(key).catch((e: Error) => {
      this.log.warn(`file ${key} not deleted from the store: ${e.message}`);
    });
    return expense;
  }

  /** The files of these expenses, oldest first (one statement), grouped by expense. */
  async files(tx: Tx, expenseIds: readonly string[]): Promise<ExpenseUploadEntity[][]> {
    const rows = await childRowsOf(tx, ExpenseUploadEntity, 'expenseId', expenseIds, {
      uploadedAt: 'ASC',
      id: 'ASC',
    });
    return groupsByKeys(expenseIds, rows, (r) => r.expenseId);
  }

  /**
   * A presigned GET (5 minutes) for a file of the request's outlet; null for a file of another
   * outlet (an expense reached by reference outside its outlet's request) or with storage off.
   */
  async url(key: string): Promise<string | null> {
    if (!this.storage.enabled) return null;
    try {
      return await this.storage.fileUrl(key);
    } catch (e) {
      if (e instanceof NotFoundError) return null;
      throw e;
    }
  }

  private async expenseTakingFiles(tx: Tx, expenseId: string, lock: boolean): Promise<void> {
    const [row]: Array<{ state: string }> = isUuid(expenseId)
      ? await tx.manager.query(
          `SELECT expense_state AS state FROM expenses WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
          [expenseId],
        )
      : [];
    if (!row) throw new NotFoundError(M.notFound);
    if (FILES_FROZEN.includes(row.state)) {
      throw new BadInputError(M.notEditable(row.state.toLowerCase()), 'expenseId');
    }
  }

  private async expenseOf(tx: Tx, id: string): Promise<ExpenseRow> {
    const [row] = await this.expenses.byIds(tx, [id]);
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }
}
