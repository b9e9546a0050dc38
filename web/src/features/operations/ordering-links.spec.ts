import { orderingDashboardUrl, orderingLinks } from './ordering-links';

describe('ordering dashboard links (spec 2.10)', () => {
  it('sends the waiter to the draft orders and the kitchen to the confirmed ones', () => {
    expect(orderingLinks('https://order.mise.app', 'k3X9pQ')).toEqual({
      waiter: 'https://order.mise.app/dashboard/k3X9pQ?status=draft',
      kitchen: 'https://order.mise.app/dashboard/k3X9pQ?status=confirmed',
    });
  });

  it('does not double the slash after a base that ends with one', () => {
    expect(orderingDashboardUrl('https://order.mise.app/', 'abc', 'draft')).toBe(
      'https://order.mise.app/dashboard/abc?status=draft',
    );
  });

  it('URL-encodes the masked number', () => {
    expect(orderingDashboardUrl('https://order.mise.app', 'a/b c?d', 'confirmed')).toBe(
      'https://order.mise.app/dashboard/a%2Fb%20c%3Fd?status=confirmed',
    );
  });
});
