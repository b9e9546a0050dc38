import type { ServiceName } from '@mise/contracts';
import { serviceRow } from '@mise/contracts';

/** Thrown at boot with every configuration problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export interface EnvSpec<T> {
  default?: T;
  /** Turns the raw string into a value; throw an Error with a short reason when it is not valid. */
  parse?: (raw: string) => T;
  required?: boolean;
}

export const parsers = {
  int: (raw: string): number => {
    if (!/^\d+$/.test(raw)) throw new Error('must be a whole number');
    return Number(raw);
  },
  bool: (raw: string): boolean => {
    if (/^(1|true|on|yes)$/i.test(raw)) return true;
    if (/^(0|false|off|no)$/i.test(raw)) return false;
    throw new Error('must be true or false');
  },
  url: (raw: string): string => {
    try {
      new URL(raw);
    } catch {
      throw new Error('must be a URL');
    }
    return raw;
  },
  list: (raw: string): string[] =>
    raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  oneOf:
    <T extends string>(...values: T[]) =>
    (raw: string): T => {
      if (!values.includes(raw as T)) throw new Error(`must be one of ${values.join(', ')}`);
      return raw as T;
    },
};

/**
 * Reads a set of variables, collecting problems instead of failing on the first one.
 * `readEnv(env, { PORT: { default: 4001, parse: parsers.int } })` → `{ PORT: number }`.
 */
export function readEnv<S extends Record<string, EnvSpec<unknown>>>(env: Env, spec: S): EnvOf<S> {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(spec)) {
    const raw = env[key];
    if (raw === undefined || raw === '') {
      if (s.default !== undefined) out[key] = s.default;
      else if (s.required) problems.push(`${key} is required`);
      else out[key] = undefined;
      continue;
    }
    try {
      out[key] = s.parse ? s.parse(raw) : raw;
    } catch (e) {
      problems.push(`${key} ${(e as Error).message} (got "${raw}")`);
    }
  }
  if (problems.length) throw new ConfigError(problems);
  return out as never;
}

type EnvOf<S> = {
  [K in keyof S]: S[K] extends EnvSpec<infer T> ? (unknown extends T ? string : T) : never;
};

/**
 * Secrets committed to this repository as development values (docker-compose's deploy/docker/
 * dev.env, the Kubernetes dev overlay, `npm start`'s defaults, Stripe's placeholders): anyone can
 * read them, so a service refuses each of them when `NODE_ENV=production`.
 */
export const COMMITTED_DEV_SECRETS: readonly string[] = [
  'dev-orders-webhook-secret',
  'dev-order-token-secret',
  'whsec_unset',
  'sk_test_unset',
  'S3RVER',
];

/** True for a committed development secret: one of COMMITTED_DEV_SECRETS or `mise-dev[-…]`. */
export function isCommittedDevSecret(value: string | undefined): boolean {
  if (!value) return false;
  return COMMITTED_DEV_SECRETS.includes(value) || /^mise-dev(-|$)/.test(value);
}

