import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  productionSecretProblems,
  readGraphqlLimits,
  type GraphqlLimits,
} from '@mise/platform/edge';

/** The repository root (same depth from `src/` and from `dist/`). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConfig {
  port: number;
  /** Interface to listen on (`HOST`; Compose and k8s set 0.0.0.0). */
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  jwtIssuer: string;
  jwtAudience: string;
  jwksUri: string;
  supergraphFile: string;
  /** Routing URL overrides by subgraph name (lower case), from `SUBGRAPH_<NAME>_URL`. */
  subgraphUrls: Record<string, string>;
  identityUrl: string;
  /** Directory of the built web app; null when it does not exist (nothing is served at `/`). */
  webDist: string | null;
  /** Extra origins allowed by the Content-Security-Policy for connect-src and img-src. */
  cspExtraOrigins: string[];
  limits: GraphqlLimits;
  /** The address users reach the gateway at; sets `X-Forwarded-Host/Proto` for the dev issuer. */
  publicUrl: string;
  /** Proxy `/oidc` to identity's dev issuer (`OIDC_DEV_ISSUER=true`; refused in production). */
  oidcDevIssuer: boolean;
  /** Proxies of our own in front of the gateway, trusted in `X-Forwarded-For`. */
  trustedProxyHops: number;
  /**
   * Requests per minute: per client IP without a token, per token subject with one, per client
   * IP on `/webhooks/*` (0: off).
   */
  rateLimit: { anonymousPerMinute: number; signedInPerMinute: number; webhookPerMinute: number };
  /** `/metrics` needs `Authorization: Bearer <token>`; unset: loopback only. */
  metricsToken: string | undefined;
  /** The web's generated documents: their operation names are the only metric labels. */
  knownOperationsFile: string;
  /**
   * `GATEWAY_EDGE_SECRET`, sent to every subgraph as `X-Gateway-Edge` so that it believes our
   * `X-Client-IP` (required in production; null: not sent).
   */
  gatewayEdgeSecret: string | null;
  /**
   * Where the rate-limit counters every replica shares live (`NATS_URL`, user `gateway`:
   * `NATS_USER`, `NATS_PASSWORD`); null: each process counts in its own memory.
   */
  nats: { url: string; user?: string; pass?: string; prefix: string } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid gateway configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the gateway's configuration; every problem is reported at once. */
export function loadConfig(env: Env = process.env): GatewayConfig {
  const problems: string[] = [];
  const str = (key: string, fallback?: string): string => {
    const value = env[key]?.trim();
    if (value) return value;
    if (fallback === undefined) problems.push(`${key} is required`);
    return fallback ?? '';
  };
  const int = (key: string, fallback: number, min: number, max: number): number => {
    const raw = env[key]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${key} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const raw = env[key]?.trim();
    if (!raw) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${key} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  };
  const url = (key: string, value: string): string => {
    if (!value) return value;
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
    } catch {
      problems.push(`${key} must be an http(s) URL (got "${value}")`);
    }
    return value;
  };
  const bool = (key: string): boolean => {
    const raw = env[key]?.trim();
    if (!raw) return false;
    if (/^(1|true|on|yes)$/i.test(raw)) return true;
    if (/^(0|false|off|no)$/i.test(raw)) return false;
    problems.push(`${key} must be true or false (got "${raw}")`);
    return false;
  };
  const withoutSlash = (value: string) => value.replace(/\/+$/, '');
  const fromRoot = (value: string) => path.resolve(REPO_ROOT, value);

  // The issuer is compared exactly with the token's `iss` (Auth0's ends with a slash).
  const jwtIssuer = url('JWT_ISSUER', str('JWT_ISSUER'));
  const supergraphFile = fromRoot(str('SUPERGRAPH_FILE', 'deploy/supergraph/supergraph.graphql'));
  if (!existsSync(supergraphFile)) {
    problems.push(`SUPERGRAPH_FILE ${supergraphFile} does not exist: run npm run schema`);
  }
  const webDist = fromRoot(str('WEB_DIST', 'web/dist'));

  const subgraphUrls: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^SUBGRAPH_([A-Z0-9_]+)_URL$/.exec(key);
    if (match && value?.trim()) subgraphUrls[match[1].toLowerCase()] = url(key, value.trim());
  }

  const cspExtraOrigins = str('CSP_EXTRA_ORIGINS', '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => withoutSlash(url('CSP_EXTRA_ORIGINS', origin)));

  const port = int('PORT', 4000, 0, 65535);
  const nodeEnv = oneOf('NODE_ENV', NODE_ENVS, 'development');
  const oidcDevIssuer = bool('OIDC_DEV_ISSUER');
  if (oidcDevIssuer && nodeEnv === 'production') {
    problems.push(
      'OIDC_DEV_ISSUER=true is refused with NODE_ENV=production (anyone could sign in)',
    );
  }
  problems.push(...productionSecretProblems(env, ['GATEWAY_EDGE_SECRET'], ['GATEWAY_EDGE_SECRET']));
  const graphqlLimits = readGraphqlLimits(env);
  problems.push(...graphqlLimits.problems);

  const natsUrl = env.NATS_URL?.trim() || null;
  const natsUser = env.NATS_USER?.trim() || undefined;
  const natsPassword = env.NATS_PASSWORD?.trim() || undefined;
  if (Boolean(natsUser) !== Boolean(natsPassword)) {
    problems.push('NATS_USER and NATS_PASSWORD are set together or not at all');
  }
  const natsPrefix = str('NATS_RPC_PREFIX', '');
  if (!/^([a-z0-9_-]+\.)?$/i.test(natsPrefix)) {
    problems.push('NATS_RPC_PREFIX is empty or a subject token ending in a dot (test_1.)');
  }

  const config: GatewayConfig = {
    port,
    host: str('HOST', '127.0.0.1'),
    nodeEnv,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    jwtIssuer,
    jwtAudience: str('JWT_AUDIENCE', 'mise-api'),
    jwksUri: url('JWKS_URI', str('JWKS_URI', jwtIssuer ? `${withoutSlash(jwtIssuer)}/jwks` : '')),
    supergraphFile,
    subgraphUrls,
    identityUrl: withoutSlash(url('IDENTITY_URL', str('IDENTITY_URL', 'http://127.0.0.1:4001'))),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    cspExtraOrigins,
    limits: graphqlLimits.limits,
    publicUrl: withoutSlash(url('PUBLIC_URL', str('PUBLIC_URL', `http://localhost:${port}`))),
    oidcDevIssuer,
    trustedProxyHops: int('TRUSTED_PROXY_HOPS', 0, 0, 10),
    rateLimit: {
      anonymousPerMinute: int('RATE_LIMIT_ANONYMOUS_PER_MINUTE', 300, 0, 1_000_000),
      signedInPerMinute: int('RATE_LIMIT_SIGNED_IN_PER_MINUTE', 1200, 0, 1_000_000),
      webhookPerMinute: int('RATE_LIMIT_WEBHOOK_PER_MINUTE', 600, 0, 1_000_000),
    },
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    knownOperationsFile: fromRoot(str('KNOWN_OPERATIONS_FILE', 'web/src/generated/graphql.ts')),
    gatewayEdgeSecret: env.GATEWAY_EDGE_SECRET?.trim() || null,
    nats: natsUrl ? { url: natsUrl, user: natsUser, pass: natsPassword, prefix: natsPrefix } : null,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
