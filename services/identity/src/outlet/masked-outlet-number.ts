import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: easy to read out and type from a printed link. */
export const MASKED_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const MASKED_LENGTH = 12;

/**
 * A public, unguessable outlet number for ordering links: 12 characters drawn uniformly from 31
 * by the CSPRNG (about 59 bits), unlike the sequential outlet number.
 */
export function maskedOutletNumber(): string {
  let out = '';
  for (let i = 0; i < MASKED_LENGTH; i++) out += MASKED_ALPHABET[randomInt(MASKED_ALPHABET.length)];
  return out;
}
