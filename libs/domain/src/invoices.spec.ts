import fc from 'fast-check';
import type { InvoiceState, InvoiceStatus } from '@mise/contracts';
import { add, cmp, mul } from './money';
import {
  checkInvoiceMisc,
  checkInvoiceQuantity,
  invoiceItemTotal,
  invoiceLimitReached,
  InvoiceMessages as M,
  invoiceOverdue,
  invoiceTotals,
  type InvoiceStateValue,
  type InvoiceStatusValue,
} from './invoices';

// The local unions keep the values of the contracts' types, both ways (typecheck).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameUnions: [
  Same<InvoiceStateValue, InvoiceState>,
  Same<InvoiceStatusValue, InvoiceStatus>,
] = [true, true];

/** A decimal string with up to `places` decimals in [0, max). */
const decimal = (max: number, places: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** places - 1 })
    .map((n) => (n / 10 ** places).toFixed(places));

describe('invoice totals', () => {
  it('is price × quantity, half-up to the cent', () => {
    expect(invoiceItemTotal('12.50', '3')).toBe('37.50');
    expect(invoiceItemTotal('3.33', '1.5')).toBe('5.00'); // 4.995
    expect(invoiceItemTotal('0', '10')).toBe('0.00');
  });

  it('grand total = Σ item totals + Σ misc totals, exactly (property)', () => {
    const item = fc.record({ price: decimal(10000, 2), quantity: decimal(1000, 3) });
    const misc = fc.record({ total: decimal(10000, 2) });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 30 }),
        fc.array(misc, { maxLength: 10 }),
        (lines, miscs) => {
          const items = lines.map((l) => ({ total: invoiceItemTotal(l.price, l.quantity) }));
          const t = invoiceTotals(items, miscs);
          const byHand = [...items, ...miscs].reduce((acc, x) => add(acc, x.total), '0');
          expect(cmp(t.grandTotal, byHand)).toBe(0);
          expect(cmp(t.grandTotal, add(t.itemsTotal, t.miscTotal))).toBe(0);
          expect(t.grandTotal).toMatch(/^\d+\.\d{2}$/);
        },
      ),
    );
  });

  it('a line total is within half a cent of the exact product (property)', () => {
    fc.assert(
      fc.property(decimal(10000, 2), decimal(1000, 3), (p, q) => {
        const diff = add(invoiceItemTotal(p, q), `-${mul(p, q)}`);
        expect(cmp(diff, '0.005')).toBeLessThanOrEqual(0);
        expect(cmp(diff, '-0.005')).toBeGreaterThan(0);
      }),
    );
  });
});

describe('invoice lines (spec 3 §5.5)', () => {
  it('wants a quantity above zero', () => {
    for (const q of ['', '  ', '0', '-1', 'lots']) {
      expect(checkInvoiceQuantity(q)).toEqual({
        ok: false,
        field: 'quantity',
        message: M.quantityBlank,
      });
    }
    expect(checkInvoiceQuantity('1.5')).toEqual({ ok: true, value: '1.5' });
    expect(checkInvoiceQuantity('10000000')).toMatchObject({ message: M.quantityInvalid });
  });

  it('wants a misc name and a total of 0 or more', () => {
    expect(checkInvoiceMisc({ name: ' ', total: '1' })).toMatchObject({
      message: M.miscNameBlank,
    });
    expect(checkInvoiceMisc({ name: 'Box', total: '' })).toMatchObject({
      message: M.miscTotalBlank,
    });
    expect(checkInvoiceMisc({ name: 'Box', total: 'x' })).toMatchObject({
      message: M.miscTotalBlank,
    });
    expect(checkInvoiceMisc({ name: 'Box', total: '-1' })).toMatchObject({
      message: M.totalInvalid,
    });
    expect(checkInvoiceMisc({ name: ' Box  Packaging ', total: '2.5' })).toEqual({
      ok: true,
      value: { name: 'Box Packaging', total: '2.50' },
    });
  });

  it('counts the limit and overdue', () => {
    expect(invoiceLimitReached(9)).toBe(false);
    expect(invoiceLimitReached(10)).toBe(true);
    const inv = { invoiceState: 'CONFIRMED', invoiceStatus: 'CREDIT', dueDate: '2026-11-01' };
    expect(invoiceOverdue(inv, '2026-11-02')).toBe(true);
    expect(invoiceOverdue(inv, '2026-11-01')).toBe(false);
    expect(invoiceOverdue({ ...inv, invoiceStatus: 'PAID' }, '2026-12-01')).toBe(false);
    expect(invoiceOverdue({ ...inv, invoiceState: 'DRAFT' }, '2026-12-01')).toBe(false);
  });

  it('keeps the spec texts', () => {
    expect(M.limitReached).toBe(
      'Limit has been reached, please send or delete Invoice before creating new',
    );
    expect(M.clientUnknown).toBe(
      'No matching client name found. Please add new client details before invoice',
    );
  });
});
