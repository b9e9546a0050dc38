import {
  firstDay,
  monthGrid,
  monthOf,
  selectInMonth,
  shiftMonth,
  shownAmount,
  weekday,
} from './month-calendar';

describe('the month calendar', () => {
  it('lays a month out in weeks from Sunday, blanks before the 1st and after the last day', () => {
    // March 2026 starts on a Sunday and has 31 days: 5 weeks, the last with 3 days.
    const march = monthGrid('2026-03');
    expect(march).toHaveLength(5);
    expect(march[0]).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(march[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', null, null, null, null]);

    // April 2026 starts on a Wednesday: three blanks first.
    const april = monthGrid('2026-04');
    expect(april[0]).toEqual([
      null,
      null,
      null,
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
    expect(april.flat().filter(Boolean)).toHaveLength(30);
    expect(april.every((week) => week.length === 7)).toBe(true);
  });

  it('every day sits in the column of its weekday, in a leap February too', () => {
    for (const month of ['2024-02', '2026-02', '2025-08', '2027-01']) {
      const grid = monthGrid(month);
      for (const week of grid) {
        week.forEach((date, column) => {
          if (date) expect(weekday(date)).toBe(column);
        });
      }
      const days = grid.flat().filter(Boolean);
      expect(days[0]).toBe(firstDay(month));
      expect(days).toHaveLength(month === '2024-02' ? 29 : month === '2026-02' ? 28 : 31);
    }
    // February 2026 starts on a Sunday and fills exactly 4 weeks.
    expect(monthGrid('2026-02')).toHaveLength(4);
    // August 2026 starts on a Saturday: 6 weeks.
    expect(monthGrid('2026-08')).toHaveLength(6);
  });

  it('moves between months across years', () => {
    expect(monthOf('2026-03-18')).toBe('2026-03');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2026-03', 12)).toBe('2027-03');
  });

  it('keeps the day of the month when the month changes, clamped to its end', () => {
    expect(selectInMonth('2026-03-18', '2026-04')).toBe('2026-04-18');
    expect(selectInMonth('2026-03-31', '2026-02')).toBe('2026-02-28');
    expect(selectInMonth('2026-01-15', '2025-12')).toBe('2025-12-15');
  });

  it('shows an amount only above 0', () => {
    expect(shownAmount('12.5000')).toBe('12.5000');
    expect(shownAmount('0.0000')).toBeNull();
    expect(shownAmount('-3')).toBeNull();
    expect(shownAmount(undefined)).toBeNull();
    expect(shownAmount('abc')).toBeNull();
  });
});
