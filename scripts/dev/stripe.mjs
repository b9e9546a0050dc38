// Payments for the dev stack: Stripe itself when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
// both set (test-mode keys; point the Stripe webhook at <PUBLIC_URL>/webhooks/stripe), otherwise
// the local Stripe-shaped server of the test kit (libs/testing/src/stripe), which serves the
// hosted checkout page and posts signed webhooks to the gateway, as Stripe would.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/dev-stack.mjs';
import { say } from './log.mjs';

/** True when the real Stripe is configured. */
export const usesRealStripe = (env) => Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);

export const stripePort = (env) => Number(env.MISE_STRIPE_PORT || 4580);

/** Returns `{ env }` for billing (and `url` of the local server when it runs one). */
export async function startStripe(env, gatewayPort) {
  if (usesRealStripe(env)) {
    say('payments: using Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)');
    return {
      env: {
        STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
        ...(env.STRIPE_API_URL && { STRIPE_API_URL: env.STRIPE_API_URL }),
      },
    };
  }
  const testing = createRequire(import.meta.url)(
    path.join(ROOT, 'libs/testing/dist/stripe/server.js'),
  );
  const stripe = await testing.startStripeFake({
    port: stripePort(env),
    webhookUrl: `http://127.0.0.1:${gatewayPort}/webhooks/stripe`,
    log: (line) => say(`stripe: ${line}`),
  });
  say(`payments: local Stripe-shaped server on ${stripe.url} (hosted checkout, signed webhooks)`);
  return {
    url: stripe.url,
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  };
}
