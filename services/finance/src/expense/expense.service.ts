import { Injectable, Logger } from '@nestjs/common';
import {
  type ExpenseConfirmedEvent,
  type ExpenseSavedEvent,
  FinanceSubjects,
  type EnsureSupplierReply,
} from '@mise/contracts';
import {
  checkExpense,
  checkExpenseItem,
  upperName,
  checkExpenseMisc,
  cmp,
  confirmLineError,
  dec,
  earliestSelectableDate,
  roundMoney,
  defaultUnitPrice,
  expenseGrandTotal,
  expenseItemTotal,
  ExpenseMessages as M,
  type ExpenseStateValue,
  type ExpenseText,
  type ExpenseItemText,
  isCalendarDate,
  MAX_EXPENSE_ITEMS,
  MAX_EXPENSE_MISCS,
  MAX_EXPENSE_TOTAL,
  sameUnit,
} from '@mise/domain';
import {
  BadInputError,
  checkWindow,
  childRowsOf,
  ConflictError,
  containsPattern,
  Db,
  editWindow,
  type EditWindow,
  isUniqueViolation,
  isUuid,
  mayChange,
  NotFoundError,
  type PageArgs,
  Storage,
  type Tx,
} from '@mise/platform';
import { ItemMemory } from '../extraction/item-memory';
import { applyExpenseRollups, type ExpenseSnapshot } from './expense-rollups';
import { type ItemNames, ReferencesProjection } from '../references/references.projection';
import {
  ExpenseEntity,
  ExpenseItemEntity,
  ExpenseMiscEntity,
  ExpenseStateChangeEntity,
} from './expense.entity';
import type { ExpenseRow } from './expense.model';

/** Who makes a change (the history's "updated by"): the owner's id and a name to show. */
export interface ChangedBy {
  ownerId: string | null;
  name: string;
}

/** Every column of an expense, camel-cased as the entity, dates as `YYYY-MM-DD`. */
const COLUMNS = `id, outlet_id AS "outletId", expense_type AS "expenseType",
  expense_state AS "expenseState", paid_status AS "paidStatus", expense_number AS "expenseNumber",
  supplier_id AS "supplierId", supplier_name AS "supplierName",
  to_char(expense_date, 'YYYY-MM-DD') AS "expenseDate", to_char(due_date, 'YYYY-MM-DD') AS "dueDate",
  grand_total::text AS "grandTotal", processed, uploaded_by AS "uploadedBy",
  uploaded_on AS "uploadedOn", uploaded_via AS "uploadedVia", admin_remarks AS "adminRemarks",
  user_remarks AS "userRemarks", xero_id AS "xeroId", purchase_order_id AS "purchaseOrderId",
  purchase_order_number AS "purchaseOrderNumber", lines_charged AS "linesCharged",
  search_text AS "searchText", revision, created_at AS "createdAt", updated_at AS "updatedAt"`;

/** States whose fields, items and miscs may be changed (spec 3 §4.1). */
const EDITABLE: readonly ExpenseStateValue[] = ['DRAFT', 'PROCESSED', 'FLAGGED'];
const CONFIRMABLE: readonly ExpenseStateValue[] = ['DRAFT', 'PROCESSED'];
const DELETABLE: readonly ExpenseStateValue[] = ['DRAFT', 'FLAGGED', 'CONFIRMED'];

/** What one change did beyond its rows: state changes (history) and the extra events. */
/** Lines and miscs as the document lists them. */
const BY_POSITION = { position: 'ASC', id: 'ASC' } as const;

export interface Outcome {
  transitions?: Array<[ExpenseStateValue | null, ExpenseStateValue]>;
  confirmed?: boolean;
  unconfirmed?: boolean;
}

export interface ChangeRule {
  states: readonly ExpenseStateValue[];
  refuse: (state: string) => string;
  /** §4.12: refused outside the window when 90-day checking is on (default true) */
  window?: boolean;
}

const editable: ChangeRule = { states: EDITABLE, refuse: (s) => M.notEditable(s.toLowerCase()) };

