import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import request from 'supertest';
import { startTestApp, type TestApp } from '@mise/testing';
import { loadServiceConfig, type ServiceConfig } from '../src';
import { EdgeFixtureModule, edgeFixtureMigrations } from './fixture/edge-fixture.module';

/** An issuer whose tokens the test shapes freely (with or without `exp`). */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'edge-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/`;
  const mint = (key: CryptoKey, withExp: boolean) => {
    const jwt = new SignJWT({ email: 'ana@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'edge-1' })
      .setSubject('edge|ana')
      .setIssuer(issuer)
      .setAudience('mise-api')
      .setIssuedAt();
    return (withExp ? jwt.setExpirationTime('1h') : jwt).sign(key);
  };
  return {
    issuer,
    jwksUri: `${base}/jwks`,
    token: (withExp = true) => mint(privateKey, withExp),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('platform request edge', () => {
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof startIssuer>>;

  const post = (body: unknown, headers: Record<string, string> = {}) => {
    let r = request(t.url).post('/graphql').set('content-type', 'application/json');
    for (const [name, value] of Object.entries(headers)) r = r.set(name, value);
    return r.send(typeof body === 'string' ? body : JSON.stringify(body));
  };
  const saved = async () =>
    (await t.ownerSql<{ value: string }>(`SELECT value FROM saved ORDER BY id`)).map(
      (r) => r.value,
    );

  beforeAll(async () => {
    issuer = await startIssuer();
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => EdgeFixtureModule.forRoot(c),
      migrations: edgeFixtureMigrations,
      env: { JWT_ISSUER: issuer.issuer, JWKS_URI: issuer.jwksUri },
    });
  });
  afterAll(async () => {
    await t.close();
    await issuer.close();
  });

  describe('the gateway limits, in the subgraph itself', () => {
    const friends = (levels: number) =>
      `{ people { ${'friends { '.repeat(levels)}name${' }'.repeat(levels)} } }`;

    it('refuses the person/friends cycle 11 levels deep with a clean 400', async () => {
      const res = await post({ query: friends(9) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(res.body.errors[0].message).toMatch(/^Cost limit of 5000 exceeded/);
      expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|\/work\/|node_modules/);
    });

    it('counts lists: three nested lists pass, four are refused though far below the depth limit', async () => {
      expect((await post({ query: friends(2) })).body).toEqual({
        data: { people: [{ friends: [{ friends: [{ name: 'Ben' }] }] }] },
      });
      const res = await post({ query: friends(3) });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/^Cost limit of 5000 exceeded/);
    });

    it('multiplies a list by its page size when the query gives one', async () => {
      const query = `{ people(first: 1) { ${'friends { '.repeat(3)}name${' }'.repeat(3)} } }`;
      const res = await post({ query });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
    });

    it('refuses more than 15 aliases and a query over the token limit with 400', async () => {
      const aliases = (n: number) =>
        `{ ${Array.from({ length: n }, (_, i) => `a${i}: publicPing`).join(' ')} }`;
      const sixteen = await post({ query: aliases(16) });
      expect(sixteen.status).toBe(400);
      expect(sixteen.body.errors[0].message).toMatch(/Aliases limit of 15 exceeded/);
      const many = await post({ query: aliases(2000) });
      expect(many.status).toBe(400);
      expect(many.body.errors[0]).toMatchObject({
        message: expect.stringMatching(/Document contains more tha[nt] 2000 tokens/),
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      });
    });

    it('answers a syntax error with 400', async () => {
      const res = await post({ query: '{ people { name ' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    });
  });

  describe('body limit', () => {
    it('accepts a 200 KB body and refuses one over 256 KB with a JSON 413', async () => {
      const ok = await post({ query: '{ publicPing }', variables: { pad: 'x'.repeat(200_000) } });
      expect(ok.status).toBe(200);
      const res = await post({ query: '{ publicPing }', variables: { pad: 'x'.repeat(270_000) } });
      expect(res.status).toBe(413);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'The request is too large (at most 256 KB).',
            extensions: { code: 'PAYLOAD_TOO_LARGE' },
          },
        ],
      });
    });

    it('answers an oversized form body with the same JSON 413, not an HTML page', async () => {
      const res = await request(t.url)
        .post('/graphql')
        .set('content-type', 'application/x-www-form-urlencoded')
        .send(`pad=${'x'.repeat(270_000)}`);
      expect(res.status).toBe(413);
      expect(res.body.errors[0].extensions).toEqual({ code: 'PAYLOAD_TOO_LARGE' });
      expect(res.text).not.toMatch(/<html|node_modules|\n\s+at /i);
    });

    it('answers a body that is not JSON with a JSON 400', async () => {
      const res = await post('{"query": ');
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
      expect(JSON.stringify(res.body)).not.toMatch(/node_modules|at /);
    });
  });

  describe('string inputs', () => {
    const profile = (input: Record<string, unknown>) => ({
      query: 'mutation($input: ProfileInput!) { saveProfile(input: $input) }',
      variables: {
        input: { name: 'Ana', notes: 'ok', code: 'A1', ...input },
      },
    });

    it('refuses NUL and other control characters in a literal or a variable, naming the field', async () => {
      const before = await saved();
      const cases = [
        { query: 'mutation { saveText(text: "a\\u0000b") }' },
        { query: 'mutation($t: String!) { saveText(text: $t) }', variables: { t: 'a\u0000b' } },
        { query: 'mutation($t: String!) { saveText(text: $t) }', variables: { t: 'bell\u0007' } },
      ];
      for (const body of cases) {
        const res = await post(body);
        expect(res.body.errors).toEqual([
          {
            message: 'text contains a character that is not allowed',
            extensions: { code: 'BAD_USER_INPUT', field: 'text' },
          },
        ]);
      }
      expect(await saved()).toEqual(before);
    });

    it('checks nested input objects and lists, and keeps tab, LF and CR', async () => {
      const before = await saved();
      const nested = await post(
        profile({
          addresses: [{ street: 'Jalan 1' }, { street: 'Jalan 2', lines: ['ok', 'x\u001b'] }],
        }),
      );
      expect(nested.body.errors[0]).toMatchObject({
        message: 'lines contains a character that is not allowed',
        extensions: { code: 'BAD_USER_INPUT', field: 'lines' },
      });
      const literal = await post({
        query: `mutation { saveProfile(input: { name: "Ana", notes: "n", code: "c", addresses: [{ street: "\\u0000" }] }) }`,
      });
      expect(literal.body.errors[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'street',
      });
      expect(await saved()).toEqual(before);

      const ok = await post(profile({ notes: 'line 1\r\nline 2\tend' }));
      expect(ok.body).toEqual({ data: { saveProfile: 3 } });
    });

    it('limits every string to 1,000 characters unless the field declares its own maximum', async () => {
      const long = await post(profile({ name: 'x'.repeat(1001) }));
      expect(long.body.errors).toEqual([
        {
          message: 'name must be at most 1000 characters long',
          extensions: { code: 'BAD_USER_INPUT', field: 'name' },
        },
      ]);
      const text = await post({
        query: 'mutation($t: String!) { saveText(text: $t) }',
        variables: { t: 'x'.repeat(1001) },
      });
      expect(text.body.errors[0].extensions.field).toBe('text');
      expect((await post(profile({ code: 'x'.repeat(11) }))).body.errors[0].message).toBe(
        'code must be at most 10 characters long',
      );
      expect((await post(profile({ notes: 'x'.repeat(5000) }))).body).toEqual({
        data: { saveProfile: 3 },
      });
      expect(
        (await post(profile({ notes: 'x'.repeat(5001) }))).body.errors[0].extensions.field,
      ).toBe('notes');
    });
  });

  describe('ID inputs (issue 19)', () => {
    it('refuses a malformed id argument or input field before the resolver, naming it', async () => {
      const before = await saved();
      const cases = [
        { query: '{ personName(personId: "nope") }', field: 'personId' },
        { query: '{ personName(personId: 12) }', field: 'personId' },
        {
          query: 'query($p: ID!) { personName(personId: $p) }',
          variables: { p: "1' OR '1'='1" },
          field: 'personId',
        },
        {
          query: 'mutation($input: ProfileInput!) { saveProfile(input: $input) }',
          variables: {
            input: { name: 'Ana', notes: 'n', code: 'c', friendIds: [randomUUID(), 'x'] },
          },
          field: 'friendIds',
        },
      ];
      for (const { field, ...body } of cases) {
        const res = await post(body);
        expect(res.body.errors).toEqual([
          {
            message: `${field} is not a valid id`,
            extensions: { code: 'BAD_USER_INPUT', field },
          },
        ]);
      }
      expect(await saved()).toEqual(before);
      const id = randomUUID().toUpperCase();
      expect((await post({ query: `{ personName(personId: "${id}") }` })).body).toEqual({
        data: { personName: `person ${id}` },
      });
    });
  });

  describe('@Public() throttling', () => {
    it('allows the declared calls per minute from one client IP, then answers TOO_MANY_REQUESTS', async () => {
      const ip = { 'x-client-ip': '203.0.113.7' };
      for (let i = 0; i < 3; i++) {
        expect((await post({ query: '{ publicPing }' }, ip)).body).toEqual({
          data: { publicPing: 'pong' },
        });
      }
      const res = await post({ query: '{ publicPing }' }, ip);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'Too many requests. Please try again in a minute.',
            extensions: { code: 'TOO_MANY_REQUESTS' },
          },
        ],
      });
      const other = await post({ query: '{ publicPing }' }, { 'x-client-ip': '203.0.113.8' });
      expect(other.body).toEqual({ data: { publicPing: 'pong' } });
    });
  });

  describe('tokens', () => {
    it('accepts the Bearer scheme in any case', async () => {
      const token = await issuer.token();
      for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
        const res = await post({ query: '{ whoAmI }' }, { authorization: `${scheme} ${token}` });
        expect(res.body).toEqual({ data: { whoAmI: 'edge|ana' } });
      }
    });

    it('refuses a token without exp', async () => {
      const res = await post(
        { query: '{ whoAmI }' },
        { authorization: `Bearer ${await issuer.token(false)}` },
      );
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect(res.body.data).toBeNull();
    });
  });

  describe('/metrics', () => {
    it('answers this machine and nobody behind a proxy', async () => {
      expect((await request(t.url).get('/metrics')).status).toBe(200);
      const res = await request(t.url).get('/metrics').set('x-forwarded-for', '198.51.100.1');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('mise_sql_statements_total');
    });
  });
});

