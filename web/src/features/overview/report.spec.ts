import { chartRows, foodCostTrend, mergeDailySeries, quadrantLabel } from './report';

describe('the overview report', () => {
  it('merges the expense and sale days by day, a missing side counting 0', () => {
    const merged = mergeDailySeries(
      [
        { date: '2026-11-03', total: '10.5' },
        { date: '2026-11-01', total: '-2.00' },
      ],
      [
        { date: '2026-11-02', subTotal: '7.10' },
        { date: '2026-11-03', subTotal: '0.20' },
      ],
    );
    expect(merged).toEqual([
      { date: '2026-11-01', expenses: '-2.00', sales: '0.00' },
      { date: '2026-11-02', expenses: '0.00', sales: '7.10' },
      { date: '2026-11-03', expenses: '10.50', sales: '0.20' },
    ]);
    expect(chartRows(merged.slice(0, 1))).toEqual([
      { date: '2026-11-01', series: 'Expenses', amount: -2 },
      { date: '2026-11-01', series: 'Sales', amount: 0 },
    ]);
    expect(mergeDailySeries([], [])).toEqual([]);
  });

  it('compares the food cost % with the previous period', () => {
    expect(foodCostTrend('32.5', '30.0')).toEqual({ change: '+2.5', direction: 'up' });
    expect(foodCostTrend('28.0', '30.3')).toEqual({ change: '-2.3', direction: 'down' });
    expect(foodCostTrend('30.0', '30.0')).toEqual({ change: '0.0', direction: 'flat' });
    expect(foodCostTrend('30.0', null)).toBeNull();
  });

  it('names the quadrants the spec way, with the classic name when asked', () => {
    expect(quadrantLabel('POPULAR_PROFITABLE', false)).toBe('Popular profitable');
    expect(quadrantLabel('UNPOPULAR_UNPROFITABLE', true)).toBe('Unpopular unprofitable (Dog)');
  });
});
