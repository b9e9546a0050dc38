import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Stripe-shaped server: the HTTP of the Stripe endpoints billing calls (customers,
 * checkout sessions create/retrieve/expire, subscriptions retrieve/update (cancel at period end,
 * metadata, an item's price with proration)/cancel, charges and disputes retrieve, refunds
 * create; `charge.refunded` and `charge.dispute.created` events), a hosted
 * checkout page with Pay and Cancel that redirects to the session's success or cancel URL, and
 * webhook events in Stripe's shapes, signed as Stripe signs them (`Stripe-Signature: t=..,v1=..`,
 * HMAC-SHA256 of `t.body`), posted to the configured endpoint. The real `stripe` SDK talks to it
 * (`new Stripe(secretKey, { host, port, protocol: 'http' })`). One implementation for the
 * integration tests, `npm start` and the browser journeys; tests can also hold events and
 * deliver them out of order, several times, or with a bad or old signature.
 */
export interface StripeFakeOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  /** Where webhook events are posted (can be set later with `setWebhookUrl`). */
  webhookUrl?: string;
  secretKey?: string;
  webhookSecret?: string;
  /** Log each webhook delivery that fails (status or error). */
  log?: (line: string) => void;
}

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
}

export interface SendOptions {
  /** Post it this many times at once (duplicates). Default 1. */
  times?: number;
  /** Signature timestamp (seconds); default now. */
  timestamp?: number;
  /** Sign with another secret. */
  secret?: string;
  /** Send these bytes instead of Stripe's serialisation (still signed unless `header` given). */
  body?: string;
  /** Replace the Stripe-Signature header; `null` leaves it out. */
  header?: string | null;
  /** Sign `body` but send `sendBody` (a re-serialised body). */
  sendBody?: string;
}

type Json = Record<string, unknown>;

