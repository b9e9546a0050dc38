import { randomInt } from 'node:crypto';
import { ORDER_CODE_ALPHABET } from '@mise/domain';

/**
 * A code of `length` characters drawn uniformly from `alphabet` by the CSPRNG (log2(31) ≈ 4.95
 * bits each with the default alphabet, which has no 0/O, 1/I/L: easy to read out and type).
 * Identity's masked outlet numbers (12) and sales' order codes (10) are made here.
 */
export function randomCode(length: number, alphabet: string = ORDER_CODE_ALPHABET): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
