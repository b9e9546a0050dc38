import { ExpenseMessages } from '@mise/domain';
import {
  automateDisabledReason,
  cardAction,
  cardTitle,
  decimalValue,
  defaultExpenseRange,
  expenseInput,
  isEditableState,
  isExpenseDateDisabled,
  mainAction,
  needsPolling,
  newExpenseValues,
  rangeVariables,
  stateBadge,
  subtotal,
  supplierText,
  valuesChanged,
  withExpenseDate,
} from './expenses';

describe('the list (spec 3 §2.2)', () => {
  it('defaults From and To to last month up to today, and asks the server up to tomorrow', () => {
    const range = defaultExpenseRange('2026-03-31');
    expect(range).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(rangeVariables(range)).toEqual({ from: '2026-02-28', to: '2026-04-01' });
  });

  it('titles a card with its type and number, and says when it has no supplier', () => {
    expect(cardTitle({ expenseType: 'CREDITMEMO', expenseNumber: 'CM-7' })).toBe(
      'Credit Memo CM-7',
    );
    expect(cardTitle({ expenseType: 'INVOICE', expenseNumber: '' })).toBe('Invoice');
    expect(supplierText(null)).toBe('No supplier');
    expect(supplierText('  ')).toBe('No supplier');
    expect(supplierText('FRESH FARM')).toBe('FRESH FARM');
    expect(stateBadge('CONFIRMED').label).toBe('Confirmed');
  });

  it('offers delete on the selected card except DELETED, PROCESSING and PROCESSED; restore on DELETED', () => {
    expect(cardAction('DRAFT')).toBe('delete');
    expect(cardAction('CONFIRMED')).toBe('delete');
    expect(cardAction('FLAGGED')).toBe('delete');
    expect(cardAction('PROCESSING')).toBeNull();
    expect(cardAction('PROCESSED')).toBeNull();
    expect(cardAction('DELETED')).toBe('restore');
  });

  it('polls only while an expense of the page is PROCESSING', () => {
    expect(needsPolling([])).toBe(false);
    expect(needsPolling([{ expenseState: 'DRAFT' }, { expenseState: 'CONFIRMED' }])).toBe(false);
    expect(needsPolling([{ expenseState: 'DRAFT' }, { expenseState: 'PROCESSING' }])).toBe(true);
  });
});

describe('the main button (spec 3 §4.1)', () => {
  it('adds a new draft and saves a changed one', () => {
    expect(mainAction(null, false)).toEqual({ kind: 'add', label: 'Add Draft' });
    expect(mainAction('DRAFT', true)).toEqual({ kind: 'save', label: 'Save Draft' });
    expect(mainAction('PROCESSED', true)).toEqual({ kind: 'save', label: 'Save Draft' });
  });

  it("is the state's own otherwise, and none while PROCESSING", () => {
    expect(mainAction('DRAFT', false)).toEqual({ kind: 'confirm', label: 'Confirm Draft' });
    expect(mainAction('PROCESSED', false)).toEqual({ kind: 'confirm', label: 'Confirm Draft' });
    expect(mainAction('CONFIRMED', false)).toEqual({ kind: 'edit', label: 'Edit Details' });
    expect(mainAction('CONFIRMED', true)).toEqual({ kind: 'edit', label: 'Edit Details' });
    expect(mainAction('FLAGGED', false)).toEqual({ kind: 'resolve', label: 'Resolve' });
    expect(mainAction('DELETED', false)).toEqual({ kind: 'restore', label: 'Restore' });
    expect(mainAction('PROCESSING', false)).toBeNull();
  });

  it('lets DRAFT, PROCESSED, FLAGGED and a new one be edited', () => {
    expect(isEditableState(null)).toBe(true);
    expect(['DRAFT', 'PROCESSED', 'FLAGGED'].every((s) => isEditableState(s as never))).toBe(true);
    expect(['PROCESSING', 'CONFIRMED', 'DELETED'].some((s) => isEditableState(s as never))).toBe(
      false,
    );
  });
});

