import {
  addDays,
  addMonths,
  EXPENSE_DELETE_HIDDEN,
  EXPENSE_MAIN_ACTION,
  ExpenseMessages,
  sum,
  type CalendarDate,
  type ExpenseStateValue,
  type ExpenseTypeValue,
} from '@mise/domain';

/**
 * The expenses screen's rules (spec 3 §2.2, §4.1, §5.1, §9; spec 1 §2.9), pure so they are tested
 * without a browser.
 */

export type PaidStatusValue = 'PAID' | 'UNPAID' | 'N_A';

export const EXPENSE_TYPE_OPTIONS: readonly { value: ExpenseTypeValue; label: string }[] = [
  { value: 'INVOICE', label: 'Invoice' },
  { value: 'RECEIPT', label: 'Receipt' },
  { value: 'CREDITMEMO', label: 'Credit Memo' },
];

export const PAID_STATUSES: readonly { value: PaidStatusValue; label: string }[] = [
  { value: 'PAID', label: 'Paid' },
  { value: 'UNPAID', label: 'Unpaid' },
  { value: 'N_A', label: 'N/A' },
];

/** The Document Status select: every state (the server's `state: null`) or one. */
export const EXPENSE_STATES: readonly { value: ExpenseStateValue; label: string; color: string }[] =
  [
    { value: 'DRAFT', label: 'Draft', color: 'default' },
    { value: 'PROCESSING', label: 'Processing', color: 'processing' },
    { value: 'PROCESSED', label: 'Processed', color: 'cyan' },
    { value: 'CONFIRMED', label: 'Confirmed', color: 'success' },
    { value: 'FLAGGED', label: 'Flagged', color: 'warning' },
    { value: 'DELETED', label: 'Deleted', color: 'error' },
  ];

export const typeLabel = (type: ExpenseTypeValue): string =>
  EXPENSE_TYPE_OPTIONS.find((t) => t.value === type)?.label ?? type;

export const stateBadge = (state: ExpenseStateValue): { label: string; color: string } =>
  EXPENSE_STATES.find((s) => s.value === state) ?? { label: state, color: 'default' };

/** A card's first line: type and number ("Invoice INV-001"). */
export function cardTitle(expense: { expenseType: ExpenseTypeValue; expenseNumber: string }) {
  return `${typeLabel(expense.expenseType)} ${expense.expenseNumber}`.trim();
}

/** The card's supplier line (spec 3 §2.2). */
export const supplierText = (supplierName: string | null | undefined): string =>
  supplierName?.trim() ? supplierName : 'No supplier';

/** The From / To pickers (both shown inclusive). */
export interface ExpenseRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** Default: last month up to today (spec 3 §2.2, §9). */
export function defaultExpenseRange(today: CalendarDate): ExpenseRange {
  return { from: addMonths(today, -1), to: today };
}

/** The query's range: `to` is exclusive on the server, so the day after the picker's. */
export function rangeVariables(range: ExpenseRange): { from: string; to: string } {
  return { from: range.from, to: addDays(range.to, 1) };
}

/**
 * The list refreshes while an expense in it is being extracted (spec 3 §4.1: PROCESSING changes
 * by itself), and only then: nothing else changes an expense behind the user's back.
 */
export const EXPENSE_POLL_MS = 10_000;

export function needsPolling(rows: readonly { expenseState: ExpenseStateValue }[]): boolean {
  return rows.some((row) => row.expenseState === 'PROCESSING');
}

/** States whose fields, items, misc and files the user may change (spec 3 §4.1). */
export function isEditableState(state: ExpenseStateValue | null): boolean {
  return state === null || state === 'DRAFT' || state === 'PROCESSED' || state === 'FLAGGED';
}

/** Whether the list's selected card offers delete (spec 3 §2.2) or restore (DELETED). */
export function cardAction(state: ExpenseStateValue): 'delete' | 'restore' | null {
  if (state === 'DELETED') return 'restore';
  return EXPENSE_DELETE_HIDDEN.includes(state) ? null : 'delete';
}

