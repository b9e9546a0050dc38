import { Inject, Injectable, Logger } from '@nestjs/common';
import { FinanceSubjects } from '@mise/contracts';
import {
  boundedDecimal,
  cmp,
  DecimalBounds,
  div,
  dec,
  expenseItemTotal,
  ExtractionFlagRemarks as Flag,
  ExtractionReviewReasons as Why,
  isCalendarDate,
  MAX_EXPENSE_ITEMS,
  MAX_EXPENSE_MISCS,
  MAX_NAME_LENGTH,
  roundMoney,
  upperName,
} from '@mise/domain';
import {
  type DocumentReading,
  matchItem,
  normaliseDescription,
  type ReadLine,
} from '@mise/extraction';
import { Db, SERVICE_CONFIG, type Tx } from '@mise/platform';
import type { FinanceConfig } from '../config';
import { ExpenseItemEntity, ExpenseMiscEntity } from '../expense/expense.entity';
import { type ChangedBy, ExpenseService } from '../expense/expense.service';
import { ExtractionJobEntity } from './extraction.entity';
import { ItemMemory, type LearnedItem } from './item-memory';

/** The history's "updated by" of what the reading does (no owner). */
const READER: ChangedBy = { ownerId: null, name: '' };

/** Structured sources: read exactly and free (all their lines kept, none charged). */
const FREE_SOURCES = ['E_INVOICE', 'EMBEDDED_XML'];

/** What the worker read of one file: the reading, or why it could not. */
export interface FileReading {
  fileName: string;
  reading: DocumentReading | null;
}

export type Claim =
  | { kind: 'claimed'; job: ExtractionJobEntity }
  /** not this database's job (another deployment's or a deleted expense's) */
  | { kind: 'unknown' }
  /** DONE or FAILED already: nothing to do */
  | { kind: 'finished' }
  /** RUNNING when delivered again: the worker that had it died */
  | { kind: 'abandoned' };

interface Ref {
  id: string;
  name: string;
  ingredient: string | null;
  unit: string | null;
}

/**
 * A job's life in finance's database (issue 22, flows.md §4.6): claimed by one worker, its
 * progress and heartbeat, then ONE transaction that applies what was read (lines, marks,
 * matching, the expense PROCESSED or FLAGGED, `finance.extraction.finished` with the charge), or
 * the FAILED path (FLAGGED, finished {0}). Each job ends once, under its row's lock: each
 * reservation is settled exactly once.
 */
@Injectable()
export class ExtractionResults {
  private readonly log = new Logger('extraction');

  constructor(
    private readonly db: Db,
    @Inject(ExpenseService) private readonly expenses: ExpenseService,
    private readonly memory: ItemMemory,
    @Inject(SERVICE_CONFIG) private readonly config: FinanceConfig,
  ) {}

  /** QUEUED → RUNNING (attempts + 1) for this worker; what else the job is. */
  claim(outletId: string, jobId: string): Promise<Claim> {
    return this.db.forOutlet(outletId, async (tx) => {
      const job = await this.lockedJob(tx, jobId);
      if (!job) return { kind: 'unknown' };
      if (job.state === 'DONE' || job.state === 'FAILED') return { kind: 'finished' };
      if (job.state === 'RUNNING') return { kind: 'abandoned' };
      await tx.manager.query(
        `UPDATE extraction_jobs SET state = 'RUNNING', attempts = attempts + 1,
           heartbeat_at = now() WHERE id = $1`,
        [jobId],
      );
      return { kind: 'claimed', job: { ...job, state: 'RUNNING' } };
    });
  }

  /** The job is alive (and how far it got), in a small transaction of its own. */
  async progress(
    outletId: string,
    jobId: string,
    p: { filesDone?: number; pagesDone?: number } = {},
  ): Promise<void> {
    await this.db.forOutlet(outletId, (tx) =>
      tx.manager.query(
        `UPDATE extraction_jobs SET heartbeat_at = now(),
           files_done = coalesce($2, files_done), pages_done = coalesce($3, pages_done)
          WHERE id = $1 AND state = 'RUNNING'`,
        [jobId, p.filesDone ?? null, p.pagesDone ?? null],
      ),
    );
  }

