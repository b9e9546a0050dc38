/**
 * The page's guest token (issue 19), sent as `X-Guest-Token` with every request: the gateway and
 * sales count a guest's requests and orders by it (under a ceiling for the address), so guests
 * sharing a cafe's Wi-Fi are not one bucket. Random (`crypto.getRandomValues`, plain http too),
 * kept in localStorage; not a credential.
 */
export const GUEST_TOKEN_KEY = 'mise.order.guest';
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function guestToken(
  store: Store | null,
  fill: (bytes: Uint8Array<ArrayBuffer>) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  try {
    const kept = store?.getItem(GUEST_TOKEN_KEY);
    if (kept && TOKEN.test(kept)) return kept;
  } catch {
    // storage refused (private mode): a token for this page's life
  }
  const bytes = new Uint8Array(18);
  fill(bytes);
  const made = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  try {
    store?.setItem(GUEST_TOKEN_KEY, made);
  } catch {
    // kept in memory only
  }
  return made;
}