const urlPassword = (raw: string | undefined): string | undefined => {
  try {
    return raw ? decodeURIComponent(new URL(raw).password) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * With `NODE_ENV=production`: a problem for each of `names` that holds a committed development
 * secret (a URL's password counts), and for each of `required` that is unset. Nothing otherwise.
 * `productionSecretProblems(env, ['STRIPE_WEBHOOK_SECRET'])`.
 */
export function productionSecretProblems(
  env: Env,
  names: readonly string[],
  required: readonly string[] = [],
): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  for (const name of names) {
    const raw = env[name];
    if (isCommittedDevSecret(raw) || isCommittedDevSecret(urlPassword(raw))) {
      problems.push(
        `${name} is a development value committed to the repository: set a secret of your own (NODE_ENV=production)`,
      );
    }
  }
  for (const name of required) {
    if (!env[name]) problems.push(`${name} is required when NODE_ENV=production`);
  }
  return problems;
}

/** Runs each reader, then throws one ConfigError with every problem found (or answers all results). */
export function collectProblems<T extends unknown[]>(
  ...readers: { [K in keyof T]: () => T[K] }
): T {
  const problems: string[] = [];
  const results = readers.map((read) => {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      problems.push(...e.problems);
      return undefined;
    }
  });
  if (problems.length) throw new ConfigError(problems);
  return results as T;
}

export interface OwnConfigOptions<O> {
  /** Secrets refused when they hold a committed development value in production. */
  secrets?: readonly string[];
  /** Secrets that must be set in production (a missing one would fail on first use instead). */
  requiredInProduction?: readonly string[];
  /** Further checks of the service's own values: each returned string is a problem. */
  check?: (own: O) => string[];
  /** What the platform's half reads (default: `env`), e.g. identity's dev issuer fills JWT_ISSUER. */
  baseEnv?: Env;
  /** Rewords a platform problem for this service. */
  explain?: (problem: string) => string;
}

/**
 * A service's configuration: the platform's settings (`loadServiceConfig`) and the service's own
 * variables (`readEnv` spec), with every problem of both halves and of its production secrets in
 * one ConfigError. Every service's `config.ts` is this call plus the mapping of its own values:
 *
 *   const { base, own } = loadServiceConfigWith('sales', env, { ORDER_TOKEN_SECRET: {} },
 *     { secrets: ['ORDER_TOKEN_SECRET'], requiredInProduction: ['ORDER_TOKEN_SECRET'] });
 *   return { ...base, orderTokenSecret: own.ORDER_TOKEN_SECRET ?? null };
 */
export function loadServiceConfigWith<S extends Record<string, EnvSpec<unknown>>>(
  service: ServiceName,
  env: Env,
  spec: S,
  options: OwnConfigOptions<EnvOf<S>> = {},
): { base: ServiceConfig; own: EnvOf<S> } {
  const readOwn = (): EnvOf<S> => {
    const own = readEnv(env, spec);
    const problems = options.check?.(own) ?? [];
    if (problems.length) throw new ConfigError(problems);
    return own;
  };
  const readBase = (): ServiceConfig => {
    try {
      return loadServiceConfig(service, options.baseEnv ?? env);
    } catch (e) {
      if (!(e instanceof ConfigError) || !options.explain) throw e;
      throw new ConfigError(e.problems.map(options.explain));
    }
  };
  const secrets = (): void => {
    const problems = productionSecretProblems(
      env,
      options.secrets ?? [],
      options.requiredInProduction,
    );
    if (problems.length) throw new ConfigError(problems);
  };
  const [own, base] = collectProblems<[EnvOf<S>, ServiceConfig, void]>(readOwn, readBase, secrets);
  return { base, own };
}

/** The object store (S3, MinIO; s3rver in `npm start` and tests). Null when S3_ENDPOINT is unset. */
export interface StorageConfig {
  /** Where the service reaches the store. */
  endpoint: string;
  /** Where browsers reach it: presigned URLs are signed for this origin (S3_ENDPOINT by default). */
  publicEndpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
  /** How often expired pending uploads are swept; 0 turns the sweeper off. */
  sweepIntervalMs: number;
}

const s3Origin = (raw: string): string => {
  const url = new URL(parsers.url(raw));
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error('must be an http(s) origin without a path');
  }
  return url.origin;
};

/** The S3_* variables, read with the others: when S3_ENDPOINT is set the keys are required. */
function storageEnv(env: Env) {
  const on = Boolean(env.S3_ENDPOINT);
  return {
    S3_ENDPOINT: { parse: s3Origin },
    S3_PUBLIC_ENDPOINT: { parse: s3Origin },
    S3_ACCESS_KEY: { required: on },
    S3_SECRET_KEY: { required: on },
    S3_REGION: { default: 'us-east-1' },
    S3_BUCKET: {
      default: 'mise-files',
      parse: (raw: string): string => {
        if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) {
          throw new Error('must be a bucket name (3 to 63 of a-z, 0-9, dot, hyphen)');
        }
        return raw;
      },
    },
    STORAGE_SWEEP_INTERVAL_SECONDS: { default: 600, parse: parsers.int },
  };
}

