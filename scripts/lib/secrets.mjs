// Secrets the launcher makes for one run (NATS passwords, npm start's guest order token key):
// 32 characters, a letter first and then letters and digits only (~190 bits), so that no
// configuration parser reads one as a number, a size, a date, a comment or a variable
// (nats-server read `1-…` as a date: issue 19, 1.1).
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789`;

/** A random secret: `length` characters, the first a letter, the rest letters and digits. */
export function randomSecret(length = 32) {
  let out = LETTERS[randomInt(LETTERS.length)];
  while (out.length < length) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * `npm start`'s secret `name` of this checkout: made once (randomSecret) and kept in
 * `.data/dev-secrets.json` (mode 600), so what it signs (guest order status tokens) stays valid
 * across restarts; never a value committed to the repository.
 */
export function devSecret(name, dataDir) {
  const file = path.join(dataDir, 'dev-secrets.json');
  const secrets = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomSecret();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets[name];
}
