import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { SERVICE_CONFIG } from '@mise/platform';
import type { BillingConfig } from '../config';

/** Seconds a webhook signature stays valid (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeSubscription = Stripe.Subscription;
export type StripeEvent = Stripe.Event;
export type StripeSession = Stripe.Checkout.Session;

export interface SessionRequest {
  checkoutId: string;
  outletId: string;
  customerId: string;
  mode: 'payment' | 'subscription';
  name: string;
  amountCents: number;
  /** Subscriptions: the price's recurrence. */
  interval?: { interval: 'month' | 'year'; count: number };
  expiresAt: number;
}

/**
 * The one port to Stripe (architecture rule 10): the real SDK, pointed at `STRIPE_API_URL` when
 * set (the local Stripe-shaped server of tests and `npm start`), else at Stripe.
 */
@Injectable()
export class StripePort {
  readonly client: Stripe;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: BillingConfig) {
    const api = config.stripe.apiUrl;
    this.client = new Stripe(config.stripe.secretKey, {
      maxNetworkRetries: 1,
      timeout: 10_000,
      ...(api && {
        host: api.hostname,
        port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
        protocol: api.protocol.replace(':', '') as 'http' | 'https',
      }),
    });
  }

  /** Verifies the signature on the raw bytes (300 s tolerance); throws when it does not hold. */
  constructEvent(raw: Buffer, signature: string): StripeEvent {
    return this.client.webhooks.constructEvent(
      raw,
      signature,
      this.config.stripe.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  }

  async createCustomer(outletId: string): Promise<string> {
    const customer = await this.client.customers.create(
      { metadata: { outletId } },
      { idempotencyKey: `customer-${outletId}` },
    );
    return customer.id;
  }

  createSession(r: SessionRequest): Promise<StripeSession> {
    const base = this.config.publicUrl;
    const metadata = { outletId: r.outletId, checkoutId: r.checkoutId };
    return this.client.checkout.sessions.create(
      {
        mode: r.mode,
        customer: r.customerId,
        client_reference_id: r.checkoutId,
        metadata,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'myr',
              unit_amount: r.amountCents,
              product_data: { name: r.name },
              ...(r.interval && {
                recurring: { interval: r.interval.interval, interval_count: r.interval.count },
              }),
            },
          },
        ],
        ...(r.mode === 'subscription' && { subscription_data: { metadata } }),
        success_url: `${base}/payment/success?checkout=${r.checkoutId}`,
        cancel_url: `${base}/payment/cancel?checkout=${r.checkoutId}`,
        expires_at: r.expiresAt,
      },
      { idempotencyKey: r.checkoutId },
    );
  }

  async expireSession(sessionId: string): Promise<void> {
    await this.client.checkout.sessions.expire(sessionId);
  }

  retrieveSession(sessionId: string): Promise<StripeSession> {
    return this.client.checkout.sessions.retrieve(sessionId);
  }

  retrieveCharge(id: string): Promise<Stripe.Charge> {
    return this.client.charges.retrieve(id);
  }

  retrieveDispute(id: string): Promise<Stripe.Dispute> {
    return this.client.disputes.retrieve(id);
  }

  retrieveSubscription(id: string): Promise<StripeSubscription> {
    return this.client.subscriptions.retrieve(id);
  }

  /**
   * A plan change: the subscription's item gets the new price (same product, same recurrence),
   * prorated (`create_prorations`: the difference is on the next invoice); the plan id goes in
   * the metadata, so its `customer.subscription.updated` maps the plan too.
   */
  async changePrice(
    id: string,
    change: { planId: string; amountCents: number },
  ): Promise<StripeSubscription> {
    const current = await this.client.subscriptions.retrieve(id);
    const item = current.items.data[0];
    const product =
      typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
    const recurring = item.price.recurring;
    return this.client.subscriptions.update(
      id,
      {
        items: [
          {
            id: item.id,
            price_data: {
              currency: 'myr',
              product,
              unit_amount: change.amountCents,
              recurring: {
                interval: recurring?.interval ?? 'month',
                interval_count: recurring?.interval_count ?? 1,
              },
            },
          },
        ],
        proration_behavior: 'create_prorations',
        metadata: { planId: change.planId },
      },
      { idempotencyKey: `plan-change-${id}-${change.planId}-${item.price.id}` },
    );
  }

  cancelAtPeriodEnd(id: string): Promise<StripeSubscription> {
    return this.client.subscriptions.update(id, { cancel_at_period_end: true });
  }

  cancelNow(id: string): Promise<StripeSubscription> {
    return this.client.subscriptions.cancel(id);
  }
}

/** The subscription id an event's object names (subscription, invoice or checkout session). */
export function subscriptionIdOf(object: Record<string, unknown>): string | null {
  const ref = (v: unknown): string | null =>
    typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null;
  if (object.object === 'subscription') return ref(object.id);
  if (object.object === 'checkout.session') return ref(object.subscription);
  if (object.object === 'invoice') {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null;
    return ref(parent?.subscription_details?.subscription) ?? ref(object.subscription);
  }
  return null;
}

/** The payment intent a charge or a dispute is about. */
export function paymentRefOf(object: Record<string, unknown>): string | null {
  if (object.object !== 'charge' && object.object !== 'dispute') return null;
  const v = object.payment_intent;
  return typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v ? String(v.id) : null;
}

/** What of a subscription we map: two reads with the same fingerprint map the same. */
export function fingerprint(sub: StripeSubscription): string {
  const item = sub.items?.data?.[0];
  return JSON.stringify([
    sub.status,
    sub.cancel_at_period_end,
    sub.ended_at,
    sub.metadata?.planId ?? null,
    item?.price?.id ?? null,
    periodOf(sub),
  ]);
}

/** The current period of a subscription (on its first item since API 2025-03). */
export function periodOf(sub: StripeSubscription): { start: number; end: number } | null {
  const item = sub.items?.data?.[0];
  if (item?.current_period_start && item.current_period_end) {
    return { start: item.current_period_start, end: item.current_period_end };
  }
  const legacy = sub as unknown as { current_period_start?: number; current_period_end?: number };
  return legacy.current_period_start && legacy.current_period_end
    ? { start: legacy.current_period_start, end: legacy.current_period_end }
    : null;
}
