import fc from 'fast-check';
import { cmp, sum } from './money';
import {
  billingPrice,
  itemTotal,
  miscTotalError,
  monthStart,
  orderCodeError,
  saleQuantityError,
  saleTotals,
  SalesMessages,
  syncStatusLine,
  isOrderQuantity,
  isSalesCsvHeader,
  parseCsv,
  readSalesCsvRow,
  salesCsvTemplate,
} from './sales';

describe('sale totals', () => {
  it('adds option add-ons to the item price before the quantity', () => {
    expect(
      itemTotal({ price: '12.50', quantity: 3, options: [{ addOnPrice: '1.20', quantity: 1 }] }),
    ).toBe('41.10');
  });

  it('prices billing lines in RM or percent of the sub total, added or deducted, to the cent', () => {
    expect(billingPrice({ type: 'ADD', amountType: 'PERCENTAGE', amount: '10' }, '41.15')).toBe(
      '4.12',
    );
    expect(billingPrice({ type: 'ADD', amountType: 'PERCENTAGE', amount: '6' }, '41.15')).toBe(
      '2.47',
    );
    expect(billingPrice({ type: 'DEDUCT', amountType: 'NUMBER', amount: '5' }, '41.15')).toBe(
      '-5.00',
    );
    expect(billingPrice({ type: 'DEDUCT', amountType: 'PERCENTAGE', amount: '0' }, '41.15')).toBe(
      '0.00',
    );
  });

  it('makes nett = sub + billing + misc', () => {
    const t = saleTotals({
      items: [
        { price: '12.50', quantity: 2, options: [{ addOnPrice: '1.20', quantity: 1 }] },
        { price: '3.35', quantity: 1, options: [] },
      ],
      billings: [
        { type: 'ADD', amountType: 'PERCENTAGE', amount: '10' },
        { type: 'DEDUCT', amountType: 'NUMBER', amount: '2.00' },
      ],
      miscs: [{ total: '1.05' }],
    });
    expect(t).toEqual({
      itemTotals: ['27.40', '3.35'],
      billingPrices: ['3.08', '-2.00'],
      subTotal: '30.75',
      billingTotal: '1.08',
      miscTotal: '1.05',
      nettTotal: '32.88',
    });
  });

  it('keeps total = Σ parts for any sale (property)', () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((c) => (c / 100).toFixed(2));
    const item = fc.record({
      price: cents(100_000),
      quantity: fc.integer({ min: 1, max: 99 }),
      options: fc.array(fc.record({ addOnPrice: cents(2_000), quantity: fc.constant(1) }), {
        maxLength: 4,
      }),
    });
    const billing = fc.record({
      type: fc.constantFrom('ADD' as const, 'DEDUCT' as const),
      amountType: fc.constantFrom('NUMBER' as const, 'PERCENTAGE' as const),
      amount: cents(10_000),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 10 }),
        fc.array(billing, { maxLength: 4 }),
        fc.array(fc.record({ total: cents(50_000) }), { maxLength: 3 }),
        (items, billings, miscs) => {
          const t = saleTotals({ items, billings, miscs });
          expect(cmp(t.subTotal, sum(t.itemTotals))).toBe(0);
          expect(cmp(t.billingTotal, sum(t.billingPrices.concat('0')))).toBe(0);
          expect(cmp(t.nettTotal, sum([t.subTotal, t.billingTotal, t.miscTotal]))).toBe(0);
          for (const x of [...t.itemTotals, ...t.billingPrices, t.subTotal, t.nettTotal]) {
            expect(x).toMatch(/^-?\d+\.\d{2}$/);
          }
          billings.forEach((b, i) => {
            const sign = cmp(t.billingPrices[i], 0);
            expect(sign === 0 || sign > 0 === (b.type === 'ADD')).toBe(true);
          });
        },
      ),
    );
  });
});

