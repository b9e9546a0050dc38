import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { sendRaw, startTestIdp, TEST_NATS_URL, type TestIdp } from '@mise/testing';
import { loadConfig, REPO_ROOT } from '../src/config';
import { createGateway, type GatewayOptions, type RunningGateway } from '../src/server';
import { ECHO_SDL, startEchoSubgraph, type EchoSubgraph } from './fixtures/echo-subgraph';

interface Subgraph {
  name: string;
  url: string;
  sdl: string;
}
interface ComposeScript {
  SUPERGRAPH_FILE: string;
  composeSupergraph(subgraphs: Subgraph[]): { supergraphSdl?: string; errors?: string[] };
  checkSupergraph(root?: string): { current: boolean; message: string };
}

const loadComposeScript = async (): Promise<ComposeScript> => {
  const href = pathToFileURL(path.join(REPO_ROOT, 'scripts/compose-supergraph.mjs')).href;
  return (await import(href)) as ComposeScript;
};

interface Echo {
  authorization: string | null;
  outletId: string | null;
  sessionId: string | null;
  correlationId: string | null;
  clientIp?: string | null;
}
interface GqlResponse {
  status: number;
  headers: Headers;
  body: {
    data?: { echo?: Echo; [field: string]: unknown } | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<GqlResponse> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as GqlResponse['body'],
  };
}

const ECHO = '{ echo { authorization outletId sessionId correlationId } }';

