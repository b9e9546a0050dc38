import fc from 'fast-check';
import { addDays, daysBetween } from './date-range';
import {
  AnalyticsMessages,
  analyticsRangeError,
  periodFoodCostPercent,
  previousPeriod,
  profitability,
  QUADRANT_NAMES,
  quadrantOf,
  splitRangeByMonths,
} from './analytics';

const item = (name: string, quantity: string, salesTotal: string, costTotal: string) => ({
  name,
  quantity,
  salesTotal,
  costTotal,
});

describe('analytics ranges', () => {
  it('takes [from, to) of 1 to 1,100 days and refuses anything else with one message', () => {
    expect(analyticsRangeError('2026-11-01', '2026-11-02')).toBeNull();
    expect(analyticsRangeError('2024-01-01', '2027-01-05')).toBeNull(); // 1,100 days
    expect(analyticsRangeError('2024-01-01', '2027-01-06')).toBe(AnalyticsMessages.rangeInvalid);
    expect(analyticsRangeError('2026-11-02', '2026-11-02')).toBe(AnalyticsMessages.rangeInvalid);
    expect(analyticsRangeError('2026-11-03', '2026-11-02')).toBe(AnalyticsMessages.rangeInvalid);
    expect(analyticsRangeError('2026-02-30', '2026-03-02')).toBe(AnalyticsMessages.rangeInvalid);
    expect(analyticsRangeError('', '2026-03-02')).toBe(AnalyticsMessages.rangeInvalid);
    expect(AnalyticsMessages.rangeInvalid).toBe('Choose a valid date range');
  });

  it('compares with the period of equal length just before', () => {
    expect(previousPeriod('2026-11-01', '2026-11-28')).toEqual({
      from: '2026-10-05',
      to: '2026-11-01',
    });
  });

  it('gives the food cost % of the sales, 1 place, none without sales', () => {
    expect(periodFoodCostPercent('33.333', '100.00')).toBe('33.3');
    expect(periodFoodCostPercent('0.05', '0.10')).toBe('50.0');
    expect(periodFoodCostPercent('0', '0.00')).toBeNull();
  });
});

describe('splitRangeByMonths', () => {
  it('cuts a range into a partial month, whole months and a partial month', () => {
    expect(splitRangeByMonths('2025-11-28', '2026-11-28')).toEqual({
      headFrom: '2025-11-28',
      headTo: '2025-12-01',
      monthsFrom: '2025-12-01',
      monthsTo: '2026-11-01',
      tailFrom: '2026-11-01',
      tailTo: '2026-11-28',
    });
    // starts and ends on month boundaries: whole months only
    expect(splitRangeByMonths('2026-01-01', '2026-03-01')).toEqual({
      headFrom: '2026-01-01',
      headTo: '2026-01-01',
      monthsFrom: '2026-01-01',
      monthsTo: '2026-03-01',
      tailFrom: '2026-03-01',
      tailTo: '2026-03-01',
    });
    // exactly one whole month, and a leap February inside
    expect(splitRangeByMonths('2024-01-31', '2024-03-02')).toMatchObject({
      headTo: '2024-02-01',
      monthsFrom: '2024-02-01',
      monthsTo: '2024-03-01',
      tailFrom: '2024-03-01',
    });
  });

  it('keeps a range without a whole month in the head', () => {
    const head = (from: string, to: string) => ({
      headFrom: from,
      headTo: to,
      monthsFrom: to,
      monthsTo: to,
      tailFrom: to,
      tailTo: to,
    });
    // two partial months (the bench's "a month")
    expect(splitRangeByMonths('2026-10-29', '2026-11-28')).toEqual(
      head('2026-10-29', '2026-11-28'),
    );
    expect(splitRangeByMonths('2026-11-01', '2026-11-30')).toEqual(
      head('2026-11-01', '2026-11-30'),
    );
    expect(splitRangeByMonths('2026-11-05', '2026-11-06')).toEqual(
      head('2026-11-05', '2026-11-06'),
    );
    // an empty range stays empty
    expect(splitRangeByMonths('2026-11-05', '2026-11-05')).toEqual(
      head('2026-11-05', '2026-11-05'),
    );
  });

  it('covers every day of any range exactly once, in order (property)', () => {
    const date = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2023-01-01', n));
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 1100 }), (from, length) => {
        const to = addDays(from, length);
        const r = splitRangeByMonths(from, to);
        expect(r.headFrom).toBe(from);
        expect(r.headTo).toBe(r.monthsFrom);
        expect(r.monthsTo).toBe(r.tailFrom);
        expect(r.tailTo).toBe(to);
        for (const [a, b] of [
          [r.headFrom, r.headTo],
          [r.monthsFrom, r.monthsTo],
          [r.tailFrom, r.tailTo],
        ]) {
          expect(daysBetween(a, b)).toBeGreaterThanOrEqual(0);
        }
        if (r.monthsFrom < r.monthsTo) {
          expect(r.monthsFrom.endsWith('-01')).toBe(true);
          expect(r.monthsTo.endsWith('-01')).toBe(true);
          // the partial months are less than a month each
          expect(daysBetween(r.headFrom, r.headTo)).toBeLessThan(31);
          expect(daysBetween(r.tailFrom, r.tailTo)).toBeLessThan(31);
        } else {
          expect([r.headTo, r.monthsFrom, r.monthsTo, r.tailFrom]).toEqual([to, to, to, to]);
        }
      }),
    );
  });
});

