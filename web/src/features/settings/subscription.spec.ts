import { changeOf, planPrice, summarise } from './subscription';

const sub = (status: string) => ({
  status,
  billingPeriod: 'MONTHLY',
  endDate: '2026-12-22',
  plan: { id: 'starter', planName: 'Starter', menuLimit: 30 },
});

describe('Subscription tab', () => {
  it('shows the free plan (10 menu items) without a subscription, with Purchase and no cancel', () => {
    expect(summarise(null)).toEqual({
      planName: 'Free',
      billingPeriod: '-',
      menuLimit: '10',
      status: null,
      endDate: null,
      mayPurchase: true,
      cancel: null,
    });
  });

  it("shows the free plan's limit once a plan no longer gives its own", () => {
    expect(summarise(sub('ACTIVE')).menuLimit).toBe('30');
    expect(summarise(sub('CANCELLED')).menuLimit).toBe('10');
    expect(summarise(sub('INACTIVE')).menuLimit).toBe('10');
  });

  it('offers Upgrade or Downgrade to the other plans only while ACTIVE', () => {
    const growth = { id: 'growth', menuLimit: 100 };
    const unlimited = { id: 'unlimited', menuLimit: -1 };
    const starter = { id: 'starter', menuLimit: 30 };
    expect(changeOf(sub('ACTIVE'), growth)).toBe('Upgrade');
    expect(changeOf(sub('ACTIVE'), unlimited)).toBe('Upgrade');
    expect(changeOf(sub('ACTIVE'), starter)).toBeNull();
    expect(
      changeOf({ ...sub('ACTIVE'), plan: { ...unlimited, planName: 'Unlimited' } }, growth),
    ).toBe('Downgrade');
    expect(changeOf(sub('PENDING_CANCEL'), growth)).toBeNull();
    expect(changeOf(null, growth)).toBeNull();
  });

  it('offers Cancel Subscription for ACTIVE, without Purchase', () => {
    expect(summarise(sub('ACTIVE'))).toMatchObject({
      planName: 'Starter',
      billingPeriod: 'Monthly',
      status: { label: 'Active', colour: 'green' },
      mayPurchase: false,
      cancel: 'SOFT',
    });
  });

  it('labels PENDING_CANCEL "Cancelled", offers the permanent cancel and Purchase', () => {
    expect(summarise(sub('PENDING_CANCEL'))).toMatchObject({
      status: { label: 'Cancelled' },
      mayPurchase: true,
      cancel: 'PERMANENT',
    });
  });

  it('hides Purchase while a payment is pending', () => {
    expect(summarise(sub('PENDING_PAYMENT'))).toMatchObject({ mayPurchase: false, cancel: null });
  });

  it('shows cents in RM per period', () => {
    expect(planPrice(2900, 'MONTHLY')).toBe('RM 29.00 / Monthly');
  });
});
