import { loadServiceConfigWith, parsers, type ServiceConfig } from '@mise/platform';

type Env = Record<string, string | undefined>;

export interface IdentityConfig extends ServiceConfig {
  /** E-mails (lowercased) made admin at their first sign-in with a verified e-mail. */
  adminEmails: string[];
  /** The dev OIDC issuer is served by this service: only with OIDC_DEV_ISSUER=true, never in production. */
  devIssuer: boolean;
  devIssuerKeysFile: string;
  /** Where browsers reach the product (the gateway); the dev issuer's URLs start here. */
  publicUrl: string;
  /** Redirect URIs the dev issuer accepts for the web client. */
  webRedirectUris: string[];
  /** How many outlets one owner may have. */
  maxOutletsPerOwner: number;
}

/** Path under which identity serves the dev issuer (the gateway proxies /oidc/* here). */
export const DEV_ISSUER_PATH = '/oidc';

/** Upper bound of MAX_OUTLETS_PER_OWNER: `me { outlets }` answers them all in one list. */
export const MAX_OUTLETS_CEILING = 1000;

const outletCap = (raw: string): number => {
  const n = parsers.int(raw);
  if (n < 1 || n > MAX_OUTLETS_CEILING)
    throw new Error(`must be between 1 and ${MAX_OUTLETS_CEILING}`);
  return n;
};

const NO_ISSUER =
  'JWT_ISSUER is required (the token issuer, e.g. Auth0); on a development machine set ' +
  'OIDC_DEV_ISSUER=true to serve the built-in dev issuer instead';

export function loadIdentityConfig(env: Env = process.env): IdentityConfig {
  // The dev issuer is on only when asked for. Then tokens come from this service itself: the
  // issuer is the public address, the keys are read from this process.
  const devIssuer = /^(1|true|on|yes)$/i.test(env.OIDC_DEV_ISSUER ?? '');
  const publicUrl = (env.PUBLIC_URL || 'http://localhost:4000').replace(/\/$/, '');
  const port = env.PORT || '4001';
  const { base, own } = loadServiceConfigWith(
    'identity',
    env,
    {
      ADMIN_EMAILS: { default: [] as string[], parse: parsers.list },
      OIDC_DEV_ISSUER: { default: false, parse: parsers.bool },
      DEV_ISSUER_KEYS_FILE: { default: '.data/dev-issuer-keys.json' },
      PUBLIC_URL: { default: 'http://localhost:4000', parse: parsers.url },
      WEB_REDIRECT_URIS: { parse: parsers.list },
      MAX_OUTLETS_PER_OWNER: { default: 100, parse: outletCap },
    },
    {
      check: (own) => devIssuerProblems(env, own.OIDC_DEV_ISSUER),
      baseEnv: devIssuer
        ? {
            ...env,
            JWT_ISSUER: env.JWT_ISSUER || `${publicUrl}${DEV_ISSUER_PATH}`,
            JWKS_URI: env.JWKS_URI || `http://127.0.0.1:${port}${DEV_ISSUER_PATH}/jwks`,
          }
        : env,
      explain: (p) => (p === 'JWT_ISSUER is required' ? NO_ISSUER : p),
    },
  );
  return {
    ...base,
    adminEmails: own.ADMIN_EMAILS.map((s) => s.toLowerCase()),
    devIssuer,
    devIssuerKeysFile: own.DEV_ISSUER_KEYS_FILE,
    publicUrl,
    // The app behind the gateway, and the Vite dev server (`npm run dev -w web`).
    webRedirectUris: own.WEB_REDIRECT_URIS ?? [
      `${publicUrl}/auth0/callback`,
      'http://localhost:5173/auth0/callback',
    ],
    maxOutletsPerOwner: own.MAX_OUTLETS_PER_OWNER,
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * Anyone can sign in as anyone at the dev issuer's login page: it starts only on a development
 * machine, where NODE_ENV is explicitly `development` or the service listens on loopback only
 * (HOST, 127.0.0.1 by default). Never with NODE_ENV=production.
 */
function devIssuerProblems(env: Env, on: boolean): string[] {
  // The old switch, left in a deploy file, would silently leave the dev issuer off.
  if (env.DEV_ISSUER && env.OIDC_DEV_ISSUER === undefined) {
    return ['DEV_ISSUER is no longer read: set OIDC_DEV_ISSUER=true instead'];
  }
  if (!on) return [];
  if (env.NODE_ENV === 'production') {
    return [
      'OIDC_DEV_ISSUER=true is refused when NODE_ENV=production (its login page lets anyone sign in as any e-mail); configure JWT_ISSUER instead',
    ];
  }
  const host = (env.HOST || '127.0.0.1').replace(/^\[|\]$/g, '');
  if (env.NODE_ENV !== 'development' && !LOOPBACK.test(host)) {
    return [
      `OIDC_DEV_ISSUER=true needs NODE_ENV=development or a loopback HOST (got NODE_ENV=${env.NODE_ENV ?? 'unset'}, HOST=${host}): anyone reaching it could sign in as any e-mail`,
    ];
  }
  return [];
}
