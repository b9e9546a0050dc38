// Identity through the gateway versus direct: latency of `me` and `outlets` with one client, and
// SQL statements per request at 10 and at 100 outlets (it must not grow with the count).
import { createRequire } from 'node:module';
import { gatewayInFrontOf, gql, latency as latencyOf, sqlCounter } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { startTestApp } = require('../../libs/testing/dist/index.js');
const { AppModule } = require('../../services/identity/dist/app.module.js');
const { loadIdentityConfig } = require('../../services/identity/dist/config.js');
const { migrations } = require('../../services/identity/dist/migrations/index.js');

const QUERIES = {
  me: '{ me { id basicInfo { firstName email } currentOutletId outlets { id outletName outletNumber maskedOutletNumber } } }',
  outlets: '{ outlets { id outletName outletAddress outletNumber maskedOutletNumber } }',
};

// The relay's once-a-second outbox poll also counts; over 200 requests it adds well under 0.1.
async function statementsPerRequest(serviceUrl, token, query, n = 200) {
  const before = await sqlCounter(serviceUrl);
  for (let i = 0; i < n; i++) await gql(`${serviceUrl}/graphql`, token, query);
  return ((await sqlCounter(serviceUrl)) - before) / n;
}

/**
 * Issue 7, 1.1: how fast a hostile query is refused. Sequential requests (one client), each
 * timed from send to the refusal's last byte; answers p50/p99 in ms and the HTTP status seen.
 */
async function refusal(url, token, query, n = 200) {
  const times = [];
  const statuses = new Set();
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    statuses.add(res.status);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p99: at(0.99), statuses: [...statuses].join(',') };
}

/** The depth-11 Owner <-> Outlet cycle of the issue, and a shallow query whose lists multiply. */
const HOSTILE = {
  'depth-11 cycle': `{ me { ${'outlets { owner { '.repeat(4)}outlets { id }${' } }'.repeat(4)} } }`,
  'list cost': `{ ${['a', 'b', 'c'].map((a) => `${a}: allOutlets(limit: 100) { nodes { billings { id name type amount amountType enabled } } }`).join(' ')} }`,
};

const latency = (url, token, query) =>
  latencyOf(url, { authorization: `Bearer ${token}` }, { query });

export async function identityBench() {
  console.log('identity: me and outlets, direct versus through the gateway (1 client)');
  const t = await startTestApp({
    service: 'identity',
    loadConfig: loadIdentityConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: { LOG_LEVEL: 'error' },
  });
  const gateway = await gatewayInFrontOf('identity', t);
  const rows = [];
  const refused = [];
  try {
    for (const outlets of [10, 50, 100]) {
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
      if (outlets === 50) {
        for (const [name, query] of Object.entries(HOSTILE)) {
          refused.push({
            name,
            outlets,
            d: await refusal(direct, token, query),
            g: await refusal(`${gateway.url}/graphql`, token, query),
          });
        }
        continue;
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
  console.log(
    `\nrefused (issue 7, 1.1; ${refused[0]?.outlets ?? 0} outlets, 200 sequential requests)\n${'query'.padEnd(15)} ${'direct status p50/p99 ms'.padStart(26)}  ${'gateway status p50/p99 ms'.padStart(27)}`,
  );
  const ms = (v) => v.toFixed(1);
  for (const r of refused) {
    console.log(
      `${r.name.padEnd(15)} ${`${r.d.statuses} ${ms(r.d.p50)} / ${ms(r.d.p99)}`.padStart(26)}  ${`${r.g.statuses} ${ms(r.g.p50)} / ${ms(r.g.p99)}`.padStart(27)}`,
    );
  }
  return rows;
}

/** The part `npm run bench` runs for this service (scripts/bench/index.mjs). */
export const bench = identityBench;
