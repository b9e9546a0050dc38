import type { BillingPeriod, SubscriptionStatus } from './enums';

/** Billing's events (flows.md §1). */
export const BillingSubjects = {
  subscriptionChanged: 'billing.subscription.changed',
} as const;

/**
 * The outlet's subscription after a change (revision per outlet). `menuLimit` is the effective
 * limit: the plan's while ACTIVE or PENDING_CANCEL, else 10; -1 is unlimited.
 */
export interface SubscriptionChangedEvent {
  subscriptionId: string | null;
  status: SubscriptionStatus | null;
  planId: string | null;
  planName: string | null;
  billingPeriod: BillingPeriod | null;
  startDate: string | null;
  endDate: string | null;
  menuLimit: number;
  revision: number;
}

export interface BillingEventMap {
  'billing.subscription.changed': SubscriptionChangedEvent;
}
