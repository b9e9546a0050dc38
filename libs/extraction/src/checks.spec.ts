import { ExtractionReviewReasons as Reasons } from '@mise/domain';
import { arithmeticHolds, checkDocument, checkLine } from './checks';
import type { ReadLine } from './types';

function line(
  quantity: string | null,
  unitPrice: string | null,
  total: string,
  confidence = 1,
): ReadLine {
  return { description: 'X', quantity, unit: null, unitPrice, total, review: [], confidence };
}

describe('line arithmetic', () => {
  it('passes quantity × unit price = amount', () => {
    expect(checkLine(line('5', '4.50', '22.50'))).toEqual([]);
  });

  it('marks a line whose amount is not quantity × price (3 × 3.20 printed as 9.90)', () => {
    expect(checkLine(line('3', '3.20', '9.90'))).toEqual([Reasons.arithmetic]);
  });

  it('allows half a unit of the last printed decimal of the amount', () => {
    expect(arithmeticHolds('3', '0.333', '1.00')).toBe(true); // 0.999
    expect(arithmeticHolds('1', '2.345', '2.35')).toBe(true);
    expect(arithmeticHolds('1', '2.345', '2.36')).toBe(false);
  });

  it('allows a unit price rounded when printed, in proportion to the quantity', () => {
    // 7 × 1.428571… = 10.00, the price printed as 1.43
    expect(arithmeticHolds('7', '1.43', '10.00')).toBe(true);
    // printed with 4 decimals, the same price leaves no room for a wrong amount
    expect(arithmeticHolds('7', '1.4300', '10.00', { priceDecimals: 4 })).toBe(false);
  });

  it('keeps prices with more decimals exact (10000 × 0.0520 = 520.00)', () => {
    expect(arithmeticHolds('10000', '0.052', '520.00')).toBe(true);
    expect(arithmeticHolds('10000', '0.052', '502.00')).toBe(false);
  });

  it('accepts negative lines of a correction invoice', () => {
    expect(checkLine(line('-2', '1.45', '-2.90'))).toEqual([]);
    expect(checkLine(line('-2', '1.45', '2.90'))).toEqual([Reasons.arithmetic]);
  });

  it('marks a line without quantity or unit price', () => {
    expect(checkLine(line(null, null, '7.00'))).toEqual([Reasons.noQuantity]);
    expect(checkLine(line('2', null, '7.00'))).toEqual([Reasons.noQuantity]);
  });

  it('marks a line read with low OCR confidence, and keeps reasons already set', () => {
    expect(checkLine(line('1', '7.00', '7.00', 0.4))).toEqual([Reasons.lowConfidence]);
    const unreadable = { ...line('1', '7.00', '7.00'), review: [Reasons.unreadableNumber] };
    expect(checkLine(unreadable)).toEqual([Reasons.unreadableNumber]);
  });

  it('counts a stated line discount (an e-invoice allowance) in the arithmetic', () => {
    expect(checkLine(line('2', '10.00', '18.00'), { adjustment: '-2.00' })).toEqual([]);
  });
});

describe('document sums', () => {
  const lines = [line('5', '4.50', '22.50'), line('2', '12.00', '24.00')];

  it('passes when the lines and charges add up to the total', () => {
    const charges = [{ kind: 'TAX' as const, name: 'SST 6%', amount: '2.79' }];
    expect(checkDocument({ total: '49.29', lines, charges })).toEqual([]);
  });

  it('allows one cent per line of rounding', () => {
    expect(checkDocument({ total: '46.52', lines, charges: [] })).toEqual([]);
    expect(checkDocument({ total: '46.53', lines, charges: [] })).toEqual([Reasons.totalMismatch]);
  });

  it('accepts total = subtotal + tax when the printed subtotal is the lines', () => {
    expect(
      checkDocument({ total: '49.30', lines, charges: [], subtotal: '46.50', tax: '2.80' }),
    ).toEqual([]);
    expect(
      checkDocument({ total: '59.30', lines, charges: [], subtotal: '56.50', tax: '2.80' }),
    ).toEqual([Reasons.totalMismatch]);
  });

  it('says when there is no total or no line', () => {
    expect(checkDocument({ total: null, lines, charges: [] })).toEqual([Reasons.noTotal]);
    expect(checkDocument({ total: '10.00', lines: [], charges: [] })).toEqual([Reasons.noLines]);
  });
});