function line(item: ItemNames): string {
  return `${item.inventoryName}\n${item.ingredientName}\n${item.unit.trim().toLowerCase()}`;
}

/** What the roll-ups read of an expense and its lines. */
function snapshotOf(row: ExpenseEntity, items: readonly ExpenseItemEntity[]): ExpenseSnapshot {
  return {
    expenseState: row.expenseState,
    expenseType: row.expenseType,
    expenseDate: row.expenseDate,
    grandTotal: row.grandTotal,
    items: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      total: i.total,
      inventoryItemId: i.inventoryItemId,
      ingredientId: i.ingredientId,
    })),
  };
}

function checked<T>(c: { ok: true; value: T } | { ok: false; field: string; message: string }): T {
  if (!c.ok) throw new BadInputError(c.message, c.field);
  return c.value;
}

/**
 * Expenses (spec 3 §2.2, §4.1, §5.1; flows.md §1, §4.12): Add/Save Draft with the supplier found
 * or made by name, line items and miscellaneous items with exact totals, the state machine with
 * one history row per state change, and every committed change `finance.expense.saved` (revision
 * + 1) in its transaction, with `.confirmed` / `.unconfirmed` / `.deleted` beside it.
 */
@Injectable()
export class ExpenseService {
  private readonly log = new Logger('expenses');

  constructor(
    private readonly db: Db,
    private readonly refs: ReferencesProjection,
    private readonly storage: Storage,
    private readonly memory: ItemMemory,
  ) {}

  // ---- reads --------------------------------------------------------------------------------

  /** One expense of the outlet (any state), or null. */
  get(id: string): Promise<ExpenseRow | null> {
    return this.db.outlet(async (tx) => {
      if (!isUuid(id)) return null;
      const [row] = await this.byIds(tx, [id]);
      return row ?? null;
    });
  }

