import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { FinanceSubjects, Requests } from '@mise/contracts';
import { ExpenseMessages as M, MAX_CREDITS_PER_EXTRACTION } from '@mise/domain';
import {
  AppError,
  BadInputError,
  Bus,
  childRowsOf,
  Db,
  editWindow,
  isUuid,
  NotFoundError,
  type Tx,
  changedRows,
} from '@mise/platform';
import { ExpenseUploadEntity } from '../expense/expense.entity';
import type { ExpenseRow } from '../expense/expense.model';
import { type ChangedBy, type ChangeRule, ExpenseService } from '../expense/expense.service';
import { ExtractionJobEntity } from './extraction.entity';

/** How long finance waits for billing's hold (flows.md §4.6). */
export const RESERVE_TIMEOUT_MS = 3000;

/** Structured e-invoices: read exactly, without OCR and without credits. */
export const FREE_TYPES: readonly string[] = ['application/xml', 'application/json'];

/** Automate, and Resolve on a FLAGGED expense: DRAFT, PROCESSED or FLAGGED (spec 3 §4.1). */
const AUTOMATABLE: ChangeRule = {
  states: ['DRAFT', 'PROCESSED', 'FLAGGED'],
  refuse: (s) => (s === 'PROCESSING' ? M.automateRunning : M.notEditable(s.toLowerCase())),
};

/**
 * Automate Expense (issue 22, flows.md §4.6): the spec's checks, the credits reserved with
 * billing (none when every file is a structured e-invoice), then in one transaction the job
 * (QUEUED), the expense PROCESSING and `finance.extraction.requested` for the worker. A hold made
 * but not used (no answer, nothing granted, the start refused) is settled at 0 at once.
 */
@Injectable()
export class ExtractionService {
  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    @Inject(ExpenseService) private readonly expenses: ExpenseService,
  ) {}

  async automate(id: string, by: ChangedBy): Promise<ExpenseRow> {
    const { outletId, files } = await this.db.outlet(async (tx) => {
      const row = await this.expenses.locked(tx, id, AUTOMATABLE, await editWindow(tx), false);
      const files = await this.files(tx, id);
      if (!files.length) throw new BadInputError(M.automateNoFiles, 'files');
      if (!row.supplierId) throw new BadInputError(M.automateNoSupplier, 'supplierName');
      return { outletId: tx.outletId!, files };
    });
    const free = files.every((f) => FREE_TYPES.includes(f.contentType));
    let reservationId: string | null = null;
    let granted = 0;
    if (!free) {
      reservationId = randomUUID();
      const reply = await this.bus.request(
        Requests.creditsReserve,
        { outletId, reservationId, expenseId: id, requested: MAX_CREDITS_PER_EXTRACTION },
        RESERVE_TIMEOUT_MS,
      );
      if (!reply) {
        // a hold billing made but we did not hear of is freed by its settle
        await this.settleUnused(reservationId, id);
        throw new AppError('SERVICE_UNAVAILABLE', M.creditsUnavailable);
      }
      granted = Number.isInteger(reply.granted) ? Math.max(0, reply.granted) : 0;
      if (granted === 0) {
        await this.settleUnused(reservationId, id);
        throw new BadInputError(M.automateNoCredits, 'id');
      }
    }
    try {
      return await this.expenses.change(id, by, AUTOMATABLE, async (tx, row) => {
        const files = await this.files(tx, id);
        if (!files.length) throw new BadInputError(M.automateNoFiles, 'files');
        if (!row.supplierId) throw new BadInputError(M.automateNoSupplier, 'supplierName');
        const job = await tx.manager.getRepository(ExtractionJobEntity).save({
          outletId: tx.outletId!,
          expenseId: id,
          reservationId,
          granted,
          state: 'QUEUED',
          filesTotal: files.length,
        });
        await tx.manager.query(
          `INSERT INTO extraction_open_jobs (job_id, outlet_id) VALUES ($1, $2)`,
          [job.id, tx.outletId],
        );
        await tx.manager.query(
          `UPDATE expenses SET expense_state = 'PROCESSING', processed = false WHERE id = $1`,
          [id],
        );
        await tx.emit(FinanceSubjects.extractionRequested, {
          jobId: job.id,
          expenseId: id,
          outletId: tx.outletId!,
          fileKeys: files.map((f) => f.key),
          reservationId,
          granted,
        });
        return { transitions: [[row.expenseState, 'PROCESSING']] };
      });
    } catch (e) {
      if (reservationId) await this.settleUnused(reservationId, id);
      throw e;
    }
  }

  /** The owner looked at a marked line (the web's "Looks right"): answers its expense. */
  async markReviewed(itemId: string, by: ChangedBy): Promise<ExpenseRow> {
    const expenseId = await this.db.outlet(async (tx) => {
      const [row]: Array<{ id: string }> = isUuid(itemId)
        ? await tx.manager.query(`SELECT expense_id AS id FROM expense_items WHERE id = $1`, [
            itemId,
          ])
        : [];
      if (!row) throw new NotFoundError(M.itemNotFound);
      return row.id;
    });
    const rule: ChangeRule = {
      states: ['DRAFT', 'PROCESSED', 'FLAGGED'],
      refuse: (s) => M.notEditable(s.toLowerCase()),
    };
    return this.expenses.change(expenseId, by, rule, async (tx) => {
      const done = await changedRows(
        tx,
        `UPDATE expense_items SET reviewed = true WHERE id = $1 AND expense_id = $2 RETURNING id`,
        [itemId, expenseId],
      );
      if (!done) throw new NotFoundError(M.itemNotFound);
      return {};
    });
  }

  /** The latest run of each expense (one statement). */
  async latestJobs(tx: Tx, expenseIds: readonly string[]): Promise<ExtractionJobEntity[]> {
    const ids = expenseIds.filter(isUuid);
    if (!ids.length) return [];
    const rows = await tx.manager
      .getRepository(ExtractionJobEntity)
      .createQueryBuilder('j')
      .distinctOn(['j.expense_id'])
      .where('j.expense_id = ANY(:ids)', { ids })
      .orderBy('j.expense_id')
      .addOrderBy('j.started_at', 'DESC')
      .addOrderBy('j.id', 'DESC')
      .getMany();
    return rows;
  }

  /** Lines marked for review and not yet looked at, per expense (one statement). */
  async linesToReview(tx: Tx, expenseIds: readonly string[]): Promise<Map<string, number>> {
    const ids = expenseIds.filter(isUuid);
    if (!ids.length) return new Map();
    const rows: Array<{ id: string; n: number }> = await tx.manager.query(
      `SELECT expense_id AS id, count(*)::int AS n FROM expense_items
        WHERE expense_id = ANY($1::uuid[]) AND NOT reviewed AND cardinality(review_reasons) > 0
        GROUP BY expense_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  private files(tx: Tx, expenseId: string): Promise<ExpenseUploadEntity[]> {
    return childRowsOf(tx, ExpenseUploadEntity, 'expenseId', [expenseId], {
      uploadedAt: 'ASC',
      id: 'ASC',
    });
  }

  /** Settles a hold that no job uses: `finished {0}` through the outbox. */
  private settleUnused(reservationId: string, expenseId: string): Promise<void> {
    return this.db.outlet(async (tx) => {
      await tx.emit(FinanceSubjects.extractionFinished, {
        reservationId,
        expenseId,
        creditsToCharge: 0,
      });
    });
  }
}
