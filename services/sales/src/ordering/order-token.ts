import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A guest order's status token: base64url(HMAC-SHA256(ORDER_TOKEN_SECRET, order id)), 256 bits.
 * Nothing is stored: the same order always has the same token (a repeated requestId answers it
 * again), and only the server, holding the key, can make one.
 */
export function orderToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(orderId).digest('base64url');
}

/** Whether `token` is the order's, in constant time for tokens of the right length. */
export function isOrderToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(orderToken(secret, orderId));
  const given = Buffer.from(typeof token === 'string' ? token : '');
  if (given.length !== expected.length) {
    timingSafeEqual(expected, expected);
    return false;
  }
  return timingSafeEqual(expected, given);
}