describe('Automate Expense (spec 3 §5.1)', () => {
  const ready = { saved: true, files: 1, credits: 5, state: 'DRAFT' as const };
  it('says why it is disabled', () => {
    expect(automateDisabledReason({ ...ready, saved: false, state: null })).toBe(
      ExpenseMessages.automateUnsaved,
    );
    expect(automateDisabledReason({ ...ready, files: 0 })).toBe(ExpenseMessages.automateNoFiles);
    expect(automateDisabledReason({ ...ready, credits: 0 })).toBe(
      ExpenseMessages.automateNoCredits,
    );
    expect(automateDisabledReason({ ...ready, credits: null })).toBe(
      ExpenseMessages.automateNoCredits,
    );
    expect(automateDisabledReason({ ...ready, state: 'PROCESSING' })).toBe(
      ExpenseMessages.automateRunning,
    );
    expect(automateDisabledReason(ready)).toBeNull();
  });
});

describe('the details form (spec 3 §4.1, §5.1)', () => {
  it('starts a new expense as an unpaid invoice dated today', () => {
    expect(newExpenseValues('2026-03-05')).toMatchObject({
      expenseType: 'INVOICE',
      paidStatus: 'UNPAID',
      expenseDate: '2026-03-05',
      dueDate: '2026-03-05',
    });
  });

  it('sets the due date when the expense date changes', () => {
    const values = { ...newExpenseValues('2026-03-05'), dueDate: '2026-04-05' };
    expect(withExpenseDate(values, '2026-03-01')).toMatchObject({
      expenseDate: '2026-03-01',
      dueDate: '2026-03-01',
    });
  });

  it('sees a change only where a field differs (spaces aside)', () => {
    const saved = { ...newExpenseValues('2026-03-05'), expenseNumber: 'INV-1' };
    expect(valuesChanged({ ...saved }, saved)).toBe(false);
    expect(valuesChanged({ expenseNumber: 'INV-1 ' }, saved)).toBe(false);
    expect(valuesChanged({ expenseNumber: 'INV-2' }, saved)).toBe(true);
    expect(valuesChanged({ userRemarks: 'late' }, saved)).toBe(true);
    expect(valuesChanged({}, saved)).toBe(false);
  });

  it('sends names trimmed and blank remarks as null', () => {
    const values = {
      ...newExpenseValues('2026-03-05'),
      expenseNumber: ' INV-1 ',
      supplierName: ' Fresh Farm ',
      userRemarks: '  ',
    };
    expect(expenseInput(values)).toEqual({
      expenseType: 'INVOICE',
      expenseNumber: 'INV-1',
      supplierName: 'Fresh Farm',
      expenseDate: '2026-03-05',
      dueDate: '2026-03-05',
      paidStatus: 'UNPAID',
      userRemarks: null,
    });
  });

  it('disables dates before the earliest one only while 90-day checking is on', () => {
    const on = { checking: true, earliestDate: '2026-01-01' };
    expect(isExpenseDateDisabled('2025-12-31', on)).toBe(true);
    expect(isExpenseDateDisabled('2026-01-01', on)).toBe(false);
    expect(isExpenseDateDisabled('2025-12-31', { ...on, checking: false })).toBe(false);
    expect(isExpenseDateDisabled('2025-12-31', null)).toBe(false);
  });

  it('adds the lines exactly and reads a non-number as 0', () => {
    expect(subtotal([{ total: '0.10' }, { total: '0.20' }])).toBe('0.3');
    expect(subtotal([])).toBe('0');
    expect(decimalValue('2.5')).toBe('2.5');
    expect(decimalValue('')).toBe('0');
    expect(decimalValue(null)).toBe('0');
    expect(decimalValue('abc')).toBe('0');
  });
});
