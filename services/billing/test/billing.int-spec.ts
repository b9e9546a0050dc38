import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  BillingSubjects,
  type EventEnvelope,
  FinanceSubjects,
  IdentitySubjects,
  Requests,
  type SubscriptionChangedEvent,
} from '@mise/contracts';
import { Bus } from '@mise/platform';
import {
  checkPrintedSchema,
  collectEvents,
  publishEvent,
  signedInOwner,
  stripeSignature,
  type TestOwner,
} from '@mise/testing';
import { CreditsService } from '../src/credits/credits.service';
import { type BillingTestApp, PLANS, sessionIdOf, startBilling, TOPUPS } from './helpers';

const SUBSCRIPTION = `currentOutlet: _entities(representations: $r) {
  ... on Outlet { credits currentSubscription { id status billingPeriod startDate endDate referenceNo plan { planName menuLimit } } }
}`;

interface OutletView {
  credits: number;
  currentSubscription: {
    id: string;
    status: string;
    billingPeriod: string;
    startDate: string | null;
    endDate: string | null;
    referenceNo: string | null;
    plan: { planName: string; menuLimit: number };
  } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('billing', () => {
  let t: BillingTestApp;
  let changes: { events: EventEnvelope<SubscriptionChangedEvent>[]; stop(): void };

  beforeAll(async () => {
    t = await startBilling();
    changes = await collectEvents<SubscriptionChangedEvent>(BillingSubjects.subscriptionChanged);
  });
  afterAll(async () => {
    changes.stop();
    await t.close();
  });

  /** The outlet as the web reads it (identity's Outlet, billing's fields, by federation). */
  async function outlet(o: TestOwner): Promise<OutletView> {
    const res = await o.gql<{ currentOutlet: OutletView[] }>(
      `query($r: [_Any!]!) { ${SUBSCRIPTION} }`,
      { r: [{ __typename: 'Outlet', id: o.outletId }] },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.currentOutlet[0];
  }

  async function planCheckout(o: TestOwner, planId = PLANS.starter, period?: string) {
    const res = await o.gql<{ createPlanCheckout: { checkoutId: string; sessionUrl: string } }>(
      `mutation($p: ID!, $period: BillingPeriod) { createPlanCheckout(planId: $p, period: $period) { checkoutId sessionUrl } }`,
      { p: planId, period },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createPlanCheckout;
  }

  async function topupCheckout(o: TestOwner, topupId = TOPUPS.hundred) {
    const res = await o.gql<{ createTopupCheckout: { checkoutId: string; sessionUrl: string } }>(
      `mutation($id: ID!) { createTopupCheckout(topupId: $id) { checkoutId sessionUrl } }`,
      { id: topupId },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createTopupCheckout;
  }

  /** The outlet's latest subscription.changed (by revision). */
  async function lastChange(o: TestOwner, revision: number) {
    for (let i = 0; i < 100; i++) {
      const mine = changes.events.filter((e) => e.outletId === o.outletId);
      const found = mine.find((e) => e.payload.revision === revision);
      if (found) return found.payload;
      await sleep(100);
    }
    throw new Error(`no subscription.changed revision ${revision} for ${o.outletId}`);
  }

  const stripeEvents = async () =>
    Number((await t.ownerSql<{ n: string }>(`SELECT count(*) AS n FROM stripe_events`))[0].n);

  async function buyPlan(o: TestOwner, planId = PLANS.starter) {
    const checkout = await planCheckout(o, planId);
    const redirect = await t.stripe.pay(sessionIdOf(checkout.sessionUrl));
    return { checkout, redirect };
  }

  describe('printed schema', () => {
    it('matches the committed services/billing/schema.graphql', () => {
      expect(() =>
        checkPrintedSchema(t.app, join(__dirname, '..', 'schema.graphql')),
      ).not.toThrow();
    });
  });

  it('lists active plans by menu limit (Unlimited last) and top-ups by credits', async () => {
    const ana = await signedInOwner(t);
    const res = await ana.gql<{
      plans: Array<{ planName: string; menuLimit: number; billingDetails: { planCost: number } }>;
      topups: Array<{ topupAmount: number; topupPrice: number }>;
    }>(`{ plans { planName menuLimit billingDetails { planCost billingPeriod } }
          topups { topupName topupAmount topupPrice } }`);
    expect(
      res.data!.plans.map((p) => [p.planName, p.menuLimit, p.billingDetails.planCost]),
    ).toEqual([
      ['Starter', 30, 2900],
      ['Growth', 100, 5900],
      ['Unlimited', -1, 9900],
    ]);
    expect(res.data!.topups.map((x) => [x.topupAmount, x.topupPrice])).toEqual([
      [100, 1000],
      [500, 4500],
      [1000, 8000],
    ]);
  });

  it('buys a plan through the hosted checkout: PENDING_PAYMENT, then ACTIVE and the menu limit event', async () => {
    const ana = await signedInOwner(t);
    expect(await outlet(ana)).toEqual({ credits: 0, currentSubscription: null });
    const checkout = await planCheckout(ana, PLANS.starter);
    expect(checkout.sessionUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/pay\/cs_test_/);
    expect((await outlet(ana)).currentSubscription).toMatchObject({
      status: 'PENDING_PAYMENT',
      plan: { planName: 'Starter', menuLimit: 30 },
    });
    expect(await lastChange(ana, 1)).toMatchObject({ status: 'PENDING_PAYMENT', menuLimit: 10 });

    // a second purchase is refused while the payment is pending, and changes nothing
    const again = await ana.gql(
      `mutation($p: ID!) { createPlanCheckout(planId: $p) { sessionUrl } }`,
      {
        p: PLANS.growth,
      },
    );
    expect(again.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

    const redirect = await t.stripe.pay(sessionIdOf(checkout.sessionUrl));
    expect(redirect).toBe(`http://localhost:4000/payment/success?checkout=${checkout.checkoutId}`);
    const view = await outlet(ana);
    expect(view.currentSubscription).toMatchObject({
      status: 'ACTIVE',
      billingPeriod: 'MONTHLY',
      referenceNo: expect.stringMatching(/^sub_/),
      plan: { planName: 'Starter', menuLimit: 30 },
    });
    expect(view.currentSubscription!.endDate! > view.currentSubscription!.startDate!).toBe(true);
    expect(await lastChange(ana, 2)).toMatchObject({
      status: 'ACTIVE',
      planName: 'Starter',
      menuLimit: 30,
      subscriptionId: view.currentSubscription!.id,
    });
    // while ACTIVE, buying is refused
    const refused = await ana.gql(
      `mutation($p: ID!) { createPlanCheckout(planId: $p) { sessionUrl } }`,
      {
        p: PLANS.growth,
      },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('refuses an unknown or inactive plan with NOT_FOUND, saving nothing', async () => {
    const ben = await signedInOwner(t);
    for (const p of ['00000000-0000-4000-8000-000000000001', randomUUID()]) {
      const res = await ben.gql(
        `mutation($p: ID!) { createPlanCheckout(planId: $p) { sessionUrl } }`,
        {
          p,
        },
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'Plan not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    // issue 19: a malformed id is refused at the argument, before the resolver runs
    const malformed = await ben.gql(
      `mutation { createPlanCheckout(planId: "nope") { sessionUrl } }`,
    );
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await outlet(ben)).toEqual({ credits: 0, currentSubscription: null });
  });

  it('adds top-up credits once per checkout, however often Stripe says so', async () => {
    const ana = await signedInOwner(t);
    const checkout = await topupCheckout(ana, TOPUPS.fiveHundred);
    expect((await outlet(ana)).credits).toBe(0);
    await t.stripe.pay(sessionIdOf(checkout.sessionUrl));
    expect((await outlet(ana)).credits).toBe(500);
    const completed = t.stripe.events.find(
      (e) =>
        e.type === 'checkout.session.completed' &&
        e.data.object.id === sessionIdOf(checkout.sessionUrl),
    )!;
    // the same event again, and a fresh event (another id) about the same checkout
    expect(await t.stripe.send(completed)).toEqual([200]);
    expect(
      await t.stripe.send({
        ...completed,
        id: `evt_1${randomUUID().replace(/-/g, '').slice(0, 23)}`,
      }),
    ).toEqual([200]);
    expect((await outlet(ana)).credits).toBe(500);
  });

  it('applies the same webhook event sent 5 times at once exactly once', async () => {
    const ana = await signedInOwner(t);
    const checkout = await topupCheckout(ana);
    t.stripe.hold();
    await t.stripe.pay(sessionIdOf(checkout.sessionUrl));
    const before = await stripeEvents();
    const deliveries = await t.stripe.release({ times: 5 });
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await stripeEvents()).toBe(before + 1);
    expect((await outlet(ana)).credits).toBe(100);
    const entries = await t.ownerSql(`SELECT amount FROM credit_entries WHERE outlet_id = $1`, [
      ana.outletId,
    ]);
    expect(entries).toEqual([{ amount: 100 }]);
  });

  it('reaches the right final state whatever the order of subscription events', async () => {
    const ana = await signedInOwner(t);
    t.stripe.hold();
    const { checkout } = await buyPlan(ana, PLANS.growth);
    const subId = String(t.stripe.session(sessionIdOf(checkout.sessionUrl))!.subscription);
    await t.stripe.updateSubscription(subId, { status: 'past_due' });
    // newest first: the past_due update, then invoice.paid, the creation, the completed checkout
    const deliveries = await t.stripe.release({ order: 'reverse' });
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'PAYMENT_FAILED' });

    t.stripe.hold();
    await t.stripe.updateSubscription(subId, { status: 'active' });
    await t.stripe.release({ order: 'reverse' });
    expect((await outlet(ana)).currentSubscription).toMatchObject({
      status: 'ACTIVE',
      plan: { menuLimit: 100 },
    });
    // the last event of the outlet carries the final state
    const mine = changes.events.filter((e) => e.outletId === ana.outletId);
    await sleep(300);
    const last = changes.events
      .filter((e) => e.outletId === ana.outletId)
      .sort((a, b) => b.payload.revision - a.payload.revision)[0];
    expect(mine.length).toBeGreaterThan(0);
    expect(last.payload).toMatchObject({ status: 'ACTIVE', menuLimit: 100 });
  });

  describe('Stripe outside the transaction, checks before crediting (issue 19 §1.8)', () => {
    const reserveWhileStripeWaits = async (o: TestOwner) => {
      const bus = t.app.get(Bus);
      const reply = bus.request(Requests.creditsReserve, {
        outletId: o.outletId,
        reservationId: randomUUID(),
        expenseId: randomUUID(),
        requested: 1,
      });
      // a deadlock guard, not a timing: the reserve must not wait for Stripe's answer
      return Promise.race([
        reply.then((r) => (r ? 'answered' : 'blocked')),
        sleep(8000).then(() => 'blocked'),
      ]);
    };

    it("opens a checkout without holding the outlet's billing while Stripe answers", async () => {
      const ana = await signedInOwner(t);
      const gate = t.stripe.gate('POST', '/v1/checkout/sessions');
      const checkout = topupCheckout(ana);
      await gate.arrived;
      expect(await reserveWhileStripeWaits(ana)).toBe('answered');
      gate.release();
      expect((await checkout).sessionUrl).toContain('/c/pay/');
    });

    it("applies a webhook without holding the outlet's billing while Stripe answers", async () => {
      const ana = await signedInOwner(t);
      const checkout = await topupCheckout(ana);
      const gate = t.stripe.gate('GET', '/v1/checkout/sessions/');
      const paid = t.stripe.pay(sessionIdOf(checkout.sessionUrl));
      await Promise.race([gate.arrived, sleep(8000)]);
      expect(await reserveWhileStripeWaits(ana)).toBe('answered');
      gate.release();
      await paid;
      expect((await outlet(ana)).credits).toBe(100);
    });

    it('leaves nothing pending when Stripe fails to open the checkout, and a retry works', async () => {
      const ana = await signedInOwner(t);
      t.stripe.failNext('POST', '/v1/checkout/sessions', 500, 'Stripe is down');
      t.stripe.failNext('POST', '/v1/checkout/sessions', 500, 'Stripe is down');
      const res = await ana.gql(
        `mutation($p: ID!) { createPlanCheckout(planId: $p) { checkoutId } }`,
        {
          p: PLANS.starter,
        },
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'The payment service is not available right now. Please try again.',
        extensions: { code: 'CONFLICT' },
      });
      expect((await outlet(ana)).currentSubscription).toBeNull();
      const open = await t.ownerSql(
        `SELECT status FROM checkouts WHERE outlet_id = $1 AND status = 'OPEN'`,
        [ana.outletId],
      );
      expect(open).toEqual([]);
      await buyPlan(ana, PLANS.starter);
      expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'ACTIVE' });
    });

    it('throttles checkout creation per outlet with a clear message', async () => {
      const ana = await signedInOwner(t);
      const ben = await signedInOwner(t);
      for (let i = 0; i < 10; i++) await topupCheckout(ana);
      const res = await ana.gql(
        `mutation($id: ID!) { createTopupCheckout(topupId: $id) { checkoutId } }`,
        {
          id: TOPUPS.hundred,
        },
      );
      expect(res.errors?.[0]).toMatchObject({
        message:
          'Too many checkouts were started for this outlet. Please try again in a few minutes.',
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
      const rows = await t.ownerSql(`SELECT id FROM checkouts WHERE outlet_id = $1`, [
        ana.outletId,
      ]);
      expect(rows).toHaveLength(10);
      // another outlet is not held back
      await topupCheckout(ben);
    });

    it('credits a top-up only when Stripe says its session is paid, for its amount and currency', async () => {
      const ana = await signedInOwner(t);
      const checkout = await topupCheckout(ana, TOPUPS.fiveHundred);
      const sessionId = sessionIdOf(checkout.sessionUrl);
      const open = t.stripe.session(sessionId)!;
      // a validly signed event that claims the open, unpaid session is paid
      const forged = {
        id: `evt_1${randomUUID().replace(/-/g, '').slice(0, 23)}`,
        object: 'event' as const,
        api_version: '2026-10-28.endive',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            ...open,
            line_items: undefined,
            status: 'complete',
            payment_status: 'paid',
          },
        },
        livemode: false as const,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'checkout.session.completed',
      };
      expect(await t.stripe.send(forged)).toEqual([200]);
      expect((await outlet(ana)).credits).toBe(0);
      // paid for another amount than the checkout asked (e.g. a session changed at Stripe)
      open.amount_total = 100;
      await t.stripe.pay(sessionId);
      expect((await outlet(ana)).credits).toBe(0);
      // the real payment of the right amount credits
      const good = await topupCheckout(ana, TOPUPS.fiveHundred);
      await t.stripe.pay(sessionIdOf(good.sessionUrl));
      expect((await outlet(ana)).credits).toBe(500);
    });

    it('takes credits back on a refund, never below what was spent: the debt is paid by the next top-up', async () => {
      const ana = await signedInOwner(t);
      const first = await topupCheckout(ana, TOPUPS.fiveHundred);
      await t.stripe.pay(sessionIdOf(first.sessionUrl));
      const intent = String(t.stripe.session(sessionIdOf(first.sessionUrl))!.payment_intent);
      // half refunded: 250 credits back
      await t.stripe.refund(intent, 2250);
      expect((await outlet(ana)).credits).toBe(250);
      // 200 of them spent, then the rest refunded: 250 more back, 200 of it a debt
      await t.appSql(
        `INSERT INTO credit_entries (outlet_id, kind, amount, source_id) VALUES ($1, 'EXTRACTION', -200, $2)`,
        [ana.outletId, randomUUID()],
        { outletId: ana.outletId },
      );
      await t.stripe.refund(intent);
      expect((await outlet(ana)).credits).toBe(0);
      // the same event again changes nothing
      const refunded = t.stripe.events.filter((e) => e.type === 'charge.refunded').at(-1)!;
      expect(await t.stripe.send({ ...refunded, id: `${refunded.id}x` })).toEqual([200]);
      expect((await outlet(ana)).credits).toBe(0);
      // the next top-up pays the debt first
      const second = await topupCheckout(ana, TOPUPS.fiveHundred);
      await t.stripe.pay(sessionIdOf(second.sessionUrl));
      expect((await outlet(ana)).credits).toBe(300);
    });

    it('takes the credits of a disputed top-up back', async () => {
      const ana = await signedInOwner(t);
      const checkout = await topupCheckout(ana, TOPUPS.hundred);
      await t.stripe.pay(sessionIdOf(checkout.sessionUrl));
      expect((await outlet(ana)).credits).toBe(100);
      const intent = String(t.stripe.session(sessionIdOf(checkout.sessionUrl))!.payment_intent);
      await t.stripe.dispute(intent);
      expect((await outlet(ana)).credits).toBe(0);
    });
  });

  it("reads many outlets' billing with the same SQL as one (one statement, no transaction per outlet)", async () => {
    const ana = await signedInOwner(t);
    const outletIds = [ana.outletId];
    for (let i = 0; i < 19; i++) {
      const id = randomUUID();
      await t.ownerSql(
        `INSERT INTO outlets (id, owner_id, outlet_name, masked_outlet_number, revision, occurred_at)
         VALUES ($1, $2, $3, $4, 1, now())`,
        [id, ana.ownerId, `Outlet ${i}`, randomUUID().slice(0, 16)],
      );
      outletIds.push(id);
    }
    await t.appSql(
      `INSERT INTO credit_entries (outlet_id, kind, amount, source_id) VALUES ($1, 'ADMIN', 7, $2)`,
      [outletIds[5], randomUUID()],
      { outletId: outletIds[5] },
    );
    await buyPlan(ana, PLANS.growth);
    const statements = async () => {
      const text = await (await fetch(`${t.url}/metrics`)).text();
      return Number(/^mise_sql_statements_total (\d+)/m.exec(text)?.[1]);
    };
    const read = async (ids: string[]) => {
      const before = await statements();
      const res = await ana.gql<{ currentOutlet: OutletView[] }>(
        `query($r: [_Any!]!) { ${SUBSCRIPTION} }`,
        { r: ids.map((id) => ({ __typename: 'Outlet', id })) },
      );
      expect(res.errors).toBeUndefined();
      return { used: (await statements()) - before, outlets: res.data!.currentOutlet };
    };
    await read(outletIds); // warm
    // the fewest of three: the relay's once-a-second outbox poll can fall inside one read
    const fewest = async (ids: string[]) => {
      const runs = [await read(ids), await read(ids), await read(ids)];
      return { ...runs[0], used: Math.min(...runs.map((r) => r.used)) };
    };
    const one = await fewest(outletIds.slice(0, 1));
    const many = await fewest(outletIds);
    expect(many.outlets.map((o) => o.credits)).toEqual(outletIds.map((_, i) => (i === 5 ? 7 : 0)));
    expect(many.outlets[0].currentSubscription).toMatchObject({
      status: 'ACTIVE',
      plan: { menuLimit: 100 },
    });
    expect(many.outlets.slice(1).every((o) => o.currentSubscription === null)).toBe(true);
    expect(many.used).toBe(one.used);
  });

  describe('changing an ACTIVE plan (issue 19 §1b.5)', () => {
    const change = (o: TestOwner, planId: string) =>
      o.gql<{ changeSubscriptionPlan: { status: string; plan: { planName: string } } }>(
        `mutation($p: ID!) { changeSubscriptionPlan(planId: $p) { status plan { planName menuLimit } } }`,
        { p: planId },
      );

    it('upgrades and downgrades through Stripe, prorated, and tells the menu limit', async () => {
      const ana = await signedInOwner(t);
      await buyPlan(ana, PLANS.starter);
      const sub = (await outlet(ana)).currentSubscription!;
      const up = await change(ana, PLANS.growth);
      expect(up.errors).toBeUndefined();
      expect(up.data!.changeSubscriptionPlan).toMatchObject({
        status: 'ACTIVE',
        plan: { planName: 'Growth' },
      });
      const stripeSub = t.stripe.subscription(sub.referenceNo!)!;
      const item = (stripeSub.items as { data: Array<{ price: { unit_amount: number } }> }).data[0];
      expect(item.price.unit_amount).toBe(5900);
      expect((await outlet(ana)).currentSubscription).toMatchObject({
        id: sub.id,
        status: 'ACTIVE',
        plan: { planName: 'Growth', menuLimit: 100 },
      });
      await t.stripe.idle();
      const latest = () =>
        changes.events
          .filter((e) => e.outletId === ana.outletId)
          .sort((a, b) => b.payload.revision - a.payload.revision)[0]?.payload;
      for (let i = 0; i < 50 && latest()?.menuLimit !== 100; i++) await sleep(100);
      expect(latest()).toMatchObject({ menuLimit: 100, planName: 'Growth' });

      const down = await change(ana, PLANS.starter);
      expect(down.data!.changeSubscriptionPlan.plan.planName).toBe('Starter');
      for (let i = 0; i < 50 && latest()?.menuLimit !== 30; i++) await sleep(100);
      expect(latest()).toMatchObject({ menuLimit: 30, planName: 'Starter' });
    });

    it('refuses without an ACTIVE plan, for the same plan, and changes nothing when Stripe fails', async () => {
      const ana = await signedInOwner(t);
      const none = await change(ana, PLANS.growth);
      expect(none.errors?.[0]).toMatchObject({
        message: 'Only an active plan can be changed. Purchase a plan first.',
        extensions: { code: 'CONFLICT' },
      });
      await buyPlan(ana, PLANS.starter);
      const same = await change(ana, PLANS.starter);
      expect(same.errors?.[0]).toMatchObject({
        message: 'This outlet is already on this plan.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const unknown = await change(ana, randomUUID());
      expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      t.stripe.failNext('POST', '/v1/subscriptions/', 402);
      const failed = await change(ana, PLANS.unlimited);
      expect(failed.errors?.[0]).toMatchObject({
        message: 'The payment service is not available right now. Please try again.',
        extensions: { code: 'CONFLICT' },
      });
      expect((await outlet(ana)).currentSubscription).toMatchObject({
        status: 'ACTIVE',
        plan: { planName: 'Starter' },
      });
    });
  });

  describe('signatures', () => {
    it('refuses an old, a wrongly signed, an unsigned or a re-serialised webhook with 400, changing nothing', async () => {
      const ana = await signedInOwner(t);
      const checkout = await topupCheckout(ana);
      t.stripe.hold();
      await t.stripe.pay(sessionIdOf(checkout.sessionUrl));
      const event = t.stripe.events.at(-1)!;
      const body = JSON.stringify(event, null, 2);
      const now = Math.floor(Date.now() / 1000);
      const before = await stripeEvents();
      expect(await t.stripe.send(event, { timestamp: now - 400 })).toEqual([400]);
      expect(await t.stripe.send(event, { secret: 'whsec_not_ours' })).toEqual([400]);
      expect(await t.stripe.send(event, { header: null })).toEqual([400]);
      expect(await t.stripe.send(event, { body, sendBody: JSON.stringify(event) })).toEqual([400]);
      expect(
        await t.stripe.send(event, {
          header: stripeSignature(body, t.stripe.webhookSecret, now).replace(
            /v1=(.)/,
            (_, c: string) => `v1=${c === '0' ? '1' : '0'}`,
          ), // always a changed digit
        }),
      ).toEqual([400]);
      expect(await stripeEvents()).toBe(before);
      expect((await outlet(ana)).credits).toBe(0);
      // the genuine one still works
      await t.stripe.release();
      expect((await outlet(ana)).credits).toBe(100);
    });
  });

  describe('cancel', () => {
    it('cancels softly (Cancelled, limit kept), then permanently (CANCELLED, limit 10)', async () => {
      const ana = await signedInOwner(t);
      await buyPlan(ana, PLANS.unlimited);
      const active = (await outlet(ana)).currentSubscription!;
      expect(active.status).toBe('ACTIVE');

      // the permanent cancel is not offered while ACTIVE
      const early = await ana.gql(`mutation { cancelSubscriptionPermanently { success } }`);
      expect(early.errors?.[0].message).toBe('Failed to cancel subscription');

      const soft = await ana.gql<{ cancelSubscription: { success: boolean } }>(
        `mutation { cancelSubscription { success } }`,
      );
      expect(soft.data).toEqual({ cancelSubscription: { success: true } });
      const pending = (await outlet(ana)).currentSubscription!;
      expect(pending).toMatchObject({ status: 'PENDING_CANCEL', endDate: active.endDate });
      expect(t.stripe.subscription(active.referenceNo!)).toMatchObject({
        cancel_at_period_end: true,
      });
      const afterSoft = changes.events.filter((e) => e.outletId === ana.outletId).at(-1);
      await sleep(200);
      expect(
        changes.events
          .filter((e) => e.outletId === ana.outletId)
          .sort((a, b) => b.payload.revision - a.payload.revision)[0].payload,
      ).toMatchObject({ status: 'PENDING_CANCEL', menuLimit: -1 });
      expect(afterSoft).toBeDefined();

      const hard = await ana.gql<{ cancelSubscriptionPermanently: { success: boolean } }>(
        `mutation { cancelSubscriptionPermanently { success } }`,
      );
      expect(hard.data).toEqual({ cancelSubscriptionPermanently: { success: true } });
      const cancelled = (await outlet(ana)).currentSubscription!;
      expect(cancelled.status).toBe('CANCELLED');
      expect(t.stripe.subscription(active.referenceNo!)).toMatchObject({ status: 'canceled' });
      await sleep(300);
      expect(
        changes.events
          .filter((e) => e.outletId === ana.outletId)
          .sort((a, b) => b.payload.revision - a.payload.revision)[0].payload,
      ).toMatchObject({ status: 'CANCELLED', menuLimit: 10 });
      // after a permanent cancel a plan can be bought again
      await planCheckout(ana, PLANS.starter);
    });

    it('changes nothing when Stripe refuses the cancel', async () => {
      const ana = await signedInOwner(t);
      await buyPlan(ana);
      const sub = (await outlet(ana)).currentSubscription!;
      t.stripe.hold(); // Stripe ends it on its side, we have not heard yet
      await t.stripe.updateSubscription(sub.referenceNo!, { status: 'canceled' });
      const res = await ana.gql(`mutation { cancelSubscription { success } }`);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Failed to cancel subscription',
        extensions: { code: 'CONFLICT' },
      });
      expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'ACTIVE' });
      await t.stripe.release();
      expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'INACTIVE' });
    });

    it('ends a soft-cancelled subscription at its period end (INACTIVE, limit 10)', async () => {
      const ana = await signedInOwner(t);
      await buyPlan(ana);
      await ana.gql(`mutation { cancelSubscription { success } }`);
      const sub = (await outlet(ana)).currentSubscription!;
      await t.stripe.endPeriod(sub.referenceNo!);
      expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'INACTIVE' });
    });

