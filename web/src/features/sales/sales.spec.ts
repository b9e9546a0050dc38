import { SalesMessages, syncStatusLine } from '@mise/domain';
import {
  APP_SALE_COLUMNS,
  INVOICE_SALE_COLUMNS,
  billingAmountText,
  calendarTitle,
  csvField,
  csvFileName,
  csvImportAllowed,
  csvImportedText,
  csvPhaseText,
  csvPreviewSummary,
  csvTotalsText,
  dayRange,
  invoiceDayRange,
  monthRange,
  optionsText,
  POS_SALE_COLUMNS,
  posReceiptNumber,
  readOnlyText,
  saleInput,
  salesCalendarAmounts,
  salesCsv,
  syncDisabled,
  validateSaleForm,
  type SaleRow,
} from './sales';

const row = (over: Partial<SaleRow> = {}): SaleRow => ({
  id: 's1',
  saleDate: '2026-11-23',
  sourceRef: 'ORD-1',
  orderTimestamp: null,
  subTotal: '20.00',
  billingTotal: '-1.50',
  miscTotal: '0.00',
  nettTotal: '18.50',
  ...over,
});

describe('the sales calendar', () => {
  it('titles the month and shows each day’s app nett total', () => {
    expect(calendarTitle('2026-11')).toBe('Sales of November 2026');
    expect(
      salesCalendarAmounts([
        { date: '2026-11-01', appNettTotal: '12.50' },
        { date: '2026-11-02', appNettTotal: '0.00' },
      ]),
    ).toEqual({ '2026-11-01': '12.50', '2026-11-02': '0.00' });
  });

  it('asks app sales for [day, next day) and invoice sales for [day, day]', () => {
    expect(dayRange('2026-12-31')).toEqual({ from: '2026-12-31', to: '2027-01-01' });
    expect(invoiceDayRange('2026-12-31')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });
});

describe('Sync Now', () => {
  it('is disabled while syncing, at 0 unprocessed and before the count is known', () => {
    expect(syncDisabled(true, 3)).toBe(true);
    expect(syncDisabled(false, 0)).toBe(true);
    expect(syncDisabled(false, undefined)).toBe(true);
    expect(syncDisabled(false, 2)).toBe(false);
  });

  it('shows the spec’s status lines and toast', () => {
    expect(syncStatusLine(true, 4)).toBe('Processing app orders');
    expect(syncStatusLine(false, 0)).toBe('All app orders processed');
    expect(syncStatusLine(false, 4)).toBe('4 unprocessed app orders');
    expect(SalesMessages.syncCompleted('COMPLETED')).toBe('Syncing completed. Status: COMPLETED');
  });
});

describe('Download as .csv', () => {
  it('quotes fields with commas, quotes and line breaks only', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('writes the app sales table’s columns, amounts as exact decimals', () => {
    const text = salesCsv(APP_SALE_COLUMNS, [row(), row({ id: 's2', sourceRef: 'A,B' })]);
    expect(text).toBe(
      'Order Number,Date,Timestamp,Sub Total (RM),Billing Total (RM),Nett Total (RM)\r\n' +
        'ORD-1,2026-11-23,,20.00,-1.50,18.50\r\n' +
        '"A,B",2026-11-23,,20.00,-1.50,18.50\r\n',
    );
  });

  it('writes the invoice columns, and only the header for no rows', () => {
    expect(salesCsv(INVOICE_SALE_COLUMNS, [row({ miscTotal: '2.00' })])).toBe(
      'Sale Date,Sub Total (RM),Misc Total (RM),Nett Total (RM)\r\n2026-11-23,20.00,2.00,18.50\r\n',
    );
    expect(salesCsv(INVOICE_SALE_COLUMNS, [])).toBe(
      'Sale Date,Sub Total (RM),Misc Total (RM),Nett Total (RM)\r\n',
    );
    expect(csvFileName('app-sales', '2026-11-23')).toBe('app-sales-2026-11-23.csv');
  });
});

describe('expanded rows', () => {
  it('shows billing amounts in RM or percent', () => {
    expect(billingAmountText({ amountType: 'NUMBER', amount: '2.00' })).toBe('RM 2.00');
    expect(billingAmountText({ amountType: 'PERCENTAGE', amount: '10.00' })).toBe('10%');
    expect(billingAmountText({ amountType: 'PERCENTAGE', amount: '6.50' })).toBe('6.5%');
  });

  it('lists chosen options by their own name with their add-on price and count', () => {
    expect(
      optionsText([
        { variantName: 'EXTRA', optionName: 'EGG', addOnPrice: '2.00', quantity: '1' },
        { variantName: 'SIZE', optionName: 'LARGE', addOnPrice: '0.00', quantity: '2' },
      ]),
    ).toBe('EGG (+RM 2.00), LARGE × 2');
  });

  it('names an option by its variant when the sale predates option names', () => {
    expect(
      optionsText([{ variantName: 'EXTRA', optionName: '', addOnPrice: '2.00', quantity: '1' }]),
    ).toBe('EXTRA (+RM 2.00)');
  });
});

describe('the manual sale form', () => {
  it('needs an item or a misc line', () => {
    expect(validateSaleForm({ items: [], miscs: [] })).toEqual([
      { field: 'items', message: SalesMessages.sale.noLines },
    ]);
    expect(validateSaleForm({ items: [], miscs: [{ name: 'Tip', total: '1' }] })).toEqual([]);
  });

  it('sends the day, trimmed quantities and misc lines', () => {
    expect(
      saleInput('2026-11-23', {
        items: [{ menuItemId: 'm1', quantity: ' 2.5 ' }],
        miscs: [{ name: ' Delivery ', total: '-3.00' }],
      }),
    ).toEqual({
      saleDate: '2026-11-23',
      items: [{ menuItemId: 'm1', quantity: '2.5' }],
      miscs: [{ name: 'Delivery', total: '-3.00' }],
    });
  });
});

describe('Import CSV', () => {
  const preview = (rows: number, errorCount: number) => ({
    rows: Array.from({ length: rows }, (_, i) => i),
    errorCount,
  });

  it('sums the preview up and says what runs', () => {
    expect(csvPreviewSummary(preview(12, 1))).toBe('12 rows, 1 with problems');
    expect(csvPreviewSummary(preview(1, 0))).toBe('1 row, 0 with problems');
    expect(csvPhaseText('uploading')).toBe('Uploading the file...');
    expect(csvPhaseText('checking')).toBe('Checking the rows...');
    expect(csvPhaseText('importing')).toBe('Importing the sales...');
    expect(csvPhaseText('idle')).toBeNull();
  });

  it('offers Import only for a read file with rows and no bad row, when nothing runs', () => {
    expect(csvImportAllowed(null, 'idle')).toBe(false);
    expect(csvImportAllowed(preview(3, 1), 'idle')).toBe(false);
    expect(csvImportAllowed(preview(0, 0), 'idle')).toBe(false);
    expect(csvImportAllowed(preview(3, 0), 'importing')).toBe(false);
    expect(csvImportAllowed(preview(3, 0), 'idle')).toBe(true);
  });

  it('toasts the sales and lines written', () => {
    expect(csvImportedText({ sales: 2, lines: 5 })).toBe('Imported 2 sales (5 lines)');
    expect(csvImportedText({ sales: 1, lines: 1 })).toBe('Imported 1 sale (1 line)');
    expect(csvTotalsText({ sales: 2, lines: 5, total: '61' })).toBe(
      'Good rows make 2 sales, 5 lines, total RM 61.00',
    );
  });
});

describe('POS sales (issue 24)', () => {
  it('lists the receipt number as printed, then the invoice columns', () => {
    expect(posReceiptNumber('7f1c-merchant:2-1005')).toBe('2-1005');
    expect(posReceiptNumber(null)).toBe('');
    expect(POS_SALE_COLUMNS.map((c) => c.title)).toEqual([
      'Receipt Number',
      'Sale Date',
      'Sub Total (RM)',
      'Misc Total (RM)',
      'Nett Total (RM)',
    ]);
    expect(salesCsv(POS_SALE_COLUMNS, [row({ sourceRef: 'm:1-1001', miscTotal: '8.00' })])).toBe(
      'Receipt Number,Sale Date,Sub Total (RM),Misc Total (RM),Nett Total (RM)\r\n' +
        '1-1001,2026-11-23,20.00,8.00,18.50\r\n',
    );
  });

  it('says where a read-only sale is changed', () => {
    expect(readOnlyText('from the point of sale')).toBe(
      'This sale comes from the point of sale: change it there',
    );
    expect(readOnlyText('from an invoice')).toBe(
      'This sale comes from an invoice: change the invoice instead',
    );
    expect(SalesMessages.pos.unmappedNotice(2)).toBe(
      '2 point-of-sale items are not linked to a menu item',
    );
  });

  it("reads the unlinked names of the selected day's month", () => {
    expect(monthRange('2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-12-01' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });
});
