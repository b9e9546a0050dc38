/**
 * The two ordering dashboards of /operations (spec 2.10, issue 12): in-app screens of the current
 * outlet (the outlet comes from the session, so no masked number is ever in the address). The
 * waiter's shows the orders in status draft, the kitchen's those in status confirmed.
 */
export type DashboardKind = 'waiter' | 'kitchen';

export interface Dashboard {
  kind: DashboardKind;
  title: string;
  /** The card's text on /operations. */
  text: string;
  path: string;
  /** The orders it shows (`liveOrders(status)`). */
  status: 'DRAFT' | 'CONFIRMED';
  /** What the screen says when there is nothing to do. */
  emptyText: string;
  /** The card's main action. */
  primaryAction: string;
}

export const DASHBOARDS: Record<DashboardKind, Dashboard> = {
  waiter: {
    kind: 'waiter',
    title: 'Waiter Dashboard',
    text: 'For front-of-house staff: the draft orders from tables and customers, to check and confirm before they go to the kitchen.',
    path: '/operations/waiter',
    status: 'DRAFT',
    emptyText: 'No orders waiting',
    primaryAction: 'Confirm',
  },
  kitchen: {
    kind: 'kitchen',
    title: 'Kitchen Dashboard',
    text: 'For the kitchen: the confirmed orders, to prepare and mark as they are served.',
    path: '/operations/kitchen',
    status: 'CONFIRMED',
    emptyText: 'Nothing to prepare',
    primaryAction: 'Mark served',
  },
};

export const DASHBOARD_LIST: Dashboard[] = [DASHBOARDS.waiter, DASHBOARDS.kitchen];
