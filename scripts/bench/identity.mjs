// Identity through the gateway versus direct: latency of `me` and `outlets` with one client, and
// SQL statements per request at 10 and at 100 outlets (it must not grow with the count).
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { startTestApp } = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/identity/dist/app.module.js');
const { loadIdentityConfig } = require('../../services/identity/dist/config.js');
const { migrations } = require('../../services/identity/dist/migrations/index.js');
const { createGateway } = require('../../services/gateway/dist/server.js');
const { loadConfig: loadGatewayConfig } = require('../../services/gateway/dist/config.js');
const { composeSupergraph } = await import('../compose-supergraph.mjs');

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const QUERIES = {
  me: '{ me { id basicInfo { firstName email } currentOutletId outlets { id outletName outletNumber maskedOutletNumber } } }',
  outlets: '{ outlets { id outletName outletAddress outletNumber maskedOutletNumber } }',
};

async function gql(url, token, query, variables = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
  return body.data;
}

async function sqlCounter(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^mise_sql_statements_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

// The relay's once-a-second outbox poll also counts; over 200 requests it adds well under 0.1.
async function statementsPerRequest(serviceUrl, token, query, n = 200) {
  const before = await sqlCounter(serviceUrl);
  for (let i = 0; i < n; i++) await gql(`${serviceUrl}/graphql`, token, query);
  return ((await sqlCounter(serviceUrl)) - before) / n;
}

async function latency(url, token, query) {
  const r = await autocannon({
    url,
    method: 'POST',
    connections: 1,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  if (r.non2xx || r.errors)
    throw new Error(`${r.non2xx} non-2xx and ${r.errors} errors from ${url}`);
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}

export async function identityBench() {
  console.log('identity: me and outlets, direct versus through the gateway (1 client)');
  const t = await startTestApp({
    service: 'identity',
    loadConfig: loadIdentityConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  const dir = mkdtempSync(join(tmpdir(), 'mise-bench-'));
  const supergraphFile = join(dir, 'supergraph.graphql');
  const composed = composeSupergraph([
    {
      name: 'identity',
      url: `${t.url}/graphql`,
      sdl: readFileSync('services/identity/schema.graphql', 'utf8'),
    },
  ]);
  if (composed.errors) throw new Error(composed.errors.join('\n'));
  writeFileSync(supergraphFile, composed.supergraphSdl);
  const gatewayConfig = loadGatewayConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PORT: '0',
    SUPERGRAPH_FILE: supergraphFile,
    JWT_ISSUER: t.idp.issuer,
    JWT_AUDIENCE: t.idp.audience,
    JWKS_URI: t.idp.jwksUri,
    WEB_DIST: join(dir, 'no-web'),
  });
  const gateway = await (await createGateway(gatewayConfig)).start(0);
  const rows = [];
  try {
    for (const outlets of [10, 100]) {
      const token = await t.idp.mint({
        email: `bench-${outlets}@example.com`,
        name: 'Bench Owner',
      });
      const direct = `${t.url}/graphql`;
      await gql(direct, token, 'mutation { signIn { userId } }');
      await gql(
        direct,
        token,
        'mutation($p: String!) { updateOwnerContact(input: { whatsappNumber: $p }) { id } }',
        { p: '+60123456789' },
      );
      for (let i = 1; i <= outlets; i++) {
        await gql(
          direct,
          token,
          'mutation($n: String!) { createOutlet(input: { outletName: $n, outletAddress: "1 Jalan Bench" }) { id } }',
          { n: `Outlet ${i}` },
        );
      }
      for (const [name, query] of Object.entries(QUERIES)) {
        const statements = await statementsPerRequest(t.url, token, query);
        const d = await latency(direct, token, query);
        const g = await latency(`${gateway.url}/graphql`, token, query);
        rows.push({ query: name, outlets, statements, d, g });
      }
    }
  } finally {
    await gateway.close();
    await t.close();
  }
  console.log(
    `\n${'query'.padEnd(8)} ${'outlets'.padStart(7)} ${'SQL/req'.padStart(8)}  ${'direct p50/p99 ms'.padStart(18)}  ${'gateway p50/p99 ms'.padStart(19)}  ${'p50 ratio'.padStart(9)}`,
  );
  for (const r of rows) {
    console.log(
      `${r.query.padEnd(8)} ${String(r.outlets).padStart(7)} ${r.statements.toFixed(1).padStart(8)}  ${`${r.d.p50} / ${r.d.p99}`.padStart(18)}  ${`${r.g.p50} / ${r.g.p99}`.padStart(19)}  ${(r.g.p50 / Math.max(r.d.p50, 0.01)).toFixed(2).padStart(9)}`,
    );
  }
  return rows;
}
