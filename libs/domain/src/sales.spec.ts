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
