import {
  checkParLevel,
  checkPortionSize,
  checkStockInQuantity,
  batchAdjustmentAmountError,
} from './batch';
import { boundedDecimal, DecimalBounds, normalName, upperName } from './bounds';
import { checkAmount, checkMoney, checkUnitCost, typedMoney } from './catalogue';
import { adjustmentAmountError, adjustmentQuantity, InventoryMessages } from './inventory';
import { Messages } from './messages';
import { validateOutletInput } from './validation';

const HUGE = ['10000000000000', '1e20', '1e309', '1e999999', '99999999999', '1'.repeat(60)];

describe('bounds of typed numbers (issue 19)', () => {
  it('reads plain decimals within the bound and says why others are refused', () => {
    expect(boundedDecimal(' 12.50 ', DecimalBounds.money)).toEqual({ ok: true, value: '12.5' });
    expect(boundedDecimal('+3', DecimalBounds.quantity)).toEqual({ ok: true, value: '3' });
    expect(boundedDecimal('-.5', DecimalBounds.quantity)).toEqual({ ok: true, value: '-0.5' });
    expect(boundedDecimal('100000', DecimalBounds.money)).toEqual({ ok: true, value: '100000' });
    expect(boundedDecimal('100000.01', DecimalBounds.money)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(boundedDecimal('1.005', DecimalBounds.money)).toEqual({
      ok: false,
      reason: 'tooPrecise',
    });
    expect(boundedDecimal('1.0000000', DecimalBounds.quantity)).toEqual({ ok: true, value: '1' });
    for (const bad of ['abc', '', '1e5', '1,000', 'NaN', 'Infinity', '0x10', '1.2.3']) {
      expect(boundedDecimal(bad, DecimalBounds.quantity)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses huge numbers in every checker', () => {
    for (const n of HUGE) {
      expect(checkMoney(n)).toBeNull();
      expect(checkAmount(n)).toBeNull();
      expect(checkUnitCost(n)).toBeNull();
      expect(checkPortionSize(n)).toBeNull();
      expect(checkParLevel(n)).toBeNull();
      expect(checkStockInQuantity(n)).toHaveProperty('error');
      expect(adjustmentQuantity(n)).toBeNull();
      expect(adjustmentAmountError(n)).toBe(InventoryMessages.adjustment.amountInvalid);
      expect(batchAdjustmentAmountError(n)).not.toBeNull();
    }
  });

  it('refuses a negative or unreadable price instead of counting it as 0', () => {
    expect(checkMoney(typedMoney('-5'))).toBeNull();
    expect(checkMoney(typedMoney('abc'))).toBeNull();
    expect(checkMoney(typedMoney(' '))).toBe('0.00');
    expect(checkMoney('-5')).toBeNull();
    expect(checkMoney('abc')).toBeNull();
    expect(checkMoney('100000')).toBe('100000.00');
    expect(checkAmount('1000000')).toBe('1000000');
    expect(checkAmount('0.0000001')).toBeNull();
    expect(adjustmentQuantity('100000000')).toBeNull();
    expect(adjustmentQuantity('1000000')).toBe('-1000000');
    expect(checkParLevel('')).toEqual({ value: null });
    expect(checkParLevel('12.5')).toEqual({ value: '12.5' });
  });

  it('caps an outlet name at 100 characters', () => {
    expect(validateOutletInput({ outletName: 'x'.repeat(101), outletAddress: 'Jalan 1' })).toEqual([
      { field: 'outletName', message: Messages.onboarding.outletNameTooLong },
    ]);
    expect(validateOutletInput({ outletName: 'x'.repeat(100), outletAddress: 'Jalan 1' })).toEqual(
      [],
    );
  });

  it('collapses spaces in names', () => {
    expect(normalName('  table \t 1 ')).toBe('table 1');
    expect(upperName('nasi  lemak ')).toBe('NASI LEMAK');
  });
});
