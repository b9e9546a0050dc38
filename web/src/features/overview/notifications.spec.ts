import { notificationsDue, notificationsKey } from './notifications';

describe('the Notifications modal (spec 1 §2.9, §4)', () => {
  it('shows at most once per 24 hours', () => {
    const now = new Date('2026-03-05T10:00:00Z');
    expect(notificationsDue(null, now)).toBe(true);
    expect(notificationsDue('2026-03-04T10:00:01Z', now)).toBe(false);
    expect(notificationsDue('2026-03-04T10:00:00Z', now)).toBe(true);
    expect(notificationsDue('garbage', now)).toBe(true);
  });

  it('keeps the last showing per outlet', () => {
    expect(notificationsKey('a')).not.toBe(notificationsKey('b'));
  });
});
