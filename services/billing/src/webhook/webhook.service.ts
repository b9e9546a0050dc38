import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '@mise/platform';
import { Db, type Tx } from '@mise/platform';
import { CreditsService } from '../credits/credits.service';
import {
  fingerprint,
  paymentRefOf,
  StripePort,
  subscriptionIdOf,
  type StripeEvent,
  type StripeSession,
  type StripeSubscription,
} from '../stripe/stripe.port';
import { CheckoutEntity, SubscriptionEntity } from '../subscription/subscription.entity';
import { SubscriptionState } from '../subscription/subscription-state';

/** Why a webhook was refused (HTTP 400). */
export class WebhookRefused extends Error {}

type Json = Record<string, unknown>;

const metadataOf = (o: Json): Json => {
  if (o.metadata && typeof o.metadata === 'object') return o.metadata as Json;
  const parent = o.parent as { subscription_details?: { metadata?: Json } } | null | undefined;
  return parent?.subscription_details?.metadata ?? {};
};

/** What Stripe says now about the event's object, read before any transaction opens. */
interface Current {
  session?: StripeSession | null;
  subscription?: StripeSubscription | null;
  /** The payment intent a charge or dispute is about, and how many cents it takes back. */
  takeBack?: { paymentRef: string; kind: 'REFUND' | 'DISPUTE'; cents: number } | null;
}

/**
 * `/webhooks/stripe` (flows.md §4.7 step 2-5): the signature is verified on the raw bytes; the
 * object is re-read from Stripe (outside any transaction: the event is a hint, Stripe's current
 * state is the truth); then one transaction stores the event id (a known id: nothing), locks the
 * outlet's account and applies the effect; the answer is 2xx only after that commit (else Stripe
 * retries). A subscription read before the lock may be overtaken by a concurrent event: after
 * the commit it is read again and applied until it holds still, so the last writer is right.
 */
@Injectable()
export class WebhookService {
  private readonly log = new Logger('stripe-webhook');

  constructor(
    private readonly db: Db,
    private readonly stripe: StripePort,
    private readonly state: SubscriptionState,
    private readonly credits: CreditsService,
  ) {}

  verify(raw: Buffer | undefined, signature: string | string[] | undefined): StripeEvent {
    if (!raw?.length) throw new WebhookRefused('No body');
    if (typeof signature !== 'string' || !signature) {
      throw new WebhookRefused('No Stripe-Signature header');
    }
    try {
      return this.stripe.constructEvent(raw, signature);
    } catch (e) {
      throw new WebhookRefused((e as Error).message);
    }
  }

