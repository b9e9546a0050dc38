import { planPrice, summarise } from './subscription';

const sub = (status: string) => ({
  status,
  billingPeriod: 'MONTHLY',
  endDate: '2026-12-22',
  plan: { planName: 'Starter' },
});

describe('Subscription tab', () => {
  it('shows no subscription with Purchase and no cancel', () => {
    expect(summarise(null)).toEqual({
      planName: 'No subscription',
      billingPeriod: '-',
      status: null,
      endDate: null,
      mayPurchase: true,
      cancel: null,
    });
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
