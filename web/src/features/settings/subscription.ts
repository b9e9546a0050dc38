import {
  BILLING_PERIOD_LABEL,
  BillingMessages,
  cancelActionOf,
  DEFAULT_MENU_LIMIT,
  formatCents,
  givesPlanLimit,
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
  /** The menu limit that applies: the plan's while it gives it, else the free plan's 10. */
  menuLimit: string;
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
    plan: { planName: string; menuLimit: number };
  } | null,
): SubscriptionSummary {
  const status = sub?.status as SubscriptionStatusValue | undefined;
  return {
    planName: sub?.plan.planName ?? BillingMessages.freePlan,
    billingPeriod: sub
      ? (BILLING_PERIOD_LABEL[sub.billingPeriod as BillingPeriodValue] ?? sub.billingPeriod)
      : '-',
    menuLimit: menuLimitText(
      sub && givesPlanLimit(status) ? sub.plan.menuLimit : DEFAULT_MENU_LIMIT,
    ),
    status: status ? (SUBSCRIPTION_BADGE[status] ?? { label: status, colour: 'default' }) : null,
    endDate: sub?.endDate ?? null,
    mayPurchase: mayPurchasePlan(status),
    cancel: cancelActionOf(status),
  };
}

/**
 * The change offered for `plan` while the outlet's plan is ACTIVE: Upgrade to a bigger menu
 * limit (negative: Unlimited, the biggest), Downgrade to a smaller one; null otherwise.
 */
export function changeOf(
  sub: { status: string; plan: { id?: string; planName?: string; menuLimit: number } } | null,
  plan: { id: string; menuLimit: number },
): 'Upgrade' | 'Downgrade' | null {
  if (sub?.status !== 'ACTIVE' || sub.plan.id === plan.id) return null;
  const size = (limit: number) => (limit < 0 ? Number.POSITIVE_INFINITY : limit);
  return size(plan.menuLimit) > size(sub.plan.menuLimit) ? 'Upgrade' : 'Downgrade';
}

/** "RM 29.00 / Monthly" */
export const planPrice = (cents: number, period: string): string =>
  `${formatCents(cents)} / ${BILLING_PERIOD_LABEL[period as BillingPeriodValue] ?? period}`;

export { formatCents, menuLimitText };
