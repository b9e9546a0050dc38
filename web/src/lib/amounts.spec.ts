import { AMOUNT_INPUT, formatAmount } from './amounts';

describe('money and quantities', () => {
  it('shows money in RM with 2 decimals, unit costs with 4, quantities with 1', () => {
    expect(formatAmount('1234.5')).toBe('RM 1,234.50');
    expect(formatAmount('-3')).toBe('-RM 3.00');
    expect(formatAmount('0.12345', 'unitCost')).toBe('RM 0.1235');
    expect(formatAmount('2.25', 'quantity')).toBe('2.3');
  });

  it('shows "-" for nothing or garbage, never NaN', () => {
    expect(formatAmount(null)).toBe('-');
    expect(formatAmount(undefined, 'quantity')).toBe('-');
    expect(formatAmount('')).toBe('-');
    expect(formatAmount('abc')).toBe('-');
  });

  it('types money to the cent, unit costs to 4 places, quantities in steps of 0.1', () => {
    expect(AMOUNT_INPUT.money).toEqual({ precision: 2, step: '0.01', prefix: 'RM' });
    expect(AMOUNT_INPUT.unitCost).toMatchObject({ precision: 4, prefix: 'RM' });
    expect(AMOUNT_INPUT.quantity).toEqual({ precision: 1, step: '0.1' });
  });
});
