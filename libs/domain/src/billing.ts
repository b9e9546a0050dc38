import { DEFAULT_MENU_LIMIT } from './catalogue';
import { Messages } from './messages';
import { formatRM, fromCents } from './money';

/**
 * Plans, top-ups, subscriptions and credits (spec 1 §2.11, §3, §4, §9; flows.md §4.6-4.8): the
 * rules the billing service and the Settings tabs share.
 */

/** Same values as SubscriptionStatus in @mise/contracts. */
export type SubscriptionStatusValue =
  'ACTIVE' | 'CANCELLED' | 'INACTIVE' | 'PAYMENT_FAILED' | 'PENDING_CANCEL' | 'PENDING_PAYMENT';

/** Same values as BillingPeriod in @mise/contracts. */
export type BillingPeriodValue = 'MONTHLY' | 'QUARTERLY' | 'SEMIANNUAL' | 'ANNUAL';

/** The menu limit of an outlet without a (live) plan, and of a plan that has none (spec §9). */
/** The cancel screen reloads after this long (spec §9). */
export const SUBSCRIPTION_RELOAD_DELAY_MS = 2000;

/** At most this many credits are reserved for one extraction (flows.md §4.6). */
export const MAX_CREDITS_PER_EXTRACTION = 100;

/** Months in each billing period (the Stripe price's interval). */
export const BILLING_PERIOD_MONTHS: Record<BillingPeriodValue, number> = {
  MONTHLY: 1,
  QUARTERLY: 3,
  SEMIANNUAL: 6,
  ANNUAL: 12,
};

/** What the screen calls each billing period. */
export const BILLING_PERIOD_LABEL: Record<BillingPeriodValue, string> = {
  MONTHLY: 'Monthly',
  QUARTERLY: 'Quarterly',
  SEMIANNUAL: 'Semiannual',
  ANNUAL: 'Annual',
};

/** Badge text and colour of each status; PENDING_CANCEL is displayed "Cancelled" (spec §4). */
export const SUBSCRIPTION_BADGE: Record<
  SubscriptionStatusValue,
  { label: string; colour: 'green' | 'gold' | 'volcano' | 'red' | 'default' }
> = {
  ACTIVE: { label: 'Active', colour: 'green' },
  PENDING_PAYMENT: { label: 'Pending payment', colour: 'gold' },
  PENDING_CANCEL: { label: 'Cancelled', colour: 'volcano' },
  PAYMENT_FAILED: { label: 'Payment failed', colour: 'red' },
  CANCELLED: { label: 'Cancelled permanently', colour: 'default' },
  INACTIVE: { label: 'Inactive', colour: 'default' },
};

/** Texts of the billing service and the Subscription and Topups tabs. */
export const BillingMessages = {
  planNotFound: 'Plan not found',
  topupNotFound: 'Top-up not found',
  checkoutNotFound: 'Checkout not found',
  /** createPlanCheckout while ACTIVE or PENDING_PAYMENT (spec §2.11). */
  purchaseRefused:
    'This outlet already has an active subscription or a payment in progress. Cancel it before buying another plan.',
  paymentUnavailable: 'The payment service is not available right now. Please try again.',
  /** Not in the spec (issue 19): a plan change without an ACTIVE plan, or to the same plan. */
  changeRefused: 'Only an active plan can be changed. Purchase a plan first.',
  samePlan: 'This outlet is already on this plan.',
  planChanged: (planName: string) => `Your plan is now ${planName}.`,
  /** Not in the spec: more than CHECKOUTS_PER_WINDOW checkouts of one outlet in 10 minutes. */
  checkoutThrottled:
    'Too many checkouts were started for this outlet. Please try again in a few minutes.',
  cancelFailed: Messages.subscription.cancelFailed,
  insufficientCredits: 'Insufficient credits, topup to continue',
  noSubscription: 'No subscription',
  /** The plan shown without a live subscription (issue 19: the free plan's 10 menu items apply). */
  freePlan: 'Free',
} as const;

/** A plan can be bought when there is no subscription or it is neither ACTIVE nor PENDING_PAYMENT. */
export function mayPurchasePlan(status: SubscriptionStatusValue | null | undefined): boolean {
  return !status || (status !== 'ACTIVE' && status !== 'PENDING_PAYMENT');
}

/** Soft cancel is offered for ACTIVE, the permanent cancel for PENDING_CANCEL. */
export function cancelActionOf(
  status: SubscriptionStatusValue | null | undefined,
): 'SOFT' | 'PERMANENT' | null {
  if (status === 'ACTIVE') return 'SOFT';
  if (status === 'PENDING_CANCEL') return 'PERMANENT';
  return null;
}

/** Whether a subscription in this status gives its plan's menu limit (flows.md §4.7 step 5). */
export function givesPlanLimit(status: SubscriptionStatusValue | null | undefined): boolean {
  return status === 'ACTIVE' || status === 'PENDING_CANCEL';
}

/**
 * The effective menu limit from the outlet's subscriptions: the most generous plan among those
 * ACTIVE or PENDING_CANCEL (a plan without a limit counts 10; negative is unlimited, -1), else 10.
 */
export function effectiveMenuLimit(
  subscriptions: ReadonlyArray<{
    status: SubscriptionStatusValue | null;
    menuLimit: number | null | undefined;
  }>,
): number {
  let best = DEFAULT_MENU_LIMIT;
  for (const s of subscriptions) {
    if (!givesPlanLimit(s.status)) continue;
    const limit = s.menuLimit ?? DEFAULT_MENU_LIMIT;
    if (limit < 0) return -1;
    best = Math.max(best, limit);
  }
  return best;
}

/** Plan cost and top-up price are held in cents and shown in RM: 4900 → "RM 49.00". */
export function formatCents(cents: number): string {
  return formatRM(fromCents(cents));
}

/** Stripe subscription statuses (the ones its API documents). */
export type StripeSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'incomplete'
  | 'incomplete_expired'
  | 'canceled'
  | 'paused';

/**
 * Our status from a Stripe subscription's *current* state (flows.md §4.7 step 4): active →
 * ACTIVE, or PENDING_CANCEL when it ends at the period end; past_due, unpaid → PAYMENT_FAILED;
 * incomplete → PENDING_PAYMENT; incomplete_expired → INACTIVE; canceled → CANCELLED when we
 * cancelled it permanently, else INACTIVE (it ran out).
 */
export function statusFromStripe(
  stripeStatus: string,
  cancelAtPeriodEnd: boolean,
  cancelledPermanently: boolean,
): SubscriptionStatusValue {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return cancelAtPeriodEnd ? 'PENDING_CANCEL' : 'ACTIVE';
    case 'past_due':
    case 'unpaid':
      return 'PAYMENT_FAILED';
    case 'incomplete':
      return 'PENDING_PAYMENT';
    case 'canceled':
      return cancelledPermanently ? 'CANCELLED' : 'INACTIVE';
    default:
      // incomplete_expired, paused and anything Stripe adds later: no live plan
      return 'INACTIVE';
  }
}

/**
 * Credits available to reserve: Σ ledger entries - Σ held reservations (flows.md §4.6), and what
 * a reservation is granted: min(requested, available), never negative.
 */
export function creditsGranted(requested: number, available: number): number {
  if (!Number.isInteger(requested) || requested <= 0) return 0;
  return Math.max(0, Math.min(requested, available));
}
