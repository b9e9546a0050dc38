import {
  atLimit,
  decimalValue,
  defaultInvoiceFilter,
  dueDateTone,
  filterFromSearch,
  listSearch,
  menuSuggestions,
  modeOf,
  mondayOf,
  paymentDateText,
  sendAllState,
  sendDisabled,
  statusChange,
  STATUS_FILTER_OPTIONS,
  weekListPath,
  whatsappLink,
  whatsappText,
} from './invoices';
import { InvoiceMessages } from './texts';

describe('the draft rules (spec 3 §2.7, §5.5)', () => {
  it('is at the limit at or above it', () => {
    expect(atLimit({ drafts: 9, limit: 10 })).toBe(false);
    expect(atLimit({ drafts: 10, limit: 10 })).toBe(true);
    expect(atLimit({ drafts: 11, limit: 10 })).toBe(true);
    expect(atLimit(null)).toBe(false);
  });

  it('enables Send All only with drafts, and refuses unsaved rows, then empty drafts', () => {
    const a = { id: 'a', items: [1] };
    const b = { id: 'b', items: [] };
    expect(sendAllState([], new Set())).toBe('none');
    expect(sendAllState([a], new Set())).toBe('ready');
    expect(sendAllState([a, b], new Set())).toBe('emptyDraft');
    expect(sendAllState([a, b], new Set(['a']))).toBe('unsaved');
  });

  it('disables Send Invoice with zero items or while working', () => {
    expect(sendDisabled(0, false)).toBe(true);
    expect(sendDisabled(2, true)).toBe(true);
    expect(sendDisabled(2, false)).toBe(false);
  });

  it('leaves out the menus already on the invoice, but not the edited row’s own', () => {
    const found = [
      { id: 'v2', menuId: 'm1' },
      { id: 'v9', menuId: 'm2' },
      { id: 'v5', menuId: 'm3' },
    ];
    expect(menuSuggestions(found, ['m1', 'm2']).map((m) => m.id)).toEqual(['v5']);
    expect(menuSuggestions(found, ['m1', 'm2'], 'm2').map((m) => m.id)).toEqual(['v9', 'v5']);
  });

  it('coerces numbers that are not numbers to 0 (§5.5)', () => {
    expect(decimalValue('2.5')).toBe('2.5');
    expect(decimalValue(' 3 ')).toBe('3');
    expect(decimalValue('abc')).toBe('0');
    expect(decimalValue('-1')).toBe('0');
    expect(decimalValue(null)).toBe('0');
  });
});

describe('the list (spec 3 §2.7, §4.3)', () => {
  it('offers View All, Credit Only and Paid Only', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'View All',
      'Credit Only',
      'Paid Only',
    ]);
  });

  it('shows N/A as the payment date when empty or on CREDIT', () => {
    expect(paymentDateText({ paymentDate: null, invoiceStatus: 'PAID' })).toBe('N/A');
    expect(paymentDateText({ paymentDate: '2026-03-05', invoiceStatus: 'CREDIT' })).toBe('N/A');
    expect(paymentDateText({ paymentDate: '2026-03-05', invoiceStatus: 'PAID' })).toBe(
      '05 March 2026',
    );
  });

  it('marks a due date earlier than today as overdue', () => {
    expect(dueDateTone('2026-03-04', '2026-03-05')).toBe('overdue');
    expect(dueDateTone('2026-03-05', '2026-03-05')).toBe('due');
    expect(dueDateTone('2026-03-09', '2026-03-05')).toBe('due');
  });

  it('asks a payment date to mark PAID and a due date to go back to CREDIT', () => {
    expect(statusChange('CREDIT')).toEqual({ next: 'PAID', dateLabel: 'Payment Date' });
    expect(statusChange('PAID')).toEqual({ next: 'CREDIT', dateLabel: 'Due Date' });
  });

  it('defaults to Weekly over the first of the month up to tomorrow', () => {
    expect(defaultInvoiceFilter('2026-03-17')).toEqual({
      mode: 'weekly',
      range: { start: '2026-03-01', end: '2026-03-18', shownEnd: '2026-03-17' },
    });
  });

  it('keeps the range in the address and reads it back', () => {
    const week = filterFromSearch(
      new URLSearchParams('from=2026-03-02&to=2026-03-09'),
      '2026-03-17',
    );
    expect(week).toEqual({
      mode: 'weekly',
      range: { start: '2026-03-02', end: '2026-03-09', shownEnd: '2026-03-08' },
    });
    expect(listSearch(week)).toBe('from=2026-03-02&to=2026-03-09&mode=weekly');
    const custom = filterFromSearch(
      new URLSearchParams('from=2026-03-02&to=2026-03-20&mode=custom'),
      '2026-03-17',
    );
    expect(custom.mode).toBe('custom');
    expect(custom.range.shownEnd).toBe('2026-03-19');
  });

  it('falls back to the default on a missing or broken range', () => {
    const fallback = defaultInvoiceFilter('2026-03-17');
    for (const search of ['', 'from=2026-03-02', 'from=2026-03-09&to=2026-03-02', 'from=x&to=y']) {
      expect(filterFromSearch(new URLSearchParams(search), '2026-03-17')).toEqual(fallback);
    }
  });

  it('tells the mode of a range', () => {
    expect(modeOf({ start: '2026-03-02', end: '2026-03-09' })).toBe('weekly');
    expect(modeOf({ start: '2026-02-01', end: '2026-03-01' })).toBe('monthly');
    expect(modeOf({ start: '2026-01-01', end: '2027-01-01' })).toBe('yearly');
    expect(modeOf({ start: '2026-03-01', end: '2026-03-18' })).toBe('custom');
  });
});

describe('the week of an invoice (client tabs, notifications)', () => {
  it('starts on Monday', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(mondayOf('2026-03-05')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02'); // a Sunday
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });

  it('opens the list from that Monday to the next', () => {
    expect(weekListPath('2026-03-05')).toBe('/invoices/list?from=2026-03-02&to=2026-03-09');
  });
});

describe('the WhatsApp share (§7.4)', () => {
  const invoice = {
    clientName: 'Acme Catering',
    invoiceNumber: '10092603051200',
    invoiceDate: '2026-03-05',
    outletName: 'Kedai Kopi',
    clientLink: 'https://mise.example/client-view/tok',
  };

  it('names the client, the number, the outlet, the date and the link', () => {
    const text = whatsappText(invoice);
    for (const part of [
      'Acme Catering',
      '10092603051200',
      'Kedai Kopi',
      '05 March 2026',
      'https://mise.example/client-view/tok',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('goes to the client’s number with the text', () => {
    const link = whatsappLink('+60 12-345 6789', whatsappText(invoice));
    expect(link.startsWith('https://wa.me/60123456789?text=')).toBe(true);
    expect(decodeURIComponent(link.split('text=')[1] ?? '')).toBe(whatsappText(invoice));
  });
});

describe('the texts (spec 3 §2.7, §5.5)', () => {
  it('words the spec’s messages', () => {
    expect(InvoiceMessages.limitReached).toBe(
      'Limit has been reached, please send or delete Invoice before creating new',
    );
    expect(InvoiceMessages.sendingProgress(2, 3)).toBe('Sending Invoice 2 of 3');
    expect(InvoiceMessages.allSent(3)).toBe('All Invoices 3 of 3 Sent!');
  });
});