  /** The file names and types of the job's keys (the expense's uploads), in the job's order. */
  async files(
    outletId: string,
    expenseId: string,
    keys: readonly string[],
  ): Promise<Array<{ key: string; fileName: string; contentType: string }>> {
    const rows: Array<{ key: string; fileName: string; contentType: string }> =
      await this.db.forOutlet(outletId, (tx) =>
        tx.manager.query(
          `SELECT key, file_name AS "fileName", content_type AS "contentType"
             FROM expense_uploads WHERE expense_id = $1 AND key = ANY($2::text[])`,
          [expenseId, keys],
        ),
      );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return keys.flatMap((k) => (byKey.has(k) ? [byKey.get(k)!] : []));
  }

  /**
   * The FAILED path: the job FAILED, the expense FLAGGED with `remark`, `finished {0}`. Nothing
   * when the job has ended already (answers false).
   */
  fail(outletId: string, jobId: string, remark: string = Flag.failed): Promise<boolean> {
    return this.db.forOutlet(outletId, async (tx) => {
      const job = await this.lockedJob(tx, jobId);
      if (!job || job.state === 'DONE' || job.state === 'FAILED') return false;
      await this.end(tx, job, 'FAILED', {});
      const [expense]: Array<{ state: string }> = await tx.manager.query(
        `SELECT expense_state AS state FROM expenses WHERE id = $1 FOR UPDATE`,
        [job.expenseId],
      );
      if (expense?.state === 'PROCESSING') {
        await tx.manager.query(
          `UPDATE expenses SET expense_state = 'FLAGGED', processed = false, admin_remarks = $2
            WHERE id = $1`,
          [job.expenseId, remark],
        );
        await this.expenses.commit(tx, job.expenseId, READER, {
          transitions: [['PROCESSING', 'FLAGGED']],
        });
      }
      if (job.reservationId) {
        await tx.emit(FinanceSubjects.extractionFinished, {
          reservationId: job.reservationId,
          expenseId: job.expenseId,
          creditsToCharge: 0,
        });
      }
      this.log.warn(`extraction job ${jobId} failed: ${remark}`);
      return true;
    });
  }