describe('X-Client-IP is believed only from the gateway (issue 19, 1.6)', () => {
  let t: TestApp;
  const secret = 'a-gateway-secret-of-this-test';
  const ping = (headers: Record<string, string>) => {
    let r = request(t.url).post('/graphql').set('content-type', 'application/json');
    for (const [name, value] of Object.entries(headers)) r = r.set(name, value);
    return r.send(JSON.stringify({ query: '{ publicPing }' }));
  };

  beforeAll(async () => {
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => EdgeFixtureModule.forRoot(c),
      migrations: edgeFixtureMigrations,
      env: { GATEWAY_EDGE_SECRET: secret },
    });
  });
  afterAll(() => t.close());

  it('counts a direct call with a forged X-Client-IP under its socket address', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await ping({ 'x-client-ip': `198.51.100.${i}` });
      expect(res.body).toEqual({ data: { publicPing: 'pong' } });
    }
    // a fourth invented address is still the same caller: past publicPing's 3 per minute
    const forged = await ping({ 'x-client-ip': '198.51.100.4' });
    expect(forged.status).toBe(429);
    expect(forged.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // a wrong proof changes nothing
    const wrong = await ping({ 'x-client-ip': '198.51.100.5', 'x-gateway-edge': 'guess' });
    expect(wrong.status).toBe(429);
    // the gateway's own X-Client-IP (with its secret) is believed: another client's own bucket
    const viaGateway = await ping({ 'x-client-ip': '198.51.100.6', 'x-gateway-edge': secret });
    expect(viaGateway.body).toEqual({ data: { publicPing: 'pong' } });
  });
});

