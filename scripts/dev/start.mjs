// `npm start`: builds Mise and runs it on this machine (Postgres, NATS, object storage, every
// service, the gateway), each process's output prefixed by its name. Ctrl-C stops it all.
// Configuration: see .env.example (DATABASE_ADMIN_URL, NATS_URL, S3_*, JWT_ISSUER, MISE_*_PORT).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, removeDevStack, writeDevStack } from '../lib/dev-stack.mjs';
import { say, setNameWidth } from './log.mjs';
import { findNatsServer, startNats } from './nats.mjs';
import { startPostgres } from './postgres.mjs';
import {
  assertPortFree,
  claimLauncher,
  describeExit,
  started,
  startProcess,
  stopLeftovers,
} from './processes.mjs';
import { startS3 } from './s3.mjs';
import { providerPorts, startProviders } from './providers.mjs';
import { startStripe, stripePort, usesRealStripe } from './stripe.mjs';
import {
  GATEWAY,
  SERVICES,
  authSettings,
  gatewayEnv,
  provision,
  serviceEnv,
  serviceUrl,
  startNodeService,
  waitReady,
} from './services.mjs';

// Settings from .env (see .env.example); variables already in the environment win.
if (fs.existsSync(path.join(ROOT, '.env'))) process.loadEnvFile(path.join(ROOT, '.env'));

const env = process.env;
const startedAt = Date.now();
const gatewayPort = Number(env.PORT || 4000);
const gatewayUrl = `http://localhost:${gatewayPort}`;
const appNames = [...SERVICES.map((s) => s.name), GATEWAY];

// ---------------------------------------------------------------- stopping

let stopping = null;
let stackWritten = false;

/** Stops the gateway, then the services, then NATS, s3rver and Postgres; exits with `code`. */
function shutdown(reason, code) {
  stopping ??= (async () => {
    if (reason) say(reason);
    const live = started.filter((c) => c.running).reverse();
    const gateway = live.filter((c) => c.name === GATEWAY);
    const services = live.filter((c) => appNames.includes(c.name) && c.name !== GATEWAY);
    const rest = live.filter((c) => !appNames.includes(c.name)); // postgres last
    for (const group of [gateway, services, ...rest.map((c) => [c])]) {
      await Promise.all(group.map((c) => c.stop(c.name === 'postgres' ? 30_000 : 10_000)));
    }
    if (stackWritten) removeDevStack();
    if (started.length > 0) say(code === 0 ? 'stopped' : 'stopped after an error');
    process.exit(code);
  })();
  return stopping;
}

// The first signal stops everything in order; another one a second later kills at once. (One
// Ctrl-C can arrive twice: from the terminal and forwarded by npm.)
let firstSignalAt = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (!firstSignalAt) {
      firstSignalAt = Date.now();
      void shutdown(`${sig}: stopping everything`, 0);
    } else if (Date.now() - firstSignalAt > 1000) {
      say('stopping at once');
      for (const c of started) c.kill();
      process.exit(1);
    }
  });
}

// `npm start` runs us under `sh -c`: when npm is told to stop, the shell dies and we are orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent)
    void shutdown('the terminal or npm has gone: stopping everything', 0);
}, 500).unref();

process.on('uncaughtException', (e) => void shutdown(`launcher error: ${e.stack ?? e}`, 1));
process.on('unhandledRejection', (e) => void shutdown(`launcher error: ${e?.stack ?? e}`, 1));

/** A child that stops on its own (during or after start-up) stops everything. */
function watch(child) {
  void child.exited.then((result) => {
    if (!stopping) void shutdown(`${child.name} exited unexpectedly (${describeExit(result)})`, 1);
  });
  return child;
}

// ---------------------------------------------------------------- starting

