import {
  adjustmentAmountError,
  adjustmentQuantity,
  countDifference,
  countedQuantityError,
  openingStockError,
  inventoryName,
  InventoryMessages,
  mayChangeDatedRecord,
} from './inventory';

describe('inventory rules', () => {
  it('checks opening stock and counted quantities with clear messages', () => {
    const M = InventoryMessages.stockEntry;
    expect(openingStockError('12.5', '3.25')).toBeNull();
    expect(openingStockError('1', '0')).toBeNull();
    expect(openingStockError('0', '1')).toBe(M.quantityInvalid);
    expect(openingStockError('-2', '1')).toBe(M.quantityInvalid);
    expect(openingStockError('abc', '1')).toBe(M.quantityInvalid);
    expect(openingStockError('1', '-0.5')).toBe(M.unitCostInvalid);
    expect(openingStockError('1', '0.0000001')).toBe(M.unitCostInvalid);
    expect(countedQuantityError('0')).toBeNull();
    expect(countedQuantityError('7.125')).toBeNull();
    expect(countedQuantityError('-1')).toBe('Counted quantity cannot be negative.');
    expect(countedQuantityError('')).toBe(M.countedInvalid);
    expect(countedQuantityError('2000000')).toBe(M.countedInvalid);
  });

  it('books the signed difference of a count against the stock on hand', () => {
    expect(countDifference('10', '7.5')).toBe('2.5');
    expect(countDifference('3', '5')).toBe('-2');
    expect(countDifference('4', '4.000')).toBe('0');
    expect(countDifference('0', '-3')).toBe('3');
  });

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
