import { configProblems } from '@mise/testing';
import { DEV_TOKEN_KEYS, loadIntegrationsConfig } from './config';
import { TokenCipher } from './tokens/token-cipher';

const key = (fill: number) => Buffer.alloc(32, fill).toString('base64');
const OURS = `k2:${key(2)},k1:${key(1)}`;

const PROD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:ours@db:5432/mise_integrations',
  JWT_ISSUER: 'https://issuer.example.com/',
  GATEWAY_EDGE_SECRET: 'a gateway key of ours',
  INTEGRATIONS_TOKEN_KEYS: OURS,
};

const problemsOf = (env: Record<string, string | undefined>): string[] =>
  configProblems(loadIntegrationsConfig, env);

describe('integrations config: the token keys (contract §2)', () => {
  it('starts in production with keys of its own', () => {
    expect(problemsOf(PROD)).toEqual([]);
  });

  it('production refuses the committed development key, anywhere in the list, and no key', () => {
    expect(problemsOf({ ...PROD, INTEGRATIONS_TOKEN_KEYS: DEV_TOKEN_KEYS })).toEqual([
      expect.stringMatching(/^INTEGRATIONS_TOKEN_KEYS .*committed/),
      expect.stringMatching(/^INTEGRATIONS_TOKEN_KEYS .*committed/),
    ]);
    expect(problemsOf({ ...PROD, INTEGRATIONS_TOKEN_KEYS: `${OURS},${DEV_TOKEN_KEYS}` })).toEqual([
      expect.stringMatching(/^INTEGRATIONS_TOKEN_KEYS holds a development key/),
    ]);
    expect(problemsOf({ ...PROD, INTEGRATIONS_TOKEN_KEYS: undefined })).toEqual([
      'INTEGRATIONS_TOKEN_KEYS is required when NODE_ENV=production',
    ]);
    expect(
      problemsOf({ ...PROD, NODE_ENV: 'development', INTEGRATIONS_TOKEN_KEYS: undefined }),
    ).toEqual([]);
  });

  it('refuses a malformed key list', () => {
    for (const bad of [
      'nokey',
      `k1:${Buffer.alloc(16).toString('base64')}`,
      `k1:${key(1)},k1:${key(2)}`,
    ]) {
      expect(problemsOf({ ...PROD, INTEGRATIONS_TOKEN_KEYS: bad })).toEqual([
        expect.stringMatching(/^INTEGRATIONS_TOKEN_KEYS /),
      ]);
    }
  });
});

describe('TokenCipher: AES-256-GCM with key ids', () => {
  const cipherOf = (keys: string) =>
    new TokenCipher(loadIntegrationsConfig({ ...PROD, INTEGRATIONS_TOKEN_KEYS: keys }));

  it('seals with the first key; after a rotation the old key still opens', () => {
    const old = cipherOf(`k1:${key(1)}`).seal('a-refresh-token', 'owner:MAIL:refresh');
    expect(old.keyId).toBe('k1');
    expect(old.blob.includes(Buffer.from('a-refresh-token'))).toBe(false);
    const rotated = cipherOf(OURS);
    expect(rotated.open(old, 'owner:MAIL:refresh')).toBe('a-refresh-token');
    expect(rotated.seal('x', 'c').keyId).toBe('k2');
  });

  it('refuses another row’s blob, a changed byte and an unknown key', () => {
    const c = cipherOf(OURS);
    const sealed = c.seal('token', 'owner-a:MAIL:access');
    expect(() => c.open(sealed, 'owner-b:MAIL:access')).toThrow();
    const flipped = Buffer.from(sealed.blob);
    flipped[flipped.length - 1] ^= 1;
    expect(() => c.open({ ...sealed, blob: flipped }, 'owner-a:MAIL:access')).toThrow();
    expect(() => cipherOf(`k9:${key(9)}`).open(sealed, 'owner-a:MAIL:access')).toThrow(
      /k2 is not configured/,
    );
  });
});
