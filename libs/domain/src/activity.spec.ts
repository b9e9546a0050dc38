import { ActivityStatus } from '@mise/contracts';
import {
  ANALYSIS_STATUS_ORDER,
  activityStatus,
  formatAge,
  lastActiveColour,
  type ActivityStatusValue,
} from './activity';
import { addDays } from './date-range';

// The local union must keep the enum values of @mise/contracts (checked by the typecheck).
const _statuses: ActivityStatusValue[] = Object.values(ActivityStatus);

const today = '2025-06-30';
const daysAgo = (days: number) => addDays(today, -days);

describe('activityStatus', () => {
  it('is EMPTY when the outlet has no records, whatever the date', () => {
    expect(activityStatus({ totalRecords: 0, lastBusinessDate: null, today })).toBe('EMPTY');
    expect(activityStatus({ totalRecords: 0, lastBusinessDate: today, today })).toBe('EMPTY');
  });

  it.each([
    [0, 'ACTIVE'],
    [30, 'ACTIVE'],
    [31, 'INACTIVE'],
    [90, 'INACTIVE'],
    [91, 'UNUSED'],
    [400, 'UNUSED'],
  ])('is by the last business date: %i days ago is %s', (days, expected) => {
    expect(activityStatus({ totalRecords: 5, lastBusinessDate: daysAgo(days), today })).toBe(
      expected,
    );
  });

  it('is UNUSED when records exist but there was never any business', () => {
    expect(activityStatus({ totalRecords: 3, lastBusinessDate: null, today })).toBe('UNUSED');
  });

  it('orders statuses for the analysis list', () => {
    const rows: ActivityStatusValue[] = ['ACTIVE', 'UNUSED', 'INACTIVE', 'EMPTY'];
    const sorted = [...rows].sort(
      (a, b) => ANALYSIS_STATUS_ORDER.indexOf(a) - ANALYSIS_STATUS_ORDER.indexOf(b),
    );
    expect(sorted).toEqual(['UNUSED', 'EMPTY', 'INACTIVE', 'ACTIVE']);
  });
});

describe('lastActiveColour', () => {
  it.each([
    [0, 'green'],
    [29, 'green'],
    [30, 'yellow'],
    [89, 'yellow'],
    [90, 'red'],
    [365, 'red'],
  ])('%i days ago is %s', (days, expected) => {
    expect(lastActiveColour(daysAgo(days), today)).toBe(expected);
  });

  it('is red when never active', () => {
    expect(lastActiveColour(null, today)).toBe('red');
  });
});

describe('formatAge', () => {
  it.each([
    ['2025-06-30', '2025-06-30', '0d'],
    ['2025-07-05', '2025-06-30', '0d'],
    ['2025-06-18', '2025-06-30', '12d'],
    ['2025-05-30', '2025-06-30', '1m'],
    ['2025-03-26', '2025-06-30', '3m 4d'],
    ['2025-01-31', '2025-02-28', '28d'],
    ['2025-01-31', '2025-03-01', '1m 1d'],
    ['2024-06-30', '2025-06-30', '1y'],
    ['2024-04-20', '2025-06-30', '1y 2m'],
    ['2022-12-31', '2025-06-30', '2y 5m'],
  ])('from %s to %s is %s', (from, to, expected) => {
    expect(formatAge(from, to)).toBe(expected);
  });
});
