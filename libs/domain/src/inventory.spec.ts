import {
  adjustmentAmountError,
  adjustmentQuantity,
  inventoryName,
  InventoryMessages,
  mayChangeDatedRecord,
} from './inventory';

describe('inventory rules', () => {
  it('upper-cases and trims names', () => {
    expect(inventoryName('  fresh milk ')).toBe('FRESH MILK');
    expect(inventoryName('   ')).toBe('');
  });

  it('stores every adjustment as a deduction and refuses 0 or text', () => {
    expect(adjustmentQuantity('2.5')).toBe('-2.5');
    expect(adjustmentQuantity('+3')).toBe('-3');
    expect(adjustmentQuantity('-4')).toBe('-4');
    expect(adjustmentQuantity('0')).toBeNull();
    expect(adjustmentQuantity('-0.000')).toBeNull();
    expect(adjustmentAmountError('0')).toBe(InventoryMessages.adjustment.amountZero);
    expect(adjustmentAmountError('x')).toBe(InventoryMessages.adjustment.amountInvalid);
    expect(adjustmentAmountError('1')).toBeNull();
  });

  it('keeps dated records within 91 days and before their lock date while checking is on', () => {
    const today = '2026-11-22';
    expect(mayChangeDatedRecord('2026-08-23', today, true)).toBe(true); // today - 91
    expect(mayChangeDatedRecord('2026-08-22', today, true)).toBe(false); // today - 92
    expect(mayChangeDatedRecord('2026-08-22', today, false)).toBe(true);
    expect(mayChangeDatedRecord('2026-12-01', today, true)).toBe(true);
  });
});
