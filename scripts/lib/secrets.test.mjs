// node --test scripts/lib/*.test.mjs: the secrets npm start makes (issue 19: 1.1 and 1.4).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gatewayEnv, serviceEnv } from '../dev/services.mjs';
import { devSecret, randomSecret } from './secrets.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'mise-secrets-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** What npm start hands serviceEnv and gatewayEnv, with no .env. */
const START = {
  env: {},
  adminUrl: 'postgres://p@h/db',
  nats: { url: 'nats://127.0.0.1:4223', credentials: {} },
  s3: { endpoint: 'http://127.0.0.1:4569', accessKey: 'S3RVER', secretKey: 'S3RVER' },
  auth: { env: {} },
  gatewayUrl: 'http://localhost:4000',
};

test('a generated secret is a letter, then 31 letters and digits, and never repeats', () => {
  const seen = new Set(Array.from({ length: 5000 }, () => randomSecret()));
  assert.equal(seen.size, 5000);
  for (const s of seen) assert.match(s, /^[A-Za-z][A-Za-z0-9]{31}$/);
});

test("npm start's kept secret is made once per checkout, readable by its owner only", () => {
  const first = devSecret('ORDER_TOKEN_SECRET', dir);
  assert.match(first, /^[A-Za-z][A-Za-z0-9]{31}$/);
  assert.equal(devSecret('ORDER_TOKEN_SECRET', dir), first);
  assert.notEqual(devSecret('OTHER', dir), first);
  assert.equal(statSync(path.join(dir, 'dev-secrets.json')).mode & 0o777, 0o600);
});

test('npm start gives sales a guest order token key of its own, not a committed one', () => {
  const env = serviceEnv({ name: 'sales', port: 4004 }, START);
  assert.match(env.ORDER_TOKEN_SECRET, /^[A-Za-z][A-Za-z0-9]{31}$/);
  assert.notEqual(env.ORDER_TOKEN_SECRET, 'dev-order-token-secret');
});

test('npm start gives the gateway and every service one GATEWAY_EDGE_SECRET of their own', () => {
  const sales = serviceEnv({ name: 'sales', port: 4004 }, START);
  const catalogue = serviceEnv({ name: 'catalogue', port: 4002 }, START);
  const gateway = gatewayEnv({ ...START, port: 4000 });
  assert.match(sales.GATEWAY_EDGE_SECRET, /^[A-Za-z][A-Za-z0-9]{31}$/);
  assert.equal(catalogue.GATEWAY_EDGE_SECRET, sales.GATEWAY_EDGE_SECRET);
  assert.equal(gateway.GATEWAY_EDGE_SECRET, sales.GATEWAY_EDGE_SECRET);
});

test("npm start gives integrations a token key of its own (32 bytes), the web's callbacks and the local providers", () => {
  const providers = { env: { GOOGLE_CLIENT_ID: 'g', GOOGLE_BASE_URL: 'http://127.0.0.1:4581' } };
  const env = serviceEnv({ name: 'integrations', port: 4008 }, { ...START, providers });
  const [id, key] = env.INTEGRATIONS_TOKEN_KEYS.split(':');
  assert.equal(id, 'dev1');
  assert.equal(Buffer.from(key, 'base64').length, 32);
  assert.equal(
    serviceEnv({ name: 'integrations', port: 4008 }, START).INTEGRATIONS_TOKEN_KEYS,
    env.INTEGRATIONS_TOKEN_KEYS,
  );
  assert.equal(env.WEB_ORIGIN, 'http://localhost:4000');
  assert.equal(env.GOOGLE_BASE_URL, 'http://127.0.0.1:4581');
  assert.equal(serviceEnv({ name: 'sales', port: 4004 }, START).INTEGRATIONS_TOKEN_KEYS, undefined);
});
