import { ORDER_CODE_ALPHABET } from '@mise/domain';
import { randomCode } from '@mise/platform';

/** No 0/O, 1/I/L: easy to read out and type from a printed link (shared with order codes). */
export const MASKED_ALPHABET = ORDER_CODE_ALPHABET;
export const MASKED_LENGTH = 12;

/**
 * A public, unguessable outlet number for ordering links: 12 characters drawn uniformly from 31
 * by the CSPRNG (about 59 bits), unlike the sequential outlet number.
 */
export function maskedOutletNumber(): string {
  return randomCode(MASKED_LENGTH, MASKED_ALPHABET);
}
