// A running stack for the browser journeys and the web benchmark:
//  - the dev stack when `npm start` is running (its address from .data/dev-stack.json);
//  - otherwise one started here, like `npm start` but on the machine's Postgres and NATS
//    (TEST_DATABASE_ADMIN_URL, TEST_NATS_URL: the ones the integration tests use), on databases
//    of its own (mise_e2e_<service>) made afresh each time, so runs do not pile up data.
//
//   const stack = await ensureStack();  // { gateway, stop() }
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { databaseName, SERVICES } from '../dev/services.mjs';
import { readDevStack, ROOT } from './dev-stack.mjs';

const E2E_DB_PREFIX = 'mise_e2e';

/** Drops the e2e stack's databases and roles of an earlier run (never the dev stack's). */
async function dropE2eDatabases(adminUrl) {
  const { Client } = createRequire(import.meta.url)('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const service of SERVICES) {
      const db = databaseName(service);
      if (!db.startsWith(`${E2E_DB_PREFIX}_`)) throw new Error(`refusing to drop ${db}`);
      await client.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
      await client.query(`DROP ROLE IF EXISTS "${db}_app"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Deletes the durable event consumers an earlier e2e stack left on the machine's NATS: they would
 * otherwise hand this run every event the integration tests published since (retries and dead
 * letters that load the journeys' stack). This run's consumers start afresh at the stream's end.
 */
async function dropE2eConsumers(natsUrl) {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: natsUrl });
  try {
    const jsm = await jetstreamManager(nc);
    const stale = [];
    try {
      for await (const c of jsm.consumers.list('EVENTS')) {
        if (c.name.startsWith(`${E2E_DB_PREFIX}_`)) stale.push(c.name);
      }
    } catch {
      return; // no EVENTS stream yet: nothing to drop
    }
    for (const name of stale) await jsm.consumers.delete('EVENTS', name);
  } finally {
    await nc.close();
  }
}

function runningStack() {
  try {
    return readDevStack();
  } catch {
    return null;
  }
}

export async function ensureStack({ timeoutMs = 240_000 } = {}) {
  const existing = runningStack();
  if (existing) {
    console.log(`using the running dev stack at ${existing.gateway}`);
    return { gateway: existing.gateway, stop: async () => {} };
  }
  console.log('starting a stack (npm start on the machine Postgres and NATS)');
  const adminUrl =
    process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  process.env.MISE_DB_PREFIX = E2E_DB_PREFIX; // read by databaseName() here and in the launcher
  await dropE2eDatabases(adminUrl);
  const natsUrl = process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222';
  await dropE2eConsumers(natsUrl);
  const launcher = spawn(process.execPath, [path.join(ROOT, 'scripts/dev/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      DATABASE_ADMIN_URL: adminUrl,
      NATS_URL: natsUrl,
      // The journeys sign in at identity's dev OIDC issuer, whatever the .env file says.
      OIDC_DEV_ISSUER: 'true',
      // The machine's NATS keeps every event the integration tests published: the journeys' fresh
      // services start their consumers at the stream's end instead of replaying those.
      EVENTS_DELIVER_FROM: process.env.EVENTS_DELIVER_FROM ?? 'new',
      // Every journey signs in from 127.0.0.1: one client IP for the whole suite.
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: process.env.RATE_LIMIT_ANONYMOUS_PER_MINUTE ?? '3000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
  });
  const exited = new Promise((resolve) => launcher.once('exit', resolve));
  const stop = async () => {
    if (launcher.exitCode === null) launcher.kill('SIGTERM');
    await exited;
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (launcher.exitCode !== null) throw new Error(`npm start exited (${launcher.exitCode})`);
    const stack = runningStack();
    if (stack) return { gateway: stack.gateway, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the stack did not become ready in time');
}
