// What the services' benches share: a gateway in front of one started test app (a supergraph
// composed from that service's committed schema alone), its SQL statement counter, and latency
// with one client. Rate limits are off: one client with one token would measure 429s.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { createGateway } = require('../../services/gateway/dist/server.js');
const { loadConfig: loadGatewayConfig } = require('../../services/gateway/dist/config.js');
const { composeSupergraph } = await import('../compose-supergraph.mjs');

/**
 * A running gateway (`{ url, close() }`) in front of test app `t` of service `name`, its own rate
 * limits off; `env` adds or overrides settings (e.g. `TRUSTED_PROXY_HOPS`).
 */
export async function gatewayInFrontOf(name, t, env = {}, more = []) {
  const dir = mkdtempSync(join(tmpdir(), 'mise-bench-'));
  const supergraphFile = join(dir, 'supergraph.graphql');
  // `more`: other subgraphs `{ name, t }` behind the same gateway (tokens of `t`'s issuer)
  const composed = composeSupergraph(
    [{ name, t }, ...more].map((s) => ({
      name: s.name,
      url: `${s.t.url}/graphql`,
      sdl: readFileSync(`services/${s.name}/schema.graphql`, 'utf8'),
    })),
  );
  if (composed.errors) throw new Error(composed.errors.join('\n'));
  writeFileSync(supergraphFile, composed.supergraphSdl);
  const config = loadGatewayConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    PORT: '0',
    SUPERGRAPH_FILE: supergraphFile,
    JWT_ISSUER: t.idp.issuer,
    JWT_AUDIENCE: t.idp.audience,
    JWKS_URI: t.idp.jwksUri,
    WEB_DIST: join(dir, 'no-web'),
    RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
    RATE_LIMIT_SIGNED_IN_PER_MINUTE: '0',
    // production requires the secret that proves X-Client-IP to the subgraphs (one per run)
    GATEWAY_EDGE_SECRET: randomBytes(32).toString('base64url'),
    ...env,
  });
  return (await createGateway(config)).start(0);
}

/** One GraphQL call with a bearer token; its data, or an error with the first message. */
export async function gql(url, token, query, variables = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`${query.slice(0, 40)}: ${body.errors[0].message}`);
  return body.data;
}

/** The service's `mise_sql_statements_total` (its /metrics answers loopback). */
export async function sqlCounter(baseUrl) {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^mise_sql_statements_total (\d+)/m.exec(text)?.[1] ?? NaN);
}

/**
 * p50/p99 ms and requests per second of one POST body, with one client for BENCH_SECONDS (or
 * `load`: `{ connections, amount }`, e.g. 2,000 requests at 16 concurrent).
 */
export async function latency(url, headers, body, load = {}) {
  const r = await autocannon({
    url,
    method: 'POST',
    connections: load.connections ?? 1,
    ...(load.amount
      ? { amount: load.amount }
      : { duration: Number(process.env.BENCH_SECONDS ?? 5) }),
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (r.non2xx || r.errors) {
    throw new Error(`${r.non2xx} non-2xx and ${r.errors} errors from ${url}`);
  }
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average };
}