function storageConfig(e: {
  S3_ENDPOINT?: string;
  S3_PUBLIC_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_REGION: string;
  S3_BUCKET: string;
  STORAGE_SWEEP_INTERVAL_SECONDS: number;
}): StorageConfig | null {
  if (!e.S3_ENDPOINT) return null;
  return {
    endpoint: e.S3_ENDPOINT,
    publicEndpoint: e.S3_PUBLIC_ENDPOINT ?? e.S3_ENDPOINT,
    accessKey: e.S3_ACCESS_KEY ?? '',
    secretKey: e.S3_SECRET_KEY ?? '',
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    sweepIntervalMs: e.STORAGE_SWEEP_INTERVAL_SECONDS * 1000,
  };
}

export interface ServiceConfig {
  service: ServiceName;
  port: number;
  /** Interface the HTTP server binds: 127.0.0.1 unless `HOST` says otherwise (0.0.0.0 in containers). */
  host: string;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  databaseUrl: string;
  migrationDatabaseUrl: string;
  migrateOnBoot: boolean;
  natsUrl: string;
  /** NATS credentials: user and password (`NATS_USER`, `NATS_PASSWORD`) or a `NATS_TOKEN`. */
  natsAuth: { user?: string; pass?: string; token?: string };
  natsConsumer: string;
  /**
   * Put before every request/reply subject this process sends or answers (`NATS_RPC_PREFIX`,
   * e.g. `test_ab12.`): empty in deployments; each test app gets its own, so parallel test runs of
   * several services on one NATS never answer each other's look-ups.
   */
  natsRpcPrefix: string;
  /**
   * Tests only (`NATS_EVENT_ORIGIN`; null in deployments): the relay stamps every event it
   * publishes with this origin (header `Mise-Origin`) and the consumers apply only events of this
   * origin, acking the rest unread. Each test file's apps and its `publishEvent` share one, so
   * test apps of several services on the one shared NATS never act on each other's events.
   */
  eventOrigin: string | null;
  eventsDeliverFrom: 'all' | 'new';
  /** deliveries of one event before it goes to the dead-letter stream (handler kept failing) */
  eventsMaxDeliveries: number;
  /** wait before a failed event is delivered again */
  eventsRetryDelayMs: number;
  /**
   * The relay deletes published outbox rows older than `retentionMs` (OUTBOX_RETENTION_HOURS,
   * 24), every `pruneIntervalMs` (OUTBOX_PRUNE_INTERVAL_SECONDS, 600; 0: never).
   */
  outbox: { retentionMs: number; pruneIntervalMs: number };
  auth: {
    issuer: string;
    audience: string;
    jwksUri: string;
    emailClaim: string;
    /** The claim saying the issuer verified the e-mail (`JWT_EMAIL_VERIFIED_CLAIM`, `email_verified`). */
    emailVerifiedClaim: string;
    nameClaim: string;
  };
  /** File storage (S3); null when S3_ENDPOINT is unset. */
  storage: StorageConfig | null;
  /**
   * `GATEWAY_EDGE_SECRET`: the gateway sends it with every request (`X-Gateway-Edge`); only
   * then is its `X-Client-IP` believed. Required in production; null: `X-Client-IP` as sent.
   */
  gatewayEdgeSecret: string | null;
}

/** The default HTTP port of each service (its `SERVICE_TABLE` row): identity 4001, catalogue 4002, ... */
export function defaultPort(service: ServiceName): number {
  const row = serviceRow(service);
  if (!row) throw new ConfigError([`${service} is not in SERVICE_TABLE (libs/contracts)`]);
  return row.port;
}

/** The platform's secrets: refused in production when they hold a committed development value. */
const PLATFORM_SECRETS = [
  'DATABASE_URL',
  'MIGRATION_DATABASE_URL',
  'NATS_PASSWORD',
  'NATS_TOKEN',
  'S3_SECRET_KEY',
  'GATEWAY_EDGE_SECRET',
];

