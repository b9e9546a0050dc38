import {
  DATE_FILTER_MODES,
  addDays,
  addMonths,
  dateRange,
  defaultListRange,
  inRange,
  periodRange,
  startOfYear,
  daysBetween,
  defaultOverviewRange,
  endOfMonth,
  isCalendarDate,
  startOfMonth,
} from './date-range';

describe('calendar helpers', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months, clamping to the month end', () => {
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2025-10-15', 3)).toBe('2026-01-15');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
  });

  it('finds month starts and ends', () => {
    expect(startOfMonth('2025-07-19')).toBe('2025-07-01');
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-03')).toBe('2026-02-28');
    expect(endOfMonth('2025-01-15')).toBe('2025-01-31');
    expect(endOfMonth('2025-04-15')).toBe('2025-04-30');
    expect(endOfMonth('2025-12-01')).toBe('2025-12-31');
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-01-01', '2025-01-01')).toBe(0);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2025-03-10', '2025-03-01')).toBe(-9);
  });

  it.each([['2025-02-29'], ['2025-13-01'], ['2025-1-01'], ['yesterday'], ['2025-01-01T00:00:00Z']])(
    'rejects %p',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
      expect(() => addDays(value, 1)).toThrow(/Invalid date/);
    },
  );
});

describe('dateRange', () => {
  it('weekly shows start + 6 days, crossing months and years', () => {
    expect(dateRange('weekly', '2025-03-03')).toEqual({
      start: '2025-03-03',
      end: '2025-03-10',
      shownEnd: '2025-03-09',
    });
    expect(dateRange('weekly', '2025-01-28')).toEqual({
      start: '2025-01-28',
      end: '2025-02-04',
      shownEnd: '2025-02-03',
    });
    expect(dateRange('weekly', '2025-12-29')).toEqual({
      start: '2025-12-29',
      end: '2026-01-05',
      shownEnd: '2026-01-04',
    });
  });

  it('monthly ends at the end of the start month', () => {
    expect(dateRange('monthly', '2028-02-01')).toEqual({
      start: '2028-02-01',
      end: '2028-03-01',
      shownEnd: '2028-02-29',
    });
    expect(dateRange('monthly', '2025-02-10').shownEnd).toBe('2025-02-28');
    expect(dateRange('monthly', '2025-08-01')).toEqual({
      start: '2025-08-01',
      end: '2025-09-01',
      shownEnd: '2025-08-31',
    });
    expect(dateRange('monthly', '2025-12-01').end).toBe('2026-01-01');
  });

  it('yearly ends at the end of the start year', () => {
    expect(dateRange('yearly', '2025-01-01')).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
      shownEnd: '2025-12-31',
    });
  });

  it('custom runs through the chosen end', () => {
    expect(dateRange('custom', '2025-05-05', '2025-05-20')).toEqual({
      start: '2025-05-05',
      end: '2025-05-21',
      shownEnd: '2025-05-20',
    });
    expect(dateRange('custom', '2025-05-05', '2025-05-05').end).toBe('2025-05-06');
    expect(() => dateRange('custom', '2025-05-05')).toThrow('A custom range needs an end date');
    expect(() => dateRange('custom', '2025-05-05', '2025-05-04')).toThrow(
      'The end date is before the start date',
    );
  });
});

describe('defaultOverviewRange', () => {
  it('runs from the month start through today, stored end tomorrow', () => {
    expect(defaultOverviewRange('2025-07-19')).toEqual({
      start: '2025-07-01',
      end: '2025-07-20',
      shownEnd: '2025-07-19',
    });
    expect(defaultOverviewRange('2025-12-31')).toEqual({
      start: '2025-12-01',
      end: '2026-01-01',
      shownEnd: '2025-12-31',
    });
  });
});

describe('the date filter (Weekly, Monthly, Yearly, Custom)', () => {
  it('lists the four modes with their labels', () => {
    expect(DATE_FILTER_MODES.map((m) => m.label)).toEqual([
      'Weekly',
      'Monthly',
      'Yearly',
      'Custom',
    ]);
  });

  it('weekly: the picked day + 6, end exclusive, shown end one day earlier', () => {
    expect(periodRange('weekly', '2026-02-26')).toEqual({
      start: '2026-02-26',
      end: '2026-03-05',
      shownEnd: '2026-03-04',
    });
  });

  it('monthly: the whole month of the picked day', () => {
    expect(periodRange('monthly', '2028-02-17')).toEqual({
      start: '2028-02-01',
      end: '2028-03-01',
      shownEnd: '2028-02-29',
    });
  });

  it('yearly: the whole year of the picked day', () => {
    expect(periodRange('yearly', '2026-07-04')).toEqual({
      start: '2026-01-01',
      end: '2027-01-01',
      shownEnd: '2026-12-31',
    });
  });

  it('custom: the chosen days, inclusive as shown', () => {
    expect(periodRange('custom', '2026-03-10', '2026-03-10')).toEqual({
      start: '2026-03-10',
      end: '2026-03-11',
      shownEnd: '2026-03-10',
    });
    expect(() => periodRange('custom', '2026-03-10', '2026-03-09')).toThrow();
  });

  it('lists default to the first of the month up to tomorrow (shown: today)', () => {
    expect(defaultListRange('2026-05-31')).toEqual({
      start: '2026-05-01',
      end: '2026-06-01',
      shownEnd: '2026-05-31',
    });
  });

  it('a range holds its start and not its end', () => {
    const range = periodRange('weekly', '2026-01-01');
    expect(inRange('2026-01-01', range)).toBe(true);
    expect(inRange('2026-01-07', range)).toBe(true);
    expect(inRange('2026-01-08', range)).toBe(false);
    expect(inRange('2025-12-31', range)).toBe(false);
    expect(startOfYear('2026-09-30')).toBe('2026-01-01');
  });
});