export interface StripeFake {
  url: string;
  host: string;
  port: number;
  secretKey: string;
  webhookSecret: string;
  /** Every event made, oldest first. */
  events: StripeEvent[];
  deliveries: Delivery[];
  setWebhookUrl(url: string): void;
  /** From now on, keep events instead of posting them (until `release`). */
  hold(): void;
  /** Post the held events (in order or reversed, each `times` times) and stop holding. */
  release(options?: { order?: 'as-made' | 'reverse'; times?: number }): Promise<Delivery[]>;
  /** Post one event (again), signed; see `SendOptions` for the broken variants. */
  send(event: StripeEvent, options?: SendOptions): Promise<number[]>;
  /** The hosted page's Pay: completes the session, posts its events, answers the redirect. */
  pay(sessionId: string): Promise<string>;
  /** The hosted page's Cancel: answers the cancel URL (the session stays open, as Stripe's). */
  cancel(sessionId: string): string;
  /** The session's time is up (Stripe expires it and says so). */
  expire(sessionId: string): Promise<void>;
  session(id: string): Json | undefined;
  subscription(id: string): Json | undefined;
  /** Change a subscription as Stripe would on its own (e.g. `{ status: 'past_due' }`). */
  updateSubscription(id: string, patch: Json): Promise<void>;
  /** The current period ends: a subscription cancelled at period end is cancelled, else renewed. */
  endPeriod(id: string): Promise<void>;
  /** The charge of a paid payment-mode session (by its payment intent). */
  chargeOf(paymentIntentId: string): Json | undefined;
  /** A refund from the dashboard (all of what is left unless `amount`): `charge.refunded` follows. */
  refund(paymentIntentId: string, amount?: number): Promise<Json>;
  /** The card holder disputes the charge: `charge.dispute.created` follows. */
  dispute(paymentIntentId: string, amount?: number): Promise<Json>;
  /**
   * Holds the next API request matching `method` and the path prefix until `release()`;
   * `arrived` resolves when it has come in (to act while Stripe is "slow").
   */
  gate(method: string, pathPrefix: string): { arrived: Promise<void>; release(): void };
  /** The next API request matching `method` and the path prefix fails with this Stripe error. */
  failNext(method: string, pathPrefix: string, status?: number, message?: string): void;
  /** Resolves when every webhook sent so far has been answered. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const API_VERSION = '2026-10-28.endive';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Stripe-like ids: a prefix and base62 characters (`cs_test_a1B2...`, `evt_1Q...`). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${out}`;
}

/** `Stripe-Signature` for a payload, as Stripe makes it. */
export function stripeSignature(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** A form or JSON value as text (`fallback` when it is not a string or number). */
const str = (v: unknown, fallback = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;

/** Stripe's form encoding (`a[b][0][c]=v`) to nested objects and arrays. */
function parseForm(body: string): Json {
  const root: Json = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const [rawKey, rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const path = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Json;
    });
  }
  return arrays(root) as Json;
}

function arrays(node: unknown): unknown {
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Json).map(([k, v]) => [k, arrays(v)] as const);
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

function addMonths(unix: number, months: number): number {
  const d = new Date(unix * 1000);
  d.setUTCMonth(d.getUTCMonth() + months);
  return Math.floor(d.getTime() / 1000);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? stripeId('sk_test', 32);
  const webhookSecret = options.webhookSecret ?? stripeId('whsec', 32);
  let webhookUrl = options.webhookUrl ?? '';
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const disputes = new Map<string, Json>();
  const gates: Array<{ method: string; prefix: string; arrived: () => void; open: Promise<void> }> =
    [];
  const failures: Array<{ method: string; prefix: string; status: number; message: string }> = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const events: StripeEvent[] = [];
  const deliveries: Delivery[] = [];
  let held: StripeEvent[] | null = null;
  let baseUrl = '';

  const post = async (event: StripeEvent, o: SendOptions = {}): Promise<number> => {
    if (!webhookUrl) return 0;
    const body = o.body ?? JSON.stringify(event, null, 2);
    const header =
      o.header === undefined
        ? stripeSignature(body, o.secret ?? webhookSecret, o.timestamp ?? now())
        : o.header;
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          ...(header !== null && { 'stripe-signature': header }),
        },
        body: o.sendBody ?? body,
      });
      await res.arrayBuffer();
      if (res.status >= 300) options.log?.(`webhook ${event.type} ${event.id}: HTTP ${res.status}`);
      return res.status;
    } catch (e) {
      options.log?.(`webhook ${event.type} ${event.id}: ${(e as Error).message}`);
      return 0;
    }
  };

  const send = async (event: StripeEvent, o: SendOptions = {}): Promise<number[]> => {
    const statuses = await Promise.all(Array.from({ length: o.times ?? 1 }, () => post(event, o)));
    for (const status of statuses) deliveries.push({ eventId: event.id, type: event.type, status });
    return statuses;
  };

  /** A new event about `object` (a snapshot), posted now unless held. */
  const inFlight = new Set<Promise<void>>();
  const emit = async (type: string, object: Json, previous?: Json, wait = false): Promise<void> => {
    const event: StripeEvent = {
      id: stripeId('evt_1', 23),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: {
        object: structuredClone(object),
        ...(previous && { previous_attributes: previous }),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    if (held) held.push(event);
    else if (wait) await send(event);
    else {
      // as Stripe does: the API answers at once, the webhook follows
      const delivery = send(event).then(() => undefined);
      inFlight.add(delivery);
      void delivery.finally(() => inFlight.delete(delivery));
    }
  };

  const lineOf = (session: Json) => (session.line_items as Json[] | undefined)?.[0] ?? {};

  const createSession = (p: Json): Json => {
    const mode = str(p.mode, 'payment');
    if (!['payment', 'subscription'].includes(mode)) {
      throw new StripeError(400, `Invalid mode: ${mode}`);
    }
    if (!p.success_url || !p.cancel_url) throw new StripeError(400, 'Missing success_url');
    const items = (p.line_items as Json[] | undefined) ?? [];
    if (!items.length) throw new StripeError(400, 'Missing required param: line_items.');
    const priceData = (items[0].price_data ?? {}) as Json;
    const amount = Number(priceData.unit_amount) * Number(items[0].quantity ?? 1);
    if (!Number.isInteger(amount) || amount < 0) throw new StripeError(400, 'Invalid unit_amount');
    const expiresAt = p.expires_at ? Number(p.expires_at) : now() + 24 * 3600;
    if (expiresAt < now() + 30 * 60 - 5) {
      throw new StripeError(
        400,
        'The `expires_at` timestamp must be at least 30 minutes from now.',
      );
    }
    const id = stripeId('cs_test_a1', 56);
    const session: Json = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: p.cancel_url,
      client_reference_id: p.client_reference_id ?? null,
      created: now(),
      currency: str(priceData.currency, 'myr'),
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      expires_at: expiresAt,
      invoice: null,
      livemode: false,
      metadata: p.metadata ?? {},
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: p.success_url,
      url: `${baseUrl}/c/pay/${id}`,
      line_items: items,
      subscription_data: p.subscription_data ?? null,
    };
    sessions.set(id, session);
    return session;
  };

  const publicSession = (s: Json): Json => {
    const { line_items: _items, subscription_data: _data, ...rest } = s;
    return rest;
  };

  const subscriptionPeriodEnd = (sub: Json) =>
    Number(((sub.items as Json).data as Json[])[0].current_period_end);

  const paySession = async (id: string): Promise<string> => {
    const session = sessions.get(id);
    if (!session)
      throw new StripeError(404, `No such checkout.session: '${id}'`, 'resource_missing');
    if (session.status !== 'open') {
      throw new StripeError(400, 'This Checkout Session is no longer active.');
    }
    const line = lineOf(session);
    const priceData = (line.price_data ?? {}) as Json;
    if (session.mode === 'subscription') {
      const recurring = (priceData.recurring ?? {}) as Json;
      const interval = str(recurring.interval, 'month');
      const count = Number(recurring.interval_count ?? 1) * (interval === 'year' ? 12 : 1);
      const start = now();
      const subId = stripeId('sub_1', 23);
      const invoiceId = stripeId('in_1', 23);
      const meta = ((session.subscription_data as Json | null)?.metadata ?? {}) as Json;
      const sub: Json = {
        id: subId,
        object: 'subscription',
        billing_cycle_anchor: start,
        cancel_at: null,
        cancel_at_period_end: false,
        canceled_at: null,
        created: start,
        currency: session.currency,
        customer: session.customer ?? stripeId('cus', 14),
        ended_at: null,
        items: {
          object: 'list',
          data: [
            {
              id: stripeId('si', 14),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: addMonths(start, count),
              price: {
                id: stripeId('price_1', 23),
                object: 'price',
                currency: session.currency,
                unit_amount: Number(priceData.unit_amount),
                recurring: { interval, interval_count: Number(recurring.interval_count ?? 1) },
                product: stripeId('prod', 14),
              },
              quantity: 1,
            },
          ],
        },
        latest_invoice: invoiceId,
        livemode: false,
        metadata: meta,
        start_date: start,
        status: 'active',
      };
      subscriptions.set(subId, sub);
      const invoice: Json = {
        id: invoiceId,
        object: 'invoice',
        amount_due: session.amount_total,
        amount_paid: session.amount_total,
        billing_reason: 'subscription_create',
        currency: session.currency,
        customer: sub.customer,
        parent: {
          type: 'subscription_details',
          subscription_details: { metadata: meta, subscription: subId },
        },
        status: 'paid',
      };
      invoices.set(invoiceId, invoice);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subId,
        invoice: invoiceId,
        customer: sub.customer,
      });
      await emit('customer.subscription.created', sub, undefined, true);
      await emit('invoice.paid', invoice, undefined, true);
      await emit('checkout.session.completed', publicSession(session), undefined, true);
    } else {
      const paymentIntent = stripeId('pi_3', 23);
      const charge: Json = {
        id: stripeId('ch_3', 23),
        object: 'charge',
        amount: session.amount_total,
        amount_captured: session.amount_total,
        amount_refunded: 0,
        captured: true,
        created: now(),
        currency: session.currency,
        customer: session.customer,
        disputed: false,
        livemode: false,
        metadata: {},
        paid: true,
        payment_intent: paymentIntent,
        refunded: false,
        status: 'succeeded',
      };
      charges.set(String(charge.id), charge);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: paymentIntent,
      });
      await emit('checkout.session.completed', publicSession(session), undefined, true);
    }
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id);
  };

  const cancelSession = (id: string): string => {
    const session = sessions.get(id);
    if (!session)
      throw new StripeError(404, `No such checkout.session: '${id}'`, 'resource_missing');
    return String(session.cancel_url).replace('{CHECKOUT_SESSION_ID}', id);
  };

  const expireSession = async (session: Json, wait = false): Promise<void> => {
    session.status = 'expired';
    await emit('checkout.session.expired', publicSession(session), undefined, wait);
  };

  const updateSubscription = async (id: string, patch: Json, wait = false): Promise<Json> => {
    const sub = subscriptions.get(id);
    if (!sub) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
    if (sub.status === 'canceled') {
      throw new StripeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    }
    const previous: Json = {};
    for (const [k, v] of Object.entries(patch)) {
      previous[k] = sub[k];
      sub[k] = v;
    }
    if ('cancel_at_period_end' in patch) {
      sub.cancel_at = sub.cancel_at_period_end ? subscriptionPeriodEnd(sub) : null;
      sub.canceled_at = sub.cancel_at_period_end ? now() : null;
    }
    await emit('customer.subscription.updated', sub, previous, wait);
    return sub;
  };

  /** `POST /v1/subscriptions/:id` with `items`: the item's price changes (prorated as asked). */
  const changeItems = (sub: Json, params: Json): Json | null => {
    const items = params.items as Json[] | undefined;
    if (!items) return null;
    const behaviour = str(params.proration_behavior, 'create_prorations');
    if (!['create_prorations', 'none', 'always_invoice'].includes(behaviour)) {
      throw new StripeError(400, `Invalid proration_behavior: ${behaviour}`);
    }
    const list = ((sub.items as Json).data as Json[]).map((i) => ({ ...i }));
    for (const change of items) {
      const item = list.find((i) => i.id === change.id);
      if (!item) throw new StripeError(400, `No such subscription item: '${str(change.id)}'`);
      const data = change.price_data as Json | undefined;
      if (!data?.product)
        throw new StripeError(400, 'Missing required param: price_data[product].');
      const recurring = (data.recurring ?? {}) as Json;
      const amount = Number(data.unit_amount);
      if (!Number.isInteger(amount) || amount < 0)
        throw new StripeError(400, 'Invalid unit_amount');
      item.price = {
        id: stripeId('price_1', 23),
        object: 'price',
        currency: str(data.currency, 'myr'),
        unit_amount: amount,
        recurring: {
          interval: str(recurring.interval, 'month'),
          interval_count: Number(recurring.interval_count ?? 1),
        },
        product: data.product,
      };
    }
    return { object: 'list', data: list };
  };

  const findCharge = (paymentIntentId: string): Json => {
    const charge = [...charges.values()].find(
      (c) => c.payment_intent === paymentIntentId || c.id === paymentIntentId,
    );
    if (!charge)
      throw new StripeError(404, `No such charge: '${paymentIntentId}'`, 'resource_missing');
    return charge;
  };

  const refundCharge = async (chargeOrIntent: string, amount?: number): Promise<Json> => {
    const charge = findCharge(chargeOrIntent);
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const value = amount ?? left;
    if (!Number.isInteger(value) || value <= 0 || value > left) {
      throw new StripeError(
        400,
        `Refund amount (${value}) is greater than unrefunded amount on charge (${left})`,
      );
    }
    const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
    charge.amount_refunded = Number(charge.amount_refunded) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: Json = {
      id: stripeId('re_3', 23),
      object: 'refund',
      amount: value,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      payment_intent: charge.payment_intent,
      status: 'succeeded',
    };
    await emit('charge.refunded', charge, previous, true);
    return refund;
  };

  const disputeCharge = async (chargeOrIntent: string, amount?: number): Promise<Json> => {
    const charge = findCharge(chargeOrIntent);
    const dispute: Json = {
      id: stripeId('dp_1', 23),
      object: 'dispute',
      amount: amount ?? charge.amount,
      charge: charge.id,
      created: now(),
      currency: charge.currency,
      livemode: false,
      metadata: {},
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
    };
    disputes.set(String(dispute.id), dispute);
    charge.disputed = true;
    await emit('charge.dispute.created', dispute, undefined, true);
    return dispute;
  };

  const cancelSubscription = async (id: string): Promise<Json> => {
    const sub = subscriptions.get(id);
    if (!sub) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
    if (sub.status === 'canceled') {
      throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
    }
    Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
    await emit('customer.subscription.deleted', sub);
    return sub;
  };

  const endPeriod = async (id: string): Promise<void> => {
    const sub = subscriptions.get(id);
    if (!sub) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', ended_at: now() });
      await emit('customer.subscription.deleted', sub, undefined, true);
      return;
    }
    const item = ((sub.items as Json).data as Json[])[0];
    const price = item.price as Json;
    const recurring = price.recurring as Json;
    const months = Number(recurring.interval_count) * (recurring.interval === 'year' ? 12 : 1);
    const start = Number(item.current_period_end);
    Object.assign(item, {
      current_period_start: start,
      current_period_end: addMonths(start, months),
    });
    await emit('customer.subscription.updated', sub, { items: {} }, true);
  };

  // ------------------------------------------------------------------ HTTP

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': stripeId('req', 14),
      'stripe-version': API_VERSION,
    });
    res.end(JSON.stringify(body));
  };

  const page = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  };

  const checkoutPage = (session: Json): string => {
    const line = lineOf(session);
    const priceData = (line.price_data ?? {}) as Json;
    const product = str(((priceData.product_data ?? {}) as Json).name, 'Purchase');
    const recurring = priceData.recurring as Json | undefined;
    const count = str(recurring?.interval_count, '1');
    const amount = (Number(session.amount_total) / 100).toFixed(2);
    const per = recurring
      ? ` every ${count !== '1' ? `${count} ` : ''}${str(recurring.interval, 'month')}`
      : '';
    const open = session.status === 'open';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem}
