// Billing (issue 13, "Measured"): the webhook acknowledgement time (signature verified, event id
// stored, effect applied, 2xx after commit) for 500 Stripe events posted one after another by the
// local Stripe-shaped server, and 200 concurrent credit reservations on one outlet through
// NATS request/reply (rpc.billing.credits-reserve): throughput, then every hold settled and the
// ledger checked to sum exactly. Then (issue 19 §3) the web's user-data query through a gateway
// in front of identity and billing: 2,000 × `me` at 16 concurrent with identity's fields only and
// with the outlets' billing fields, one run, both figures and their ratio, and billing's SQL
// statements per request at 1 and 20 outlets. Real Postgres and NATS; prints, asserts nothing.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { gatewayInFrontOf, gql as call, latency, sqlCounter } from './gateway.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const {
  startTestApp,
  signedInOwner,
  startStripeFake,
  startTestIdp,
} = require('../../libs/testing/dist/index.js');
const { Bus } = require('../../libs/platform/dist/index.js');
const { Requests } = require('../../libs/contracts/dist/index.js');
const { AppModule } = require('../../services/billing/dist/app.module.js');
const { loadBillingConfig } = require('../../services/billing/dist/config.js');
const { migrations } = require('../../services/billing/dist/migrations/index.js');
const { CreditsService } = require('../../services/billing/dist/credits/credits.service.js');

const ME_IDENTITY =
  '{ me { id isAdmin currentOutletId basicInfo { firstName lastName email whatsappNumber } outlets { id outletName } } }';
const ME_BILLING =
  '{ me { id isAdmin currentOutletId basicInfo { firstName lastName email whatsappNumber } outlets { id outletName credits currentSubscription { id status billingPeriod endDate plan { planName menuLimit } } } } }';
const USER_DATA_REQUESTS = Number(process.env.BENCH_USER_DATA_REQUESTS ?? 2000);
const USER_DATA_CONNECTIONS = 16;

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

/** billing on a fresh database with a local Stripe-shaped server; `env` adds settings. */
async function startBilling(env = {}) {
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
      ...env,
    },
  });
  return { stripe, t };
}

/** identity-child.mjs: `{ url, close() }`. */
async function forkIdentity(env) {
  const child = fork(fileURLToPath(new URL('./identity-child.mjs', import.meta.url)), {
    env: { ...process.env, BENCH_CHILD_ENV: JSON.stringify(env) },
  });
  const url = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`identity exited (${code})`)));
    child.once('message', (m) => resolve(m.url));
  });
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', resolve);
        child.send('close');
      }),
  };
}

/**
 * The web's user-data query (polled every 20 s by every tab) through a gateway in front of
 * identity and billing: identity-only versus with billing's Outlet fields, in one run.
 */
