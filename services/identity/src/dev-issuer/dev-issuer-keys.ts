import { createHash, createHmac, generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** An RSA JSON Web Key as stored in the keys file (private) or served at /jwks (public). */
export interface RsaJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
  d?: string;
  p?: string;
  q?: string;
  dp?: string;
  dq?: string;
  qi?: string;
}

export interface DevIssuerKeys {
  /** Private signing keys for oidc-provider's `jwks` option. */
  privateJwks: { keys: RsaJwk[] };
  /** The same keys without their private parts, as served at `/jwks`. */
  publicJwks: { keys: RsaJwk[] };
  /** Secret for signing the issuer's cookies, derived from the private key so it survives restarts. */
  cookieSecret: string;
}

/**
 * Reads the private JWKS from `keysFile`, or creates the file with a fresh RS256 key when it is
 * missing. Keeping the key on disk means tokens issued before a restart still verify after it.
 */
export async function loadOrCreateKeys(keysFile: string): Promise<DevIssuerKeys> {
  const privateJwks = (await readKeysFile(keysFile)) ?? (await createKeysFile(keysFile));
  const [signingKey] = privateJwks.keys;
  if (!signingKey?.d) {
    throw new Error(`Dev issuer keys file ${keysFile} holds no private RSA key`);
  }
  return {
    privateJwks,
    publicJwks: { keys: privateJwks.keys.map(toPublicJwk) },
    cookieSecret: createHmac('sha256', signingKey.d)
      .update('mise dev issuer cookies')
      .digest('base64url'),
  };
}

async function readKeysFile(keysFile: string): Promise<{ keys: RsaJwk[] } | undefined> {
  let text: string;
  try {
    text = await readFile(keysFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as { keys?: unknown };
  if (!Array.isArray(parsed.keys) || parsed.keys.length === 0) {
    throw new Error(`Dev issuer keys file ${keysFile} is not a JWKS ({ "keys": [...] })`);
  }
  return { keys: parsed.keys as RsaJwk[] };
}

async function createKeysFile(keysFile: string): Promise<{ keys: RsaJwk[] }> {
  const jwks = { keys: [generateSigningKey()] };
  await mkdir(dirname(keysFile), { recursive: true });
  try {
    // 'wx': when two processes start at once, the first one to write wins and the other reads it.
    await writeFile(keysFile, `${JSON.stringify(jwks, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = await readKeysFile(keysFile);
    if (existing) return existing;
  }
  return jwks;
}

function generateSigningKey(): RsaJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Omit<RsaJwk, 'kid' | 'alg' | 'use'>;
  return { ...jwk, kty: 'RSA', kid: thumbprint(jwk.n, jwk.e), alg: 'RS256', use: 'sig' };
}

/** RFC 7638 JWK thumbprint of an RSA key, used as its key id. */
function thumbprint(n: string, e: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ e, kty: 'RSA', n }))
    .digest('base64url');
}

function toPublicJwk({ kty, kid, alg, use, n, e }: RsaJwk): RsaJwk {
  return { kty, kid, alg, use, n, e };
}