describe('@Public() limits are shared by every replica (issue 19, 1.6)', () => {
  const replicas: TestApp[] = [];
  const ping = (app: TestApp) =>
    request(app.url)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('x-client-ip', '203.0.113.60')
      .send(JSON.stringify({ query: '{ publicPing }' }));

  beforeAll(async () => {
    // two replicas of one deployment: the same NATS, the same subject prefix
    const prefix = `replicas_${randomUUID().slice(0, 8)}.`;
    for (let i = 0; i < 2; i++) {
      replicas.push(
        await startTestApp<ServiceConfig>({
          service: 'catalogue',
          loadConfig: (e) => loadServiceConfig('catalogue', e),
          module: (c) => EdgeFixtureModule.forRoot(c),
          migrations: edgeFixtureMigrations,
          env: { NATS_RPC_PREFIX: prefix },
        }),
      );
    }
  });
  // one after the other: each close deletes its consumers on the shared test connection, which
  // the other's close would be closing at the same time
  afterAll(async () => {
    for (const app of replicas) await app.close();
  });

  it('counts one guest once across two replicas: 2 calls on A and 2 on B pass publicPing 3 per minute', async () => {
    const [a, b] = replicas;
    const answers = [];
    for (const app of [a, b, a]) answers.push((await ping(app)).body);
    expect(answers).toEqual(Array(3).fill({ data: { publicPing: 'pong' } }));
    const fourth = await ping(b);
    expect(fourth.status).toBe(429);
    expect(fourth.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await ping(a)).status).toBe(429);
  });
});
