import { ExpenseMessages, ExtractionReviewReasons } from '@mise/domain';
import {
  automateDisabledReason,
  automateOutcome,
  automateQuestion,
  confirmBlocked,
  extractionProgress,
  isEInvoiceFile,
  lineMarks,
  proposal,
  uploadContentType,
  withProposal,
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

describe('Automate Expense (spec 3 §5.1, issue 22)', () => {
  const pdf = { fileName: 'invoice.pdf', contentType: 'application/pdf' };
  const xml = { fileName: 'einvoice.xml', contentType: 'application/xml' };
  const json = { fileName: 'myinvois.json', contentType: 'application/json' };
  const ready = {
    saved: true,
    files: [pdf],
    supplier: 'SEGAR FRESH SDN BHD',
    credits: 5,
    state: 'DRAFT' as const,
  };
  it('says why it is disabled, first things first', () => {
    expect(automateDisabledReason({ ...ready, saved: false, state: null })).toBe(
      ExpenseMessages.automateUnsaved,
    );
    expect(automateDisabledReason({ ...ready, files: [] })).toBe(ExpenseMessages.automateNoFiles);
    expect(automateDisabledReason({ ...ready, files: [], supplier: null })).toBe(
      ExpenseMessages.automateNoFiles,
    );
    expect(automateDisabledReason({ ...ready, supplier: '  ' })).toBe(
      ExpenseMessages.automateNoSupplier,
    );
    expect(automateDisabledReason({ ...ready, credits: 0 })).toBe(
      ExpenseMessages.automateNoCredits,
    );
    expect(automateDisabledReason({ ...ready, credits: null })).toBe(
      ExpenseMessages.automateNoCredits,
    );
    expect(automateDisabledReason({ ...ready, state: 'PROCESSING' })).toBe(
      ExpenseMessages.automateRunning,
    );
    expect(automateDisabledReason({ ...ready, state: 'CONFIRMED' })).toBe(
      ExpenseMessages.notEditable('CONFIRMED'),
    );
  });

  it('runs a saved expense with files and a supplier: with credits, or when every file is an e-invoice', () => {
    expect(automateDisabledReason(ready)).toBeNull();
    expect(automateDisabledReason({ ...ready, state: 'PROCESSED' })).toBeNull();
    expect(automateDisabledReason({ ...ready, state: 'FLAGGED' })).toBeNull();
    expect(automateDisabledReason({ ...ready, files: [xml, json], credits: 0 })).toBeNull();
    expect(automateDisabledReason({ ...ready, files: [xml, pdf], credits: 0 })).toBe(
      ExpenseMessages.automateNoCredits,
    );
  });

  it('asks first, with the credits it may spend (at most 100), or says e-invoices are free', () => {
    expect(automateQuestion([pdf], 250)).toBe(ExpenseMessages.automateQuestion(100));
    expect(automateQuestion([pdf], 7)).toBe(ExpenseMessages.automateQuestion(7));
    expect(automateQuestion([xml], 0)).toBe(ExpenseMessages.automateQuestionFree);
  });

  it('knows an e-invoice by its name or its type, and signs uploads with the right type', () => {
    expect(isEInvoiceFile({ fileName: 'INV.XML' })).toBe(true);
    expect(isEInvoiceFile({ fileName: 'doc', contentType: 'text/xml' })).toBe(true);
    expect(isEInvoiceFile(pdf)).toBe(false);
    expect(uploadContentType('a.xml', '')).toBe('application/xml');
    expect(uploadContentType('a.xml', 'text/xml')).toBe('text/xml');
    expect(uploadContentType('a.json', '')).toBe('application/json');
    expect(uploadContentType('a.pdf', '')).toBe('application/pdf');
    expect(uploadContentType('a.png', 'image/png')).toBe('image/png');
    expect(uploadContentType('photo', '')).toBe('image/jpeg');
  });
});

describe('a run (issue 22)', () => {
  it('shows files and pages read while PROCESSING', () => {
    expect(extractionProgress({ filesDone: 1, filesTotal: 2, pagesDone: 3 })).toEqual({
      files: '1 of 2 files read',
      pages: '3 pages read',
      percent: 50,
    });
    expect(extractionProgress(null)).toEqual({
      files: '0 of 0 files read',
      pages: '0 pages read',
      percent: 0,
    });
    expect(extractionProgress({ filesDone: 0, filesTotal: 1, pagesDone: 1 }).files).toBe(
      '0 of 1 file read',
    );
  });

  it('toasts "Processed N line items" when a run ends PROCESSED, nothing when FLAGGED', () => {
    expect(automateOutcome('PROCESSING', 'PROCESSED', 4)).toEqual({
      toast: 'Processed 4 line items',
    });
    expect(automateOutcome('PROCESSING', 'FLAGGED', 0)).toEqual({ toast: null });
    expect(automateOutcome('PROCESSING', 'PROCESSING', 4)).toBeNull();
    // Not a run ending: an expense opened PROCESSED, or saved.
    expect(automateOutcome('PROCESSED', 'PROCESSED', 4)).toBeNull();
    expect(automateOutcome('DRAFT', 'PROCESSED', 4)).toBeNull();
  });

  it('sees the end of a run it started even when the reading was over before the answer', () => {
    expect(automateOutcome('DRAFT', 'PROCESSED', 4, true)).toEqual({
      toast: 'Processed 4 line items',
    });
    expect(automateOutcome('DRAFT', 'FLAGGED', 0, true)).toEqual({ toast: null });
    expect(automateOutcome('DRAFT', 'PROCESSING', 0, true)).toBeNull();
  });

  it('refuses Confirm while lines wait for review', () => {
    expect(confirmBlocked(0)).toBeNull();
    expect(confirmBlocked(undefined)).toBeNull();
    expect(confirmBlocked(1)).toBe(ExpenseMessages.reviewPending(1));
    expect(confirmBlocked(3)).toBe(ExpenseMessages.reviewPending(3));
  });

  it("marks a line to check until it is looked at; a guess says how alike; none says it's new", () => {
    const line = { name: 'ONION RED', sourceDescription: 'ONION RED', reviewed: false };
    const arithmetic = ExtractionReviewReasons.arithmetic;
    expect(lineMarks({ ...line, reviewReasons: [arithmetic], matchedBy: 'EXACT' })).toEqual({
      check: [arithmetic],
      alike: null,
      newItem: false,
      printed: null,
      printedAmount: null,
    });
    expect(lineMarks({ ...line, reviewReasons: [arithmetic], reviewed: true }).check).toBeNull();
    expect(lineMarks({ ...line, reviewReasons: [], reviewed: true }).check).toBeNull();
    const fuzzy = lineMarks({
      name: 'TOMATO',
      sourceDescription: 'Tomatoes fresh',
      reviewReasons: [ExtractionReviewReasons.fuzzyMatch(82)],
      reviewed: false,
      matchedBy: 'FUZZY',
      matchConfidence: 82,
    });
    expect(fuzzy.alike).toBe('82% alike');
    expect(fuzzy.printed).toBe('Tomatoes fresh');
    expect(lineMarks({ name: 'X', matchedBy: 'NONE', reviewReasons: [] }).newItem).toBe(true);
    // The amount the document printed shows when the line's total is another.
    expect(lineMarks({ ...line, total: '9.60', printedTotal: '9.90' }).printedAmount).toBe('9.90');
    expect(lineMarks({ ...line, total: '9.90', printedTotal: '9.90' }).printedAmount).toBeNull();
    // A typed line has no marks.
    expect(lineMarks({ name: 'BEEF', reviewReasons: [], reviewed: true })).toEqual({
      check: null,
      alike: null,
      newItem: false,
      printed: null,
      printedAmount: null,
    });
  });
});

describe('"Read from the document" (issue 22)', () => {
  const done = {
    state: 'DONE',
    proposedSupplierName: 'SEGAR FRESH SDN BHD',
    supplierMatched: true,
    proposedNumber: 'INV-1001',
    proposedDate: '2026-11-02',
    proposedTotal: '90.42',
  };
  const values = {
    expenseType: 'INVOICE' as const,
    expenseNumber: 'draft',
    paidStatus: 'UNPAID' as const,
    supplierName: '',
    expenseDate: '2026-11-25',
    dueDate: '2026-11-25',
    userRemarks: 'keep',
  };

  it('proposes what a finished run read, nothing before or when it read nothing', () => {
    expect(proposal(done)).toEqual({
      supplierName: 'SEGAR FRESH SDN BHD',
      supplierMatched: true,
      number: 'INV-1001',
      date: '2026-11-02',
      total: '90.42',
    });
    expect(proposal({ ...done, state: 'RUNNING' })).toBeNull();
    expect(proposal(null)).toBeNull();
    expect(
      proposal({
        state: 'DONE',
        supplierMatched: false,
        proposedSupplierName: ' ',
        proposedNumber: null,
        proposedDate: null,
        proposedTotal: null,
      }),
    ).toBeNull();
  });

  it('Use these fills supplier, number and date (and the due date); the rest stays', () => {
    const found = proposal(done)!;
    expect(withProposal(values, found)).toEqual({
      ...values,
      supplierName: 'SEGAR FRESH SDN BHD',
      expenseNumber: 'INV-1001',
      expenseDate: '2026-11-02',
      dueDate: '2026-11-02',
    });
    // A date the 90-day window refuses is left as it was.
    expect(
      withProposal(values, found, { checking: true, earliestDate: '2026-11-10' }).expenseDate,
    ).toBe('2026-11-25');
    expect(withProposal(values, { ...found, number: null }).expenseNumber).toBe('draft');
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