export type MainActionKind = 'add' | 'save' | 'confirm' | 'edit' | 'resolve' | 'restore';

/**
 * The details panel's main button (spec 3 §2.2, §4.1): Add Draft for a new expense, Save Draft
 * while an editable one has unsaved changes, else the state's (`EXPENSE_MAIN_ACTION`); none
 * while PROCESSING.
 */
export function mainAction(
  state: ExpenseStateValue | null,
  changed: boolean,
): { kind: MainActionKind; label: string } | null {
  if (state === null) return { kind: 'add', label: 'Add Draft' };
  if (changed && isEditableState(state)) return { kind: 'save', label: 'Save Draft' };
  const label = EXPENSE_MAIN_ACTION[state];
  if (label === null) return null;
  const kind: MainActionKind =
    state === 'CONFIRMED'
      ? 'edit'
      : state === 'FLAGGED'
        ? 'resolve'
        : state === 'DELETED'
          ? 'restore'
          : 'confirm';
  return { kind, label };
}

/** Structured e-invoices (UBL / MyInvois XML or JSON, CII): read exactly and without credits. */
export function isEInvoiceFile(file: { fileName: string; contentType?: string | null }): boolean {
  const name = file.fileName.toLowerCase();
  const type = (file.contentType ?? '').toLowerCase();
  return (
    name.endsWith('.xml') ||
    name.endsWith('.json') ||
    type === 'application/xml' ||
    type === 'text/xml' ||
    type === 'application/json'
  );
}

/** The content type an upload is signed with: the browser's, else the name's. */
export function uploadContentType(fileName: string, browserType: string): string {
  const name = fileName.toLowerCase();
  if (name.endsWith('.xml')) return browserType === 'text/xml' ? 'text/xml' : 'application/xml';
  if (name.endsWith('.json')) return 'application/json';
  if (browserType) return browserType;
  if (name.endsWith('.pdf')) return 'application/pdf';
  if (name.endsWith('.png')) return 'image/png';
  return 'image/jpeg';
}

/** The most credits one run reserves (issue 22: up to 100 lines per run). */
export const AUTOMATE_MAX_CREDITS = 100;

/**
 * Why Automate Expense is disabled (spec 3 §5.1, issue 22), or null when it may run: saved, with
 * files, with a supplier, credits left (or every file a free e-invoice) and not running already.
 */
export function automateDisabledReason(expense: {
  saved: boolean;
  files: readonly { fileName: string; contentType?: string | null }[];
  supplier: string | null | undefined;
  credits: number | null | undefined;
  state: ExpenseStateValue | null;
}): string | null {
  if (!expense.saved) return ExpenseMessages.automateUnsaved;
  if (expense.state === 'PROCESSING') return ExpenseMessages.automateRunning;
  if (expense.state === 'CONFIRMED' || expense.state === 'DELETED') {
    return ExpenseMessages.notEditable(expense.state);
  }
  if (expense.files.length === 0) return ExpenseMessages.automateNoFiles;
  if (!expense.supplier?.trim()) return ExpenseMessages.automateNoSupplier;
  const free = expense.files.every(isEInvoiceFile);
  if (!free && (expense.credits ?? 0) <= 0) return ExpenseMessages.automateNoCredits;
  return null;
}

/** The confirmation before a run: what it may cost now. */
export function automateQuestion(
  files: readonly { fileName: string; contentType?: string | null }[],
  credits: number | null | undefined,
): string {
  if (files.length > 0 && files.every(isEInvoiceFile)) return ExpenseMessages.automateQuestionFree;
  return ExpenseMessages.automateQuestion(
    Math.min(Math.max(credits ?? 0, 0), AUTOMATE_MAX_CREDITS),
  );
}

/** While PROCESSING the details panel asks again this often (issue 22: lines on screen in seconds). */
export const EXTRACTION_POLL_MS = 1_000;