describe('sales texts and input rules', () => {
  it('words the sync answer and the status line as the spec does', () => {
    expect(SalesMessages.syncCompleted('COMPLETED')).toBe('Syncing completed. Status: COMPLETED');
    expect(syncStatusLine(true, 3)).toBe('Processing app orders');
    expect(syncStatusLine(false, 0)).toBe('All app orders processed');
    expect(syncStatusLine(false, 4)).toBe('4 unprocessed app orders');
    expect(SalesMessages.noAppSales).toBe('No app sales found');
    expect(SalesMessages.noInvoiceSales).toBe('No invoice sales found');
    expect(SalesMessages.sale.fromInvoice).toBe(
      'This sale comes from an invoice: change the invoice instead',
    );
    expect(SalesMessages.readOnly.invoice).toBe('from an invoice');
    expect(SalesMessages.sale.fromPos).toBe(
      'This sale comes from the point of sale: change it there',
    );
    expect(SalesMessages.readOnly.pos).toBe('from the point of sale');
    expect(SalesMessages.pos.unmappedNotice(3)).toBe(
      '3 point-of-sale items are not linked to a menu item',
    );
    expect(SalesMessages.pos.unmappedNotice(1)).toBe(
      '1 point-of-sale item is not linked to a menu item',
    );
  });

  it('bounds order quantities to whole 1..99', () => {
    expect([1, 99].map(isOrderQuantity)).toEqual([true, true]);
    expect([0, 100, 1.5, -1, '2'].map(isOrderQuantity)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('checks manual quantities, misc totals, order codes and months', () => {
    expect(saleQuantityError('2.5')).toBeNull();
    expect(saleQuantityError('0')).toBe(SalesMessages.item.quantity);
    expect(saleQuantityError('1.25')).toBe(SalesMessages.item.quantity);
    expect(miscTotalError('-3.50')).toBeNull();
    expect(miscTotalError('3.505')).toBe(SalesMessages.sale.miscTotal);
    expect(orderCodeError(' ')).toBe(SalesMessages.order.codeBlank);
    expect(orderCodeError('A-12_x')).toBeNull();
    expect(orderCodeError('a b')).toBe(SalesMessages.order.codeInvalid);
    expect(monthStart('2026-11')).toBe('2026-11-01');
    expect(monthStart('2026-13')).toBeNull();
  });
});

describe('sales CSV', () => {
  it('parses quoted fields, "" quotes, line breaks in quotes, CRLF, a BOM and blank lines', () => {
    expect(parseCsv('\ufeffa,"b, c"\r\n\r\n"say ""hi""",x\n"two\nlines",y')).toEqual([
      { line: 1, fields: ['a', 'b, c'] },
      { line: 3, fields: ['say "hi"', 'x'] },
      { line: 4, fields: ['two\nlines', 'y'] },
    ]);
  });

  it('has a template whose header it recognises and whose example row reads clean', () => {
    const [header, example] = parseCsv(salesCsvTemplate());
    expect(isSalesCsvHeader(header.fields)).toBe(true);
    expect(isSalesCsvHeader(['Date', ' Menu  Item', 'VERSION', 'quantity', 'sale price'])).toBe(
      true,
    );
    expect(isSalesCsvHeader(['date', 'item'])).toBe(false);
    expect(readSalesCsvRow(example)).toEqual({
      row: 2,
      saleDate: '2026-01-31',
      menuItemName: 'NASI LEMAK',
      versionNumber: null,
      quantity: '2',
      salePrice: '12.50',
      error: null,
    });
  });

  it('answers each bad row with its line number and reason', () => {
    const reason = (fields: string[]) => readSalesCsvRow({ line: 3, fields }).error;
    expect(reason(['2026-02-30', 'TEA', '', '1', ''])).toBe('Row 3: date must be YYYY-MM-DD');
    expect(reason(['2026-02-03', ' ', '', '1', ''])).toBe('Row 3: menu item is blank');
    expect(reason(['2026-02-03', 'TEA', 'v2', '1', ''])).toBe(
      'Row 3: version must be a whole number',
    );
    expect(reason(['2026-02-03', 'TEA', '', '0', ''])).toBe(
      'Row 3: quantity must be a number above 0 with at most 1 decimal',
    );
    expect(reason(['2026-02-03', 'TEA', '', '-1', ''])).toMatch(/quantity/);
    expect(reason(['2026-02-03', 'TEA', '', '1', 'abc'])).toBe(
      'Row 3: sale price must be a number with at most 2 decimals, not negative',
    );
    expect(reason(['2026-02-03', 'TEA', '1'])).toBe(
      'Row 3: expected 5 columns (date, menu item, version, quantity, sale price)',
    );
    expect(readSalesCsvRow({ line: 3, fields: ['2026-02-03', 'TEA', '2', '1.5', '3'] })).toEqual(
      expect.objectContaining({ versionNumber: 2, quantity: '1.5', salePrice: '3', error: null }),
    );
  });
});
