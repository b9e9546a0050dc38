import { ConfigError, loadServiceConfigWith, parsers } from './config';

const BASE = {
  DATABASE_URL: 'postgres://app:s3cret-of-ours@db:5432/mise_sales',
  JWT_ISSUER: 'https://issuer.example.com/',
};

function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  throw new Error('the configuration was accepted');
}

describe('loadServiceConfigWith: the one configuration glue of every service (issue 19, §2)', () => {
  it("answers the platform's settings and the service's own values", () => {
    const { base, own } = loadServiceConfigWith(
      'sales',
      { ...BASE, MY_URL: 'https://x.example.com' },
      { MY_URL: { parse: parsers.url }, MY_LIMIT: { default: 5, parse: parsers.int } },
    );
    expect(base.service).toBe('sales');
    expect(base.port).toBe(4004);
    expect(own).toEqual({ MY_URL: 'https://x.example.com', MY_LIMIT: 5 });
  });

  it('reports the problems of both halves and of the checks at once', () => {
    expect(
      problemsOf(() =>
        loadServiceConfigWith(
          'sales',
          { MY_LIMIT: 'many' },
          { MY_LIMIT: { parse: parsers.int } },
          { check: () => ['own check'] },
        ),
      ),
    ).toEqual([
      'MY_LIMIT must be a whole number (got "many")',
      'DATABASE_URL is required',
      'JWT_ISSUER is required',
    ]);
    expect(
      problemsOf(() => loadServiceConfigWith('sales', BASE, {}, { check: () => ['own check'] })),
    ).toEqual(['own check']);
  });
});

describe('committed development secrets are refused in production (issue 19, 1.4)', () => {
  const PROD = { ...BASE, NODE_ENV: 'production', GATEWAY_EDGE_SECRET: 'a gateway key of ours' };
  const secrets = { secrets: ['ORDERS_WEBHOOK_SECRET', 'STRIPE_WEBHOOK_SECRET'] };
  const spec = { ORDERS_WEBHOOK_SECRET: {}, STRIPE_WEBHOOK_SECRET: {} };

  it.each([
    ['ORDERS_WEBHOOK_SECRET', 'dev-orders-webhook-secret'],
    ['ORDERS_WEBHOOK_SECRET', 'mise-dev-orders'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_unset'],
  ])('%s=%s', (name, value) => {
    expect(
      problemsOf(() => loadServiceConfigWith('sales', { ...PROD, [name]: value }, spec, secrets)),
    ).toEqual([expect.stringMatching(new RegExp(`^${name} is a development value committed`))]);
    // the same value is fine on a development machine
    expect(() =>
      loadServiceConfigWith('sales', { ...BASE, [name]: value }, spec, secrets),
    ).not.toThrow();
  });

  it("refuses the platform's own secrets with a committed value: database, NATS, S3", () => {
    expect(
      problemsOf(() =>
        loadServiceConfigWith(
          'sales',
          {
            ...PROD,
            DATABASE_URL: 'postgres://mise_sales_app:mise-dev-app@db:5432/mise_sales',
            NATS_USER: 'sales',
            NATS_PASSWORD: 'mise-dev-sales',
            S3_ENDPOINT: 'http://minio:9000',
            S3_ACCESS_KEY: 'mise-app',
            S3_SECRET_KEY: 'S3RVER',
          },
          {},
        ),
      ),
    ).toEqual([
      expect.stringMatching(/^DATABASE_URL is a development value/),
      expect.stringMatching(/^NATS_PASSWORD is a development value/),
      expect.stringMatching(/^S3_SECRET_KEY is a development value/),
    ]);
  });

  it("requires the gateway's secret, else any caller could choose its X-Client-IP (1.6)", () => {
    const { GATEWAY_EDGE_SECRET: _unset, ...withoutIt } = PROD;
    expect(problemsOf(() => loadServiceConfigWith('sales', withoutIt, {}))).toEqual([
      'GATEWAY_EDGE_SECRET is required when NODE_ENV=production',
    ]);
    expect(
      problemsOf(() =>
        loadServiceConfigWith('sales', { ...PROD, GATEWAY_EDGE_SECRET: 'mise-dev-edge' }, {}),
      ),
    ).toEqual([expect.stringMatching(/^GATEWAY_EDGE_SECRET is a development value/)]);
  });

  it('requires what a service cannot work without in production', () => {
    expect(
      problemsOf(() =>
        loadServiceConfigWith(
          'sales',
          PROD,
          { ORDER_TOKEN_SECRET: {} },
          { requiredInProduction: ['ORDER_TOKEN_SECRET'] },
        ),
      ),
    ).toEqual(['ORDER_TOKEN_SECRET is required when NODE_ENV=production']);
    expect(
      loadServiceConfigWith(
        'sales',
        { ...PROD, ORDER_TOKEN_SECRET: 'a key of our own' },
        { ORDER_TOKEN_SECRET: {} },
        { requiredInProduction: ['ORDER_TOKEN_SECRET'] },
      ).own.ORDER_TOKEN_SECRET,
    ).toBe('a key of our own');
  });
});
