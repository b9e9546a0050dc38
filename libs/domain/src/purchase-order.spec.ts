import fc from 'fast-check';
import type { PurchaseOrderState, PurchaseOrderStatus } from '@mise/contracts';
import { add, cmp, mul, sum } from './money';
import {
  checkPurchaseOrderItem,
  documentNumber,
  procurementSetupProgress,
  purchaseOrderGrandTotal,
  purchaseOrderItemTotal,
  purchaseOrderLimitReached,
  purchaseOrderStatusText,
  PurchaseOrderMessages as M,
  type PurchaseOrderStateValue,
  type PurchaseOrderStatusValue,
} from './purchase-order';

// The local unions keep the values of the enums of @mise/contracts, both ways (typecheck).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameUnions: [
  Same<PurchaseOrderStateValue, PurchaseOrderState>,
  Same<PurchaseOrderStatusValue, PurchaseOrderStatus>,
] = [true, true];

/** A decimal string with up to `places` decimals in [0, max). */
const decimal = (max: number, places: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** places - 1 })
    .map((n) => (n / 10 ** places).toFixed(places));

describe('purchase order totals', () => {
  it('is cost × amount × quantity, half-up to the cent', () => {
    expect(purchaseOrderItemTotal('2.5', '5', '3')).toBe('37.50');
    expect(purchaseOrderItemTotal('0.333333', '1', '1.5')).toBe('0.50'); // 0.4999995
    expect(purchaseOrderItemTotal('0.005', '1', '1')).toBe('0.01');
    expect(purchaseOrderItemTotal('0', '1', '10')).toBe('0.00');
  });

  it('grand total equals the sum of the item totals, exactly (property)', () => {
    const item = fc.record({
      cost: decimal(1000, 6),
      amount: decimal(100, 3),
      quantity: decimal(1000, 1),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (lines) => {
        const totals = lines.map((l) => ({
          total: purchaseOrderItemTotal(l.cost, l.amount, l.quantity),
        }));
        const grand = purchaseOrderGrandTotal(totals);
        const byHand = totals.reduce((acc, t) => add(acc, t.total), '0');
        expect(cmp(grand, byHand)).toBe(0);
        expect(cmp(grand, sum(totals.map((t) => t.total)))).toBe(0);
        expect(grand).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });

  it('an item total is within half a cent of the exact product (property)', () => {
    fc.assert(
      fc.property(decimal(1000, 6), decimal(100, 3), decimal(1000, 1), (c, a, q) => {
        const exact = mul(mul(c, a), q);
        const diff = add(purchaseOrderItemTotal(c, a, q), `-${exact}`);
        expect(cmp(diff, '0.005')).toBeLessThanOrEqual(0);
        expect(cmp(diff, '-0.005')).toBeGreaterThan(0);
      }),
    );
  });
});

describe('purchase order items', () => {
  const base = { inventoryName: 'rice bag', ingredientName: 'rice', quantity: '2' };

  it('answers the spec messages for missing fields, in order', () => {
    expect(checkPurchaseOrderItem({ ...base, inventoryName: ' ' })).toMatchObject({
      ok: false,
      message: M.inventoryBlank,
    });
    expect(checkPurchaseOrderItem({ ...base, ingredientName: '' })).toMatchObject({
      message: M.ingredientBlank,
    });
    expect(checkPurchaseOrderItem({ ...base, quantity: '' })).toMatchObject({
      message: M.quantityBlank,
    });
    expect(checkPurchaseOrderItem({ ...base, quantity: '-1' })).toMatchObject({
      field: 'quantity',
      message: M.quantityInvalid,
    });
    expect(checkPurchaseOrderItem({ ...base, quantity: 'abc' })).toMatchObject({
      message: M.quantityInvalid,
    });
    expect(checkPurchaseOrderItem({ ...base, cost: '100000.0000001' })).toMatchObject({
      field: 'cost',
    });
    expect(checkPurchaseOrderItem({ ...base, amount: '0' })).toMatchObject({ field: 'amount' });
  });

  it('defaults amount 1, unit "unit", cost 0 and upper-cases the names', () => {
    expect(checkPurchaseOrderItem({ ...base, quantity: '0' })).toEqual({
      ok: true,
      item: {
        inventoryName: 'RICE BAG',
        ingredientName: 'RICE',
        amount: '1',
        unit: 'unit',
        quantity: '0',
        cost: '0',
        total: '0.00',
      },
    });
  });
});

describe('purchase order numbers and limits', () => {
  it('is outlet number + 8 + YYMMDDHHmmss in the outlet zone', () => {
    const at = new Date('2026-11-24T01:05:07Z'); // 09:05:07 in Kuala Lumpur
    expect(documentNumber('100001', 'PO', at)).toBe('1000018261124090507');
    expect(documentNumber('100001', 'INVOICE', at)).toBe('1000019261124090507');
    expect(documentNumber('7', 'PO', new Date('2026-12-31T16:00:00Z'))).toBe('78270101000000');
  });

  it('reaches the limit at 10 drafts', () => {
    expect(purchaseOrderLimitReached(9)).toBe(false);
    expect(purchaseOrderLimitReached(10)).toBe(true);
  });

  it('counts set-up steps as 0, 33, 67, 100 with the first unfinished text', () => {
    const none = { ownerContact: false, outletAddress: false, mailConnected: false };
    expect(procurementSetupProgress(none).percent).toBe(0);
    expect(procurementSetupProgress({ ...none, outletAddress: true })).toEqual({
      percent: 33,
      nextStep: "Add the owner's contact number in Settings, Profile tab",
    });
    expect(
      procurementSetupProgress({ ...none, ownerContact: true, outletAddress: true }).percent,
    ).toBe(67);
    expect(
      procurementSetupProgress({ ownerContact: true, outletAddress: true, mailConnected: true }),
    ).toEqual({ percent: 100, nextStep: null });
  });
});

describe('purchase order status text (spec 3 §4.2)', () => {
  it('shows PENDING by e-mail flag and view, ACCEPTED as RESPONDED, else N/A', () => {
    expect(purchaseOrderStatusText('PENDING', true, 'list')).toBe('PO CREATED');
    expect(purchaseOrderStatusText('PENDING', false, 'list')).toBe('Saved');
    expect(purchaseOrderStatusText('PENDING', false, 'create')).toBe('EMAIL SENT');
    expect(purchaseOrderStatusText('ACCEPTED', false, 'list')).toBe('RESPONDED');
    expect(purchaseOrderStatusText('N_A', true, 'create')).toBe('N/A');
  });
});
