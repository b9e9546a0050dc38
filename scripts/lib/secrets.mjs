// Secrets the launcher makes for one run (NATS passwords, npm start's guest order token key):
// 32 characters, a letter first and then letters and digits only (~190 bits), so that no
// configuration parser reads one as a number, a size, a date, a comment or a variable
// (nats-server read `1-…` as a date: issue 19, 1.1).
import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789`;

/** A random secret: `length` characters, the first a letter, the rest letters and digits. */
export function randomSecret(length = 32) {
  let out = LETTERS[randomInt(LETTERS.length)];
  while (out.length < length) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