  /**
   * The list (spec 3 §2.2): expenseDate in [from, to), newest first, `state` null = every state,
   * `search` over number, supplier, item and ingredient names; one statement plus the window.
   */
  list(
    args: { search?: string | null; state?: string | null; from: string; to: string },
    page: PageArgs,
  ): Promise<{ rows: ExpenseRow[]; total: number }> {
    if (!isCalendarDate(args.from)) throw new BadInputError(M.dateInvalid, 'from');
    if (!isCalendarDate(args.to)) throw new BadInputError(M.dateInvalid, 'to');
    if (args.from > args.to) throw new BadInputError(M.rangeInvalid, 'from');
    const pattern = args.search?.trim() ? containsPattern(args.search) : null;
    const params = [args.from, args.to, args.state ?? null, pattern];
    const where = `expense_date >= $1::date AND expense_date < $2::date
      AND ($3::text IS NULL OR expense_state = $3) AND ($4::text IS NULL OR search_text ILIKE $4)`;
    return this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      const rows: Array<ExpenseEntity & { total: number }> = await tx.manager.query(
        `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM expenses WHERE ${where}
          ORDER BY expense_date DESC, created_at DESC, id DESC OFFSET $5 LIMIT $6`,
        [...params, page.offset, page.limit],
      );
      let total = rows[0]?.total;
      if (total === undefined) {
        const [{ n }]: Array<{ n: number }> = await tx.manager.query(
          `SELECT count(*)::int AS n FROM expenses WHERE ${where}`,
          params,
        );
        total = n;
      }
      return { rows: rows.map(({ total: _t, ...r }) => this.withWindow(r, w)), total };
    });
  }

  /** The 90-day setting and today - 91 (the web's date pickers). */
  window(): Promise<{ checking: boolean; earliestDate: string }> {
    return this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      return { checking: w.enabled, earliestDate: earliestOf(w) };
    });
  }

  /** Expenses by id in the transaction's outlet (references, loaders), with `changeable`. */
  async byIds(tx: Tx, ids: readonly string[]): Promise<ExpenseRow[]> {
    const wanted = ids.filter(isUuid);
    if (!wanted.length) return [];
    const w = await editWindow(tx);
    const rows: ExpenseEntity[] = await tx.manager.query(
      `SELECT ${COLUMNS} FROM expenses WHERE id = ANY($1::uuid[])`,
      [wanted],
    );
    return rows.map((r) => this.withWindow(r, w));
  }

  /** The items of these expenses, by position (one statement). */
  items(tx: Tx, expenseIds: readonly string[]): Promise<ExpenseItemEntity[]> {
    return childRowsOf(tx, ExpenseItemEntity, 'expenseId', expenseIds, BY_POSITION);
  }

  miscs(tx: Tx, expenseIds: readonly string[]): Promise<ExpenseMiscEntity[]> {
    return childRowsOf(tx, ExpenseMiscEntity, 'expenseId', expenseIds, BY_POSITION);
  }

  history(tx: Tx, expenseIds: readonly string[]): Promise<ExpenseStateChangeEntity[]> {
    return childRowsOf(tx, ExpenseStateChangeEntity, 'expenseId', expenseIds, {
      at: 'ASC',
      createdAt: 'ASC',
    });
  }

  // ---- the expense --------------------------------------------------------------------------

  /** Add Draft (spec 3 §5.1): DRAFT, history null → DRAFT, the supplier found or made. */
  async create(input: ExpenseText & { paidStatus: string }, by: ChangedBy): Promise<ExpenseRow> {
    const e = checked(checkExpense(input));
    const paidStatus = paidStatusOf(input.paidStatus);
    const supplier = await this.supplierFor(e.supplierName, [e.expenseDate]);
    return this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      checkWindow(e.expenseDate, w, M.outsideWindow, 'expenseDate');
      if (supplier.saved) await this.refs.supplierSaved(tx, supplier.saved);
      const [{ id }]: Array<{ id: string }> = await tx.manager.query(
        `INSERT INTO expenses (outlet_id, expense_type, expense_state, paid_status, expense_number,
           supplier_id, supplier_name, expense_date, due_date, user_remarks, uploaded_by, revision)
         VALUES ($1, $2, 'DRAFT', $3, $4, $5, $6, $7, $8, $9, $10, 0) RETURNING id`,
        [
          tx.outletId,
          e.expenseType,
          paidStatus,
          e.expenseNumber,
          supplier.id,
          supplier.name,
          e.expenseDate,
          e.dueDate,
          e.userRemarks,
          by.name || 'Anonymous',
        ],
      );
      // revision 0 until `commit` makes it 1: the first `.saved` carries revision 1
      return this.commit(tx, id, by, { transitions: [[null, 'DRAFT']] }, w);
    });
  }

  /** Save Draft (spec 3 §4.1): DRAFT, PROCESSED and FLAGGED only; the expense becomes DRAFT. */
  async update(
    id: string,
    input: ExpenseText & { paidStatus: string },
    by: ChangedBy,
  ): Promise<ExpenseRow> {
    const e = checked(checkExpense(input));
    const paidStatus = paidStatusOf(input.paidStatus);
    const supplier = await this.supplierFor(e.supplierName, [e.expenseDate], id);
    return this.change(id, by, editable, async (tx, row, w) => {
      checkWindow(e.expenseDate, w, M.outsideWindow, 'expenseDate');
      if (supplier.saved) await this.refs.supplierSaved(tx, supplier.saved);
      await tx.manager.query(
        `UPDATE expenses SET expense_type = $2, expense_state = 'DRAFT', paid_status = $3,
           expense_number = $4, supplier_id = $5, supplier_name = $6, expense_date = $7,
           due_date = $8, user_remarks = $9 WHERE id = $1`,
        [
          id,
          e.expenseType,
          paidStatus,
          e.expenseNumber,
          supplier.id,
          supplier.name,
          e.expenseDate,
          e.dueDate,
          e.userRemarks,
        ],
      );
      return row.expenseState === 'DRAFT' ? {} : { transitions: [[row.expenseState, 'DRAFT']] };
    });
  }

  // ---- line items and miscs -----------------------------------------------------------------

  addItem(expenseId: string, input: ExpenseItemText, by: ChangedBy): Promise<ExpenseRow> {
    return this.change(expenseId, by, editable, async (tx) => {
      const items = await this.items(tx, [expenseId]);
      if (items.length >= MAX_EXPENSE_ITEMS) throw new BadInputError(M.tooManyItems, 'name');
      const values = await this.itemValues(
        tx,
        input,
        items.map((i) => i.name),
      );
      await tx.manager.getRepository(ExpenseItemEntity).insert({
        outletId: tx.outletId!,
        expenseId,
        position: Math.max(0, ...items.map((i) => i.position)) + 1,
        ...values,
      });
      return {};
    });
  }

  async updateItem(id: string, input: ExpenseItemText, by: ChangedBy): Promise<ExpenseRow> {
    const expenseId = await this.expenseOf('expense_items', id, M.itemNotFound);
    return this.change(expenseId, by, editable, async (tx, row) => {
      const items = await this.items(tx, [expenseId]);
      if (!items.some((i) => i.id === id)) throw new NotFoundError(M.itemNotFound);
      const before = items.find((i) => i.id === id)!;
      // a line that keeps its name is not blocked by a twin the reading made (one item printed
      // on two lines of the document); renaming onto another line's name is still refused
      const sameName = (a: string, b: string) => upperName(a) === upperName(b);
      const keepsName = sameName(input.name, before.name);
      const others = items
        .filter((i) => i.id !== id && !(keepsName && sameName(i.name, before.name)))
        .map((i) => i.name);
      const values = await this.itemValues(tx, input, others);
      // any edit of a marked line counts as the owner's look (issue 22); a read line the owner
      // edited is theirs: a re-run keeps it
      await tx.manager
        .getRepository(ExpenseItemEntity)
        .update({ id }, { ...values, reviewed: true, edited: before.sourceDescription !== null });
      if (before.sourceDescription && values.name.toLowerCase() !== before.name.toLowerCase()) {
        await this.memory.teach(tx, row.supplierId, [
          { description: before.sourceDescription, item: await this.learned(tx, values) },
        ]);
      }
      return {};
    });
  }

  deleteItem(id: string, by: ChangedBy): Promise<ExpenseRow> {
    return this.deleteLine(ExpenseItemEntity, 'expense_items', M.itemNotFound, id, by);
  }

  addMisc(expenseId: string, input: { name: string; total: string }, by: ChangedBy) {
    return this.change(expenseId, by, editable, async (tx) => {
      const miscs = await this.miscs(tx, [expenseId]);
      if (miscs.length >= MAX_EXPENSE_MISCS) throw new BadInputError(M.tooManyMiscs, 'name');
      const values = checked(
        checkExpenseMisc(
          input,
          miscs.map((m) => m.name),
        ),
      );
      await tx.manager.getRepository(ExpenseMiscEntity).insert({
        outletId: tx.outletId!,
        expenseId,
        position: Math.max(0, ...miscs.map((m) => m.position)) + 1,
        ...values,
      });
      return {};
    });
  }

  async updateMisc(id: string, input: { name: string; total: string }, by: ChangedBy) {
    const expenseId = await this.expenseOf('expense_miscs', id, M.miscNotFound);
    return this.change(expenseId, by, editable, async (tx) => {
      const miscs = await this.miscs(tx, [expenseId]);
      if (!miscs.some((m) => m.id === id)) throw new NotFoundError(M.miscNotFound);
      const others = miscs.filter((m) => m.id !== id).map((m) => m.name);
      const values = checked(checkExpenseMisc(input, others));
      await tx.manager
        .getRepository(ExpenseMiscEntity)
        .update({ id }, { ...values, extracted: false });
      return {};
    });
  }

  deleteMisc(id: string, by: ChangedBy): Promise<ExpenseRow> {
    return this.deleteLine(ExpenseMiscEntity, 'expense_miscs', M.miscNotFound, id, by);
  }

  /** A line or misc goes: its expense changes (locked, checked, committed) like any other edit. */
  private async deleteLine(
    entity: typeof ExpenseItemEntity | typeof ExpenseMiscEntity,
    table: 'expense_items' | 'expense_miscs',
    notFound: string,
    id: string,
    by: ChangedBy,
  ): Promise<ExpenseRow> {
    const expenseId = await this.expenseOf(table, id, notFound);
    return this.change(expenseId, by, editable, async (tx) => {
      const { affected } = await tx.manager.getRepository(entity).delete({ id });
      if (!affected) throw new NotFoundError(notFound);
      return {};
    });
  }

  // ---- the state machine (spec 3 §4.1) ------------------------------------------------------

  /**
   * DRAFT / PROCESSED → CONFIRMED: number, supplier, at least one item or misc, every line
   * complete; the lines' names resolved by inventory in ONE `rpc.inventory.ensure-items` (asked
   * with no transaction open), each line's unit the ingredient's; `.saved` and `.confirmed`.
   */
  async confirm(id: string, by: ChangedBy): Promise<ExpenseRow> {
    const rule: ChangeRule = {
      states: CONFIRMABLE,
      refuse: (s) => M.notConfirmable(s.toLowerCase()),
    };
    // checked first without a lock, so a refused confirm asks inventory nothing
    const { outletId, names } = await this.db.outlet(async (tx) => {
      const row = await this.locked(tx, id, rule, await editWindow(tx), false);
      const items = await this.items(tx, [id]);
      await this.checkConfirmable(tx, row, items);
      return { outletId: tx.outletId!, names: items.map(namesOf) };
    });
    const resolved = await this.refs.ensureItems(outletId, names);
    const byLine = new Map(names.map((n, i) => [line(n), resolved[i]]));
    return this.change(id, by, rule, async (tx, row) => {
      const items = await this.items(tx, [id]);
      await this.checkConfirmable(tx, row, items);
      const rows = items.map((item) => {
        const r = byLine.get(line(namesOf(item)));
        if (!r) throw new ConflictError(M.linesChanged);
        if (!sameUnit(r.unit, item.unit)) {
          throw new BadInputError(M.unitMismatch(r.ingredientName, r.unit), 'unit');
        }
        return { id: item.id, ...r };
      });
      if (rows.length) {
        await tx.manager.query(
          `UPDATE expense_items i SET inventory_item_id = v.inv, ingredient_id = v.ing,
             name = v.n, ingredient = v.g
             FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[])
                  AS v(id, inv, ing, n, g)
            WHERE i.id = v.id`,
          [
            rows.map((r) => r.id),
            rows.map((r) => r.inventoryItemId),
            rows.map((r) => r.ingredientId),
            rows.map((r) => r.inventoryName),
            rows.map((r) => r.ingredientName),
          ],
        );
      }
      // every read line teaches the matching memory what the owner confirmed (issue 22)
      await this.memory.teach(
        tx,
        row.supplierId,
        items.flatMap((item, i) =>
          item.sourceDescription
            ? [
                {
                  description: item.sourceDescription,
                  item: {
                    id: rows[i].inventoryItemId,
                    name: rows[i].inventoryName,
                    ingredient: rows[i].ingredientName,
                    unit: rows[i].unit,
                  },
                },
              ]
            : [],
        ),
      );
      await this.setState(tx, id, 'CONFIRMED');
      return { transitions: [[row.expenseState, 'CONFIRMED']], confirmed: true };
    });
  }

  /** Edit Details: CONFIRMED → DRAFT, `.saved` and `.unconfirmed`. */
  editConfirmed(id: string, by: ChangedBy): Promise<ExpenseRow> {
    const rule: ChangeRule = { states: ['CONFIRMED'], refuse: () => M.notConfirmed };
    return this.change(id, by, rule, async (tx) => {
      await this.setState(tx, id, 'DRAFT');
      return { transitions: [['CONFIRMED', 'DRAFT']], unconfirmed: true };
    });
  }

  /** List delete: → DELETED (a CONFIRMED one is unconfirmed first); not PROCESSING/PROCESSED/DELETED. */
  delete(id: string, by: ChangedBy): Promise<ExpenseRow> {
    const rule: ChangeRule = {
      states: DELETABLE,
      refuse: (s) => M.notDeletable(s.toLowerCase()),
    };
    return this.change(id, by, rule, async (tx, row) => {
      await this.setState(tx, id, 'DELETED');
      if (row.expenseState === 'CONFIRMED') {
        return {
          transitions: [
            ['CONFIRMED', 'DRAFT'],
            ['DRAFT', 'DELETED'],
          ],
          unconfirmed: true,
        };
      }
      return { transitions: [[row.expenseState, 'DELETED']] };
    });
  }

  /** Restore: DELETED → DRAFT (one live expense per purchase order still holds). */
  restore(id: string, by: ChangedBy): Promise<ExpenseRow> {
    const rule: ChangeRule = { states: ['DELETED'], refuse: () => M.notDeleted };
    return this.change(id, by, rule, async (tx) => {
      try {
        await tx.manager.query(`SAVEPOINT restore_expense`);
        await this.setState(tx, id, 'DRAFT');
        await tx.manager.query(`RELEASE SAVEPOINT restore_expense`);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        throw new BadInputError(M.purchaseOrderAlreadySaved, 'id');
      }
      return { transitions: [['DELETED', 'DRAFT']] };
    });
  }

  /** DELETED only: the expense and its rows go; `finance.expense.deleted` (revision + 1). */
  async permanentlyDelete(id: string): Promise<boolean> {
    const rule: ChangeRule = { states: ['DELETED'], refuse: () => M.notDeleted, window: false };
    const keys = await this.db.outlet(async (tx) => {
      const row = await this.locked(tx, id, rule, await editWindow(tx), true);
      const files: Array<{ key: string }> = await tx.manager.query(
        `SELECT key FROM expense_uploads WHERE expense_id = $1`,
        [id],
      );
      await tx.manager.query(`DELETE FROM expenses WHERE id = $1`, [id]);
      await tx.emit(FinanceSubjects.expenseDeleted, {
        expenseId: id,
        revision: row.revision + 1,
      });
      return files.map((f) => f.key);
    });
    // the stored files go once the rows are gone (a file left by a failure is the purge's)
    for (const key of keys) {
      await this.storage.delete(key).catch((e: Error) => {
        this.log.warn(`file ${key} not deleted from the store: ${e.message}`);
      });
    }
    return true;
  }

  // ---- helpers ------------------------------------------------------------------------------

  private withWindow(row: ExpenseEntity, w: EditWindow): ExpenseRow {
    return { ...row, changeable: mayChange(row.expenseDate, w) };
  }

  /** The row locked for a change, refused unless its state and date allow it. */
  async locked(
    tx: Tx,
    id: string,
    rule: ChangeRule,
    w: EditWindow,
    forUpdate: boolean,
  ): Promise<ExpenseEntity> {
    const [row]: ExpenseEntity[] = isUuid(id)
      ? await tx.manager.query(
          `SELECT ${COLUMNS} FROM expenses WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
          [id],
        )
      : [];
    if (!row) throw new NotFoundError(M.notFound);
    if (!rule.states.includes(row.expenseState)) {
      throw new BadInputError(rule.refuse(row.expenseState), 'id');
    }
    if (rule.window !== false) checkWindow(row.expenseDate, w, M.outsideWindow, 'expenseDate');
    return row;
  }

  /**
   * One change of an expense: the row locked (changes of one expense take turns), its state and
   * window checked, `fn`, then the grand total and search text recomputed, revision + 1, one
   * history row per state change and the events, all in this transaction (also automated
   * reading's start, issue 22).
   */
  change(
    id: string,
    by: ChangedBy,
    rule: ChangeRule,
    fn: (tx: Tx, row: ExpenseEntity, w: EditWindow) => Promise<Outcome>,
  ): Promise<ExpenseRow> {
    return this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      const row = await this.locked(tx, id, rule, w, true);
      // what a CONFIRMED expense counted in the roll-ups before the change (nothing otherwise)
      const before =
        row.expenseState === 'CONFIRMED' ? snapshotOf(row, await this.items(tx, [id])) : null;
      const outcome = await fn(tx, row, w);
      return this.commit(tx, id, by, outcome, w, before);
    });
  }

  /**
   * How every change of an expense ends, in the change's transaction (also the end of a draft made
   * from a purchase order): grand total and search text, revision + 1, the history rows, events,
   * and the analytics roll-ups moved by after − `before` (`before`: the expense as it counted
   * before the change when it was CONFIRMED, else null — a new, PROCESSING or unconfirmed one).
   */
  async commit(
    tx: Tx,
    id: string,
    by: ChangedBy,
    outcome: Outcome,
    window?: EditWindow,
    before: ExpenseSnapshot | null = null,
  ): Promise<ExpenseRow> {
    const items = await this.items(tx, [id]);
    const miscs = await this.miscs(tx, [id]);
    const grandTotal = expenseGrandTotal(items, miscs);
    if (cmp(grandTotal, MAX_EXPENSE_TOTAL) > 0) throw new BadInputError(M.totalTooLarge, 'total');
    const [[row]]: [ExpenseEntity[], number] = await tx.manager.query(
      `UPDATE expenses SET grand_total = $2,
         search_text = lower(concat_ws(E'\\n', expense_number, supplier_name, $3::text)),
         revision = revision + 1, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, grandTotal, items.map((i) => `${i.name}\n${i.ingredient}`).join('\n')],
    );
    await applyExpenseRollups(tx, before, snapshotOf(row, items));
    for (const [fromState, toState] of outcome.transitions ?? []) {
      await tx.manager.getRepository(ExpenseStateChangeEntity).insert({
        outletId: tx.outletId!,
        expenseId: id,
        fromState,
        toState,
        updatedBy: by.ownerId,
        updatedByName: by.name || null,
      });
    }
    await tx.emit(FinanceSubjects.expenseSaved, savedPayload(row, items));
    if (outcome.unconfirmed) {
      await tx.emit(FinanceSubjects.expenseUnconfirmed, {
        expenseId: id,
        revision: row.revision,
      });
    }
    if (outcome.confirmed)
      await tx.emit(FinanceSubjects.expenseConfirmed, confirmedPayload(row, items));
    // the window the change was checked against (read once per change)
    return this.withWindow(row, window ?? (await editWindow(tx)));
  }

  private async setState(tx: Tx, id: string, state: ExpenseStateValue): Promise<void> {
    await tx.manager.query(`UPDATE expenses SET expense_state = $2 WHERE id = $1`, [id, state]);
  }

  /** spec 3 §5.1 Confirm: number, supplier, at least one line, every line complete. */
  private async checkConfirmable(
    tx: Tx,
    row: ExpenseEntity,
    items: ExpenseItemEntity[],
  ): Promise<void> {
    if (!row.expenseNumber.trim()) throw new BadInputError(M.numberBlank, 'expenseNumber');
    if (!row.supplierId) throw new BadInputError(M.supplierBlank, 'supplierName');
    if (!items.length) {
      const [{ n }]: Array<{ n: number }> = await tx.manager.query(
        `SELECT count(*)::int AS n FROM expense_miscs WHERE expense_id = $1`,
        [row.id],
      );
      if (!n) throw new BadInputError(M.noLines, 'items');
    }
    // issue 22: the owner must have looked at every line extraction marked
    const toReview = items.filter((i) => !i.reviewed && i.reviewReasons.length > 0).length;
    if (toReview > 0) throw new BadInputError(M.reviewPending(toReview), 'items');
    const error = confirmLineError(items);
    if (error) throw new BadInputError(error, 'items');
  }

  /** The inventory item a line's names choose, as the matching memory keeps it. */
  private async learned(tx: Tx, v: { name: string; ingredient: string; unit: string }) {
    const [ref]: Array<{ id: string }> = await tx.manager.query(
      `SELECT inventory_item_id AS id FROM inventory_item_refs
        WHERE lower(name) = lower($1) AND NOT deleted LIMIT 1`,
      [v.name],
    );
    return { id: ref?.id ?? null, name: v.name, ingredient: v.ingredient, unit: v.unit };
  }

  /** The line as stored: checked, the unit price defaulted, the total computed, ids cleared. */
  private async itemValues(tx: Tx, input: ExpenseItemText, others: readonly string[]) {
    const v = checked(checkExpenseItem(input, others));
    const ingredient = (await this.refs.ingredientsByName(tx, [v.ingredient])).get(
      v.ingredient.toLowerCase(),
    );
    if (ingredient && !sameUnit(ingredient.unit, v.unit)) {
      throw new BadInputError(M.unitMismatch(ingredient.name, ingredient.unit), 'unit');
    }
    const unitPrice = v.unitPrice ?? defaultUnitPrice(ingredient ?? null, v.amount);
    const total = expenseItemTotal(unitPrice, v.quantity);
    if (cmp(total, MAX_EXPENSE_TOTAL) > 0) throw new BadInputError(M.totalTooLarge, 'quantity');
    return {
      name: v.name,
      ingredient: v.ingredient,
      unit: v.unit,
      amount: v.amount,
      quantity: v.quantity,
      unitPrice,
      total,
      inventoryItemId: null,
      ingredientId: null,
    };
  }

  /** The expense a line or misc belongs to (visible in this outlet), or NOT_FOUND. */
  private expenseOf(table: 'expense_items' | 'expense_miscs', id: string, message: string) {
    return this.db.outlet(async (tx) => {
      const [row]: Array<{ id: string }> = isUuid(id)
        ? await tx.manager.query(`SELECT expense_id AS id FROM ${table} WHERE id = $1`, [id])
        : [];
      if (!row) throw new NotFoundError(message);
      return row.id;
    });
  }

  /**
   * The supplier named (spec 3 §5.1): the live one of that name in `supplier_names`
   * (case-insensitive), else procurement's (found or made by `ensure-supplier`, asked with no
   * transaction open; `saved` is kept in the change's transaction). The dates are checked
   * against the window first, so a refused expense makes no supplier.
   */
  private async supplierFor(
    name: string,
    dates: string[],
    expenseId?: string,
  ): Promise<{ id: string; name: string; saved?: EnsureSupplierReply }> {
    const { found, outletId } = await this.db.outlet(async (tx) => {
      const w = await editWindow(tx);
      if (expenseId) await this.locked(tx, expenseId, editable, w, false);
      for (const d of dates) checkWindow(d, w, M.outsideWindow, 'expenseDate');
      return { found: await this.refs.supplierByName(tx, name), outletId: tx.outletId! };
    });
    if (found) return found;
    const saved = await this.refs.ensureSupplier(outletId, name);
    return { id: saved.supplierId, name: saved.name, saved };
  }
}