/** The URL of a port nothing listens on. */
async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A server that answers every request with what it received (stands in for identity's /oidc). */
async function startRecorder(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: raw.toString(),
          raw: raw.toString('base64'),
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('gateway', () => {
  let idp: TestIdp;
  let subgraph: EchoSubgraph;
  let oidc: { url: string; close(): Promise<void> };
  let compose: ComposeScript;
  let tmp: string;
  let supergraphFile: string;
  let webDist: string;
  let knownOperationsFile: string;
  let gateway: RunningGateway;
  const running: RunningGateway[] = [];

  const boot = async (
    env: Record<string, string> = {},
    options: GatewayOptions = {},
  ): Promise<RunningGateway> => {
    const config = loadConfig({
      JWT_ISSUER: idp.issuer,
      JWKS_URI: idp.jwksUri,
      SUPERGRAPH_FILE: supergraphFile,
      IDENTITY_URL: oidc.url,
      WEB_DIST: webDist,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      OIDC_DEV_ISSUER: 'true',
      PUBLIC_URL: 'https://app.mise.example',
      // The rate-limit tests turn these on; this file's other requests all come from one IP.
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '0',
      RATE_LIMIT_SIGNED_IN_PER_MINUTE: '0',
      KNOWN_OPERATIONS_FILE: knownOperationsFile,
      ...env,
    });
    const started = await (await createGateway(config, options)).start(0);
    running.push(started);
    return started;
  };

  beforeAll(async () => {
    [idp, subgraph, oidc, compose] = await Promise.all([
      startTestIdp(),
      startEchoSubgraph(),
      startRecorder(),
      loadComposeScript(),
    ]);
    tmp = mkdtempSync(path.join(tmpdir(), 'gateway-test-'));
    const composed = compose.composeSupergraph([
      { name: 'echo', url: 'http://echo.invalid/graphql', sdl: ECHO_SDL },
    ]);
    expect(composed.errors).toBeUndefined();
    supergraphFile = path.join(tmp, 'supergraph.graphql');
    writeFileSync(supergraphFile, composed.supergraphSdl!);
    webDist = path.join(tmp, 'web');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Mise</title>');
    writeFileSync(path.join(webDist, 'order.html'), '<!doctype html><title>Order</title>');
    writeFileSync(path.join(webDist, 'supplier.html'), '<!doctype html><title>Supplier</title>');
    writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log("mise");');
    // The shape of the web's generated documents (web/src/generated/graphql.ts).
    knownOperationsFile = path.join(tmp, 'graphql.ts');
    writeFileSync(
      knownOperationsFile,
      'export const OutletEchoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutletEcho"}}]};',
    );
    // The supergraph routes to echo.invalid; the override points at the fixture.
    gateway = await boot({ SUBGRAPH_ECHO_URL: subgraph.url });
  });

  afterAll(async () => {
    for (const started of running) await started.close();
    await Promise.all([subgraph.close(), oidc.close(), idp.close()]);
    rmSync(tmp, { recursive: true, force: true });
  });

  describe('forwarding to subgraphs', () => {
    it('passes Authorization, X-Outlet-ID, X-Session-ID and X-Correlation-ID to the subgraph', async () => {
      const token = await idp.mint({ email: 'owner@example.com' });
      const res = await post(
        gateway.url,
        { query: ECHO },
        {
          authorization: `Bearer ${token}`,
          'x-outlet-id': 'outlet-1',
          'x-session-id': 'session-1',
          'x-correlation-id': 'corr-123',
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.data!.echo).toEqual({
        authorization: `Bearer ${token}`,
        outletId: 'outlet-1',
        sessionId: 'session-1',
        correlationId: 'corr-123',
      });
      expect(res.headers.get('x-correlation-id')).toBe('corr-123');
    });

    it('generates a correlation id when the client sent none (or an unusable one)', async () => {
      const sentHeaders: Record<string, string>[] = [
        {},
        { 'x-correlation-id': 'not valid <script>' },
      ];
      for (const sent of sentHeaders) {
        const res = await post(gateway.url, { query: ECHO }, sent);
        const id = res.headers.get('x-correlation-id');
        expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(res.body.data!.echo!.correlationId).toBe(id);
      }
    });

    it('lets a request without a token through to the subgraph', async () => {
      const res = await post(gateway.url, { query: ECHO });
      expect(res.status).toBe(200);
      expect(res.body.data!.echo).toMatchObject({ authorization: null, outletId: null });
    });
  });

  describe('token check at the edge', () => {
    const refused = {
      errors: [{ message: 'Invalid or expired token', extensions: { code: 'UNAUTHENTICATED' } }],
    };
    const badTokens: [string, () => Promise<string>][] = [
      ['garbage', () => Promise.resolve('not.a.jwt')],
      ['expired', () => idp.mint({ email: 'a@example.com', expiresIn: -60 })],
      ['for another audience', () => idp.mint({ email: 'a@example.com', audience: 'other-api' })],
      [
        'from another issuer',
        () => idp.mint({ email: 'a@example.com', issuer: 'https://evil.example/' }),
      ],
      ['signed with HS256', () => idp.mint({ email: 'a@example.com', alg: 'HS256' })],
      [
        'signed by another key',
        async () => {
          const other = await startTestIdp();
          await other.close();
          return other.mint({ email: 'a@example.com', issuer: idp.issuer });
        },
      ],
    ];

    it.each(badTokens)('answers 401 UNAUTHENTICATED to a token %s', async (_label, mint) => {
      const before = subgraph.requests();
      const res = await post(
        gateway.url,
        { query: ECHO },
        { authorization: `Bearer ${await mint()}` },
      );
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refused);
      expect(subgraph.requests()).toBe(before);
    });

    it('answers 503, not 401, when the issuer key set cannot be fetched', async () => {
      const noJwks = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        JWKS_URI: `${await deadUrl()}/jwks`,
      });
      const token = await idp.mint({ email: 'owner@example.com' });
      const res = await post(noJwks.url, { query: ECHO }, { authorization: `Bearer ${token}` });
      expect(res.status).toBe(503);
      expect(res.body.errors![0].extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
    });

    it('answers 401 to an Authorization header that is not a bearer token', async () => {
      const res = await post(gateway.url, { query: ECHO }, { authorization: 'Basic dXNlcjpwYXNz' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refused);
    });
  });

  describe('CSRF prevention', () => {
    const blocked = /Cross-Site Request Forgery/;

    it('refuses a GET operation without a preflight header', async () => {
      const query = encodeURIComponent('mutation { touch }');
      const res = await fetch(`${gateway.url}/graphql?query=${query}`);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(blocked);
    });

    it('refuses a text/plain POST mutation', async () => {
      const before = subgraph.requests();
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ query: 'mutation { touch }' }),
      });
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(blocked);
      expect(subgraph.requests()).toBe(before);
    });

    it('answers a GET query that carries apollo-require-preflight', async () => {
      const res = await fetch(`${gateway.url}/graphql?query=${encodeURIComponent(ECHO)}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(res.status).toBe(200);
    });
  });

  describe('query limits', () => {
    const nested = (depth: number) =>
      `{ item { ${'child { '.repeat(depth)}name${' }'.repeat(depth)} } }`;
    const aliased = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: echo { outletId }`).join(' ')} }`;

    // `{ item { child^n { name } } }` is n + 2 levels deep.
    it('answers a query 12 levels deep and refuses one 13 levels deep', async () => {
      expect((await post(gateway.url, { query: nested(10) })).body.errors).toBeUndefined();
      const before = subgraph.requests();
      const res = await post(gateway.url, { query: nested(11) });
      expect(res.status).toBe(400);
      expect(res.body.errors![0].message).toMatch(/depth limit of 12 exceeded, found 13/);
      expect(subgraph.requests()).toBe(before);
    });

    const lists = (levels: number, args = '') =>
      `{ items${args} { ${'children { '.repeat(levels)}name${' }'.repeat(levels)} } }`;

    it('counts lists: a recursive list 11 levels deep is refused with 400 before any subgraph', async () => {
      expect((await post(gateway.url, { query: lists(2) })).body.errors).toBeUndefined();
      const before = subgraph.requests();
      for (const levels of [3, 9]) {
        const res = await post(gateway.url, { query: lists(levels) });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/^Cost limit of 5000 exceeded/),
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          }),
        ]);
      }
      expect(subgraph.requests()).toBe(before);
    });

    it('multiplies a list by its page size when the query gives one', async () => {
      const res = await post(gateway.url, { query: lists(3, '(first: 1)') });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });

    it('answers a syntax error with 400, not 500', async () => {
      const res = await post(gateway.url, { query: '{ echo { outletId ' });
      expect(res.status).toBe(400);
      expect(res.body.errors![0].extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
    });

    it('refuses 2,000 aliases and a 200 KB query at the token limit with 400', async () => {
      const before = subgraph.requests();
      const big = `{ echo { ${'outletId '.repeat(25_000)} } }`;
      expect(big.length).toBeGreaterThan(200_000);
      for (const query of [aliased(2000), big]) {
        const res = await post(gateway.url, { query });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/Document contains more tha[nt] 2000 tokens/),
            extensions: { code: 'GRAPHQL_PARSE_FAILED' },
          }),
        ]);
      }
      expect(subgraph.requests()).toBe(before);
    });

    it('answers 15 aliases and refuses 16', async () => {
      expect((await post(gateway.url, { query: aliased(15) })).body.errors).toBeUndefined();
      const res = await post(gateway.url, { query: aliased(16) });
      expect(res.status).toBe(400);
      expect(res.body.errors![0].message).toMatch(/Aliases limit of 15 exceeded/);
    });

    it('refuses a JSON body over 256 KB with a GraphQL-shaped 413', async () => {
      const res = await post(gateway.url, {
        query: ECHO,
        variables: { pad: 'x'.repeat(270_000) },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'The request is too large (at most 256 KB).',
            extensions: { code: 'PAYLOAD_TOO_LARGE' },
          },
        ],
      });
    });

    it("never forwards a subgraph's refusal text (stack trace, URL, file paths), in development too", async () => {
      // 150 KB passes the gateway; the echo subgraph refuses it with its HTML error page.
      const res = await post(gateway.url, {
        query: 'query($t: String) { echoText(text: $t) }',
        variables: { t: 'x'.repeat(150_000) },
      });
      expect(res.status).toBeLessThan(500);
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        }),
      ]);
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/too large|node_modules|\/graphql|127\.0\.0\.1|at /);
    });
  });

  describe('in production', () => {
    let production: RunningGateway;
    beforeAll(async () => {
      production = await boot({
        NODE_ENV: 'production',
        OIDC_DEV_ISSUER: 'false',
        GATEWAY_EDGE_SECRET: 'a gateway key of ours',
        SUBGRAPH_ECHO_URL: subgraph.url,
      });
    });

    it('refuses introspection (allowed in development)', async () => {
      const query = '{ __schema { queryType { name } } }';
      expect((await post(gateway.url, { query })).body.data).toEqual({
        __schema: { queryType: { name: 'Query' } },
      });
      const res = await post(production.url, { query });
      expect(res.status).toBe(400);
      expect(res.body.errors![0].message).toMatch(/introspection is not allowed/i);
    });

    it('masks internal errors of a subgraph, as in development', async () => {
      for (const url of [production.url, gateway.url]) {
        const res = await post(url, { query: '{ boom }' });
        expect(res.body.errors).toEqual([
          {
            message: 'Internal server error',
            path: ['boom'],
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ]);
      }
    });

    it('does not suggest field names', async () => {
      const query = '{ echo { outletI } }';
      expect((await post(gateway.url, { query })).body.errors![0].message).toMatch(/Did you mean/);
      const res = await post(production.url, { query });
      expect(res.status).toBe(400);
      expect(res.body.errors![0].message).not.toMatch(/outletId/);
    });
  });

  describe('health and metrics', () => {
    let unreachable: RunningGateway;
    beforeAll(async () => {
      unreachable = await boot({ SUBGRAPH_ECHO_URL: `${await deadUrl()}/graphql` });
    });

    it('is live', async () => {
      expect((await fetch(`${gateway.url}/health/live`)).status).toBe(200);
    });

    it('is ready when every subgraph is ready, and shows only its status', async () => {
      const res = await fetch(`${gateway.url}/health/ready`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'up' });
    });

    it('is not ready when a subgraph is down, without naming where it is', async () => {
      const res = await fetch(`${unreachable.url}/health/ready`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'down' });
    });

    it("labels durations with the web app's operation names only, others as `other`", async () => {
      const count = async (name: string) => {
        const text = await (await fetch(`${gateway.url}/metrics`)).text();
        const line = new RegExp(
          `graphql_request_duration_seconds_count\\{operation_name="${name}",outcome="ok"\\} (\\d+)`,
        ).exec(text);
        return { text, value: Number(line?.[1] ?? 0) };
      };
      const before = await count('other');
      await post(gateway.url, { query: `query OutletEcho ${ECHO}`, operationName: 'OutletEcho' });
      for (let i = 0; i < 3; i++) {
        const name = `Made${i}Up${Date.now()}`;
        await post(gateway.url, { query: `query ${name} ${ECHO}`, operationName: name });
      }
      const after = await count('other');
      expect(after.value).toBe(before.value + 3);
      expect((await count('OutletEcho')).value).toBeGreaterThan(0);
      expect(after.text).not.toMatch(/Made\dUp/);
      expect(after.text).toContain('process_cpu_seconds_total');
    });

    it('answers /metrics only on this machine unless METRICS_TOKEN is given', async () => {
      const proxied = await fetch(`${gateway.url}/metrics`, {
        headers: { 'x-forwarded-for': '198.51.100.1' },
      });
      expect(proxied.status).toBe(404);
      expect(await proxied.text()).not.toContain('process_cpu_seconds_total');

      const withToken = await boot({ SUBGRAPH_ECHO_URL: subgraph.url, METRICS_TOKEN: 's3cret' });
      expect((await fetch(`${withToken.url}/metrics`)).status).toBe(404);
      const wrong = { authorization: 'Bearer guess' };
      expect((await fetch(`${withToken.url}/metrics`, { headers: wrong })).status).toBe(404);
      const right = await fetch(`${withToken.url}/metrics`, {
        headers: { authorization: 'Bearer s3cret', 'x-forwarded-for': '198.51.100.1' },
      });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('process_cpu_seconds_total');
    });
  });

  describe('logging', () => {
    it('writes JSON lines with the correlation id and without the token', async () => {
      const lines: string[] = [];
      const logged = await boot(
        { SUBGRAPH_ECHO_URL: subgraph.url, LOG_LEVEL: 'info' },
        { logStream: { write: (line: string) => lines.push(line) } },
      );
      const token = await idp.mint({ email: 'owner@example.com' });
      await post(
        logged.url,
        { query: ECHO },
        { authorization: `Bearer ${token}`, 'x-correlation-id': 'log-1' },
      );

      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toContainEqual(
        expect.objectContaining({
          correlationId: 'log-1',
          service: 'gateway',
          msg: 'request completed',
        }),
      );
      expect(lines.join('')).not.toContain(token);
    });
  });

  describe('/oidc proxy', () => {
    it('forwards /oidc paths to identity with the path and forwarded headers from PUBLIC_URL', async () => {
      const res = await fetch(`${gateway.url}/oidc/.well-known/openid-configuration?x=1`);
      const seen = (await res.json()) as { url: string; headers: Record<string, string> };
      expect(seen.url).toBe('/oidc/.well-known/openid-configuration?x=1');
      expect(seen.headers).toMatchObject({
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'app.mise.example',
        'x-forwarded-prefix': '/oidc',
        'x-forwarded-for': '127.0.0.1',
      });
      expect(seen.headers['x-correlation-id']).toBe(res.headers.get('x-correlation-id'));
    });

    it('drops forwarding headers a client sends (no forged discovery document)', async () => {
      const res = await fetch(`${gateway.url}/oidc/.well-known/openid-configuration`, {
        headers: {
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          'x-forwarded-prefix': '/evil',
          'x-forwarded-for': '6.6.6.6',
          'x-forwarded-port': '6666',
          forwarded: 'host=evil.example;proto=http',
        },
      });
      const seen = (await res.json()) as { headers: Record<string, string> };
      expect(seen.headers).toMatchObject({
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'app.mise.example',
        'x-forwarded-prefix': '/oidc',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-port': '443',
      });
      expect(seen.headers.forwarded).toBeUndefined();
      expect(JSON.stringify(seen.headers)).not.toMatch(/evil|6\.6\.6\.6|6666/);
    });

    it('does not exist without OIDC_DEV_ISSUER=true', async () => {
      const noIssuer = await boot({ SUBGRAPH_ECHO_URL: subgraph.url, OIDC_DEV_ISSUER: 'false' });
      const res = await fetch(`${noIssuer.url}/oidc/.well-known/openid-configuration`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('/oidc/.well-known');
    });

    it('passes a form POST body through untouched', async () => {
      const form = 'grant_type=authorization_code&code=abc&code_verifier=xyz';
      const res = await fetch(`${gateway.url}/oidc/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      expect(await res.json()).toMatchObject({ method: 'POST', url: '/oidc/token', body: form });
    });

    it('answers 504 when identity cannot be reached', async () => {
      const noIdentity = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        IDENTITY_URL: await deadUrl(),
      });
      const res = await fetch(`${noIdentity.url}/oidc/.well-known/openid-configuration`);
      expect(res.status).toBe(504);
    });

    it('does not proxy paths that only start with the same letters', async () => {
      const res = await fetch(`${gateway.url}/oidcx`);
      expect(await res.text()).toContain('<title>Mise</title>');
    });
  });

  describe('rate limits', () => {
    const tooMany = {
      errors: [
        {
          message: 'Too many requests. Please try again in a minute.',
          extensions: { code: 'TOO_MANY_REQUESTS' },
        },
      ],
    };

    it('lets 100 guests behind one address in, each to its own limit, and stops a flood', async () => {
      const limited = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '20',
        TRUSTED_PROXY_HOPS: '1',
      });
      const cafe = (guest: string) => ({
        'x-forwarded-for': '203.0.113.50',
        'x-guest-token': `guest-token-${guest}`.padEnd(24, 'x'),
      });
      // 100 guests of one cafe, a menu and a status each: 200 requests from one address
      for (let g = 0; g < 100; g++) {
        for (let i = 0; i < 2; i++) {
          const res = await post(limited.url, { query: ECHO }, cafe(String(g)));
          expect(res.status).toBe(200);
        }
      }
      // one guest's flood stops at its own limit, the others go on
      for (let i = 0; i < 18; i++) await post(limited.url, { query: ECHO }, cafe('0'));
      expect((await post(limited.url, { query: ECHO }, cafe('0'))).status).toBe(429);
      expect((await post(limited.url, { query: ECHO }, cafe('1'))).status).toBe(200);
      // a flood inventing tokens stops at the address's ceiling (20 x 20)
      let refused = 0;
      for (let i = 0; i < 250; i++) {
        const res = await post(limited.url, { query: ECHO }, cafe(`flood-${i}`));
        if (res.status === 429) refused++;
      }
      expect(refused).toBeGreaterThan(0);
    });

    it('limits requests without a token per client IP, sign-in pages included', async () => {
      const limited = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3',
        TRUSTED_PROXY_HOPS: '1',
      });
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (let i = 0; i < 2; i++) {
        expect((await post(limited.url, { query: ECHO }, from('203.0.113.1'))).status).toBe(200);
      }
      const page = await fetch(`${limited.url}/oidc/auth`, { headers: from('203.0.113.1') });
      expect(page.status).toBe(200);
      const res = await post(limited.url, { query: ECHO }, from('203.0.113.1'));
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.body).toEqual(tooMany);
      const signIn = await fetch(`${limited.url}/oidc/token`, {
        method: 'POST',
        headers: from('203.0.113.1'),
      });
      expect(signIn.status).toBe(429);
      expect(await signIn.json()).toEqual(tooMany);
      // another client is not affected
      expect((await post(limited.url, { query: ECHO }, from('203.0.113.2'))).status).toBe(200);
    });

    it('counts one limit across two gateways sharing NATS (issue 19, 1.6)', async () => {
      // two replicas behind one load balancer: each sees half of a client's requests
      const shared = {
        SUBGRAPH_ECHO_URL: subgraph.url,
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '5',
        TRUSTED_PROXY_HOPS: '1',
        NATS_URL: TEST_NATS_URL,
        // this run's own counters on the shared test NATS
        NATS_RPC_PREFIX: `test_${randomUUID().slice(0, 8)}.`,
      };
      const [a, b] = [await boot(shared), await boot(shared)];
      const from = { 'x-forwarded-for': '203.0.113.77' };
      for (const replica of [a, b, a, b, a]) {
        expect((await post(replica.url, { query: ECHO }, from)).status).toBe(200);
      }
      const sixth = await post(b.url, { query: ECHO }, from);
      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual(tooMany);
      // another client is not affected
      const other = await post(a.url, { query: ECHO }, { 'x-forwarded-for': '203.0.113.78' });
      expect(other.status).toBe(200);
    });

    it('starts and keeps limiting (in its own memory) while NATS is away', async () => {
      const alone = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        RATE_LIMIT_ANONYMOUS_PER_MINUTE: '2',
        TRUSTED_PROXY_HOPS: '1',
        NATS_URL: (await deadUrl()).replace('http:', 'nats:'),
      });
      const from = { 'x-forwarded-for': '203.0.113.79' };
      for (let i = 0; i < 2; i++) {
        expect((await post(alone.url, { query: ECHO }, from)).status).toBe(200);
      }
      expect((await post(alone.url, { query: ECHO }, from)).status).toBe(429);
    });

    it('limits signed-in requests per token subject, whatever the IP', async () => {
      const limited = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        RATE_LIMIT_SIGNED_IN_PER_MINUTE: '2',
        TRUSTED_PROXY_HOPS: '1',
      });
      const ana = { authorization: `Bearer ${await idp.mint({ email: 'ana@example.com' })}` };
      const ben = { authorization: `Bearer ${await idp.mint({ email: 'ben@example.com' })}` };
      for (const ip of ['198.51.100.1', '198.51.100.2']) {
        const res = await post(limited.url, { query: ECHO }, { ...ana, 'x-forwarded-for': ip });
        expect(res.status).toBe(200);
      }
      const again = await post(
        limited.url,
        { query: ECHO },
        { ...ana, 'x-forwarded-for': '198.51.100.3' },
      );
      expect(again.status).toBe(429);
      expect(again.body).toEqual(tooMany);
      expect((await post(limited.url, { query: ECHO }, ben)).status).toBe(200);
    });
  });

  describe('client IP', () => {
    const CLIENT_IP = '{ echo { clientIp } }';

    it('forwards the socket address as X-Client-IP, never a client-sent one', async () => {
      const res = await post(
        gateway.url,
        { query: CLIENT_IP },
        { 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '6.6.6.7' },
      );
      expect(res.body.data!.echo).toEqual({ clientIp: '127.0.0.1' });
    });

    it('takes the address TRUSTED_PROXY_HOPS from the right of X-Forwarded-For', async () => {
      const behindOne = await boot({ SUBGRAPH_ECHO_URL: subgraph.url, TRUSTED_PROXY_HOPS: '1' });
      const res = await post(
        behindOne.url,
        { query: CLIENT_IP },
        { 'x-client-ip': '6.6.6.6', 'x-forwarded-for': '6.6.6.7, 203.0.113.9' },
      );
      expect(res.body.data!.echo).toEqual({ clientIp: '203.0.113.9' });
    });

    it('proves to the subgraphs that X-Client-IP is ours with GATEWAY_EDGE_SECRET (issue 19, 1.6)', async () => {
      const query = '{ echo { clientIp gatewayEdge } }';
      const forged = { 'x-client-ip': '6.6.6.6', 'x-gateway-edge': 'a guess' };
      expect((await post(gateway.url, { query }, forged)).body.data!.echo).toEqual({
        clientIp: '127.0.0.1',
        gatewayEdge: null,
      });
      const edged = await boot({ SUBGRAPH_ECHO_URL: subgraph.url, GATEWAY_EDGE_SECRET: 'ours' });
      expect((await post(edged.url, { query }, forged)).body.data!.echo).toEqual({
        clientIp: '127.0.0.1',
        gatewayEdge: 'ours',
      });
    });
  });

  describe('webhooks', () => {
    // Bytes a JSON parser would change (spacing, key order, an invalid UTF-8 byte).
    const raw = Buffer.concat([
      Buffer.from('{ "id" :"evt_1",  "b":2, "a":1 }\n'),
      Buffer.from([0xff, 0x00, 0x7f]),
    ]);

    it('passes the raw body and signature headers to billing, sales and integrations unchanged', async () => {
      const hooked = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        SUBGRAPH_BILLING_URL: `${oidc.url}/graphql`,
        SUBGRAPH_SALES_URL: `${oidc.url}/graphql`,
        SUBGRAPH_INTEGRATIONS_URL: `${oidc.url}/graphql`,
      });
      const cases: [string, Record<string, string>][] = [
        ['/webhooks/stripe', { 'stripe-signature': 't=1,v1=abc' }],
        ['/webhooks/orders', { 'x-signature': 'sha256=def' }],
        ['/webhooks/loyverse', { 'x-loyverse-signature': 'c2lnbmF0dXJl' }],
      ];
      for (const [webhookPath, signature] of cases) {
        const res = await fetch(`${hooked.url}${webhookPath}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signature },
          body: raw,
        });
        expect(res.status).toBe(200);
        const seen = (await res.json()) as {
          method: string;
          url: string;
          raw: string;
          headers: Record<string, string>;
        };
        expect(seen.method).toBe('POST');
        expect(seen.url).toBe(webhookPath);
        expect(Buffer.from(seen.raw, 'base64').equals(raw)).toBe(true);
        expect(seen.headers).toMatchObject({ ...signature, 'x-client-ip': '127.0.0.1' });
      }
    });

    it('answers 413 to a webhook body past 256 KB without reading it or calling the service', async () => {
      const hooked = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        SUBGRAPH_BILLING_URL: `${oidc.url}/graphql`,
        SUBGRAPH_SALES_URL: `${oidc.url}/graphql`,
        SUBGRAPH_INTEGRATIONS_URL: `${oidc.url}/graphql`,
      });
      for (const webhookPath of ['/webhooks/stripe', '/webhooks/orders', '/webhooks/loyverse']) {
        const declared = await sendRaw(hooked.url, webhookPath, {
          headers: { 'content-type': 'application/json', 'content-length': '31457280' },
          chunks: [Buffer.alloc(1024, 'a')],
          end: false,
        });
        expect(declared.status).toBe(413);
        expect(JSON.parse(declared.body)).toMatchObject({
          errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
        });
        const streamed = await sendRaw(hooked.url, webhookPath, {
          headers: { 'content-type': 'application/json' },
          chunks: Array.from({ length: 40 }, () => Buffer.alloc(16 * 1024, 'a')),
          end: false,
        });
        expect(streamed.status).toBe(413);
      }
      // a body within the limit still arrives whole
      const small = Buffer.alloc(200 * 1024, 'b');
      const res = await fetch(`${hooked.url}/webhooks/orders`, { method: 'POST', body: small });
      expect(res.status).toBe(200);
      expect(Buffer.from(((await res.json()) as { raw: string }).raw, 'base64').length).toBe(
        small.length,
      );
    });

    it('answers 429 past RATE_LIMIT_WEBHOOK_PER_MINUTE from one client IP', async () => {
      const limited = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        SUBGRAPH_BILLING_URL: `${oidc.url}/graphql`,
        SUBGRAPH_SALES_URL: `${oidc.url}/graphql`,
        RATE_LIMIT_WEBHOOK_PER_MINUTE: '2',
        TRUSTED_PROXY_HOPS: '1',
      });
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      for (const webhookPath of ['/webhooks/stripe', '/webhooks/orders']) {
        const res = await fetch(`${limited.url}${webhookPath}`, {
          method: 'POST',
          headers: from('198.51.100.7'),
          body: raw,
        });
        expect(res.status).toBe(200);
      }
      const refused = await fetch(`${limited.url}/webhooks/orders`, {
        method: 'POST',
        headers: from('198.51.100.7'),
        body: raw,
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      const other = await fetch(`${limited.url}/webhooks/orders`, {
        method: 'POST',
        headers: from('198.51.100.8'),
        body: raw,
      });
      expect(other.status).toBe(200);
    });

    it('answers 503 JSON when the service is not there', async () => {
      const absent = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        SUBGRAPH_BILLING_URL: `${await deadUrl()}/graphql`,
        SUBGRAPH_INTEGRATIONS_URL: `${await deadUrl()}/graphql`,
      });
      for (const webhookPath of ['/webhooks/stripe', '/webhooks/orders', '/webhooks/loyverse']) {
        const res = await fetch(`${absent.url}${webhookPath}`, { method: 'POST', body: raw });
        expect(res.status).toBe(503);
        expect(((await res.json()) as GqlResponse['body']).errors![0].extensions).toEqual({
          code: 'SERVICE_UNAVAILABLE',
        });
      }
    });
  });

  describe('web app', () => {
    it('serves index.html at / and for client-side routes, with a CSP', async () => {
      for (const page of ['/', '/outlets/42/settings']) {
        const res = await fetch(`${gateway.url}${page}`);
        expect(res.status).toBe(200);
        expect(await res.text()).toContain('<title>Mise</title>');
        const csp = res.headers.get('content-security-policy')!;
        expect(csp).toContain(`connect-src 'self' ${new URL(idp.issuer).origin}`);
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      }
    });

    it("serves the guest ordering page's own entry for /order and /order/*, not cached", async () => {
      for (const page of ['/order', '/order/', '/order/ABCD2345?table=T1', '/order/x/y']) {
        const res = await fetch(`${gateway.url}${page}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toContain('<title>Order</title>');
        expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      }
      // Only that path: /orders (a back-office route) and /ordering are the web app's.
      for (const page of ['/orders', '/ordering/x']) {
        expect(await (await fetch(`${gateway.url}${page}`)).text()).toContain(
          '<title>Mise</title>',
        );
      }
      expect((await fetch(`${gateway.url}/order/x`, { method: 'POST' })).status).toBe(404);
    });

    it("serves the public link pages' own entry for /supplier-view/*, /po-view/* and /client-view/*", async () => {
      for (const page of [
        '/supplier-view/demo',
        '/supplier-view/abc_DEF-1',
        '/po-view/abc',
        '/client-view/demo',
        '/client-view/abc_DEF-1',
      ]) {
        const res = await fetch(`${gateway.url}${page}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toContain('<title>Supplier</title>');
      }
      for (const other of ['/supplier', '/client-views', '/clients']) {
        expect(await (await fetch(`${gateway.url}${other}`)).text()).toContain(
          '<title>Mise</title>',
        );
      }
    });

    it('serves built assets', async () => {
      const res = await fetch(`${gateway.url}/assets/app-1a2b.js`);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(await res.text()).toBe('console.log("mise");');
    });

    it('answers built scripts gzipped to a browser that accepts gzip, plain to others', async () => {
      const raw = (encoding: string) =>
        new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          http
            .get(
              `${gateway.url}/assets/app-1a2b.js`,
              { headers: { 'accept-encoding': encoding } },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (c: Buffer) => chunks.push(c));
                res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
              },
            )
            .on('error', reject);
        });
      const zipped = await raw('gzip, deflate, br');
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toMatch(/javascript/);
      expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(zipped.body).toString()).toBe('console.log("mise");');
      const plain = await raw('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe('console.log("mise");');
    });

    it('does not answer its own paths or non-GET requests with the web app', async () => {
      expect((await fetch(`${gateway.url}/health/nothing`)).status).toBe(404);
      expect((await fetch(`${gateway.url}/outlets`, { method: 'POST' })).status).toBe(404);
    });

    it('serves nothing at / when the web app is not built', async () => {
      const bare = await boot({
        SUBGRAPH_ECHO_URL: subgraph.url,
        WEB_DIST: path.join(tmp, 'none'),
      });
      expect((await fetch(`${bare.url}/`)).status).toBe(404);
    });
  });

  describe('supergraph composition', () => {
    it('the committed supergraph equals a fresh composition of the listed subgraphs', () => {
      const result = compose.checkSupergraph();
      if (existsSync(path.join(REPO_ROOT, compose.SUPERGRAPH_FILE))) {
        expect(result).toEqual({ current: true, message: `${compose.SUPERGRAPH_FILE} is current` });
      } else {
        expect(result.current).toBe(false);
      }
    });

    it('--check finds a missing, current and stale supergraph', () => {
      const root = path.join(tmp, 'repo');
      // The subgraphs are the SERVICE_TABLE rows whose folder has a package.json.
      mkdirSync(path.join(root, 'deploy/supergraph'), { recursive: true });
      mkdirSync(path.join(root, 'services/catalogue'), { recursive: true });
      writeFileSync(path.join(root, 'services/catalogue/package.json'), '{}');
      writeFileSync(path.join(root, 'services/catalogue/schema.graphql'), ECHO_SDL);
      expect(compose.checkSupergraph(root)).toEqual({
        current: false,
        message: `supergraph is stale: run npm run schema (${compose.SUPERGRAPH_FILE} missing)`,
      });

      const fresh = compose.composeSupergraph([
        { name: 'catalogue', url: 'http://catalogue:4002/graphql', sdl: ECHO_SDL },
      ]).supergraphSdl!;
      writeFileSync(path.join(root, compose.SUPERGRAPH_FILE), fresh);
      expect(compose.checkSupergraph(root).current).toBe(true);

      writeFileSync(
        path.join(root, 'services/catalogue/schema.graphql'),
        ECHO_SDL.replace('boom: String', 'boom: String\n  extra: Int'),
      );
      expect(compose.checkSupergraph(root)).toMatchObject({
        current: false,
        message: expect.stringMatching(/^supergraph is stale: run npm run schema/),
      });
    });

    it('reports composition errors', () => {
      const conflicting = ECHO_SDL.replace('boom: String', 'boom: Int');
      const result = compose.composeSupergraph([
        { name: 'echo', url: 'http://echo/graphql', sdl: ECHO_SDL },
        { name: 'other', url: 'http://other/graphql', sdl: conflicting },
      ]);
      expect(result.supergraphSdl).toBeUndefined();
      expect(result.errors!.join('\n')).toMatch(/boom/);
    });
  });
});
