import fc from 'fast-check';
import {
  add,
  cmp,
  dec,
  div,
  Precision,
  formatQuantity,
  formatRM,
  formatRMUnitCost,
  formatUnitCost,
  fromCents,
  isDecimal,
  isPositive,
  mul,
  round,
  roundMoney,
  roundStored,
  sub,
  sum,
  toCents,
} from './money';

/** Decimal strings with up to 4 places, e.g. "-1234.5678". */
const decimalArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }))
  .map(([units, places]) => {
    const negative = units < 0n;
    const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
    const whole = digits.slice(0, digits.length - places);
    const text = places === 0 ? whole : `${whole}.${digits.slice(digits.length - places)}`;
    return negative ? `-${text}` : text;
  });

describe('dec', () => {
  it('parses strings, numbers and bigints into plain decimal strings', () => {
    expect(dec('12.50')).toBe('12.5');
    expect(dec(' 7 ')).toBe('7');
    expect(dec(0.1)).toBe('0.1');
    expect(dec(10n)).toBe('10');
    expect(dec('1e-8')).toBe('0.00000001');
    expect(dec('-0')).toBe('0');
  });

  it.each([[''], ['abc'], ['1,000'], ['12.5RM'], ['0x10'], [NaN], [Infinity], [-Infinity]])(
    'rejects %p with a clear error',
    (value) => {
      expect(() => dec(value)).toThrow(/^Invalid decimal/);
    },
  );

  it('isDecimal tells valid from invalid without throwing', () => {
    expect(isDecimal('3.25')).toBe(true);
    expect(isDecimal(4)).toBe(true);
    expect(isDecimal('')).toBe(false);
    expect(isDecimal(null)).toBe(false);
    expect(isDecimal(NaN)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('is exact where floats are not', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('1', '0.9')).toBe('0.1');
    expect(mul('1.1', '1.1')).toBe('1.21');
    expect(sum(['19.99', '0.01', '5'])).toBe('25');
    expect(sum([])).toBe('0');
  });

  it('divides to the requested scale, rounding half-up', () => {
    expect(div('10', '3', 4)).toBe('3.3333');
    expect(div('1', '8', 2)).toBe('0.13');
    expect(div('-1', '8', 2)).toBe('-0.13');
    expect(div('5', '2', 0)).toBe('3');
    expect(() => div('1', '0', 2)).toThrow('Division by zero');
  });

  it('compares and tests the sign', () => {
    expect(cmp('1.50', '1.5')).toBe(0);
    expect(cmp('2', '10')).toBe(-1);
    expect(cmp('-1', '-2')).toBe(1);
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0')).toBe(false);
    expect(isPositive('-3')).toBe(false);
  });

  it('rounds half-up to a fixed number of places', () => {
    expect(round('1.005', 2)).toBe('1.01');
    expect(round('1.004', 2)).toBe('1.00');
    expect(round('-1.005', 2)).toBe('-1.01');
    expect(round('2.5', 0)).toBe('3');
    expect(round('7', 2)).toBe('7.00');
  });
});

describe('cents', () => {
  it('converts plan and top-up prices between cents and RM', () => {
    expect(fromCents(1250)).toBe('12.50');
    expect(fromCents(-5)).toBe('-0.05');
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('0.015')).toBe(2);
    expect(() => fromCents(1.5)).toThrow('Cents must be an integer');
  });
});

describe('formatting', () => {
  it('shows money in RM with 2 decimals and thousands separators', () => {
    expect(formatRM('1234.5')).toBe('RM 1,234.50');
    expect(formatRM('1234567.891')).toBe('RM 1,234,567.89');
    expect(formatRM(0)).toBe('RM 0.00');
    expect(formatRM('999.995')).toBe('RM 1,000.00');
    expect(formatRM('-12')).toBe('-RM 12.00');
    expect(formatRM('-0.001')).toBe('RM 0.00');
  });

  it('shows unit costs with 4 decimals and quantities with 1', () => {
    expect(formatUnitCost('1234.56789')).toBe('1,234.5679');
    expect(formatUnitCost('0.5')).toBe('0.5000');
    expect(formatQuantity('1234.56')).toBe('1,234.6');
    expect(formatQuantity('-2')).toBe('-2.0');
  });

  it('shows unit costs in RM with 4 decimals', () => {
    expect(formatRMUnitCost('1.23456')).toBe('RM 1.2346');
    expect(formatRMUnitCost('-0.5')).toBe('-RM 0.5000');
  });
});

describe('precision', () => {
  it('money 2, unit costs 4, quantities 1 shown; 6 stored', () => {
    expect(Precision).toEqual({ money: 2, unitCost: 4, quantity: 1, stored: 6 });
  });

  it('rounds money to exactly 2 decimals and stored numbers to at most 6, half-up', () => {
    expect(roundMoney('5.5')).toBe('5.50');
    expect(roundMoney('1.005')).toBe('1.01');
    expect(roundStored('1.23456789')).toBe('1.234568');
    expect(roundStored('2.5000000')).toBe('2.5');
    expect(roundStored('-0.0000005')).toBe('-0.000001');
  });
});

describe('properties', () => {
  it('the sum of parts equals the total', () => {
    fc.assert(
      fc.property(fc.array(decimalArb, { maxLength: 20 }), (parts) => {
        const total = sum(parts);
        const stepByStep = parts.reduce((acc, part) => add(acc, part), '0');
        expect(cmp(total, stepByStep)).toBe(0);
        // Splitting the list anywhere gives the same total.
        const cut = Math.floor(parts.length / 2);
        expect(cmp(add(sum(parts.slice(0, cut)), sum(parts.slice(cut))), total)).toBe(0);
      }),
    );
  });

  it('sub undoes add', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(cmp(sub(add(a, b), b), a)).toBe(0);
        expect(cmp(add(sub(a, b), b), a)).toBe(0);
      }),
    );
  });

  it('cents round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});
