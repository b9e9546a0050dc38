/**
 * The outlet's ordering address (issue 12): where the tables' QR codes send guests. Mise's own
 * ordering page unless the outlet sets an outside address (an http(s) address without "?" or "#",
 * at most 300 characters; the server checks the same).
 */
export const MAX_ORDERING_ADDRESS = 300;

export const ORDERING_ADDRESS_MESSAGES = {
  required: 'Please enter the address of your ordering site.',
  invalid: 'The ordering address must be an http:// or https:// address without "?" or "#".',
  tooLong: `The ordering address can be at most ${MAX_ORDERING_ADDRESS} characters.`,
};

export type OrderingAddressMode = 'mise' | 'outside';

export interface OrderingAddressValues {
  mode: OrderingAddressMode;
  url: string;
}

/** The form's values for the saved address (null: Mise's page). */
export function orderingAddressValues(saved: string | null | undefined): OrderingAddressValues {
  return saved ? { mode: 'outside', url: saved } : { mode: 'mise', url: '' };
}

/** The address's problem, or null. Only an outside address is checked. */
export function orderingAddressError(values: OrderingAddressValues): string | null {
  if (values.mode === 'mise') return null;
  const s = values.url.trim();
  if (!s) return ORDERING_ADDRESS_MESSAGES.required;
  if (s.length > MAX_ORDERING_ADDRESS) return ORDERING_ADDRESS_MESSAGES.tooLong;
  let parsed: URL;
  try {
    parsed = new URL(s);
  } catch {
    return ORDERING_ADDRESS_MESSAGES.invalid;
  }
  const ok =
    (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
    !!parsed.hostname &&
    !s.includes('?') &&
    !s.includes('#') &&
    !parsed.username &&
    !parsed.password &&
    !/\s/.test(s);
  return ok ? null : ORDERING_ADDRESS_MESSAGES.invalid;
}

/** What `updateOrderingAddress(url)` is sent: null clears (Mise's page). */
export function orderingAddressInput(values: OrderingAddressValues): string | null {
  return values.mode === 'mise' ? null : values.url.trim();
}
