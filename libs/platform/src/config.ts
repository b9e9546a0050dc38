import type { ServiceName } from '@mise/contracts';
import { SERVICES } from '@mise/contracts';

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
export function readEnv<S extends Record<string, EnvSpec<unknown>>>(
  env: Env,
  spec: S,
): { [K in keyof S]: S[K] extends EnvSpec<infer T> ? (unknown extends T ? string : T) : never } {
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

export interface ServiceConfig {
  service: ServiceName;
  port: number;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: string;
  databaseUrl: string;
  migrationDatabaseUrl: string;
  migrateOnBoot: boolean;
  natsUrl: string;
  natsConsumer: string;
  eventsDeliverFrom: 'all' | 'new';
  auth: {
    issuer: string;
    audience: string;
    jwksUri: string;
    emailClaim: string;
    nameClaim: string;
  };
}

/** The default HTTP port of each service: identity 4001, catalogue 4002, ... */
export function defaultPort(service: ServiceName): number {
  return 4001 + SERVICES.indexOf(service);
}

export function loadServiceConfig(service: ServiceName, env: Env = process.env): ServiceConfig {
  const e = readEnv(env, {
    PORT: { default: defaultPort(service), parse: parsers.int },
    NODE_ENV: {
      default: 'development' as const,
      parse: parsers.oneOf('development', 'test', 'production'),
    },
    LOG_LEVEL: { default: 'info' },
    DATABASE_URL: { required: true, parse: parsers.url },
    MIGRATION_DATABASE_URL: { parse: parsers.url },
    MIGRATE_ON_BOOT: { default: false, parse: parsers.bool },
    NATS_URL: { default: 'nats://127.0.0.1:4222' },
    NATS_CONSUMER: { default: service },
    EVENTS_DELIVER_FROM: { default: 'all' as const, parse: parsers.oneOf('all', 'new') },
    JWT_ISSUER: { required: true },
    JWT_AUDIENCE: { default: 'mise-api' },
    JWKS_URI: { parse: parsers.url },
    JWT_EMAIL_CLAIM: { default: 'email' },
    JWT_NAME_CLAIM: { default: 'name' },
  });
  return {
    service,
    port: e.PORT,
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    migrationDatabaseUrl: e.MIGRATION_DATABASE_URL ?? e.DATABASE_URL,
    migrateOnBoot: e.MIGRATE_ON_BOOT,
    natsUrl: e.NATS_URL,
    natsConsumer: e.NATS_CONSUMER,
    eventsDeliverFrom: e.EVENTS_DELIVER_FROM,
    auth: {
      issuer: e.JWT_ISSUER,
      audience: e.JWT_AUDIENCE,
      jwksUri: e.JWKS_URI ?? `${e.JWT_ISSUER.replace(/\/$/, '')}/jwks`,
      emailClaim: e.JWT_EMAIL_CLAIM,
      nameClaim: e.JWT_NAME_CLAIM,
    },
  };
}
