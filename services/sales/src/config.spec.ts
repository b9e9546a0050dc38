import { configProblems } from '@mise/testing';
import { loadSalesConfig } from './config';

const PROD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:ours@db:5432/mise_sales',
  JWT_ISSUER: 'https://issuer.example.com/',
  ORDERS_WEBHOOK_SECRET: 'a webhook key of our own',
  ORDER_TOKEN_SECRET: 'a token key of our own',
  GATEWAY_EDGE_SECRET: 'a gateway key of our own',
};

const problemsOf = (env: Record<string, string | undefined>): string[] =>
  configProblems(loadSalesConfig, env);

describe('sales in production refuses committed development secrets (issue 19, 1.4)', () => {
  it('starts with secrets of its own', () => {
    expect(problemsOf(PROD)).toEqual([]);
  });

  it.each([
    ['ORDERS_WEBHOOK_SECRET', 'dev-orders-webhook-secret'], // npm start's
    ['ORDERS_WEBHOOK_SECRET', 'mise-dev-orders'], // deploy/docker/dev.env's
    ['ORDER_TOKEN_SECRET', 'dev-order-token-secret'],
    ['ORDER_TOKEN_SECRET', 'mise-dev-order-tokens'],
  ])('%s=%s is refused at boot', (name, value) => {
    expect(problemsOf({ ...PROD, [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name} is a development value committed`)),
    ]);
  });

  it('an unset ORDER_TOKEN_SECRET is a boot error, not a failing guest order', () => {
    expect(problemsOf({ ...PROD, ORDER_TOKEN_SECRET: undefined })).toEqual([
      'ORDER_TOKEN_SECRET is required when NODE_ENV=production',
    ]);
    // development keeps working without (guest orders are off)
    expect(
      loadSalesConfig({ ...PROD, NODE_ENV: 'development', ORDER_TOKEN_SECRET: undefined })
        .orderTokenSecret,
    ).toBeNull();
  });
});
