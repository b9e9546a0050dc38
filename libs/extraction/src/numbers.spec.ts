import { looksLikeAmount, parseAmount, parseNumber, parseQuantity } from './numbers';

describe('parseAmount', () => {
  it.each([
    ['1,234.50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['RM 12', '12.00'],
    ['RM12.90', '12.90'],
    ['12.90 RM', '12.90'],
    ['€ 571,04', '571.04'],
    ['0.025', '0.025'],
    ['-3.20', '-3.20'],
    ['(3.20)', '-3.20'],
    ['3.20-', '-3.20'],
    ['−3.20', '-3.20'],
    ['1 234,50', '1234.50'],
    ['1,000', '1000.00'],
    ['12,5', '12.50'],
    ['007.50', '7.50'],
  ])('%s → %s', (text, want) => expect(parseAmount(text)).toBe(want));

  it.each(['12.5kg', 'abc', '1.2.3,4,5', '', 'RM', '12.50 13.00', '1,23,4'])(
    '%s is not an amount',
    (text) => expect(parseAmount(text)).toBeNull(),
  );

  it('reads grouping by the document decimal mark when given', () => {
    expect(parseNumber('1.234', { decimal: ',' })).toBe('1234');
    expect(parseNumber('1.234')).toBe('1.234');
    expect(parseNumber('1,234', { decimal: ',' })).toBe('1.234');
  });
});

describe('parseQuantity', () => {
  it.each([
    ['12.5kg', { quantity: '12.5', unit: 'kg' }],
    ['5 KG', { quantity: '5', unit: 'kg' }],
    ['2 X', { quantity: '2', unit: null }],
    ['2x', { quantity: '2', unit: null }],
    ['1,000', { quantity: '1000', unit: null }],
    ['27,50', { quantity: '27.5', unit: null }],
    ['2.000', { quantity: '2', unit: null }],
    ['3 Stk', { quantity: '3', unit: 'pcs' }],
    ['-2', { quantity: '-2', unit: null }],
    ['1 BTL', { quantity: '1', unit: 'btl' }],
  ])('%s', (text, want) => expect(parseQuantity(text)).toEqual(want));

  it.each(['kg', 'TOMATO', '2 kg 3'])('%s is not a quantity', (text) =>
    expect(parseQuantity(text)).toBeNull(),
  );
});

describe('looksLikeAmount', () => {
  it('wants decimals', () => {
    expect(looksLikeAmount('12.50')).toBe(true);
    expect(looksLikeAmount('1.234,50')).toBe(true);
    expect(looksLikeAmount('12')).toBe(false);
    expect(looksLikeAmount('INV-1001')).toBe(false);
  });
});
