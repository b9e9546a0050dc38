import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root (same depth from `src/` and from `dist/`). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

const NODE_ENVS = ['development', 'test', 'production'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type NodeEnv = (typeof NODE_ENVS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface GatewayConfig {
  port: number;
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
  limits: { maxDepth: number; maxAliases: number; maxCost: number };
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

  const config: GatewayConfig = {
    port: int('PORT', 4000, 0, 65535),
    nodeEnv: oneOf('NODE_ENV', NODE_ENVS, 'development'),
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    jwtIssuer,
    jwtAudience: str('JWT_AUDIENCE', 'mise-api'),
    jwksUri: url('JWKS_URI', str('JWKS_URI', jwtIssuer ? `${withoutSlash(jwtIssuer)}/jwks` : '')),
    supergraphFile,
    subgraphUrls,
    identityUrl: withoutSlash(url('IDENTITY_URL', str('IDENTITY_URL', 'http://127.0.0.1:4001'))),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    cspExtraOrigins,
    limits: {
      maxDepth: int('GRAPHQL_MAX_DEPTH', 12, 1, 100),
      maxAliases: int('GRAPHQL_MAX_ALIASES', 15, 0, 1000),
      maxCost: int('GRAPHQL_MAX_COST', 5000, 1, 1_000_000),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
