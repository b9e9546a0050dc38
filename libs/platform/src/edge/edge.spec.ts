import { buildSchema, parse, validate } from 'graphql';
import { clientIp } from './client-ip';
import { graphqlProtection, DEFAULT_GRAPHQL_LIMITS, readGraphqlLimits } from './limits';
import { RateLimiter } from './rate-limit';
import { MemoryCounterStore } from './shared-counter';
import { bearerToken, missingTokenClaims } from './token';

describe('bearerToken', () => {
  it('reads the Bearer scheme in any case and refuses anything else', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    for (const scheme of ['Bearer', 'bearer', 'BEARER'])
      expect(bearerToken(`${scheme} a.b.c`)).toBe('a.b.c');
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer', 'Bearer a b', 'a.b.c', '']) {
      expect(bearerToken(header)).toBeNull();
    }
  });

  it('requires exp', () => {
    expect(missingTokenClaims({ sub: 'x', exp: 1 })).toEqual([]);
    expect(missingTokenClaims({ sub: 'x' })).toEqual(['exp']);
  });
});

describe('clientIp', () => {
  it('trusts X-Forwarded-For only as far as the configured proxies', () => {
    expect(clientIp('6.6.6.6', '::ffff:10.0.0.5', 0)).toBe('10.0.0.5');
    expect(clientIp('6.6.6.6, 203.0.113.9', '10.0.0.5', 1)).toBe('203.0.113.9');
    expect(clientIp('6.6.6.6, 203.0.113.9, 10.0.0.4', '10.0.0.5', 2)).toBe('203.0.113.9');
    expect(clientIp(undefined, '10.0.0.5', 3)).toBe('10.0.0.5');
  });
});

describe('RateLimiter', () => {
  it('counts per key in a window and says when to retry', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, now: () => now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });

  it('keeps at most maxKeys keys however many clients there are', () => {
    const limiter = new RateLimiter({ limit: 1, maxKeys: 100 });
    for (let i = 0; i < 10_000; i++) limiter.hit(`ip-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
  });
});

describe('MemoryCounterStore', () => {
  it('counts each window length apart and peeks without counting', async () => {
    let now = 0;
    const store = new MemoryCounterStore({ now: () => now });
    expect(await store.peek('k', 600_000)).toBe(0);
    expect((await store.hit('k', 1, 1, 600_000)).allowed).toBe(true);
    expect(await store.peek('k', 600_000)).toBe(1);
    expect(await store.peek('k', 600_000)).toBe(1); // peeking adds nothing
    expect(await store.peek('k')).toBe(0); // the minute window of the key is another counter
    now = 599_999;
    expect((await store.hit('k', 1, 1, 600_000)).allowed).toBe(false);
    now = 600_000;
    expect(await store.peek('k', 600_000)).toBe(0); // the 10 minutes are over
  });
});

describe('graphqlProtection', () => {
  const schema = buildSchema(`
    type Query { me: Owner, outlets(limit: Int = 10): OutletPage }
    type Owner { id: ID, outlets: [Outlet] }
    type Outlet { id: ID, owner: Owner }
    type OutletPage { nodes: [Outlet], totalCount: Int }
  `);
  const errors = (query: string, limits = DEFAULT_GRAPHQL_LIMITS) => {
    const { validationRules, parseOptions } = graphqlProtection(limits);
    return validate(schema, parse(query, parseOptions), validationRules).map((e) => e.message);
  };

  it('multiplies each list level by the default factor', () => {
    const cycle = (n: number) =>
      `{ me { ${'outlets { owner { '.repeat(n)}id${' } }'.repeat(n)} } }`;
    expect(errors(cycle(3))).toEqual([]); // 1 + 10 * (2 + 10 * (2 + 10 * 2)) ~ 2,200
    expect(errors(cycle(4))[0]).toMatch(/^Cost limit of 5000 exceeded/);
  });

  it('uses the page size of the connection above a list, given or by default', () => {
    const page = (args: string) =>
      `{ outlets${args} { totalCount nodes { owner { outlets { owner { outlets { id } } } } } } }`;
    expect(errors(page('(limit: 2)'))).toEqual([]);
    expect(errors(page(''))).toEqual([]); // the schema's default, 10: about 1,200
    expect(errors(page('(limit: 100)'))[0]).toMatch(/^Cost limit/);
  });

  it('reads the limits from the same variables at the gateway and in the services', () => {
    expect(readGraphqlLimits({ GRAPHQL_MAX_COST: '100', GRAPHQL_LIST_FACTOR: '2' }).limits).toEqual(
      {
        ...DEFAULT_GRAPHQL_LIMITS,
        maxCost: 100,
        defaultListFactor: 2,
      },
    );
    expect(readGraphqlLimits({ GRAPHQL_MAX_TOKENS: 'many' }).problems).toEqual([
      'GRAPHQL_MAX_TOKENS must be an integer from 100 to 100000 (got "many")',
    ]);
  });
});
