import { BatchMessages } from '@mise/domain';
import {
  batchAdjustmentAmountError,
  calendarAmounts,
  forceNegative,
  stockInInput,
  toggleMinus,
  validateStockIn,
} from './batch-stock';

describe('batch stock screens', () => {
  it("gives the calendar each production day's total", () => {
    expect(
      calendarAmounts([
        { date: '2026-03-02', totalCost: '12.5000' },
        { date: '2026-03-09', totalCost: '0.0000' },
      ]),
    ).toEqual({ '2026-03-02': '12.5000', '2026-03-09': '0.0000' });
  });

  it("refuses a stock-in without a batch item or with a blank, 0 or below-1 quantity, in the spec's words", () => {
    const M = BatchMessages.stockIn;
    expect(validateStockIn({ batchItemId: null, quantity: '2' })).toEqual([
      { field: 'batchItemId', message: M.selectItem },
    ]);
    expect(validateStockIn({ batchItemId: 'b1', quantity: null })).toEqual([
      { field: 'quantity', message: M.quantityBlank },
    ]);
    expect(validateStockIn({ batchItemId: 'b1', quantity: '0' })).toEqual([
      { field: 'quantity', message: M.quantityZero },
    ]);
    expect(validateStockIn({ batchItemId: 'b1', quantity: '0.5' })).toEqual([
      { field: 'quantity', message: M.quantityInvalid },
    ]);
    expect(validateStockIn({ batchItemId: 'b1', quantity: '1.5' })).toEqual([]);
    expect(stockInInput({ batchItemId: 'b1', quantity: '1.5' })).toEqual({
      batchItemId: 'b1',
      quantity: '1.5000',
    });
  });

  it('forces the adjustment amount negative; the minus button flips what is typed', () => {
    expect(forceNegative('3')).toBe('-3');
    expect(forceNegative('+3')).toBe('-3');
    expect(forceNegative('-2.5')).toBe('-2.5');
    expect(forceNegative('')).toBeNull();
    expect(forceNegative(null)).toBeNull();
    expect(toggleMinus('3')).toBe('-3');
    expect(toggleMinus('-3')).toBe('3');
    expect(toggleMinus(null)).toBeNull();
  });

  it('refuses an adjustment of 0, also when portions round to 0 stock units', () => {
    const M = BatchMessages.adjustment;
    expect(batchAdjustmentAmountError('0', 'STOCK', '10')).toBe(M.amountZero);
    expect(batchAdjustmentAmountError('-0.0', 'PORTION', '10')).toBe(M.amountZero);
    // 0.0000001 portions of a 10-portion batch is below the ledger's 6 places.
    expect(batchAdjustmentAmountError('-0.0000001', 'PORTION', '10')).toBe(M.amountZero);
    expect(batchAdjustmentAmountError('', 'STOCK', '10')).toBe(M.amountInvalid);
    expect(batchAdjustmentAmountError('-', 'STOCK', '10')).toBe(M.amountInvalid);
    expect(batchAdjustmentAmountError('-2', 'PORTION', '10')).toBeNull();
    expect(batchAdjustmentAmountError('-1.5', 'STOCK', '0')).toBeNull();
  });
});
