// The Mise services of the dev stack: their databases, their environment, start and readiness.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DATA_DIR, ROOT } from '../lib/dev-stack.mjs';
import { devSecret } from '../lib/secrets.mjs';
import { existingServices, GATEWAY } from '../lib/services.mjs';
import { describeExit, startProcess } from './processes.mjs';

/**
 * The subgraphs `npm start` runs: the SERVICE_TABLE rows (libs/contracts) whose folder exists.
 * `{ name, port, workers? }` each; a new service's folder is enough to run it.
 */
export const SERVICES = existingServices();

export { GATEWAY };
const BUCKET = 'mise-files';

export const serviceUrl = (service) => `http://127.0.0.1:${service.port}`;

/** The service's database (its app role adds `_app`); MISE_DB_PREFIX keeps stacks apart. */
export const databaseName = (service) => `${process.env.MISE_DB_PREFIX || 'mise'}_${service.name}`;

/** The service's durable-consumer prefix: its name, or its database's when MISE_DB_PREFIX is set. */
export const natsConsumer = (service) =>
  process.env.MISE_DB_PREFIX ? databaseName(service) : service.name;

/** Creates the service's database and app role (idempotent), using @mise/platform. */
export async function provision(service, adminUrl) {
  const platform = createRequire(import.meta.url)(path.join(ROOT, 'libs/platform/dist/index.js'));
  if (typeof platform.provisionDatabase !== 'function') {
    throw new Error('libs/platform/dist does not export provisionDatabase: is the build complete?');
  }
  await platform.provisionDatabase({
    adminUrl,
    database: databaseName(service),
    appRole: `${databaseName(service)}_app`,
    appPassword: process.env.MISE_APP_DB_PASSWORD || 'mise-dev',
  });
}

function databaseUrl(adminUrl, database, role) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  if (role) {
    url.username = role;
    url.password = process.env.MISE_APP_DB_PASSWORD || 'mise-dev';
  }
  return url.toString();
}

/**
 * Token settings shared by every service and the gateway. With no JWT_ISSUER, identity serves
 * the dev OIDC issuer at PUBLIC_URL/oidc (the gateway proxies it), opted in explicitly with
 * OIDC_DEV_ISSUER=true; its keys come straight from identity. With JWT_ISSUER (Auth0), the
 * user's settings pass through and the dev issuer stays off. OIDC_DEV_ISSUER=true|false forces
 * the choice (the browser journeys' stack forces it on).
 */
export function authSettings(env, gatewayUrl) {
  const audience = env.JWT_AUDIENCE || 'mise-api';
  const devIssuer = env.OIDC_DEV_ISSUER
    ? /^(1|true|on|yes)$/i.test(env.OIDC_DEV_ISSUER)
    : !env.JWT_ISSUER;
  if (!devIssuer) {
    if (!env.JWT_ISSUER) throw new Error('OIDC_DEV_ISSUER is off: set JWT_ISSUER (and JWKS_URI)');
    return {
      devIssuer: false,
      env: {
        JWT_ISSUER: env.JWT_ISSUER,
        JWT_AUDIENCE: audience,
        ...(env.JWKS_URI && { JWKS_URI: env.JWKS_URI }),
      },
    };
  }
  const identity = SERVICES.find((s) => s.name === 'identity');
  return {
    devIssuer: true,
    env: {
      JWT_ISSUER: `${gatewayUrl}/oidc`,
      JWKS_URI: `${serviceUrl(identity)}/oidc/jwks`,
      JWT_AUDIENCE: audience,
    },
  };
}

/**
 * The gateway's proof to the subgraphs that its X-Client-IP is its own (made for this checkout
 * and kept in .data unless .env sets one): the same value for the gateway and every service.
 */
const gatewayEdgeEnv = (env) => ({
  GATEWAY_EDGE_SECRET: env.GATEWAY_EDGE_SECRET || devSecret('GATEWAY_EDGE_SECRET', DATA_DIR),
});

/**
 * npm start's INTEGRATIONS_TOKEN_KEYS: one AES-256 key (`dev1:` + base64 of 32 bytes) derived
 * from a secret made for this checkout and kept in .data, so sealed tokens open after a restart.
 */
function devTokenKeys() {
  const secret = devSecret('INTEGRATIONS_TOKEN_KEY', DATA_DIR);
  return `dev1:${createHash('sha256').update(secret).digest('base64')}`;
}

/** The environment a service runs with (recorded in .data/dev-stack.json for other scripts). */
/** npm start's key of `/webhooks/orders` when `.env` sets none (never used in a deployment). */
export const DEV_ORDERS_WEBHOOK_SECRET = 'dev-orders-webhook-secret';

