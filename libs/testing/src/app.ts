import { randomBytes } from 'node:crypto';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import {
  bootstrapService,
  dropDatabase,
  EventConsumer,
  type MigrationList,
  type ServiceConfig,
} from '@mise/platform';
import type { ServiceName } from '@mise/contracts';
import { closeTestNats, deleteTestConsumers, TEST_NATS_URL, testEventOrigin } from './nats';
import { startTestIdp, type TestIdp } from './idp';
import { cloneMigratedDatabase } from './template-db';

/** A superuser URL of the Postgres the tests use. */
export const TEST_ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface StartOptions<C extends ServiceConfig> {
  service: ServiceName;
  loadConfig: (env: Record<string, string | undefined>) => C;
  module: (config: C) => DynamicModule;
  migrations: MigrationList;
  env?: Record<string, string>;
  beforeListen?: (app: INestApplication, config: C) => Promise<void> | void;
}

export interface GqlOptions {
  token?: string;
  outletId?: string;
  sessionId?: string;
  headers?: Record<string, string>;
}

export interface GqlResult<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; [k: string]: unknown } }>;
  status: number;
}

export interface TestApp<C extends ServiceConfig = ServiceConfig> {
  app: INestApplication;
  url: string;
  config: C;
  database: string;
  idp: TestIdp;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: GqlOptions,
  ): Promise<GqlResult<T>>;
  /** As the table owner (row-level security does not apply): arrange and assert rows. */
  ownerSql<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** As the service's app role, outside any request; outletId sets app.outlet_id for it. */
  appSql<R = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: { outletId?: string },
  ): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Boots a service in-process on a fresh database of its own (real Postgres, real NATS),
 * behind a local issuer. Close it in afterAll.
 */
export async function startTestApp<C extends ServiceConfig>(
  o: StartOptions<C>,
): Promise<TestApp<C>> {
  const suffix = randomBytes(4).toString('hex');
  const database = `test_${o.service}_${suffix}`;
  const appRole = `mise_${o.service}_test_app`;
  const appPassword = 'mise-test';
  // a clone of the service's migrated template (much faster than migrating every file's database)
  const { appUrl, ownerUrl } = await cloneMigratedDatabase({
    adminUrl: TEST_ADMIN_URL,
    service: o.service,
    migrations: o.migrations,
    database,
    appRole,
    appPassword,
  });
  const idp = await startTestIdp();
  const config = o.loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    DATABASE_URL: appUrl,
    MIGRATION_DATABASE_URL: ownerUrl,
    NATS_URL: TEST_NATS_URL,
    NATS_CONSUMER: `${o.service}_test_${suffix}`,
    // its own request/reply subjects: a look-up is answered by this app (or the test's stand-in)
    NATS_RPC_PREFIX: `test_${suffix}.`,
    // its events, and the events this test file publishes: never another file's
    NATS_EVENT_ORIGIN: testEventOrigin(),
    EVENTS_DELIVER_FROM: 'new',
    JWT_ISSUER: idp.issuer,
    JWT_AUDIENCE: idp.audience,
    JWKS_URI: idp.jwksUri,
    ...o.env,
  });
  const app = await bootstrapService(o.module(config), config, [], {
    port: 0,
    beforeListen: (a) => o.beforeListen?.(a, config),
  });
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  // events published right after start must reach the app's consumers (they deliver new ones only)
  await consumersOf(app)?.started();

  const owner = new Client({ connectionString: ownerUrl });
  await owner.connect();

  const t: TestApp<C> = {
    app,
    url,
    config,
    database,
    idp,
    async gql(query, variables = {}, opts = {}) {
      let r = request(url).post('/graphql').set('content-type', 'application/json');
      if (opts.token) r = r.set('authorization', `Bearer ${opts.token}`);
      if (opts.outletId) r = r.set('x-outlet-id', opts.outletId);
      if (opts.sessionId) r = r.set('x-session-id', opts.sessionId);
      for (const [k, v] of Object.entries(opts.headers ?? {})) r = r.set(k, v);
      const res = await r.send({ query, variables });
      return { ...(res.body as object), status: res.status };
    },
    async ownerSql(sql, params = []) {
      return (await owner.query(sql, params)).rows;
    },
    async appSql(sql, params = [], options = {}) {
      const c = new Client({ connectionString: appUrl });
      await c.connect();
      try {
        await c.query('BEGIN');
        if (options.outletId) {
          await c.query(`SELECT set_config('app.outlet_id', $1, true)`, [options.outletId]);
        }
        const rows = (await c.query(sql, params)).rows;
        await c.query('COMMIT');
        return rows;
      } finally {
        await c.end();
      }
    },
    async close() {
      await app.close();
      await owner.end();
      await idp.close();
      await deleteTestConsumers(`${config.natsConsumer}__`);
      await closeTestNats();
      await dropDatabase(TEST_ADMIN_URL, database);
    },
  };
  return t;
}

/** The app's event consumer, when its module has the platform's. */
function consumersOf(app: INestApplication): EventConsumer | null {
  try {
    return app.get(EventConsumer, { strict: false });
  } catch {
    return null;
  }
}
