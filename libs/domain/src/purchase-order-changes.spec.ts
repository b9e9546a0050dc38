import fc from 'fast-check';
import { add, cmp, sum } from './money';
import { purchaseOrderGrandTotal, purchaseOrderItemTotal } from './purchase-order';
import {
  applyChangeDecisions,
  type ChangeableLine,
  checkReceivedQuantity,
  checkSupplierOffer,
  offerDecisions,
  pendingChangeCount,
  PurchaseOrderChangeMessages as M,
  receiptFits,
  remainingToReceive,
} from './purchase-order-changes';

const decimal = (max: number, places: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** places - 1 })
    .map((n) => (n / 10 ** places).toFixed(places));

const line = (over: Partial<ChangeableLine> = {}): ChangeableLine => ({
  inventoryName: 'RICE 5KG',
  amount: '5',
  quantity: '2',
  cost: '2.5',
  supplierUnitPrice: null,
  priceDecision: null,
  substituteName: null,
  substituteUnitPrice: null,
  substituteDecision: null,
  ...over,
});

describe("a supplier's offer on a line", () => {
  it('reads prices within the unit-cost bound and upper-cases the substitute', () => {
    expect(
      checkSupplierOffer(
        { unitPrice: ' 2.75 ', substitute: { name: ' jasmine  rice ', unitPrice: '3' } },
        'Rice',
      ),
    ).toEqual({
      ok: true,
      offer: { unitPrice: '2.75', substituteName: 'JASMINE RICE', substituteUnitPrice: '3' },
    });
    expect(checkSupplierOffer({}, 'RICE')).toEqual({
      ok: true,
      offer: { unitPrice: null, substituteName: null, substituteUnitPrice: null },
    });
  });

  it('is no substitute when blank or the line itself; its price is then ignored', () => {
    for (const name of ['  ', 'rice']) {
      const c = checkSupplierOffer({ substitute: { name, unitPrice: 'x' } }, 'RICE');
      expect(c).toEqual({
        ok: true,
        offer: { unitPrice: null, substituteName: null, substituteUnitPrice: null },
      });
    }
  });

  it('refuses prices out of bounds or negative, and long names', () => {
    expect(checkSupplierOffer({ unitPrice: '-1' }, 'A')).toEqual({
      ok: false,
      message: M.unitPriceInvalid,
    });
    expect(checkSupplierOffer({ unitPrice: '100000.01' }, 'A')).toEqual({
      ok: false,
      message: M.unitPriceInvalid,
    });
    expect(checkSupplierOffer({ unitPrice: '1.0000001' }, 'A')).toEqual({
      ok: false,
      message: M.unitPriceInvalid,
    });
    expect(checkSupplierOffer({ substitute: { name: 'B', unitPrice: '1e3' } }, 'A')).toEqual({
      ok: false,
      message: M.substitutePriceInvalid,
    });
    expect(checkSupplierOffer({ substitute: { name: 'x'.repeat(101) } }, 'A')).toEqual({
      ok: false,
      message: M.substituteTooLong,
    });
  });

  it('makes a price difference only when the price differs from the asked cost', () => {
    const offer = { unitPrice: '2.500', substituteName: null, substituteUnitPrice: null };
    expect(offerDecisions(offer, '2.5')).toEqual({ price: null, substitute: null });
    expect(offerDecisions({ ...offer, unitPrice: '3' }, '2.5')).toEqual({
      price: 'PENDING',
      substitute: null,
    });
    expect(offerDecisions({ ...offer, substituteName: 'B' }, '2.5')).toEqual({
      price: null,
      substitute: 'PENDING',
    });
  });
});

describe('deciding the differences', () => {
  it('accepting a price makes it the cost and recomputes the total', () => {
    const l = line({ supplierUnitPrice: '3', priceDecision: 'PENDING' });
    expect(applyChangeDecisions(l, { price: true })).toEqual({
      inventoryName: 'RICE 5KG',
      cost: '3',
      total: '30.00',
      priceDecision: 'ACCEPTED',
      substituteDecision: null,
    });
    expect(applyChangeDecisions(l, { price: false })).toMatchObject({
      cost: '2.5',
      total: '25.00',
      priceDecision: 'REJECTED',
    });
  });

  it('accepting a substitute renames the line, with its own price when it gave one', () => {
    const l = line({
      substituteName: 'BASMATI 5KG',
      substituteUnitPrice: '4',
      substituteDecision: 'PENDING',
    });
    expect(applyChangeDecisions(l, { substitute: true })).toMatchObject({
      inventoryName: 'BASMATI 5KG',
      cost: '4',
      total: '40.00',
      substituteDecision: 'ACCEPTED',
    });
    expect(applyChangeDecisions(l, { substitute: false })).toMatchObject({
      inventoryName: 'RICE 5KG',
      cost: '2.5',
      substituteDecision: 'REJECTED',
    });
  });

  it('leaves decided or absent differences as they are, and counts the pending ones', () => {
    const l = line({ supplierUnitPrice: '3', priceDecision: 'REJECTED' });
    expect(applyChangeDecisions(l, { price: true })).toMatchObject({
      cost: '2.5',
      priceDecision: 'REJECTED',
    });
    expect(applyChangeDecisions(line(), { substitute: true })).toMatchObject({
      substituteDecision: null,
    });
    expect(
      pendingChangeCount([
        { priceDecision: 'PENDING', substituteDecision: 'PENDING' },
        { priceDecision: 'ACCEPTED', substituteDecision: null },
        { priceDecision: null, substituteDecision: 'PENDING' },
      ]),
    ).toBe(3);
  });

  it('the grand total after any accepts equals the sum of the recomputed line totals (property)', () => {
    const arb = fc.record({
      cost: decimal(1000, 6),
      offered: decimal(1000, 6),
      amount: decimal(100, 3),
      quantity: decimal(1000, 2),
      acceptPrice: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arb, { minLength: 1, maxLength: 30 }), (rows) => {
        const after = rows.map((r) =>
          applyChangeDecisions(
            line({
              cost: r.cost,
              amount: r.amount,
              quantity: r.quantity,
              supplierUnitPrice: r.offered,
              priceDecision: 'PENDING',
            }),
            { price: r.acceptPrice },
          ),
        );
        after.forEach((a, n) => {
          const r = rows[n];
          expect(a.total).toBe(
            purchaseOrderItemTotal(r.acceptPrice ? r.offered : r.cost, r.amount, r.quantity),
          );
        });
        const grand = purchaseOrderGrandTotal(after);
        expect(cmp(grand, sum(after.map((a) => a.total)))).toBe(0);
        expect(
          cmp(
            grand,
            after.reduce((s, a) => add(s, a.total), '0'),
          ),
        ).toBe(0);
      }),
    );
  });
});

describe('receiving', () => {
  it('reads 0 or more within the quantity bound', () => {
    expect(checkReceivedQuantity('2.5')).toBe('2.5');
    expect(checkReceivedQuantity('0')).toBe('0');
    expect(checkReceivedQuantity('-1')).toBeNull();
    expect(checkReceivedQuantity('abc')).toBeNull();
    expect(checkReceivedQuantity('1000001')).toBeNull();
  });

  it('refuses more than ordered over all deliveries; tells what is left', () => {
    expect(receiptFits('10', '4', '6')).toBe(true);
    expect(receiptFits('10', '4', '6.000001')).toBe(false);
    expect(remainingToReceive('10', '4')).toBe('6');
    expect(remainingToReceive('10', '10')).toBe('0');
  });
});
