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

/**
 * Why Automate Expense is disabled (spec 3 §5.1), or null when it may run. The run itself is
 * issue 22's; until then the screen keeps the button disabled.
 */
export function automateDisabledReason(expense: {
  saved: boolean;
  files: number;
  credits: number | null | undefined;
  state: ExpenseStateValue | null;
}): string | null {
  if (!expense.saved) return ExpenseMessages.automateUnsaved;
  if (expense.state === 'PROCESSING') return ExpenseMessages.automateRunning;
  if (expense.files === 0) return ExpenseMessages.automateNoFiles;
  if ((expense.credits ?? 0) <= 0) return ExpenseMessages.automateNoCredits;
  return null;
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