/** The progress panel's figures ("1 of 2 files read", "3 pages read"). */
export function extractionProgress(
  extraction: { filesDone: number; filesTotal: number; pagesDone: number } | null | undefined,
): { files: string; pages: string; percent: number } {
  const done = extraction?.filesDone ?? 0;
  const total = extraction?.filesTotal ?? 0;
  const pages = extraction?.pagesDone ?? 0;
  return {
    files: `${done} of ${total} ${total === 1 ? 'file' : 'files'} read`,
    pages: `${pages} ${pages === 1 ? 'page' : 'pages'} read`,
    percent: total > 0 ? Math.round((done / total) * 100) : 0,
  };
}

/**
 * What the owner is told when a run ends on screen: PROCESSED → the success toast with the lines
 * kept; FLAGGED → the alert shows the admin remark (nothing to toast). A run is seen ending when
 * the expense leaves PROCESSING, or when this screen started it (`started`) and a fast reading
 * was already over by the time the screen heard back.
 */
export function automateOutcome(
  before: ExpenseStateValue | null,
  now: ExpenseStateValue | null,
  linesKept: number | null | undefined,
  started = false,
): { toast: string | null } | null {
  if (now === 'PROCESSING' || now === null) return null;
  if (before !== 'PROCESSING' && !started) return null;
  return { toast: now === 'PROCESSED' ? ExpenseMessages.processed(linesKept ?? 0) : null };
}

/** Confirm waits until every marked line was looked at: the text shown instead of sending. */
export function confirmBlocked(linesToReview: number | null | undefined): string | null {
  return linesToReview && linesToReview > 0 ? ExpenseMessages.reviewPending(linesToReview) : null;
}

/** A line's marks (issue 22): why to check it, how alike its guessed item is, or a new item. */
export interface LineMarks {
  /** reasons to check; null when nothing to check or the owner looked at it */
  check: readonly string[] | null;
  /** "87% alike" for a FUZZY match */
  alike: string | null;
  /** no inventory item matched: saving the line creates it */
  newItem: boolean;
  /** what the document printed, when the line's name differs from it */
  printed: string | null;
  /** the amount the document printed for the line, when the line's total differs from it */
  printedAmount: string | null;
}

export function lineMarks(item: {
  name: string;
  sourceDescription?: string | null;
  reviewReasons?: readonly string[] | null;
  reviewed?: boolean | null;
  matchConfidence?: number | null;
  matchedBy?: string | null;
  total?: string | null;
  printedTotal?: string | null;
}): LineMarks {
  const reasons = item.reviewReasons ?? [];
  const printed = item.sourceDescription?.trim() || null;
  return {
    check: reasons.length > 0 && item.reviewed === false ? reasons : null,
    alike:
      item.matchedBy === 'FUZZY' &&
      item.matchConfidence !== null &&
      item.matchConfidence !== undefined
        ? `${item.matchConfidence}% alike`
        : null,
    newItem: item.matchedBy === 'NONE',
    printed: printed && printed.toUpperCase() !== item.name.trim().toUpperCase() ? printed : null,
    printedAmount:
      item.printedTotal && item.total && item.printedTotal !== item.total
        ? item.printedTotal
        : null,
  };
}

/** What the documents proposed for the details (issue 22), as shown in "Read from the document". */
export interface Proposal {
  supplierName: string | null;
  /** the proposed name is one of the outlet's suppliers (else saving creates it) */
  supplierMatched: boolean;
  number: string | null;
  date: string | null;
  total: string | null;
}

export function proposal(
  extraction:
    | {
        state: string;
        proposedSupplierName?: string | null;
        supplierMatched: boolean;
        proposedNumber?: string | null;
        proposedDate?: string | null;
        proposedTotal?: string | null;
      }
    | null
    | undefined,
): Proposal | null {
  if (!extraction || extraction.state !== 'DONE') return null;
  const found: Proposal = {
    supplierName: extraction.proposedSupplierName?.trim() || null,
    supplierMatched: extraction.supplierMatched,
    number: extraction.proposedNumber?.trim() || null,
    date: extraction.proposedDate || null,
    total: extraction.proposedTotal || null,
  };
  return found.supplierName || found.number || found.date || found.total ? found : null;
}

