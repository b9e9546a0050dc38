import {
  cancelActionOf,
  creditsGranted,
  effectiveMenuLimit,
  formatCents,
  mayPurchasePlan,
  statusFromStripe,
} from './billing';
import { menuLimitText } from './catalogue';

describe('billing rules', () => {
  it('offers a purchase unless a subscription is ACTIVE or awaiting payment', () => {
    expect(mayPurchasePlan(null)).toBe(true);
    expect(mayPurchasePlan('PENDING_CANCEL')).toBe(true);
    expect(mayPurchasePlan('CANCELLED')).toBe(true);
    expect(mayPurchasePlan('INACTIVE')).toBe(true);
    expect(mayPurchasePlan('PAYMENT_FAILED')).toBe(true);
    expect(mayPurchasePlan('ACTIVE')).toBe(false);
    expect(mayPurchasePlan('PENDING_PAYMENT')).toBe(false);
  });

  it('offers the soft cancel for ACTIVE and the permanent one for PENDING_CANCEL', () => {
    expect(cancelActionOf('ACTIVE')).toBe('SOFT');
    expect(cancelActionOf('PENDING_CANCEL')).toBe('PERMANENT');
    expect(cancelActionOf('CANCELLED')).toBeNull();
    expect(cancelActionOf(null)).toBeNull();
  });

  it('gives the best live plan limit, 10 without one, unlimited when any is', () => {
    expect(effectiveMenuLimit([])).toBe(10);
    expect(effectiveMenuLimit([{ status: 'ACTIVE', menuLimit: 30 }])).toBe(30);
    expect(effectiveMenuLimit([{ status: 'PENDING_CANCEL', menuLimit: 30 }])).toBe(30);
    expect(effectiveMenuLimit([{ status: 'PENDING_PAYMENT', menuLimit: 30 }])).toBe(10);
    expect(effectiveMenuLimit([{ status: 'CANCELLED', menuLimit: -1 }])).toBe(10);
    expect(effectiveMenuLimit([{ status: 'ACTIVE', menuLimit: null }])).toBe(10);
    expect(
      effectiveMenuLimit([
        { status: 'PENDING_CANCEL', menuLimit: 30 },
        { status: 'ACTIVE', menuLimit: -1 },
      ]),
    ).toBe(-1);
  });

  it('maps the current Stripe state whatever event brought it', () => {
    expect(statusFromStripe('active', false, false)).toBe('ACTIVE');
    expect(statusFromStripe('active', true, false)).toBe('PENDING_CANCEL');
    expect(statusFromStripe('past_due', false, false)).toBe('PAYMENT_FAILED');
    expect(statusFromStripe('unpaid', false, false)).toBe('PAYMENT_FAILED');
    expect(statusFromStripe('incomplete', false, false)).toBe('PENDING_PAYMENT');
    expect(statusFromStripe('incomplete_expired', false, false)).toBe('INACTIVE');
    expect(statusFromStripe('canceled', true, false)).toBe('INACTIVE');
    expect(statusFromStripe('canceled', false, true)).toBe('CANCELLED');
  });

  it('shows cents in RM and a negative limit as Unlimited', () => {
    expect(formatCents(4900)).toBe('RM 49.00');
    expect(formatCents(1050)).toBe('RM 10.50');
    expect(menuLimitText(-1)).toBe('Unlimited');
    expect(menuLimitText(30)).toBe('30');
  });

  it('grants at most what is available, never a negative or fractional amount', () => {
    expect(creditsGranted(100, 40)).toBe(40);
    expect(creditsGranted(10, 40)).toBe(10);
    expect(creditsGranted(10, 0)).toBe(0);
    expect(creditsGranted(10, -5)).toBe(0);
    expect(creditsGranted(0, 40)).toBe(0);
    expect(creditsGranted(1.5, 40)).toBe(0);
  });
});
