/**
 * The guest page's own random token (kept in the browser), sent as `X-Guest-Token` on every
 * public request: guests behind one address (a cafe's Wi-Fi) are counted one by one, under a
 * ceiling for the address. Not a credential: it only splits a limit.
 */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

/** How many guests' worth of requests one address may send in all (the ceiling's multiple). */
export const GUESTS_PER_ADDRESS = 20;

const GUEST_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/** A well-formed guest token from a header value; null for anything else. */
export function guestToken(value: unknown): string | null {
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' && GUEST_TOKEN.test(token) ? token : null;
}

/**
 * The rate-limit keys of a public request and their limits: the guest on this address at
 * `perMinute` (a request without a token counts as one guest, "-"), and the address in all at
 * `perMinute × GUESTS_PER_ADDRESS`. A flood from one guest stops at its own limit; a flood
 * inventing tokens stops at the address's.
 */
export function guestLimits(
  scope: string,
  ip: string,
  token: string | null,
  perMinute: number,
): Array<{ key: string; limit: number }> {
  return [
    { key: `${scope}|${ip}|${token ?? '-'}`, limit: perMinute },
    { key: `${scope}|${ip}|*`, limit: perMinute * GUESTS_PER_ADDRESS },
  ];
}
