import { startStripeFake, startTestApp, type StripeFake, type TestApp } from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type BillingConfig, loadBillingConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type BillingTestApp = TestApp<BillingConfig> & { stripe: StripeFake };

/**
 * billing on a fresh database of its own (real Postgres and NATS), its SDK pointed at a local
 * Stripe-shaped server that posts its webhooks to this billing. Close it in afterAll.
 */
export async function startBilling(env: Record<string, string> = {}): Promise<BillingTestApp> {
  const stripe = await startStripeFake();
  const t = await startTestApp({
    service: 'billing',
    loadConfig: loadBillingConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PUBLIC_URL: 'http://localhost:4000',
      ...env,
    },
  });
  stripe.setWebhookUrl(`${t.url}/webhooks/stripe`);
  const close = t.close.bind(t);
  return Object.assign(t, {
    stripe,
    close: async () => {
      await close();
      await stripe.close();
    },
  });
}

export const PLANS = {
  starter: '00000000-0000-4000-8000-000000000002',
  growth: '00000000-0000-4000-8000-000000000003',
  unlimited: '00000000-0000-4000-8000-000000000004',
};
export const TOPUPS = {
  hundred: '00000000-0000-4000-8000-000000000101',
  fiveHundred: '00000000-0000-4000-8000-000000000102',
};

/** The checkout session id in a hosted page address (`.../c/pay/cs_test_...`). */
export const sessionIdOf = (sessionUrl: string) => sessionUrl.split('/').pop()!;
