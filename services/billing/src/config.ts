import { loadServiceConfigWith, type ServiceConfig } from '@mise/platform';

type Env = Record<string, string | undefined>;

export interface BillingConfig extends ServiceConfig {
  stripe: {
    /** `sk_...`: the secret API key (the local Stripe-shaped server's in `npm start`). */
    secretKey: string;
    /** `whsec_...`: the signing secret of the webhook endpoint. */
    webhookSecret: string;
    /** Where the SDK sends API calls; null: Stripe itself (api.stripe.com). */
    apiUrl: URL | null;
  };
  /** Where browsers reach the product (the gateway): the checkout's success and cancel pages. */
  publicUrl: string;
  /** Minutes a hosted checkout stays open (Stripe's minimum is 30). */
  checkoutMinutes: number;
}

const url = (raw: string): URL => {
  const u = new URL(raw);
  if (!['http:', 'https:'].includes(u.protocol)) throw new Error('must be an http(s) URL');
  return u;
};

const minutes = (raw: string): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 30 || n > 24 * 60) throw new Error('must be 30 to 1440');
  return n;
};

/** The service's validated config: the platform's keys plus Stripe and the public URL. */
export function loadBillingConfig(env: Env = process.env): BillingConfig {
  const { base, own } = loadServiceConfigWith(
    'billing',
    env,
    {
      STRIPE_SECRET_KEY: { required: true },
      STRIPE_WEBHOOK_SECRET: { required: true },
      STRIPE_API_URL: { parse: url },
      PUBLIC_URL: { default: new URL('http://localhost:4000'), parse: url },
      CHECKOUT_MINUTES: { default: 31, parse: minutes },
    },
    // Stripe's placeholders of deploy/docker/dev.env are refused in production.
    { secrets: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] },
  );
  return {
    ...base,
    stripe: {
      secretKey: own.STRIPE_SECRET_KEY,
      webhookSecret: own.STRIPE_WEBHOOK_SECRET,
      apiUrl: own.STRIPE_API_URL ?? null,
    },
    publicUrl: own.PUBLIC_URL.toString().replace(/\/$/, ''),
    checkoutMinutes: own.CHECKOUT_MINUTES,
  };
}
