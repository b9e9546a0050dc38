import { MAX_LIVE_ORDERS } from '@mise/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { LiveOrdersDocument, type LiveOrderFieldsFragment } from '../../generated/graphql';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { OrderArrivals, arrivalText, sortOrders } from './live-orders';

export type LiveOrder = LiveOrderFieldsFragment;

/** How often the list is asked for: a new order shows within 3 s. */
export const POLL_INTERVAL_MS = 2000;
/** The most cards a dashboard shows (the server's bound is 100). */
export const LIVE_ORDERS_LIMIT = MAX_LIVE_ORDERS;
/** How long an arrived card stays lit. */
const HIGHLIGHT_MS = 8000;

const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * The orders that arrived while the screen was open: lit for a few seconds, and announced to
 * screen readers. Kept outside React's state so the list's effect can feed it.
 */
class ArrivalStore {
  private readonly arrivals = new OrderArrivals();
  private snapshot: { lit: ReadonlySet<string>; announcement: string } = {
    lit: new Set(),
    announcement: '',
  };
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) clearTimeout(this.timer);
    };
  };

  getSnapshot = () => this.snapshot;

  /** Takes the newest list; answers whether an order arrived. */
  observe(orders: readonly LiveOrder[]): boolean {
    const fresh = new Set(this.arrivals.observe(orders.map((o) => o.id)));
    if (fresh.size === 0) return false;
    this.set({
      lit: new Set([...this.snapshot.lit, ...fresh]),
      announcement: arrivalText(orders.filter((o) => fresh.has(o.id))),
    });
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.set({ lit: new Set(), announcement: this.snapshot.announcement }),
      HIGHLIGHT_MS,
    );
    return true;
  }

  private set(next: ArrivalStore['snapshot']) {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * One dashboard's orders (`liveOrders(status)`), asked every 2 s while the tab is visible and at
 * once when it comes back. A failed poll is told (`error`) and the last list stays on screen;
 * orders that arrive while the screen is open call `onArrival` (the sound) and are `lit`.
 */
export function useLiveOrders(status: 'DRAFT' | 'CONFIRMED', onArrival: () => void) {
  const { data, previousData, error, loading, refetch } = useOutletQuery(LiveOrdersDocument, {
    variables: { status, limit: LIVE_ORDERS_LIMIT },
    pollInterval: POLL_INTERVAL_MS,
    skipPollAttempt: tabHidden,
    notifyOnNetworkStatusChange: false,
    fetchPolicy: 'cache-and-network',
    // The screen shows a failed poll itself: no error modal every 2 s.
    context: { quiet: true },
  });
  const list = data?.liveOrders ?? previousData?.liveOrders;

  const [store] = useState(() => new ArrivalStore());
  const { lit, announcement } = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useEffect(() => {
    if (list && store.observe(list)) onArrival();
    // Only a new answer counts; a new `onArrival` (sound turned on or off) is not an arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list, store]);

  // Back to a hidden tab's screen: ask at once rather than at the next poll.
  useEffect(() => {
    const wake = () => {
      if (!tabHidden()) void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, [refetch]);

  const orders = list ? sortOrders(list) : undefined;
  return { orders, lit, announcement, error, loading: loading && !list, refetch };
}

/** The time now, ticking every `everyMs` (for "3 min ago"). */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
