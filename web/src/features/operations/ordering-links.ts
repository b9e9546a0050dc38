/**
 * The ordering site's dashboards of an outlet (spec 2.10), reached through its masked (unguessable)
 * number: the waiter's shows the draft orders, the kitchen's the confirmed ones.
 */
export type OrderingStatus = 'draft' | 'confirmed';

export function orderingDashboardUrl(
  orderingUrl: string,
  maskedOutletNumber: string,
  status: OrderingStatus,
): string {
  const base = orderingUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ status }).toString();
  return `${base}/dashboard/${encodeURIComponent(maskedOutletNumber)}?${query}`;
}

export function orderingLinks(
  orderingUrl: string,
  maskedOutletNumber: string,
): { waiter: string; kitchen: string } {
  return {
    waiter: orderingDashboardUrl(orderingUrl, maskedOutletNumber, 'draft'),
    kitchen: orderingDashboardUrl(orderingUrl, maskedOutletNumber, 'confirmed'),
  };
}
