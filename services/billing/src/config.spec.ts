import { configProblems } from '@mise/testing';
import { loadBillingConfig } from './config';

const PROD = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:ours@db:5432/mise_billing',
  JWT_ISSUER: 'https://issuer.example.com/',
  STRIPE_SECRET_KEY: 'sk_live_ours',
  STRIPE_WEBHOOK_SECRET: 'whsec_ours',
  GATEWAY_EDGE_SECRET: 'a gateway key of ours',
};

const problemsOf = (env: Record<string, string | undefined>): string[] =>
  configProblems(loadBillingConfig, env);

describe("billing in production refuses Stripe's committed placeholders (issue 19, 1.4)", () => {
  it('starts with keys of its own', () => {
    expect(problemsOf(PROD)).toEqual([]);
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'sk_test_unset'],
    ['STRIPE_WEBHOOK_SECRET', 'whsec_unset'],
  ])('%s=%s is refused at boot', (name, value) => {
    expect(problemsOf({ ...PROD, [name]: value })).toEqual([
      expect.stringMatching(new RegExp(`^${name} is a development value committed`)),
    ]);
    expect(problemsOf({ ...PROD, NODE_ENV: 'development', [name]: value })).toEqual([]);
  });
});
