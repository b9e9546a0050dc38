import {
  ConfigError,
  loadServiceConfig,
  parsers,
  readEnv,
  type ServiceConfig,
} from '@mise/platform';

type Env = Record<string, string | undefined>;

export interface IdentityConfig extends ServiceConfig {
  /** E-mails (lowercased) made admin at sign-in. */
  adminEmails: string[];
  /** The dev OIDC issuer is served by this service (on when JWT_ISSUER is unset). */
  devIssuer: boolean;
  devIssuerKeysFile: string;
  /** Where browsers reach the product (the gateway); the dev issuer's URLs start here. */
  publicUrl: string;
  /** Redirect URIs the dev issuer accepts for the web client. */
  webRedirectUris: string[];
}

/** Path under which identity serves the dev issuer (the gateway proxies /oidc/* here). */
export const DEV_ISSUER_PATH = '/oidc';

/** Runs each loader, then throws one ConfigError with every problem found. */
function collectProblems<T extends unknown[]>(...loaders: { [K in keyof T]: () => T[K] }): T {
  const problems: string[] = [];
  const results = loaders.map((load) => {
    try {
      return load();
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems.push(...e.problems);
      return undefined;
    }
  });
  if (problems.length) throw new ConfigError(problems);
  return results as T;
}

export function loadIdentityConfig(env: Env = process.env): IdentityConfig {
  const readOwn = () =>
    readEnv(env, {
      ADMIN_EMAILS: { default: [] as string[], parse: parsers.list },
      DEV_ISSUER: { parse: parsers.bool },
      DEV_ISSUER_KEYS_FILE: { default: '.data/dev-issuer-keys.json' },
      PUBLIC_URL: { default: 'http://localhost:4000', parse: parsers.url },
      WEB_REDIRECT_URIS: { parse: parsers.list },
    });
  // The dev issuer is on when asked for, or when no issuer is configured. Then tokens come from
  // this service itself: the issuer is the public address, the keys are read from this process.
  const devIssuer = env.DEV_ISSUER ? /^(1|true|on|yes)$/i.test(env.DEV_ISSUER) : !env.JWT_ISSUER;
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/$/, '');
  const port = env.PORT || '4001';
  const base = devIssuer
    ? {
        ...env,
        JWT_ISSUER: env.JWT_ISSUER || `${publicUrl}${DEV_ISSUER_PATH}`,
        JWKS_URI: env.JWKS_URI || `http://127.0.0.1:${port}${DEV_ISSUER_PATH}/jwks`,
      }
    : env;
  const [own, service] = collectProblems<[ReturnType<typeof readOwn>, ServiceConfig]>(readOwn, () =>
    loadServiceConfig('identity', base),
  );
  return {
    ...service,
    adminEmails: own.ADMIN_EMAILS.map((s) => s.toLowerCase()),
    devIssuer,
    devIssuerKeysFile: own.DEV_ISSUER_KEYS_FILE,
    publicUrl,
    // The app behind the gateway, and the Vite dev server (`npm run dev -w web`).
    webRedirectUris: own.WEB_REDIRECT_URIS ?? [
      `${publicUrl}/auth0/callback`,
      'http://localhost:5173/auth0/callback',
    ],
  };
}