async function userData() {
  console.log('\nbilling: the user-data query `me` through the gateway (identity + billing)');
  // one issuer for identity (a process of its own: two Nest GraphQL apps cannot share one),
  // billing and the gateway
  const idp = await startTestIdp();
  const issuer = { JWT_ISSUER: idp.issuer, JWT_AUDIENCE: idp.audience, JWKS_URI: idp.jwksUri };
  const id = await forkIdentity(issuer);
  const { stripe, t: billing } = await startBilling(issuer);
  const gateway = await gatewayInFrontOf('billing', billing, issuer, [{ name: 'identity', t: id }]);
  try {
    const email = 'bench-user-data@example.com';
    const token = await idp.mint({ email, name: 'Bench Owner', sub: `bench|${email}` });
    const direct = `${id.url}/graphql`;
    await call(direct, token, 'mutation { signIn { userId } }');
    await call(
      direct,
      token,
      'mutation($p: String!) { updateOwnerContact(input: { whatsappNumber: $p }) { id } }',
      { p: '+60123456789' },
    );
    const outletIds = [];
    const addOutlets = async (n) => {
      while (outletIds.length < n) {
        const made = await call(
          direct,
          token,
          'mutation($n: String!) { createOutlet(input: { outletName: $n, outletAddress: "1 Jalan Bench" }) { id } }',
          { n: `Outlet ${outletIds.length + 1}` },
        );
        outletIds.push(made.createOutlet.id);
      }
      // billing's projection of identity, as identity's events leave it (as signedInOwner does)
      const ownerId = (await call(direct, token, '{ me { id } }')).me.id;
      await billing.ownerSql(
        `INSERT INTO owners (id, subject, email, is_admin, revision, occurred_at)
         VALUES ($1, $2, $3, false, 1, now()) ON CONFLICT DO NOTHING`,
        [ownerId, `bench|${email}`, email],
      );
      for (const [i, outletId] of outletIds.entries()) {
        await billing.ownerSql(
          `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
           VALUES ($1, $2, $3, $4, 1, now()) ON CONFLICT DO NOTHING`,
          [outletId, ownerId, `Outlet ${i + 1}`, randomUUID().slice(0, 16)],
        );
        await billing.ownerSql(
          `INSERT INTO credit_entries (outlet_id, kind, amount, source_id)
           VALUES ($1, 'ADMIN', 100, $2) ON CONFLICT DO NOTHING`,
          [outletId, `bench-${outletId}`],
        );
      }
    };
    const url = `${gateway.url}/graphql`;
    const headers = { authorization: `Bearer ${token}` };
    const statements = async () => {
      const before = await sqlCounter(billing.url);
      for (let i = 0; i < 50; i++) await call(url, token, ME_BILLING);
      return ((await sqlCounter(billing.url)) - before) / 50;
    };
    await addOutlets(1);
    const perOne = await statements();
    await addOutlets(20);
    const perTwenty = await statements();
    const load = { connections: USER_DATA_CONNECTIONS, amount: USER_DATA_REQUESTS };
    await latency(url, headers, { query: ME_BILLING }, { connections: 4, amount: 200 }); // warm
    const plain = await latency(url, headers, { query: ME_IDENTITY }, load);
    const full = await latency(url, headers, { query: ME_BILLING }, load);
    console.log(
      `  ${USER_DATA_REQUESTS} × me at ${USER_DATA_CONNECTIONS} concurrent, ${outletIds.length} outlets:`,
    );
    console.log(
      `    identity's fields only:      ${plain.rps.toFixed(0)} requests/s, p50 ${plain.p50} ms, p99 ${plain.p99} ms`,
    );
    console.log(
      `    with the outlets' billing:   ${full.rps.toFixed(0)} requests/s, p50 ${full.p50} ms, p99 ${full.p99} ms`,
    );
    console.log(
      `    ratio (full / identity-only): throughput ${(plain.rps / full.rps).toFixed(2)}× slower, p50 ${(full.p50 / Math.max(plain.p50, 0.01)).toFixed(2)}× (goal ≤ 2×)`,
    );
    console.log(
      `    billing SQL statements per request: ${perOne.toFixed(1)} at 1 outlet, ${perTwenty.toFixed(1)} at 20 outlets`,
    );
  } finally {
    await gateway.close();
    await billing.close();
    await stripe.close();
    await id.close();
    await idp.close();
  }
}

export async function bench() {
  await userData();
  console.log('\nbilling: Stripe webhooks and credit reservations (real Postgres and NATS)');
  const { stripe, t } = await startBilling();
  stripe.setWebhookUrl(`${t.url}/webhooks/stripe`);
  try {
    // --- webhooks: top-up completions (one per checkout) and plan purchases (3 events each)
    // checkouts are throttled per outlet (10 in 10 minutes): a new outlet every 10
    const owners = [];
    const plans = Math.max(1, Math.round(EVENTS / 10 / 3));
    const topups = EVENTS - plans * 3;
    stripe.hold();
    for (let i = 0; i < topups; i++) {
      if (i % 10 === 0) owners.push(await signedInOwner(t));
      const session = await checkout(
        owners.at(-1),
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
    let credits = 0;
    for (const o of owners)
      credits += (await o.gql(`{ outletBilling { credits } }`)).data.outletBilling.credits;
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
      `    a known event again (100 duplicates): p50 ${ms(pct(replay.times, 50))}, p95 ${ms(pct(replay.times, 95))}; credits after all: ${credits} (expected ${topupEvents.length * 100})`,
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