  /**
   * What was read, applied in ONE transaction: the lines kept (at most `linesCharged + granted`
   * of the charged sources' lines; structured sources free and all kept), the read lines the
   * owner did not edit replaced, charges as miscs, each line matched (exact, learned, fuzzy) and
   * marked, the expense PROCESSED or FLAGGED, `finished {creditsToCharge}`, the job DONE.
   * Answers false when the job ended meanwhile (the sweeper failed it): nothing is written.
   */
  apply(outletId: string, jobId: string, files: FileReading[]): Promise<boolean> {
    return this.db.forOutlet(outletId, async (tx) => {
      const job = await this.lockedJob(tx, jobId);
      if (!job || job.state !== 'RUNNING') return false;
      const [expense]: Array<{
        state: string;
        supplierId: string | null;
        linesCharged: number;
      }> = await tx.manager.query(
        `SELECT expense_state AS state, supplier_id AS "supplierId",
                lines_charged AS "linesCharged"
           FROM expenses WHERE id = $1 FOR UPDATE`,
        [job.expenseId],
      );
      if (!expense || expense.state !== 'PROCESSING') {
        // nothing to apply to (never expected: a PROCESSING expense is frozen); the hold is freed
        await this.end(tx, job, 'FAILED', {});
        if (job.reservationId) {
          await tx.emit(FinanceSubjects.extractionFinished, {
            reservationId: job.reservationId,
            expenseId: job.expenseId,
            creditsToCharge: 0,
          });
        }
        return false;
      }
      const readings = files.filter((f) => f.reading).map((f) => f.reading!);

      // which lines are kept: charged sources up to the allowance, structured ones all
      const allowance = expense.linesCharged + job.granted;
      const kept: ReadLine[] = [];
      let chargedKept = 0;
      let read = 0;
      for (const r of readings) {
        const free = FREE_SOURCES.includes(r.source);
        for (const line of r.lines) {
          read++;
          if (free) kept.push(line);
          else if (chargedKept < allowance) {
            kept.push(line);
            chargedKept++;
          }
        }
      }

      // read lines the owner did not edit, and read charges, are replaced; typed lines stay
      await tx.manager.query(
        `DELETE FROM expense_items WHERE expense_id = $1 AND source_description IS NOT NULL
           AND NOT edited`,
        [job.expenseId],
      );
      await tx.manager.query(`DELETE FROM expense_miscs WHERE expense_id = $1 AND extracted`, [
        job.expenseId,
      ]);
      const stay = await this.expenses.items(tx, [job.expenseId]);
      // a read line the owner edited stands for the same printed line read again
      const edited = new Map<string, number>();
      for (const i of stay) {
        if (!i.sourceDescription) continue;
        const key = normaliseDescription(i.sourceDescription);
        edited.set(key, (edited.get(key) ?? 0) + 1);
      }
      let covered = 0;
      const fresh = kept.filter((l) => {
        const key = normaliseDescription(l.description);
        const n = edited.get(key) ?? 0;
        if (!n) return true;
        edited.set(key, n - 1);
        covered++;
        return false;
      });
      const room = Math.max(0, MAX_EXPENSE_ITEMS - stay.length);
      const inserted = fresh.slice(0, room);
      const keptCount = covered + inserted.length;
      const items = await this.matched(tx, expense.supplierId, inserted);
      const first = Math.max(0, ...stay.map((i) => i.position)) + 1;
      if (items.length) {
        await tx.manager.getRepository(ExpenseItemEntity).insert(
          items.map((item, i) => ({
            ...item,
            outletId: tx.outletId!,
            expenseId: job.expenseId,
            position: first + i,
          })),
        );
      }
      await this.charges(tx, job.expenseId, readings);

      const cut = read > keptCount;
      const state = keptCount === 0 || cut ? 'FLAGGED' : 'PROCESSED';
      const remark = keptCount === 0 ? Flag.nothingRead : cut ? Flag.cut(keptCount, read) : null;
      const chargedLines = Math.min(chargedKept, keptCount);
      const creditsToCharge = Math.max(0, chargedLines - expense.linesCharged);
      await tx.manager.query(
        `UPDATE expenses SET expense_state = $2, processed = $3, admin_remarks = $4,
           lines_charged = greatest(lines_charged, $5) WHERE id = $1`,
        [job.expenseId, state, state === 'PROCESSED', remark, chargedLines],
      );
      await this.expenses.commit(tx, job.expenseId, READER, {
        transitions: [['PROCESSING', state]],
      });
      await this.end(tx, job, 'DONE', {
        ...(await this.proposals(tx, readings)),
        linesRead: read,
        linesKept: keptCount,
        creditsCharged: creditsToCharge,
        filesDone: files.length,
        review: [
          ...new Set([
            ...readings.flatMap((r) => r.review),
            ...files.filter((f) => !f.reading).map((f) => Flag.unreadableFile(f.fileName)),
          ]),
        ],
      });
      if (job.reservationId) {
        await tx.emit(FinanceSubjects.extractionFinished, {
          reservationId: job.reservationId,
          expenseId: job.expenseId,
          creditsToCharge,
        });
      }
      return true;
    });
  }

