import fc from 'fast-check';
import {
  BatchMessages,
  batchAdjustmentUnits,
  batchComplete,
  batchCost,
  batchProgress,
  checkStockInQuantity,
  makeToday,
  portionCost,
  portionsToUnits,
  unitsToPortions,
  monthBounds,
} from './batch';
import { cmp, sub } from './money';

describe('batch progress', () => {
  it('gives 0/33/67/100 with the first missing prompt', () => {
    expect(batchProgress({ name: '', ingredientCount: 0, portionSize: '0' })).toEqual({
      percent: 0,
      prompt: BatchMessages.progress.name,
      complete: false,
    });
    expect(batchProgress({ name: 'STOCK', ingredientCount: 0, portionSize: '0' }).percent).toBe(33);
    expect(batchProgress({ name: 'STOCK', ingredientCount: 2, portionSize: '0' })).toMatchObject({
      percent: 67,
      prompt: BatchMessages.progress.portionSize,
    });
    expect(batchProgress({ name: 'STOCK', ingredientCount: 2, portionSize: '10' })).toEqual({
      percent: 100,
      prompt: 'Recipe completed!',
      complete: true,
    });
  });

  it('counts a batch complete for pickers only with ingredients and a portion size', () => {
    expect(batchComplete({ ingredientCount: 1, portionSize: '4' })).toBe(true);
    expect(batchComplete({ ingredientCount: 0, portionSize: '4' })).toBe(false);
    expect(batchComplete({ ingredientCount: 3, portionSize: '0' })).toBe(false);
  });
});

describe('batch cost and portions', () => {
  it('costs a batch as the sum of its lines and a portion by the size (0 counts as 1)', () => {
    const cost = batchCost([
      { amount: '2', unitCost: '1.25' },
      { amount: '0.5', unitCost: '3' },
    ]);
    expect(cost).toBe('4.0000');
    expect(portionCost(cost, '8')).toBe('0.5000');
    expect(portionCost(cost, '0')).toBe('4.0000');
  });

  it('converts portions to units and back (0 counts as 1)', () => {
    expect(portionsToUnits('3', '12')).toBe('0.250000');
    expect(portionsToUnits('3', '0')).toBe('3.000000');
    expect(unitsToPortions('0.25', '12')).toBe('3.0000');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 50 }),
        (p, size) => {
          const back = unitsToPortions(portionsToUnits(String(p), String(size)), String(size));
          return cmp(sub(back, String(p)).replace('-', ''), '0.001') < 0;
        },
      ),
    );
  });
});

describe('stock-in quantity', () => {
  it('answers the spec messages', () => {
    expect(checkStockInQuantity('')).toEqual({ error: BatchMessages.stockIn.quantityBlank });
    expect(checkStockInQuantity('0')).toEqual({ error: BatchMessages.stockIn.quantityZero });
    expect(checkStockInQuantity('0.5')).toEqual({ error: BatchMessages.stockIn.quantityInvalid });
    expect(checkStockInQuantity('abc')).toEqual({ error: BatchMessages.stockIn.quantityInvalid });
    expect(checkStockInQuantity('3')).toEqual({ quantity: '3.0000' });
  });
});

describe('batch adjustment', () => {
  it('is always a deduction in units, portions converted by the size', () => {
    const units = (amount: string, type: 'STOCK' | 'PORTION', size: string) =>
      Number(batchAdjustmentUnits(amount, type, size));
    expect(units('2', 'STOCK', '10')).toBe(-2);
    expect(units('-2', 'STOCK', '10')).toBe(-2);
    expect(units('5', 'PORTION', '10')).toBe(-0.5);
    expect(units('5', 'PORTION', '0')).toBe(-5);
    expect(batchAdjustmentUnits('0', 'STOCK', '10')).toBeNull();
    expect(batchAdjustmentUnits('x', 'STOCK', '10')).toBeNull();
  });
});

describe('prep list', () => {
  it('asks for par minus remaining only below par', () => {
    expect(Number(makeToday('20', '5.5'))).toBe(14.5);
    expect(makeToday('20', '20')).toBeNull();
    expect(makeToday('20', '25')).toBeNull();
    expect(makeToday(null, '0')).toBeNull();
  });
});

describe('monthBounds', () => {
  it('gives the first day of the month and of the next one', () => {
    expect(monthBounds('2026-11')).toEqual({ first: '2026-11-01', next: '2026-12-01' });
    expect(monthBounds('2026-12')).toEqual({ first: '2026-12-01', next: '2027-01-01' });
  });

  it('refuses what is not a month', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-11-01', '', 'nope']) {
      expect(monthBounds(bad)).toBeNull();
    }
  });
});
