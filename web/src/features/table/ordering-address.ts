import { checkOrderingAddress } from '@mise/domain';

/**
 * The outlet's ordering address (issue 12): where the tables' QR codes send guests. Mise's own
 * ordering page unless the outlet sets an outside address; the domain's rule (the one
 * `updateOrderingAddress` applies) checks it: http(s), no "?" or "#", at most 300 characters.
 */
export const ORDERING_ADDRESS_REQUIRED = 'Please enter the address of your ordering site.';

export type OrderingAddressMode = 'mise' | 'outside';

export interface OrderingAddressValues {
  mode: OrderingAddressMode;
  url: string;
}

/** The form's values for the saved address (null: Mise's page). */
export function orderingAddressValues(saved: string | null | undefined): OrderingAddressValues {
  return saved ? { mode: 'outside', url: saved } : { mode: 'mise', url: '' };
}

/** The address's problem, or null. Only an outside address is checked, and must be given. */
export function orderingAddressError(values: OrderingAddressValues): string | null {
  if (values.mode === 'mise') return null;
  if (!values.url.trim()) return ORDERING_ADDRESS_REQUIRED;
  const checked = checkOrderingAddress(values.url);
  return 'error' in checked ? checked.error : null;
}

/** What `updateOrderingAddress(url)` is sent: null clears (Mise's page). */
export function orderingAddressInput(values: OrderingAddressValues): string | null {
  return values.mode === 'mise' ? null : values.url.trim();
}

/**
 * What the signing secret panel says (issue 19): an outside site signs each order it posts to
 * `/webhooks/orders` with the outlet's own secret; `madeOn` is when the current one was made.
 */
export function webhookSecretText(madeOn: string | null): string {
  const how =
    'An outside ordering site signs each order it sends with this outlet\u2019s secret (X-Mise-Timestamp and X-Mise-Signature: see the sales README).';
  return madeOn
    ? `${how} The current secret was made on ${madeOn}; it is never shown again.`
    : `${how} There is none yet: orders from a site are refused until you make one.`;
}