export function serviceEnv(
  service,
  { env, adminUrl, nats, s3, auth, gatewayUrl, stripe, providers },
) {
  const database = databaseName(service);
  return {
    NODE_ENV: env.NODE_ENV || 'development',
    PORT: String(service.port),
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    DATABASE_URL: databaseUrl(adminUrl, database, `${database}_app`),
    MIGRATION_DATABASE_URL: databaseUrl(adminUrl, database),
    MIGRATE_ON_BOOT: 'true',
    NATS_URL: nats.url,
    ...nats.credentials[service.name],
    // A stack apart (the journeys' mise_e2e) names its durable consumers apart too.
    ...(process.env.MISE_DB_PREFIX && { NATS_CONSUMER: natsConsumer(service) }),
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_REGION: env.S3_REGION || 'us-east-1',
    S3_BUCKET: env.S3_BUCKET || BUCKET,
    ...auth.env,
    ...gatewayEdgeEnv(env),
    ...(env.ADMIN_EMAILS && { ADMIN_EMAILS: env.ADMIN_EMAILS }),
    ...(service.name === 'billing' && { PUBLIC_URL: gatewayUrl, ...stripe?.env }),
    // the order webhook's HMAC key (a fixed dev value unless .env sets one) and the status
    // tokens' key (made for this checkout and kept in .data unless .env sets one)
    ...(service.name === 'sales' && {
      ORDERS_WEBHOOK_SECRET: env.ORDERS_WEBHOOK_SECRET || DEV_ORDERS_WEBHOOK_SECRET,
      ORDER_TOKEN_SECRET: env.ORDER_TOKEN_SECRET || devSecret('ORDER_TOKEN_SECRET', DATA_DIR),
    }),
    // the OAuth callbacks are the web's ({gateway}/<provider>/callback); the token keys are made
    // for this checkout and kept in .data unless .env sets them
    ...(service.name === 'integrations' && {
      WEB_ORIGIN: gatewayUrl,
      INTEGRATIONS_TOKEN_KEYS: env.INTEGRATIONS_TOKEN_KEYS || devTokenKeys(),
      ...providers?.env,
    }),
    ...(service.name === 'identity' && {
      PUBLIC_URL: gatewayUrl,
      ...(auth.devIssuer && {
        OIDC_DEV_ISSUER: 'true',
        DEV_ISSUER_KEYS_FILE: path.join(DATA_DIR, 'dev-issuer-keys.json'),
      }),
    }),
  };
}

/**
 * The gateway's environment: where each subgraph is, the same token settings, the object
 * store's origin in its Content-Security-Policy (the browser loads and uploads files there), and
 * NATS as its own user (the rate-limit counters every replica shares).
 */
export function gatewayEnv({ env, port, auth, s3, nats }) {
  const identity = SERVICES.find((s) => s.name === 'identity');
  return {
    NODE_ENV: env.NODE_ENV || 'development',
    PORT: String(port),
    LOG_LEVEL: env.LOG_LEVEL || 'info',
    IDENTITY_URL: serviceUrl(identity),
    // The gateway proxies /oidc only when told so (never in production).
    ...(auth.devIssuer && { OIDC_DEV_ISSUER: 'true' }),
    ...Object.fromEntries(
      SERVICES.map((s) => [`SUBGRAPH_${s.name.toUpperCase()}_URL`, `${serviceUrl(s)}/graphql`]),
    ),
    ...auth.env,
    CSP_EXTRA_ORIGINS: [env.CSP_EXTRA_ORIGINS, new URL(s3.endpoint).origin]
      .filter(Boolean)
      .join(','),
    ...gatewayEdgeEnv(env),
    NATS_URL: nats.url,
    ...nats.credentials[GATEWAY],
  };
}

/**
 * Starts `node services/<name>/dist/main.js` with `env` added to ours, and the service's workers
 * (`workers` of its SERVICE_TABLE row, issue 22: finance's extraction worker,
 * `dist/worker.js`) beside it with the same environment; npm start stops them with the rest.
 */
export function startNodeService(name, env) {
  const main = path.join(ROOT, 'services', name, 'dist', 'main.js');
  const child = startProcess({
    name,
    command: process.execPath,
    args: [main],
    env: { ...process.env, ...env },
    marker: main,
  });
  for (const worker of SERVICES.find((s) => s.name === name)?.workers ?? []) {
    startServiceWorker(name, worker, env);
  }
  return child;
}

/** One worker process of a service (`node services/<name>/dist/worker.js`). */
export function startServiceWorker(name, worker, env) {
  const script = path.join(ROOT, 'services', name, 'dist', 'worker.js');
  const child = startProcess({
    name: `${name}-${worker}`,
    command: process.execPath,
    args: [script],
    env: { ...process.env, ...env },
    marker: script,
  });
  void child.exited.then((result) => {
    // its jobs are redelivered to the next worker; the API's sweeper fails what is left
    if (result.code !== 0 && result.signal !== 'SIGTERM') {
      console.error(
        `${child.name} stopped (${describeExit(result)}); restart npm start to read expenses`,
      );
    }
  });
  return child;
}

/** Resolves when `url`/health/ready answers 200; fails when the process stops first. */
export async function waitReady(url, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  for (;;) {
    if (!child.running) {
      throw new Error(
        `${child.name} stopped during start-up (${describeExit(await child.exited)})`,
      );
    }
    try {
      const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    if (Date.now() > until) {
      throw new Error(`${child.name} was not ready after ${timeoutMs / 1000} s (${last})`);
    }
    await sleep(250);
  }
}
