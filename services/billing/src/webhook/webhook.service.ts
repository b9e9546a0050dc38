import { Injectable, Logger } from '@nestjs/common';
import { isUuid } from '@mise/platform';
import { Db, type Tx } from '@mise/platform';
import { CreditsService } from '../credits/credits.service';
import { StripePort, subscriptionIdOf, type StripeEvent } from '../stripe/stripe.port';
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

/**
 * `/webhooks/stripe` (flows.md §4.7 step 2-5): the signature is verified on the raw bytes, then
 * the event id is stored in the transaction that applies its effect (a known id: nothing), and
 * the answer is 2xx only after that commit (else Stripe retries). Subscription events re-read
 * the Stripe subscription under the outlet's lock, so their order does not matter.
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
    if (!isUuid(outletId) && subscriptionId)
      outletId = await this.outletOfSubscription(subscriptionId);
    // not one of ours, or the outlet is deleted: stored, no effect
    if (!isUuid(outletId) || (await this.outletDeleted(outletId))) return this.record(event);

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
            if (session.payment_status === 'paid') await this.credits.topupPaid(tx, checkout);
            return true;
          }
          if (subscriptionId)
            replace.push(...(await this.syncSubscription(tx, account, subscriptionId, checkout)));
          return true;
        }
        case 'checkout.session.expired': {
          const session = event.data.object;
          const checkout = await this.checkout(tx, session.client_reference_id);
          if (checkout) await this.state.undoCheckout(tx, account, checkout);
          return true;
        }
        default:
          if (
            subscriptionId &&
            (event.type.startsWith('customer.subscription.') || event.type.startsWith('invoice.'))
          ) {
            replace.push(...(await this.syncSubscription(tx, account, subscriptionId, null)));
          }
          return true;
      }
    });
    for (const id of replace) {
      // a newer plan is ACTIVE: the one it replaces ends now (its own event then maps it)
      await this.stripe
        .cancelNow(id)
        .catch((e: Error) => this.log.warn(`cancel ${id}: ${e.message}`));
    }
    return fresh;
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

  /** Re-reads the Stripe subscription now (under the outlet's lock) and maps it onto our row. */
  private async syncSubscription(
    tx: Tx,
    account: Awaited<ReturnType<SubscriptionState['lockAccount']>>,
    stripeId: string,
    checkout: CheckoutEntity | null,
  ): Promise<string[]> {
    const sub = await this.stripe.retrieveSubscription(stripeId);
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

  private async outletDeleted(outletId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT 1 FROM outlets WHERE id = $1 AND deleted`, [outletId]),
    );
    return rows.length > 0;
  }

  private async outletOfSubscription(stripeId: string): Promise<string | null> {
    const rows: Array<{ outlet_id: string }> = await this.db.unscopedRead((tx) =>
      tx.manager.query(`SELECT outlet_id FROM stripe_links WHERE ref = $1`, [stripeId]),
    );
    return rows[0]?.outlet_id ?? null;
  }
}