/**
 * Use these: the proposed supplier, number and date over the form's values (the date sets the due
 * date, as typing it does; a date the window refuses is left out). The owner then saves.
 */
export function withProposal(
  values: ExpenseValues,
  found: Proposal,
  window?: { checking: boolean; earliestDate: string } | null,
): ExpenseValues {
  let next = { ...values };
  if (found.supplierName) next.supplierName = found.supplierName;
  if (found.number) next.expenseNumber = found.number;
  if (found.date && !isExpenseDateDisabled(found.date, window)) {
    next = withExpenseDate(next, found.date);
  }
  return next;
}

/** The details form's values (dates as YYYY-MM-DD). */
export interface ExpenseValues {
  expenseType: ExpenseTypeValue;
  expenseNumber: string;
  paidStatus: PaidStatusValue;
  supplierName: string;
  expenseDate: string;
  dueDate: string;
  userRemarks: string;
}

/** A new expense: an unpaid invoice dated today. */
export function newExpenseValues(today: CalendarDate): ExpenseValues {
  return {
    expenseType: 'INVOICE',
    expenseNumber: '',
    paidStatus: 'UNPAID',
    supplierName: '',
    expenseDate: today,
    dueDate: today,
    userRemarks: '',
  };
}

/** A saved expense's values. */
export function expenseValues(expense: {
  expenseType: ExpenseTypeValue;
  expenseNumber: string;
  paidStatus: PaidStatusValue;
  supplierName?: string | null;
  expenseDate: string;
  dueDate: string;
  userRemarks?: string | null;
}): ExpenseValues {
  return {
    expenseType: expense.expenseType,
    expenseNumber: expense.expenseNumber,
    paidStatus: expense.paidStatus,
    supplierName: expense.supplierName ?? '',
    expenseDate: expense.expenseDate,
    dueDate: expense.dueDate,
    userRemarks: expense.userRemarks ?? '',
  };
}

/** Changing the expense date sets the due date to the same date (spec 3 §4.1). */
export function withExpenseDate(values: ExpenseValues, date: string): ExpenseValues {
  return { ...values, expenseDate: date, dueDate: date };
}

/** The form differs from what is saved (Save Draft shows). */
export function valuesChanged(typed: Partial<ExpenseValues>, saved: ExpenseValues): boolean {
  return (Object.keys(saved) as (keyof ExpenseValues)[]).some(
    (key) => typed[key] !== undefined && (typed[key] ?? '').trim() !== saved[key].trim(),
  );
}

/** What the server takes (`ExpenseInput`): names trimmed, blank remarks as null. */
export function expenseInput(values: ExpenseValues) {
  return {
    expenseType: values.expenseType,
    expenseNumber: values.expenseNumber.trim(),
    supplierName: values.supplierName.trim(),
    expenseDate: values.expenseDate,
    dueDate: values.dueDate,
    paidStatus: values.paidStatus,
    userRemarks: values.userRemarks.trim() || null,
  };
}

/** The date pickers: with 90-day checking on, days before the earliest date are disabled. */
export function isExpenseDateDisabled(
  date: string,
  window: { checking: boolean; earliestDate: string } | null | undefined,
): boolean {
  return Boolean(window?.checking && date < window.earliestDate);
}

/** Σ of the lines' totals (the tables' Subtotal rows), exact. */
export const subtotal = (rows: readonly { total: string }[]): string =>
  sum(rows.map((row) => row.total));

/** A blank amount the user left: the server's rule is "non-numeric counts as 0" (§5.1). */
export function decimalValue(typed: string | number | null | undefined): string {
  const text = typed === null || typed === undefined ? '' : String(typed).trim();
  return /^\d+(\.\d+)?$/.test(text) ? text : '0';
}
