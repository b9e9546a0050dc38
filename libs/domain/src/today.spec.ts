import { DEFAULT_TIME_ZONE, dateIn, isTimeZone, today } from './today';

describe("today in the outlet's time zone", () => {
  it('defaults to Asia/Kuala_Lumpur (UTC+8)', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kuala_Lumpur');
    // 16:30 UTC on 31 Dec is already 1 Jan in Kuala Lumpur.
    expect(today(undefined, new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
    expect(today(undefined, new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
  });

  it('follows the given zone', () => {
    const instant = new Date('2026-03-01T02:00:00Z');
    expect(today('UTC', instant)).toBe('2026-03-01');
    expect(today('America/New_York', instant)).toBe('2026-02-28');
    expect(dateIn(instant, 'Asia/Kuala_Lumpur')).toBe('2026-03-01');
  });

  it('refuses an unknown zone or an invalid instant', () => {
    expect(isTimeZone('Asia/Kuala_Lumpur')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() => today('Mars/Olympus')).toThrow('Unknown time zone "Mars/Olympus"');
    expect(() => dateIn(new Date('nope'))).toThrow('Invalid instant');
  });
});
