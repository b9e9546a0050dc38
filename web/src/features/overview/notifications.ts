// The lock rule from its own module of @mise/domain, not the index: the overview is the first
// screen after sign-in and stays light (the index brings the phone rules along).
import { shouldShowReminder } from '../../../../libs/domain/src/lock';

/**
 * The Notifications modal (spec 1 §2.9, §4): expenses to confirm before they lock, shown at most
 * once per 24 hours per outlet; the last showing is kept in localStorage.
 */
export const notificationsKey = (outletId: string): string => `mise.lockNotifications.${outletId}`;

/** Whether the modal may show now, given when it last showed (null: never). */
export function notificationsDue(lastShownIso: string | null, now: Date): boolean {
  return shouldShowReminder(lastShownIso, now.toISOString());
}

/** When it last showed in this browser for this outlet (null: never, or storage is off). */
export function lastShown(outletId: string): string | null {
  try {
    return localStorage.getItem(notificationsKey(outletId));
  } catch {
    return null;
  }
}

export function markShown(outletId: string, now: Date): void {
  try {
    localStorage.setItem(notificationsKey(outletId), now.toISOString());
  } catch {
    // Storage off: the modal may show again on the next visit.
  }
}
