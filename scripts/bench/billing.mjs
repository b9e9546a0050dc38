// Billing (issue 13, "Measured"): the webhook acknowledgement time (signature verified, event id
// stored, effect applied, 2xx after commit) for 500 Stripe events posted one after another by the
// local Stripe-shaped server, and 200 concurrent credit reservations on one outlet through
// NATS request/reply (rpc.billing.credits-reserve): throughput, then every hold settled and the
// ledger checked to sum exactly. Real Postgres and NATS; prints, asserts nothing.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  startTestApp,
  signedInOwner,
  startStripeFake,
} = require('../../libs/testing/dist/index.js');
const { Bus } = require('../../libs/platform/dist/index.js');
const { Requests } = require('../../libs/contracts/dist/index.js');
const { AppModule } = require('../../services/billing/dist/app.module.js');
const { loadBillingConfig } = require('../../services/billing/dist/config.js');
const { migrations } = require('../../services/billing/dist/migrations/index.js');
const { CreditsService } = require('../../services/billing/dist/credits/credits.service.js');

const EVENTS = Number(process.env.BENCH_BILLING_EVENTS ?? 500);
const RESERVES = Number(process.env.BENCH_BILLING_RESERVES ?? 200);
const TOPUP_100 = '00000000-0000-4000-8000-000000000101';
const STARTER = '00000000-0000-4000-8000-000000000002';

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x) => `${x.toFixed(1)} ms`;

async function checkout(owner, mutation, vars) {
  const res = await owner.gql(mutation, vars);
  if (res.errors) throw new Error(res.errors[0].message);
  return Object.values(res.data)[0].sessionUrl.split('/').pop();
}

/** Posts each held event once, one after another; the time until billing answers 2xx. */
async function acknowledge(stripe, events) {
  const times = [];
  let refused = 0;
  for (const event of events) {
    const t0 = performance.now();
    const [status] = await stripe.send(event);
    times.push(performance.now() - t0);
    if (status !== 200) refused++;
  }
  return { times, refused };
}

export async function bench() {
  console.log('\nbilling: Stripe webhooks and credit reservations (real Postgres and NATS)');
  const stripe = await startStripeFake();
  const t = await startTestApp({
    service: 'billing',
    loadConfig: loadBillingConfig,
    module: (c) => AppModule.forRoot(c),
    migrations,
    env: {
      LOG_LEVEL: 'error',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
  stripe.setWebhookUrl(`${t.url}/webhooks/stripe`);
  try {
    // --- webhooks: top-up completions (one per checkout) and plan purchases (3 events each)
    const owner = await signedInOwner(t);
    const plans = Math.max(1, Math.round(EVENTS / 10 / 3));
    const topups = EVENTS - plans * 3;
    stripe.hold();
    for (let i = 0; i < topups; i++) {
      const session = await checkout(
        owner,
        `mutation($id: ID!) { createTopupCheckout(topupId: $id) { sessionUrl } }`,
        { id: TOPUP_100 },
      );
      await stripe.pay(session);
    }
    for (let i = 0; i < plans; i++) {
      const buyer = await signedInOwner(t);
      const session = await checkout(
        buyer,
        `mutation($id: ID!) { createPlanCheckout(planId: $id) { sessionUrl } }`,
        { id: STARTER },
      );
      await stripe.pay(session);
    }
    const held = stripe.events.slice(-EVENTS);
    await stripe.release({ times: 0 }); // stop holding; nothing sent
    const topupEvents = held.filter((e) => e.data.object.mode === 'payment');
    const subscriptionEvents = held.filter((e) => e.data.object.mode !== 'payment');
    const all = await acknowledge(stripe, held);
    const credits = await owner.gql(`{ outletBilling { credits } }`);
    console.log(
      `  webhook acknowledgement, ${held.length} events one after another: p50 ${ms(pct(all.times, 50))}, p95 ${ms(pct(all.times, 95))}, max ${ms(Math.max(...all.times))}; refused ${all.refused}`,
    );
    const topupTimes = all.times.filter((_, i) => held[i].data.object.mode === 'payment');
    const subTimes = all.times.filter((_, i) => held[i].data.object.mode !== 'payment');
    console.log(
      `    top-up completions (${topupEvents.length}): p50 ${ms(pct(topupTimes, 50))}, p95 ${ms(pct(topupTimes, 95))}; subscription events with the Stripe re-read (${subscriptionEvents.length}): p50 ${ms(pct(subTimes, 50))}, p95 ${ms(pct(subTimes, 95))}`,
    );
    const replay = await acknowledge(stripe, held.slice(0, 100));
    console.log(
      `    a known event again (100 duplicates): p50 ${ms(pct(replay.times, 50))}, p95 ${ms(pct(replay.times, 95))}; credits after all: ${credits.data.outletBilling.credits} (expected ${topupEvents.length * 100})`,
    );

    // --- 200 concurrent reservations on one outlet
    const shop = await signedInOwner(t);
    const initial = 5000;
    await t.ownerSql(
      `INSERT INTO credit_entries (outlet_id, kind, amount, source_id) VALUES ($1, 'ADMIN', $2, $3)`,
      [shop.outletId, initial, randomUUID()],
    );
    const bus = t.app.get(Bus);
    const requests = Array.from({ length: RESERVES }, (_, i) => ({
      outletId: shop.outletId,
      reservationId: randomUUID(),
      expenseId: randomUUID(),
      requested: 1 + ((i * 37) % 100),
    }));
    const t0 = performance.now();
    const replies = await Promise.all(requests.map((r) => bus.request(Requests.creditsReserve, r)));
    const elapsed = performance.now() - t0;
    const unanswered = replies.filter((r) => r === null).length;
    const granted = replies.map((r) => r?.granted ?? 0);
    const held2 = granted.reduce((a, b) => a + b, 0);
    const asked = requests.reduce((a, r) => a + r.requested, 0);
    console.log(
      `  ${RESERVES} concurrent reservations on one outlet: ${elapsed.toFixed(0)} ms, ${((RESERVES / elapsed) * 1000).toFixed(0)} reservations/s; unanswered ${unanswered}; asked ${asked}, granted ${held2} of ${initial} credits`,
    );
    const service = t.app.get(CreditsService);
    const db = t.app.get(require('../../libs/platform/dist/index.js').Db);
    let charged = 0;
    for (const [i, r] of requests.entries()) {
      const charge = Math.floor(granted[i] / 2);
      charged += charge;
      await db.forOutlet(shop.outletId, (tx) =>
        service.settle(tx, r.reservationId, r.expenseId, charge),
      );
    }
    const [{ total }] = await t.ownerSql(
      `SELECT sum(amount)::int AS total FROM credit_entries WHERE outlet_id = $1`,
      [shop.outletId],
    );
    const [{ settled }] = await t.ownerSql(
      `SELECT count(*)::int AS settled FROM reservations WHERE outlet_id = $1 AND status = 'SETTLED'`,
      [shop.outletId],
    );
    const view = await shop.gql(`{ outletBilling { credits } }`);
    const exact = total === initial - charged && view.data.outletBilling.credits === total;
    console.log(
      `    settled ${settled}/${RESERVES}, charged ${charged}: ledger sum ${total}, credits shown ${view.data.outletBilling.credits}, expected ${initial - charged} → ${exact ? 'exact' : 'MISMATCH'}`,
    );
  } finally {
    await t.close();
    await stripe.close();
  }
}