  /** Applies one verified event; true when it was new. */
  async handle(event: StripeEvent): Promise<boolean> {
    const object = event.data.object as unknown as Json;
    const meta = metadataOf(object);
    let outletId = typeof meta.outletId === 'string' ? meta.outletId : null;
    const subscriptionId = subscriptionIdOf(object);
    const paymentRef = paymentRefOf(object);
    const ref = subscriptionId ?? paymentRef;
    if (!isUuid(outletId) && ref) outletId = await this.outletOfRef(ref);
    // not one of ours, or the outlet is deleted: stored, no effect
    if (!isUuid(outletId) || (await this.outletDeleted(outletId))) return this.record(event);
    if (await this.seen(event.id)) return false;

    const now = await this.readCurrent(event, object, subscriptionId, paymentRef);
    const replace: string[] = [];
    const fresh = await this.db.forOutlet(outletId, async (tx) => {
      if (!(await this.store(tx, event))) return false;
      const account = await this.state.lockAccount(tx);
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const checkout = await this.checkout(tx, session.client_reference_id);
          if (!checkout) return true;
          if (checkout.kind === 'TOPUP') {
            await this.topupPaid(tx, checkout, now.session ?? null);
            return true;
          }
          if (now.subscription)
            replace.push(...(await this.syncSubscription(tx, account, now.subscription, checkout)));
          return true;
        }
        case 'checkout.session.expired': {
          const session = event.data.object;
          const checkout = await this.checkout(tx, session.client_reference_id);
          if (checkout) await this.state.undoCheckout(tx, account, checkout);
          return true;
        }
        case 'charge.refunded':
        case 'charge.dispute.created': {
          if (now.takeBack) await this.credits.takeBack(tx, now.takeBack);
          return true;
        }
        default:
          if (now.subscription) {
            replace.push(...(await this.syncSubscription(tx, account, now.subscription, null)));
          }
          return true;
      }
    });
    if (fresh && now.subscription) await this.settle(outletId, now.subscription, replace);
    for (const id of replace) {
      // a newer plan is ACTIVE: the one it replaces ends now (its own event then maps it)
      await this.stripe
        .cancelNow(id)
        .catch((e: Error) => this.log.warn(`cancel ${id}: ${e.message}`));
    }
    return fresh;
  }

  /** Stripe's current state of what the event is about (no transaction is open). */
  private async readCurrent(
    event: StripeEvent,
    object: Json,
    subscriptionId: string | null,
    paymentRef: string | null,
  ): Promise<Current> {
    const now: Current = {};
    if (
      event.type === 'checkout.session.completed' ||
      event.type === 'checkout.session.async_payment_succeeded'
    ) {
      const id = typeof object.id === 'string' ? object.id : '';
      if (object.mode === 'payment') now.session = await this.stripe.retrieveSession(id);
    }
    if (event.type === 'charge.refunded' && paymentRef) {
      const charge = await this.stripe.retrieveCharge(String(object.id));
      now.takeBack = { paymentRef, kind: 'REFUND', cents: charge.amount_refunded };
    }
    if (event.type === 'charge.dispute.created' && paymentRef) {
      const dispute = await this.stripe.retrieveDispute(String(object.id));
      now.takeBack = { paymentRef, kind: 'DISPUTE', cents: dispute.amount };
    }
    const subscriptionEvent =
      event.type.startsWith('customer.subscription.') ||
      event.type.startsWith('invoice.') ||
      event.type.startsWith('checkout.session.completed');
    if (subscriptionId && subscriptionEvent) {
      now.subscription = await this.stripe.retrieveSubscription(subscriptionId);
    }
    return now;
  }

  /**
   * After the commit: Stripe's subscription read again; while it differs from what was applied
   * (a concurrent event applied an older read after ours), it is applied again. Two rounds at most.
   */
  private async settle(outletId: string, applied: StripeSubscription, replace: string[]) {
    let last = applied;
    for (let round = 0; round < 2; round++) {
      const again = await this.stripe.retrieveSubscription(last.id);
      if (fingerprint(again) === fingerprint(last)) return;
      await this.db.forOutlet(outletId, async (tx) => {
        const account = await this.state.lockAccount(tx);
        replace.push(...(await this.syncSubscription(tx, account, again, null)));
      });
      last = again;
    }
  }

  /**
   * A top-up is credited only when Stripe's own session (read again, not the event's copy) is
   * this checkout's, complete, paid, and for the checkout's amount in MYR.
   */
  private async topupPaid(tx: Tx, checkout: CheckoutEntity, session: StripeSession | null) {
    const problem = !session
      ? 'no session'
      : session.id !== checkout.sessionId || session.client_reference_id !== checkout.id
        ? 'another checkout'
        : session.status !== 'complete' || session.payment_status !== 'paid'
          ? `status ${session.status}/${session.payment_status}`
          : session.amount_total !== checkout.amountCents || session.currency !== 'myr'
            ? `amount ${session.amount_total} ${session.currency}`
            : null;
    if (problem) {
      this.log.warn(`top-up checkout ${checkout.id} not credited: ${problem}`);
      return;
    }
    const paymentRef =
      typeof session!.payment_intent === 'string'
        ? session!.payment_intent
        : (session!.payment_intent?.id ?? null);
    await this.credits.topupPaid(tx, checkout, paymentRef);
  }

  /** Stores the id once (ON CONFLICT DO NOTHING): a concurrent duplicate waits, then finds it. */
  private async store(tx: Tx, event: StripeEvent): Promise<boolean> {
    const inserted: unknown[] = await tx.manager.query(
      `INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type],
    );
    return inserted.length > 0;
  }

  private record(event: StripeEvent): Promise<boolean> {
    return this.db.unscoped((tx) => this.store(tx, event));
  }

  private checkout(tx: Tx, id: string | null | undefined): Promise<CheckoutEntity | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return tx.manager
      .getRepository(CheckoutEntity)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.id = :id', { id })
      .getOne();
  }

  /** Maps the subscription Stripe answered onto our row (under the outlet's lock). */
  private async syncSubscription(
    tx: Tx,
    account: Awaited<ReturnType<SubscriptionState['lockAccount']>>,
    sub: StripeSubscription,
    checkout: CheckoutEntity | null,
  ): Promise<string[]> {
    const checkoutId =
      typeof sub.metadata?.checkoutId === 'string' ? sub.metadata.checkoutId : null;
    checkout ??= await this.checkout(tx, checkoutId);
    const repo = tx.manager.getRepository(SubscriptionEntity);
    const row =
      (await repo.findOneBy({ referenceNo: sub.id })) ??
      (checkout?.subscriptionId ? await repo.findOneBy({ id: checkout.subscriptionId }) : null);
    if (!row) {
      this.log.warn(`subscription ${sub.id}: no checkout of outlet ${tx.outletId} made it`);
      return [];
    }
    return (await this.state.apply(tx, account, row, sub, checkout)).replace;
  }

  private async seen(eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT 1 FROM stripe_events WHERE id = $1`, [eventId]),
    );
    return rows.length > 0;
  }

  private async outletDeleted(outletId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT 1 FROM outlets WHERE id = $1 AND deleted`, [outletId]),
    );
    return rows.length > 0;
  }

  /** The outlet of a Stripe subscription or payment intent we made. */
  private async outletOfRef(stripeId: string): Promise<string | null> {
    const rows: Array<{ outlet_id: string }> = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT outlet_id FROM stripe_links WHERE ref = $1`, [stripeId]),
    );
    return rows[0]?.outlet_id ?? null;
  }
}