function paidStatusOf(value: string): string {
  return value === 'PAID' || value === 'UNPAID' ? value : 'N_A';
}

function namesOf(item: ExpenseItemEntity): ItemNames {
  return { inventoryName: item.name, ingredientName: item.ingredient, unit: item.unit };
}

function earliestOf(w: EditWindow): string {
  return w.earliestDate ?? earliestSelectableDate(w.today, true)!;
}

export function savedPayload(row: ExpenseEntity, items: ExpenseItemEntity[]): ExpenseSavedEvent {
  return {
    expenseId: row.id,
    expenseNumber: row.expenseNumber,
    expenseType: row.expenseType,
    expenseState: row.expenseState,
    expenseDate: row.expenseDate,
    supplierId: row.supplierId,
    purchaseOrderId: row.purchaseOrderId,
    grandTotal: roundMoney(row.grandTotal),
    lines: items.map((i) => ({
      expenseItemId: i.id,
      inventoryItemId: i.inventoryItemId,
      ingredientId: i.ingredientId,
    })),
    revision: row.revision,
  };
}

function confirmedPayload(row: ExpenseEntity, items: ExpenseItemEntity[]): ExpenseConfirmedEvent {
  return {
    expenseId: row.id,
    expenseType: row.expenseType,
    expenseDate: row.expenseDate,
    lines: items.map((i) => ({
      expenseItemId: i.id,
      inventoryItemId: i.inventoryItemId!,
      ingredientId: i.ingredientId!,
      amount: dec(i.amount),
      quantity: dec(i.quantity),
      unitPrice: dec(i.unitPrice),
      total: roundMoney(i.total),
    })),
    revision: row.revision,
  };
}
