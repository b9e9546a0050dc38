import {
  BILLING_PERIOD_LABEL,
  BillingMessages,
  cancelActionOf,
  formatCents,
  mayPurchasePlan,
  menuLimitText,
  SUBSCRIPTION_BADGE,
  type BillingPeriodValue,
  type SubscriptionStatusValue,
} from '@mise/domain';

/** What the Subscription tab shows of the outlet's subscription (pure, tested). */
export interface SubscriptionSummary {
  planName: string;
  billingPeriod: string;
  status: { label: string; colour: string } | null;
  endDate: string | null;
  /** Purchase buttons are shown (no subscription, or neither ACTIVE nor PENDING_PAYMENT). */
  mayPurchase: boolean;
  /** The cancel button offered: Cancel Subscription (ACTIVE) or the permanent one (PENDING_CANCEL). */
  cancel: 'SOFT' | 'PERMANENT' | null;
}

export function summarise(
  sub: {
    status: string;
    billingPeriod: string;
    endDate?: string | null;
    plan: { planName: string };
  } | null,
): SubscriptionSummary {
  const status = sub?.status as SubscriptionStatusValue | undefined;
  return {
    planName: sub?.plan.planName ?? BillingMessages.noSubscription,
    billingPeriod: sub
      ? (BILLING_PERIOD_LABEL[sub.billingPeriod as BillingPeriodValue] ?? sub.billingPeriod)
      : '-',
    status: status ? (SUBSCRIPTION_BADGE[status] ?? { label: status, colour: 'default' }) : null,
    endDate: sub?.endDate ?? null,
    mayPurchase: mayPurchasePlan(status),
    cancel: cancelActionOf(status),
  };
}

/** "RM 29.00 / Monthly" */
export const planPrice = (cents: number, period: string): string =>
  `${formatCents(cents)} / ${BILLING_PERIOD_LABEL[period as BillingPeriodValue] ?? period}`;

export { formatCents, menuLimitText };