.card{border:1px solid #ddd;border-radius:8px;padding:1.5rem}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:.5rem;cursor:pointer}
.pay{background:#635bff;color:#fff;border:0;border-radius:6px}.cancel{background:#fff;border:1px solid #aaa;border-radius:6px}</style></head>
<body><div class="card"><p>Local Stripe test checkout (no card is charged)</p>
<h1>${escapeHtml(product)}</h1>
<p class="amount">${escapeHtml(String(session.currency).toUpperCase())} ${amount}${escapeHtml(per)}</p>
${
  open
    ? `<form method="post" action="/c/pay/${escapeHtml(String(session.id))}">
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button></form>`
    : `<p>This checkout session is ${escapeHtml(String(session.status))}.</p>
<p><a href="${escapeHtml(cancelSession(String(session.id)))}">Return to the merchant</a></p>`
}
</div></body></html>`;
  };

  const authorised = (req: IncomingMessage) => req.headers.authorization === `Bearer ${secretKey}`;

  const api = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (!authorised(req)) {
      throw new StripeError(401, 'Invalid API Key provided.');
    }
    const method = req.method ?? 'GET';
    const params = method === 'GET' ? {} : parseForm(await readBody(req));
    const gated = gates.findIndex((g) => g.method === method && path.startsWith(g.prefix));
    if (gated >= 0) {
      const [g] = gates.splice(gated, 1);
      g.arrived();
      await g.open;
    }
    const failing = failures.findIndex((f) => f.method === method && path.startsWith(f.prefix));
    if (failing >= 0) {
      const [f] = failures.splice(failing, 1);
      throw new StripeError(f.status, f.message);
    }
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' && method === 'POST' ? `${path}:${key}` : null;
    if (idemKey && idempotent.has(idemKey)) {
      const earlier = idempotent.get(idemKey)!;
      return json(res, earlier.status, earlier.body);
    }
    const answer = (status: number, body: unknown) => {
      if (idemKey) idempotent.set(idemKey, { status, body });
      json(res, status, body);
    };
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Json = {
        id: stripeId('cus', 14),
        object: 'customer',
        created: now(),
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
        livemode: false,
      };
      customers.set(String(customer.id), customer);
      return answer(200, customer);
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/)) && method === 'GET') {
      const c = customers.get(m[1]);
      if (!c) throw new StripeError(404, `No such customer: '${m[1]}'`, 'resource_missing');
      return answer(200, c);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      return answer(200, publicSession(createSession(params)));
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/)) && method === 'POST') {
      const session = sessions.get(m[1]);
      if (!session) {
        throw new StripeError(404, `No such checkout.session: '${m[1]}'`, 'resource_missing');
      }
      if (session.status !== 'open') {
        throw new StripeError(
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`,
        );
      }
      await expireSession(session);
      return answer(200, publicSession(session));
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === 'GET') {
      const session = sessions.get(m[1]);
      if (!session) {
        throw new StripeError(404, `No such checkout.session: '${m[1]}'`, 'resource_missing');
      }
      return answer(200, publicSession(session));
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const id = m[1];
      if (method === 'GET') {
        const sub = subscriptions.get(id);
        if (!sub) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
        return answer(200, sub);
      }
      if (method === 'POST') {
        const sub = subscriptions.get(id);
        if (!sub) throw new StripeError(404, `No such subscription: '${id}'`, 'resource_missing');
        const patch: Json = {};
        if ('cancel_at_period_end' in params) {
          patch.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        // Stripe merges metadata keys
        if (params.metadata)
          patch.metadata = { ...(sub.metadata as Json), ...(params.metadata as Json) };
        const items = sub.status === 'canceled' ? null : changeItems(sub, params);
        if (items) patch.items = items;
        return answer(200, await updateSubscription(id, patch));
      }
      if (method === 'DELETE') return answer(200, await cancelSubscription(id));
    }
    if ((m = path.match(/^\/v1\/charges\/([^/]+)$/)) && method === 'GET') {
      const charge = charges.get(m[1]);
      if (!charge) throw new StripeError(404, `No such charge: '${m[1]}'`, 'resource_missing');
      return answer(200, charge);
    }
    if ((m = path.match(/^\/v1\/disputes\/([^/]+)$/)) && method === 'GET') {
      const dispute = disputes.get(m[1]);
      if (!dispute) throw new StripeError(404, `No such dispute: '${m[1]}'`, 'resource_missing');
      return answer(200, dispute);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const target = str(params.charge) || str(params.payment_intent);
      if (!target) throw new StripeError(400, 'Missing required param: charge.');
      return answer(
        200,
        await refundCharge(target, params.amount ? Number(params.amount) : undefined),
      );
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && method === 'GET') {
      const invoice = invoices.get(m[1]);
      if (!invoice) throw new StripeError(404, `No such invoice: '${m[1]}'`, 'resource_missing');
      return answer(200, invoice);
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const path = url.pathname;
    void (async () => {
      try {
        if (path.startsWith('/v1/')) return await api(req, res, path);
        const m = path.match(/^\/c\/pay\/([^/]+)$/);
        const session = m ? sessions.get(m[1]) : undefined;
        if (!m || !session) {
          return page(
            res,
            404,
            '<!doctype html><title>Not found</title><p>Something went wrong</p>',
          );
        }
        if (req.method === 'GET') return page(res, 200, checkoutPage(session));
        if (req.method === 'POST') {
          const form = parseForm(await readBody(req));
          if (session.status !== 'open') return page(res, 200, checkoutPage(session));
          const to = form.action === 'pay' ? await paySession(m[1]) : cancelSession(m[1]);
          res.writeHead(303, { location: to });
          return res.end();
        }
        return page(res, 405, '<!doctype html><title>Method not allowed</title>');
      } catch (e) {
        const status = e instanceof StripeError ? e.status : 500;
        const code = e instanceof StripeError ? e.code : undefined;
        json(res, status, {
          error: {
            type: status === 401 ? 'invalid_request_error' : 'invalid_request_error',
            message: (e as Error).message,
            ...(code && { code }),
          },
        });
      }
    })();
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;

  return {
    url: baseUrl,
    host,
    port,
    secretKey,
    webhookSecret,
    events,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    hold() {
      held ??= [];
    },
    async release({ order = 'as-made', times = 1 } = {}) {
      const queue = held ?? [];
      held = null;
      const list = order === 'reverse' ? [...queue].reverse() : queue;
      const out: Delivery[] = [];
      for (const event of list) {
        for (const status of await send(event, { times })) {
          out.push({ eventId: event.id, type: event.type, status });
        }
      }
      return out;
    },
    send,
    pay: paySession,
    cancel: cancelSession,
    async expire(id) {
      const session = sessions.get(id);
      if (session?.status === 'open') await expireSession(session, true);
    },
    session: (id) => sessions.get(id),
    subscription: (id) => subscriptions.get(id),
    async updateSubscription(id, patch) {
      await updateSubscription(id, patch, true);
    },
    endPeriod,
    chargeOf: (paymentIntentId) =>
      [...charges.values()].find((c) => c.payment_intent === paymentIntentId),
    refund: (paymentIntentId, amount) => refundCharge(paymentIntentId, amount),
    dispute: (paymentIntentId, amount) => disputeCharge(paymentIntentId, amount),
    gate(method, prefix) {
      let arrived!: () => void;
      let release!: () => void;
      const came = new Promise<void>((r) => (arrived = r));
      const open = new Promise<void>((r) => (release = r));
      gates.push({ method, prefix, arrived, open });
      return { arrived: came, release };
    },
    failNext(method, prefix, status = 402, message = 'Your card was declined.') {
      failures.push({ method, prefix, status, message });
    },
    async idle() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