export function loadServiceConfig(service: ServiceName, env: Env = process.env): ServiceConfig {
  const e = readEnv(env, {
    PORT: { default: defaultPort(service), parse: parsers.int },
    HOST: { default: '127.0.0.1' },
    NODE_ENV: {
      default: 'development' as const,
      parse: parsers.oneOf('development', 'test', 'production'),
    },
    LOG_LEVEL: { default: 'info' },
    DATABASE_URL: { required: true, parse: parsers.url },
    MIGRATION_DATABASE_URL: { parse: parsers.url },
    MIGRATE_ON_BOOT: { default: false, parse: parsers.bool },
    NATS_URL: { default: 'nats://127.0.0.1:4222' },
    NATS_USER: {},
    NATS_PASSWORD: {},
    NATS_TOKEN: {},
    NATS_CONSUMER: { default: service },
    NATS_RPC_PREFIX: { default: '' },
    NATS_EVENT_ORIGIN: {},
    EVENTS_DELIVER_FROM: { default: 'all' as const, parse: parsers.oneOf('all', 'new') },
    EVENTS_MAX_DELIVERIES: { default: 5, parse: parsers.int },
    EVENTS_RETRY_DELAY_MS: { default: 5000, parse: parsers.int },
    OUTBOX_RETENTION_HOURS: { default: 24, parse: parsers.int },
    OUTBOX_PRUNE_INTERVAL_SECONDS: { default: 600, parse: parsers.int },
    JWT_ISSUER: { required: true },
    JWT_AUDIENCE: { default: 'mise-api' },
    JWKS_URI: { parse: parsers.url },
    JWT_EMAIL_CLAIM: { default: 'email' },
    JWT_EMAIL_VERIFIED_CLAIM: { default: 'email_verified' },
    JWT_NAME_CLAIM: { default: 'name' },
    GATEWAY_EDGE_SECRET: {},
    ...storageEnv(env),
  });
  if (!/^([a-z0-9_-]+\.)?$/i.test(e.NATS_RPC_PREFIX)) {
    throw new ConfigError([
      'NATS_RPC_PREFIX is empty or a subject token ending in a dot (test_1.)',
    ]);
  }
  if (Boolean(e.NATS_USER) !== Boolean(e.NATS_PASSWORD)) {
    throw new ConfigError(['NATS_USER and NATS_PASSWORD are set together or not at all']);
  }
  // without the gateway's secret a subgraph would believe any caller's X-Client-IP
  const secretProblems = productionSecretProblems(env, PLATFORM_SECRETS, ['GATEWAY_EDGE_SECRET']);
  if (secretProblems.length) throw new ConfigError(secretProblems);
  return {
    service,
    port: e.PORT,
    host: e.HOST,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL ?? e.DATABASE_URL,
    migrateOnBoot: e.MIGRATE_ON_BOOT,
    natsUrl: e.NATS_URL,
    natsAuth: { user: e.NATS_USER, pass: e.NATS_PASSWORD, token: e.NATS_TOKEN },
    natsConsumer: e.NATS_CONSUMER,
    natsRpcPrefix: e.NATS_RPC_PREFIX,
    eventOrigin: e.NATS_EVENT_ORIGIN || null,
    eventsDeliverFrom: e.EVENTS_DELIVER_FROM,
    eventsMaxDeliveries: Math.max(1, e.EVENTS_MAX_DELIVERIES),
    eventsRetryDelayMs: e.EVENTS_RETRY_DELAY_MS,
    outbox: {
      retentionMs: e.OUTBOX_RETENTION_HOURS * 3_600_000,
      pruneIntervalMs: e.OUTBOX_PRUNE_INTERVAL_SECONDS * 1000,
    },
    auth: {
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
      jwksUri: e.JWKS_URI ?? `${e.JWT_ISSUER.replace(/\/$/, '')}/jwks`,
      emailClaim: e.JWT_EMAIL_CLAIM,
      emailVerifiedClaim: e.JWT_EMAIL_VERIFIED_CLAIM,
      nameClaim: e.JWT_NAME_CLAIM,
    },
    storage: storageConfig(e),
    gatewayEdgeSecret: e.GATEWAY_EDGE_SECRET ?? null,
  };
}
