import {
  AnalyticsMessages,
  analyticsRangeError,
  periodFoodCostPercent,
  previousPeriod,
  profitability,
  QUADRANT_NAMES,
  quadrantOf,
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
