import { loadServiceConfigWith, parsers, type ServiceConfig } from '@mise/platform';

export type ProviderKey = 'google' | 'xero' | 'loyverse';

/** One OAuth provider's client and where it is reached. */
export interface ProviderSettings {
  /** `<P>_CLIENT_ID`, `<P>_CLIENT_SECRET`; null when unset (the provider cannot be connected). */
  clientId: string | null;
  clientSecret: string | null;
  /**
   * `<P>_BASE_URL`: one origin serving the provider's paths (the local providers of
   * `npm start` and the tests); null: the provider's own hosts.
   */
  baseUrl: string | null;
}

/** One AES-256-GCM key of INTEGRATIONS_TOKEN_KEYS. */
export interface TokenKey {
  id: string;
  key: Buffer;
}

export interface IntegrationsConfig extends ServiceConfig {
  /** `INTEGRATIONS_TOKEN_KEYS`: the first encrypts, all decrypt. */
  tokenKeys: TokenKey[];
  /** `WEB_ORIGIN`: the web app; OAuth returns to `{WEB_ORIGIN}/{provider}/callback`. */
  webOrigin: string;
  /**
   * `PUBLIC_API_URL` (default WEB_ORIGIN): the gateway's public origin; providers' webhooks are
   * registered at `{PUBLIC_API_URL}/webhooks/{provider}`.
   */
  publicApiUrl: string;
  providers: Record<ProviderKey, ProviderSettings>;
  pos: {
    /** `POS_SYNC_INTERVAL_MS`: the catch-up pull of every POS connection (default 10 minutes). */
    syncIntervalMs: number;
  };
  mail: {
    /** `MAIL_SEND_ATTEMPTS`: tries of one send on 429, 500 and timeouts (default 4). */
    attempts: number;
    /** `MAIL_RETRY_BASE_MS`: the first backoff, doubled each time (default 500). */
    retryBaseMs: number;
    /** `PROVIDER_TIMEOUT_MS`: one call to a provider (default 10,000). */
    timeoutMs: number;
  };
}

/**
 * The committed development key (deploy/docker/dev.env and the service's default outside
 * production): anyone can read it, so production refuses it.
 */
export const DEV_TOKEN_KEYS = 'mise-dev-1:bWlzZS1kZXYtaW50ZWdyYXRpb25zLXRva2Vucy0zMmI=';

/** `keyId:base64key[,keyId:base64key]` → keys (each 32 bytes), or throws a short reason. */
export function parseTokenKeys(raw: string): TokenKey[] {
  const keys = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = at > 0 ? entry.slice(0, at) : '';
      if (!/^[A-Za-z0-9._-]{1,32}$/.test(id)) {
        throw new Error('each key is keyId:base64key (an id of letters, digits, . _ -)');
      }
      const key = Buffer.from(entry.slice(at + 1), 'base64');
      if (key.length !== 32) throw new Error(`key ${id} must be 32 bytes, base64`);
      return { id, key };
    });
  if (!keys.length) throw new Error('must hold at least one key');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('key ids must differ');
  return keys;
}

const origin = (raw: string): string => parsers.url(raw).replace(/\/$/, '');

const positive = (raw: string): number => {
  const n = parsers.int(raw);
  if (n < 1) throw new Error('must be at least 1');
  return n;
};

/**
 * The service's validated config: the platform's settings plus the token keys, the web origin,
 * each provider's client and base URL, and the mail retries (README's table).
 */
export function loadIntegrationsConfig(
  env: Record<string, string | undefined> = process.env,
): IntegrationsConfig {
  const { base, own } = loadServiceConfigWith(
    'integrations',
    env,
    {
      INTEGRATIONS_TOKEN_KEYS: { parse: parseTokenKeys },
      WEB_ORIGIN: { default: 'http://localhost:4000', parse: origin },
      PUBLIC_API_URL: { parse: origin },
      POS_SYNC_INTERVAL_MS: { default: 600_000, parse: positive },
      GOOGLE_CLIENT_ID: {},
      GOOGLE_CLIENT_SECRET: {},
      GOOGLE_BASE_URL: { parse: origin },
      XERO_CLIENT_ID: {},
      XERO_CLIENT_SECRET: {},
      XERO_BASE_URL: { parse: origin },
      LOYVERSE_CLIENT_ID: {},
      LOYVERSE_CLIENT_SECRET: {},
      LOYVERSE_BASE_URL: { parse: origin },
      MAIL_SEND_ATTEMPTS: { default: 4, parse: positive },
      MAIL_RETRY_BASE_MS: { default: 500, parse: positive },
      PROVIDER_TIMEOUT_MS: { default: 10_000, parse: positive },
    },
    {
      secrets: [
        'INTEGRATIONS_TOKEN_KEYS',
        'GOOGLE_CLIENT_SECRET',
        'XERO_CLIENT_SECRET',
        'LOYVERSE_CLIENT_SECRET',
      ],
      requiredInProduction: ['INTEGRATIONS_TOKEN_KEYS'],
      check: (o) =>
        env.NODE_ENV === 'production' &&
        (o.INTEGRATIONS_TOKEN_KEYS ?? []).some((k) => k.id.startsWith('mise-dev'))
          ? [
              'INTEGRATIONS_TOKEN_KEYS holds a development key committed to the repository: set keys of your own (NODE_ENV=production)',
            ]
          : [],
    },
  );
  const provider = (id?: string, secret?: string, baseUrl?: string): ProviderSettings => ({
    clientId: id || null,
    clientSecret: secret || null,
    baseUrl: baseUrl ?? null,
  });
  return {
    ...base,
    tokenKeys: own.INTEGRATIONS_TOKEN_KEYS ?? parseTokenKeys(DEV_TOKEN_KEYS),
    webOrigin: own.WEB_ORIGIN,
    publicApiUrl: own.PUBLIC_API_URL ?? own.WEB_ORIGIN,
    providers: {
      google: provider(own.GOOGLE_CLIENT_ID, own.GOOGLE_CLIENT_SECRET, own.GOOGLE_BASE_URL),
      xero: provider(own.XERO_CLIENT_ID, own.XERO_CLIENT_SECRET, own.XERO_BASE_URL),
      loyverse: provider(own.LOYVERSE_CLIENT_ID, own.LOYVERSE_CLIENT_SECRET, own.LOYVERSE_BASE_URL),
    },
    pos: { syncIntervalMs: own.POS_SYNC_INTERVAL_MS },
    mail: {
      attempts: own.MAIL_SEND_ATTEMPTS,
      retryBaseMs: own.MAIL_RETRY_BASE_MS,
      timeoutMs: own.PROVIDER_TIMEOUT_MS,
    },
  };
}