  /**
   * Jobs QUEUED or RUNNING whose heartbeat (or start, for QUEUED) is older than
   * EXTRACTION_STALE_SECONDS, or that started more than 15 minutes ago, take the FAILED path.
   * Answers how many. The finance API runs it every EXTRACTION_SWEEP_SECONDS.
   */
  async sweep(): Promise<number> {
    const outlets: Array<{ outletId: string }> = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT DISTINCT outlet_id AS "outletId" FROM extraction_open_jobs`),
    );
    let failed = 0;
    for (const { outletId } of outlets) {
      const stale: Array<{ id: string }> = await this.db.forOutlet(outletId, (tx) =>
        tx.manager.query(
          `SELECT id FROM extraction_jobs
            WHERE state IN ('QUEUED', 'RUNNING')
              AND (coalesce(heartbeat_at, started_at) < now() - make_interval(secs => $1)
                   OR started_at < now() - interval '15 minutes')`,
          [this.config.extraction.staleSeconds],
        ),
      );
      for (const { id } of stale) if (await this.fail(outletId, id)) failed++;
    }
    return failed;
  }

  // ---- helpers ------------------------------------------------------------------------------

  private async lockedJob(tx: Tx, jobId: string): Promise<ExtractionJobEntity | null> {
    return tx.manager
      .getRepository(ExtractionJobEntity)
      .createQueryBuilder('j')
      .where('j.id = :jobId', { jobId })
      .setLock('pessimistic_write')
      .getOne();
  }

  private async end(
    tx: Tx,
    job: ExtractionJobEntity,
    state: 'DONE' | 'FAILED',
    values: Partial<ExtractionJobEntity>,
  ): Promise<void> {
    await tx.manager
      .getRepository(ExtractionJobEntity)
      .update({ id: job.id }, { ...values, state, finishedAt: () => 'clock_timestamp()' });
    await tx.manager.query(`DELETE FROM extraction_open_jobs WHERE job_id = $1`, [job.id]);
  }

  /** Each kept line as an expense line: matched, its numbers checked, its marks. */
  private async matched(
    tx: Tx,
    supplierId: string | null,
    lines: ReadLine[],
  ): Promise<Array<Partial<ExpenseItemEntity>>> {
    if (!lines.length) return [];
    const refs: Ref[] = await tx.manager.query(
      `SELECT r.inventory_item_id AS id, r.name, g.name AS ingredient, g.unit
         FROM inventory_item_refs r
         LEFT JOIN ingredient_refs g ON g.ingredient_id = r.ingredient_id AND NOT g.deleted
        WHERE NOT r.deleted`,
    );
    const learned = await this.memory.of(tx, supplierId);
    const refById = new Map(refs.map((r) => [r.id, r]));
    const learnedRefs = new Map(
      [...learned].map(([k, l]) => [k, { id: l.id ?? `learned:${k}`, name: l.name }]),
    );
    const learnedByRef = new Map<string, LearnedItem>(
      [...learned].map(([k, l]) => [l.id ?? `learned:${k}`, l]),
    );
    const out: Array<Partial<ExpenseItemEntity>> = [];
    for (const line of lines) {
      const description = line.description.replace(/\s+/g, ' ').trim();
      const reasons = new Set(line.review);
      const m = matchItem(description, refs, learnedRefs);
      let name: string;
      let ingredient = '';
      let unit = line.unit ?? 'unit';
      if (m?.by === 'LEARNED') {
        const l = learnedByRef.get(m.id)!;
        const ref = l.id ? refById.get(l.id) : undefined;
        name = ref?.name ?? l.name;
        ingredient = ref?.ingredient ?? l.ingredient;
        unit = ref?.unit ?? l.unit ?? unit;
      } else if (m) {
        const ref = refById.get(m.id)!;
        name = ref.name;
        ingredient = ref.ingredient ?? '';
        unit = ref.unit ?? unit;
        if (m.by === 'FUZZY') reasons.add(Why.fuzzyMatch(m.confidence));
      } else {
        name = description || '?';
        reasons.add(Why.noMatch);
      }
      const numbers = lineNumbers(line);
      for (const r of numbers.reasons) reasons.add(r);
      out.push({
        name: upperName(name).slice(0, MAX_NAME_LENGTH),
        ingredient: upperName(ingredient).slice(0, MAX_NAME_LENGTH),
        unit: unit.trim().toLowerCase().slice(0, MAX_NAME_LENGTH) || 'unit',
        amount: '1',
        quantity: numbers.quantity,
        unitPrice: numbers.unitPrice,
        total: numbers.total,
        printedTotal: numbers.printed,
        inventoryItemId: null,
        ingredientId: null,
        sourceDescription: description.slice(0, 1000),
        reviewReasons: [...reasons],
        reviewed: reasons.size === 0,
        matchConfidence: m?.by === 'FUZZY' ? m.confidence : null,
        matchedBy: m?.by ?? 'NONE',
        edited: false,
      });
    }
    // the unit amount of the last confirmed line of the same item, else 1
    const names = [...new Set(out.map((i) => i.name!.toLowerCase()))];
    const amounts: Array<{ name: string; amount: string }> = await tx.manager.query(
      `SELECT DISTINCT ON (lower(i.name)) lower(i.name) AS name, i.amount::text AS amount
         FROM expense_items i JOIN expenses e ON e.id = i.expense_id
        WHERE e.expense_state = 'CONFIRMED' AND lower(i.name) = ANY($1::text[])
        ORDER BY lower(i.name), e.expense_date DESC, i.created_at DESC`,
      [names],
    );
    const amountOf = new Map(amounts.map((a) => [a.name, a.amount]));
    for (const item of out) item.amount = dec(amountOf.get(item.name!.toLowerCase()) ?? '1');
    return out;
  }

  /** The documents' charges (tax, service, rounding, discount, …) as read miscs. */
  private async charges(tx: Tx, expenseId: string, readings: DocumentReading[]): Promise<void> {
    const miscs = await this.expenses.miscs(tx, [expenseId]);
    const taken = new Set(miscs.map((m) => m.name.toLowerCase()));
    let position = Math.max(0, ...miscs.map((m) => m.position));
    const rows: Array<Partial<ExpenseMiscEntity>> = [];
    for (const c of readings.flatMap((r) => r.charges)) {
      if (miscs.length + rows.length >= MAX_EXPENSE_MISCS) break;
      const total = boundedDecimal(c.amount, DecimalBounds.money);
      if (!total.ok) continue;
      const base = upperName(c.name || c.kind).slice(0, MAX_NAME_LENGTH - 4) || c.kind;
      let name = base;
      for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
      taken.add(name.toLowerCase());
      rows.push({
        outletId: tx.outletId!,
        expenseId,
        position: ++position,
        name,
        total: roundMoney(total.value),
        extracted: true,
      });
    }
    if (rows.length) await tx.manager.getRepository(ExpenseMiscEntity).insert(rows);
  }

  /** What the documents proposed for the expense's header (the first that says it). */
  private async proposals(tx: Tx, readings: DocumentReading[]) {
    const first = <T>(pick: (r: DocumentReading) => T | null | undefined): T | null =>
      readings.map(pick).find((v) => v !== null && v !== undefined && v !== '') ?? null;
    const supplier = first((r) => r.supplier?.replace(/\s+/g, ' ').trim());
    const date = first((r) => (r.date && isCalendarDate(r.date) ? r.date : null));
    const total = first((r) => {
      const t = boundedDecimal(r.total, { max: '100000000', places: 6 });
      return t.ok ? roundMoney(t.value) : null;
    });
    let supplierMatched = false;
    if (supplier) {
      const found: unknown[] = await tx.manager.query(
        `SELECT 1 FROM supplier_names WHERE lower(name) = lower($1) AND NOT deleted LIMIT 1`,
        [supplier],
      );
      supplierMatched = found.length > 0;
    }
    return {
      sources: readings.map((r) => r.source),
      embeddedInvoice: readings.some((r) => r.hasEmbeddedInvoice),
      proposedSupplierName: supplier?.slice(0, MAX_NAME_LENGTH) ?? null,
      supplierMatched,
      proposedNumber: first((r) => r.number?.trim())?.slice(0, 64) ?? null,
      proposedDate: date,
      proposedTotal: total,
      pagesDone: readings.reduce((n, r) => n + r.pages, 0),
    };
  }
}

/**
 * A read line's numbers as an expense line holds them: quantity = read ?? 1, unit price = read ??
 * total / quantity, total = unit price × quantity; a number out of bounds is 0 and marked
 * `unreadableNumber`; a computed total other than the printed one is marked `arithmetic`
 * (zero silently wrong lines, whatever the engine said).
 */
export function lineNumbers(line: ReadLine): {
  quantity: string;
  unitPrice: string;
  total: string;
  /** the amount the document printed, rounded to cents */
  printed: string;
  reasons: string[];
} {
  const reasons: string[] = [];
  const read = (text: string | null, bound: (typeof DecimalBounds)[keyof typeof DecimalBounds]) => {
    if (text === null) return null;
    const v = boundedDecimal(text, { max: bound.max, places: 12 });
    if (!v.ok) {
      reasons.push(Why.unreadableNumber);
      return '0';
    }
    return v.value;
  };
  const printed = read(line.total, DecimalBounds.money) ?? '0';
  let quantity = read(line.quantity, DecimalBounds.quantity) ?? '1';
  if (cmp(quantity, 0) === 0 && line.quantity !== null) quantity = '1';
  let unitPrice = read(line.unitPrice, DecimalBounds.unitCost);
  if (unitPrice === null) unitPrice = cmp(quantity, 0) !== 0 ? div(printed, quantity, 6) : printed;
  // stored with 6 places (the columns' scale)
  unitPrice = dec(div(unitPrice, 1, 6));
  quantity = dec(div(quantity, 1, 6));
  const total = expenseItemTotal(unitPrice, quantity);
  if (cmp(total, roundMoney(printed)) !== 0 && !line.review.includes(Why.arithmetic)) {
    reasons.push(Why.arithmetic);
  }
  if (cmp(total, DecimalBounds.money.max) > 0) {
    reasons.push(Why.unreadableNumber);
    return { quantity: '1', unitPrice: '0', total: '0.00', printed: roundMoney(printed), reasons };
  }
  return { quantity, unitPrice, total, printed: roundMoney(printed), reasons };
}