async function preflight() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 24 || (major === 24 && minor < 9)) {
    throw new Error(`Node ${process.versions.node} is too old: run it as \`npm start\` (Node 24)`);
  }
  if (!env.NATS_URL && !findNatsServer()) {
    throw new Error(
      'nats-server not found: install it (Debian/Ubuntu: apt-get install nats-server; ' +
        'macOS: brew install nats-server) or set NATS_URL',
    );
  }
  claimLauncher();
  await stopLeftovers();
  const ports = [
    ...SERVICES.map((s) => [s.port, s.name]),
    [gatewayPort, GATEWAY, 'PORT'],
    ...(env.DATABASE_ADMIN_URL
      ? []
      : [[Number(env.MISE_PG_PORT || 54329), 'postgres', 'MISE_PG_PORT']]),
    ...(env.NATS_URL ? [] : [[Number(env.MISE_NATS_PORT || 4223), 'nats', 'MISE_NATS_PORT']]),
    ...(env.S3_ENDPOINT ? [] : [[Number(env.MISE_S3_PORT || 4569), 's3rver', 'MISE_S3_PORT']]),
    ...(usesRealStripe(env) ? [] : [[stripePort(env), 'the local Stripe', 'MISE_STRIPE_PORT']]),
    ...providerPorts(env),
  ];
  for (const [port, what, variable] of ports) await assertPortFree(port, what, variable);
}

async function build() {
  say('building (npx nx run-many -t build)');
  const child = startProcess({
    name: 'build',
    command: 'npx',
    args: ['nx', 'run-many', '-t', 'build'],
    env: { ...env, NX_TUI: 'false' },
    marker: 'run-many',
  });
  const t0 = Date.now();
  const result = await child.exited;
  if (stopping) return stopping;
  if (result.code !== 0) throw new Error(`the build failed (${describeExit(result)})`);
  say(`built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  setNameWidth(['postgres', 'nats', 's3', 'build', ...appNames]);
  await preflight();
  await build();

  const postgres = await startPostgres(env);
  if (postgres.process) watch(postgres.process);
  const nats = await startNats(env, SERVICES);
  if (nats.process) watch(nats.process);
  const s3 = await startS3(env);
  if (s3.process) watch(s3.process);
  const stripe = await startStripe(env, gatewayPort);
  const providers = await startProviders(env);

  const auth = authSettings(env, gatewayUrl);
  const stack = {
    pid: process.pid,
    gateway: gatewayUrl,
    issuer: auth.env.JWT_ISSUER,
    devIssuer: auth.devIssuer,
    databaseAdminUrl: postgres.adminUrl,
    natsUrl: nats.url,
    s3: { endpoint: s3.endpoint, accessKey: s3.accessKey, secretKey: s3.secretKey },
    stripe: { url: stripe.url ?? null },
    providers: providers.urls,
    services: {},
  };

  const running = [];
  for (const service of SERVICES) {
    await provision(service, postgres.adminUrl);
    const serviceEnvironment = serviceEnv(service, {
      env,
      adminUrl: postgres.adminUrl,
      nats,
      s3,
      auth,
      gatewayUrl,
      stripe,
      providers,
    });
    stack.services[service.name] = { url: serviceUrl(service), env: serviceEnvironment };
    running.push([service, watch(startNodeService(service.name, serviceEnvironment))]);
  }
  await Promise.all(running.map(([service, child]) => waitReady(serviceUrl(service), child)));
  for (const [service] of running) say(`${service.name} is ready on ${serviceUrl(service)}`);

  const gateway = watch(
    startNodeService(GATEWAY, gatewayEnv({ env, port: gatewayPort, auth, s3, nats })),
  );
  await waitReady(`http://127.0.0.1:${gatewayPort}`, gateway);

  writeDevStack({ ...stack, startedAt: new Date().toISOString() });
  stackWritten = true;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log('');
  console.log(`Mise is running at ${gatewayUrl}  (ready in ${seconds} s)`);
  if (auth.devIssuer) {
    console.log(`  dev sign-in: ${auth.env.JWT_ISSUER} (any e-mail and name)`);
    console.log('  a dev access token for scripts: npm run token -- owner@example.com');
  }
  console.log('  stop: Ctrl-C');
  console.log('');
}

main().catch((e) => void shutdown(`cannot start: ${e.message}`, 1));
