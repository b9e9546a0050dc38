import { dec } from './domain';

/** What the guest reads for each order status (issue 12), and when polling stops. */
export type GuestOrderStatus = 'DRAFT' | 'CONFIRMED' | 'SERVED' | 'REJECTED';

export const STATUS_TEXT: Record<GuestOrderStatus, { title: string; detail: string }> = {
  DRAFT: { title: 'Received', detail: 'A waiter will confirm your order shortly.' },
  CONFIRMED: { title: 'Confirmed', detail: 'The kitchen is preparing your order' },
  SERVED: { title: 'Served', detail: 'Your order has been served. Enjoy your meal!' },
  REJECTED: { title: 'Rejected', detail: 'Sorry, the restaurant could not take this order.' },
};

/** Statuses that never change again: the page stops asking. */
export const isFinalStatus = (status: string): boolean =>
  status === 'SERVED' || status === 'REJECTED';

/** Every 5 s while the page is visible. */
export const STATUS_POLL_MS = 5000;

/** The progress steps shown under the status, and how far the order got. */
export const STATUS_STEPS = ['Received', 'Confirmed', 'Served'] as const;
export function stepReached(status: string): number {
  return status === 'SERVED' ? 2 : status === 'CONFIRMED' ? 1 : 0;
}

/** A billing add-on's label: "Service charge (10%)" for a percentage, else its name. */
export function billingLabel(b: { name: string; amountType: string; amount: string }): string {
  return b.amountType === 'PERCENTAGE' ? `${b.name} (${dec(b.amount)}%)` : b.name;
}
