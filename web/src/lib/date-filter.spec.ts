import { changeMode, defaultDateFilter, pickDate, weeklyFrom } from './date-filter';

describe('the date filter', () => {
  it('opens monthly from the first of the month up to tomorrow (shown end today)', () => {
    expect(defaultDateFilter('2026-03-18')).toEqual({
      mode: 'monthly',
      range: { start: '2026-03-01', end: '2026-03-19', shownEnd: '2026-03-18' },
    });
  });

  it('weekly: 7 days from the picked day, end exclusive', () => {
    expect(pickDate(weeklyFrom('2026-03-02'), '2026-12-28').range).toEqual({
      start: '2026-12-28',
      end: '2027-01-04',
      shownEnd: '2027-01-03',
    });
  });

  it('switching mode keeps the day it starts on: monthly and yearly take the whole period', () => {
    const week = weeklyFrom('2026-02-10');
    const month = changeMode(week, 'monthly');
    expect(month).toEqual({
      mode: 'monthly',
      range: { start: '2026-02-01', end: '2026-03-01', shownEnd: '2026-02-28' },
    });
    expect(changeMode(month, 'yearly').range).toEqual({
      start: '2026-01-01',
      end: '2027-01-01',
      shownEnd: '2026-12-31',
    });
    expect(changeMode(month, 'monthly')).toBe(month);
  });

  it('custom keeps the current range and takes the picked first and last day', () => {
    const custom = changeMode(weeklyFrom('2026-05-04'), 'custom');
    expect(custom.range).toEqual({
      start: '2026-05-04',
      end: '2026-05-11',
      shownEnd: '2026-05-10',
    });
    expect(pickDate(custom, '2026-05-01', '2026-05-01').range).toEqual({
      start: '2026-05-01',
      end: '2026-05-02',
      shownEnd: '2026-05-01',
    });
  });
});