describe('profitability quadrants', () => {
  // margins: A 8.00, B 2.00, C 6.00, D 1.00; popularity: A 40 %, B 40 %, C 10 %, D 10 %
  const items = [
    item('A', '4', '40.00', '8.00'),
    item('B', '4', '12.00', '4.00'),
    item('C', '1', '10.00', '4.00'),
    item('D', '1', '3.00', '2.00'),
  ];

  it('SPEC splits at half the highest margin and popularity, the threshold itself high', () => {
    const p = profitability(items, 'SPEC');
    expect(p.marginThreshold).toBe('4.00');
    expect(p.popularityThreshold).toBe('20.00');
    expect(p.points.map((x) => [x.name, x.popularity, x.margin, x.quadrant])).toEqual([
      ['A', '40.00', '8.00', 'POPULAR_PROFITABLE'],
      ['B', '40.00', '2.00', 'POPULAR_UNPROFITABLE'],
      ['C', '10.00', '6.00', 'UNPOPULAR_PROFITABLE'],
      ['D', '10.00', '1.00', 'UNPOPULAR_UNPROFITABLE'],
    ]);
    expect(quadrantOf('20.00', '4.00', '20.00', '4.00')).toBe('POPULAR_PROFITABLE');
    expect(quadrantOf('19.99', '3.99', '20.00', '4.00')).toBe('UNPOPULAR_UNPROFITABLE');
  });

  it('STANDARD: 70 % of the average share and the sales-weighted mean margin', () => {
    const p = profitability(items, 'STANDARD');
    // 0.7 × 100 / 4 items; (8×4 + 2×4 + 6×1 + 1×1) / 10
    expect(p.popularityThreshold).toBe('17.50');
    expect(p.marginThreshold).toBe('4.70');
    expect(p.points.map((x) => x.quadrant)).toEqual([
      'POPULAR_PROFITABLE',
      'POPULAR_UNPROFITABLE',
      'UNPOPULAR_PROFITABLE',
      'UNPOPULAR_UNPROFITABLE',
    ]);
  });

  it('the two splits may disagree: an item between the thresholds', () => {
    // E: margin 4.50 is profitable by SPEC (≥ 4.00) but not by STANDARD (< mean)
    const withE = [...items, item('E', '1', '7.50', '3.00')];
    const spec = profitability(withE, 'SPEC').points.find((x) => x.name === 'E')!;
    const std = profitability(withE, 'STANDARD').points.find((x) => x.name === 'E')!;
    expect(spec.quadrant).toBe('UNPOPULAR_PROFITABLE');
    expect(std.quadrant).toBe('UNPOPULAR_UNPROFITABLE');
  });

  it('leaves out items not sold and answers no points without sales', () => {
    expect(profitability([item('X', '0', '0', '0')], 'SPEC')).toEqual({
      method: 'SPEC',
      marginThreshold: '0.00',
      popularityThreshold: '0.00',
      points: [],
    });
  });

  it('names each quadrant the spec way and the classic way', () => {
    expect(QUADRANT_NAMES.POPULAR_PROFITABLE).toEqual({
      spec: 'Popular profitable',
      classic: 'Star',
    });
    expect(QUADRANT_NAMES.POPULAR_UNPROFITABLE.classic).toBe('Plowhorse');
    expect(QUADRANT_NAMES.UNPOPULAR_PROFITABLE.classic).toBe('Puzzle');
    expect(QUADRANT_NAMES.UNPOPULAR_UNPROFITABLE).toEqual({
      spec: 'Unpopular unprofitable',
      classic: 'Dog',
    });
  });
});
