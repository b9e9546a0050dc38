import {
  LOCK_MONTHS,
  NINETY_DAY_WINDOW_DAYS,
  earliestSelectableDate,
  isLocked,
  isWithinEditWindow,
  lockDate,
  needsLockReminder,
  shouldShowReminder,
} from './lock';

describe('lockDate', () => {
  it('is the record date plus 3 calendar months, clamped to the month end', () => {
    expect(LOCK_MONTHS).toBe(3);
    expect(lockDate('2025-01-15')).toBe('2025-04-15');
    expect(lockDate('2025-10-31')).toBe('2026-01-31');
    expect(lockDate('2025-11-30')).toBe('2026-02-28');
    expect(lockDate('2027-11-30')).toBe('2028-02-29');
    expect(lockDate('2025-05-31')).toBe('2025-08-31');
    expect(lockDate('2025-03-31')).toBe('2025-06-30');
  });
});

describe('isLocked', () => {
  it('locks on the lock day itself, not the day before', () => {
    expect(isLocked('2025-01-15', '2025-04-14')).toBe(false);
    expect(isLocked('2025-01-15', '2025-04-15')).toBe(true);
    expect(isLocked('2025-01-15', '2025-09-01')).toBe(true);
    expect(isLocked('2025-01-15', '2025-01-15')).toBe(false);
  });
});

describe('needsLockReminder', () => {
  // Record of 2025-01-15 locks on 2025-04-15.
  it.each([
    ['2025-04-07', false], // 8 days before
    ['2025-04-08', true], // 7 days before
    ['2025-04-14', true], // last day before the lock
    ['2025-04-15', false], // lock day: already locked
    ['2025-05-01', false],
  ])('on %s is %s', (today, expected) => {
    expect(needsLockReminder('2025-01-15', today)).toBe(expected);
  });
});

describe('shouldShowReminder', () => {
  it('shows when never shown', () => {
    expect(shouldShowReminder(null, '2025-04-10T09:00:00.000Z')).toBe(true);
  });

  it('shows at most once per 24 hours', () => {
    const last = '2025-04-10T09:00:00.000Z';
    expect(shouldShowReminder(last, '2025-04-10T09:00:00.000Z')).toBe(false);
    expect(shouldShowReminder(last, '2025-04-11T08:59:59.999Z')).toBe(false);
    expect(shouldShowReminder(last, '2025-04-11T09:00:00.000Z')).toBe(true);
    expect(shouldShowReminder(last, '2025-04-11T17:00:00+08:00')).toBe(true);
  });

  it('shows again when the stored time is unreadable or in the future', () => {
    expect(shouldShowReminder('not a date', '2025-04-10T09:00:00.000Z')).toBe(true);
    expect(shouldShowReminder('2026-01-01T00:00:00.000Z', '2025-04-10T09:00:00.000Z')).toBe(true);
  });

  it('rejects an unreadable current time', () => {
    expect(() => shouldShowReminder(null, 'now')).toThrow('Invalid timestamp');
  });
});

describe('90-day checking', () => {
  const today = '2025-06-30';

  it('makes today - 91 days the earliest selectable date, or nothing when off', () => {
    expect(NINETY_DAY_WINDOW_DAYS).toBe(91);
    expect(earliestSelectableDate(today, true)).toBe('2025-03-31');
    expect(earliestSelectableDate(today, false)).toBeNull();
  });

  it('allows entries exactly 91 days back and blocks 92', () => {
    expect(isWithinEditWindow('2025-03-31', today, true)).toBe(true); // 91 days
    expect(isWithinEditWindow('2025-03-30', today, true)).toBe(false); // 92 days
    expect(isWithinEditWindow(today, today, true)).toBe(true);
    expect(isWithinEditWindow('2025-07-05', today, true)).toBe(true);
  });

  it('allows any date when checking is off', () => {
    expect(isWithinEditWindow('2020-01-01', today, false)).toBe(true);
  });
});