    it('replaces a soft-cancelled plan when a new one is paid', async () => {
      const ana = await signedInOwner(t);
      await buyPlan(ana, PLANS.starter);
      await ana.gql(`mutation { cancelSubscription { success } }`);
      const old = (await outlet(ana)).currentSubscription!;
      await buyPlan(ana, PLANS.growth);
      const now = (await outlet(ana)).currentSubscription!;
      expect(now).toMatchObject({ status: 'ACTIVE', plan: { planName: 'Growth' } });
      for (
        let i = 0;
        i < 50 && t.stripe.subscription(old.referenceNo!)!.status !== 'canceled';
        i++
      ) {
        await sleep(100);
      }
      expect(t.stripe.subscription(old.referenceNo!)).toMatchObject({ status: 'canceled' });
      const rows = await t.ownerSql<{ status: string }>(
        `SELECT status FROM subscriptions WHERE id = $1`,
        [old.id],
      );
      expect(rows).toEqual([{ status: 'CANCELLED' }]);
    });
  });

  it('gives a checkout up from the cancel page: the prior subscription is shown again', async () => {
    const ana = await signedInOwner(t);
    await buyPlan(ana, PLANS.starter);
    await ana.gql(`mutation { cancelSubscription { success } }`);
    const checkout = await planCheckout(ana, PLANS.growth);
    expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'PENDING_PAYMENT' });
    expect(t.stripe.cancel(sessionIdOf(checkout.sessionUrl))).toBe(
      `http://localhost:4000/payment/cancel?checkout=${checkout.checkoutId}`,
    );
    const res = await ana.gql(`mutation($c: ID!) { abandonCheckout(checkoutId: $c) }`, {
      c: checkout.checkoutId,
    });
    expect(res.data).toEqual({ abandonCheckout: true });
    expect((await outlet(ana)).currentSubscription).toMatchObject({
      status: 'PENDING_CANCEL',
      plan: { planName: 'Starter' },
    });
    expect(t.stripe.session(sessionIdOf(checkout.sessionUrl))).toMatchObject({ status: 'expired' });
    // Stripe's checkout.session.expired came too and found nothing left to undo
    const again = await ana.gql(`mutation($c: ID!) { abandonCheckout(checkoutId: $c) }`, {
      c: checkout.checkoutId,
    });
    expect(again.data).toEqual({ abandonCheckout: false });
  });

  it('undoes an expired plan checkout when Stripe expires it', async () => {
    const ana = await signedInOwner(t);
    const checkout = await planCheckout(ana, PLANS.starter);
    expect((await outlet(ana)).currentSubscription).toMatchObject({ status: 'PENDING_PAYMENT' });
    await t.stripe.expire(sessionIdOf(checkout.sessionUrl));
    expect((await outlet(ana)).currentSubscription).toBeNull();
    // nothing is pending any more: a plan can be bought
    await planCheckout(ana, PLANS.growth);
  });

  describe('credits', () => {
    async function grant(o: TestOwner, credits: number) {
      await t.appSql(
        `INSERT INTO credit_entries (outlet_id, kind, amount, source_id) VALUES ($1, 'ADMIN', $2, $3)`,
        [o.outletId, credits, randomUUID()],
        { outletId: o.outletId },
      );
    }

    it('answers rpc.billing.credits-reserve: min(requested, 100, available), the same id twice', async () => {
      const ana = await signedInOwner(t);
      await grant(ana, 150);
      const bus = t.app.get(Bus);
      const reservationId = randomUUID();
      const ask = (requested: number, id = reservationId) =>
        bus.request(Requests.creditsReserve, {
          outletId: ana.outletId,
          reservationId: id,
          expenseId: randomUUID(),
          requested,
        });
      expect(await ask(500)).toEqual({ granted: 100 });
      expect(await ask(500)).toEqual({ granted: 100 }); // asked again: what it holds
      expect((await outlet(ana)).credits).toBe(50);
      expect(await ask(80, randomUUID())).toEqual({ granted: 50 });
      expect(await ask(10, randomUUID())).toEqual({ granted: 0 });
      expect((await outlet(ana)).credits).toBe(0);
    });

    it('never loses or double-spends credits under 20 concurrent reserves, and settles once', async () => {
      const fc = await import('fast-check');
      const service = t.app.get(CreditsService);
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 400 }),
          fc.array(fc.integer({ min: 1, max: 120 }), { minLength: 20, maxLength: 20 }),
          fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 20, maxLength: 20 }),
          async (initial, requests, charges) => {
            const o = await signedInOwner(t);
            if (initial) await grant(o, initial);
            const ids = requests.map(() => randomUUID());
            const replies = await Promise.all(
              requests.map((requested, i) =>
                service.reserve({
                  outletId: o.outletId,
                  reservationId: ids[i],
                  expenseId: randomUUID(),
                  requested,
                }),
              ),
            );
            const granted = replies.map((r) => r.granted);
            granted.forEach((g, i) => {
              expect(g).toBeGreaterThanOrEqual(0);
              expect(g).toBeLessThanOrEqual(Math.min(requests[i], 100));
            });
            const held = granted.reduce((a, b) => a + b, 0);
            expect(held).toBeLessThanOrEqual(initial);
            // nobody was refused while credits were left over
            if (held < initial)
              expect(granted.every((g, i) => g === Math.min(requests[i], 100))).toBe(true);
            expect((await outlet(o)).credits).toBe(initial - held);
            // each hold settles once (the finished event twice), charging at most its grant
            for (const [i, id] of ids.entries()) {
              for (let n = 0; n < 2; n++) {
                await publishEvent(
                  FinanceSubjects.extractionFinished,
                  { reservationId: id, expenseId: randomUUID(), creditsToCharge: charges[i] },
                  o.outletId,
                );
              }
            }
            const charged = granted.reduce((a, g, i) => a + Math.min(g, charges[i]), 0);
            for (let i = 0; i < 100; i++) {
              const [{ n }] = await t.ownerSql<{ n: string }>(
                `SELECT count(*) AS n FROM reservations WHERE outlet_id = $1 AND status = 'SETTLED'`,
                [o.outletId],
              );
              if (Number(n) === 20) break;
              await sleep(100);
            }
            expect((await outlet(o)).credits).toBe(initial - charged);
            const [sum] = await t.ownerSql<{ total: string }>(
              `SELECT coalesce(sum(amount), 0) AS total FROM credit_entries WHERE outlet_id = $1`,
              [o.outletId],
            );
            expect(Number(sum.total)).toBe(initial - charged);
          },
        ),
        { numRuns: 4 },
      );
    });

    it('records a settle for an unknown reservation so that a late reserve grants 0', async () => {
      const ana = await signedInOwner(t);
      await grant(ana, 50);
      const reservationId = randomUUID();
      await publishEvent(
        FinanceSubjects.extractionFinished,
        { reservationId, expenseId: randomUUID(), creditsToCharge: 0 },
        ana.outletId,
      );
      for (let i = 0; i < 50; i++) {
        const rows = await t.ownerSql(`SELECT 1 FROM reservations WHERE id = $1`, [reservationId]);
        if (rows.length) break;
        await sleep(100);
      }
      const reply = await t.app.get(Bus).request(Requests.creditsReserve, {
        outletId: ana.outletId,
        reservationId,
        expenseId: randomUUID(),
        requested: 10,
      });
      expect(reply).toEqual({ granted: 0 });
      expect((await outlet(ana)).credits).toBe(50);
    });
  });

  it("answers the admin analysis with each outlet's subscription", async () => {
    const ana = await signedInOwner(t);
    const ben = await signedInOwner(t);
    await buyPlan(ana, PLANS.growth);
    const reply = await t.app
      .get(Bus)
      .request(Requests.analysisCounts('billing'), { outletIds: [ana.outletId, ben.outletId] });
    expect(reply?.subscriptions).toEqual({
      [ana.outletId]: { status: 'ACTIVE', planName: 'Growth' },
    });
  });

  it("purges a deleted outlet's rows and ends its Stripe subscription", async () => {
    const ana = await signedInOwner(t);
    await buyPlan(ana, PLANS.starter);
    const sub = (await outlet(ana)).currentSubscription!;
    await publishEvent(
      IdentitySubjects.outletDeleted,
      { outletId: ana.outletId, ownerId: ana.ownerId, outletName: 'Gone' },
      ana.outletId,
    );
    for (let i = 0; i < 100; i++) {
      const rows = await t.ownerSql(`SELECT 1 FROM subscriptions WHERE outlet_id = $1`, [
        ana.outletId,
      ]);
      if (!rows.length) break;
      await sleep(100);
    }
    expect(
      await t.ownerSql(`SELECT 1 FROM subscriptions WHERE outlet_id = $1`, [ana.outletId]),
    ).toEqual([]);
    expect(
      await t.ownerSql(`SELECT 1 FROM checkouts WHERE outlet_id = $1`, [ana.outletId]),
    ).toEqual([]);
    expect(t.stripe.subscription(sub.referenceNo!)).toMatchObject({ status: 'canceled' });
  });
});
