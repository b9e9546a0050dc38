import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { BillingPeriod } from '@mise/contracts';
import {
  BILLING_PERIOD_MONTHS,
  BillingMessages,
  cancelActionOf,
  mayPurchasePlan,
  today,
  type BillingPeriodValue,
  type SubscriptionStatusValue,
} from '@mise/domain';
import {
  BadInputError,
  ConflictError,
  Db,
  SERVICE_CONFIG,
  TooManyRequestsError,
  type Tx,
} from '@mise/platform';
import { PlanEntity } from '../catalog/catalog.entity';
import { CatalogService } from '../catalog/catalog.service';
import type { BillingConfig } from '../config';
import { StripePort } from '../stripe/stripe.port';
import {
  type BillingAccountEntity,
  CheckoutEntity,
  SubscriptionEntity,
} from './subscription.entity';
import { SubscriptionState } from './subscription-state';

/** At most this many checkouts per outlet in `CHECKOUT_WINDOW_MINUTES` (plans and top-ups). */
export const CHECKOUTS_PER_WINDOW = 10;
export const CHECKOUT_WINDOW_MINUTES = 10;
/** A checkout still without its Stripe session after this long was left half-made (a crash). */
const STALE_SESSIONLESS_MINUTES = 2;

interface SessionWhat {
  mode: 'payment' | 'subscription';
  name: string;
  interval?: { interval: 'month' | 'year'; count: number };
}

/**
 * Buying a plan or a top-up through a hosted checkout, giving a checkout up, and cancelling
 * (flows.md §4.7, §4.8). Stripe is never called inside a transaction: each operation checks and
 * records its intent in one transaction holding the outlet's account row, calls Stripe, then
 * records the answer in another (or undoes the intent when Stripe fails). A checkout left
 * without its session by a crash is undone by the next checkout of the outlet.
 */
@Injectable()
export class SubscriptionService {
  private readonly log = new Logger('subscriptions');

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly stripe: StripePort,
    private readonly state: SubscriptionState,
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
  ) {}

  /** Refused while ACTIVE or PENDING_PAYMENT; the plan's subscription is PENDING_PAYMENT until paid. */
  async createPlanCheckout(planId: string, period?: BillingPeriod | null): Promise<CheckoutEntity> {
    const made = await this.db.outlet(async (tx) => {
      const plan = await this.catalog.activePlan(tx, planId);
      const account = await this.beginCheckout(tx);
      const current = await this.state.current(tx, account);
      if (!mayPurchasePlan(current?.status as SubscriptionStatusValue | undefined)) {
        throw new ConflictError(BillingMessages.purchaseRefused);
      }
      const billingPeriod = (period ?? plan.billingPeriod) as BillingPeriodValue;
      const months = BILLING_PERIOD_MONTHS[billingPeriod];
      const checkout = this.newCheckout(tx, 'PLAN', plan.id, priceOf(plan, billingPeriod));
      const subscription = tx.manager.getRepository(SubscriptionEntity).create({
        id: randomUUID(),
        outletId: tx.outletId!,
        planId: plan.id,
        status: 'PENDING_PAYMENT',
        billingPeriod,
        startDate: null,
        endDate: null,
        referenceNo: null,
        cancelledPermanently: false,
      });
      await tx.manager.getRepository(SubscriptionEntity).insert(subscription);
      checkout.subscriptionId = subscription.id;
      checkout.priorSubscriptionId = current?.id ?? null;
      await tx.manager.getRepository(CheckoutEntity).insert(checkout);
      await this.state.setCurrent(tx, account, subscription.id);
      await this.state.emitChanged(tx, account);
      const what: SessionWhat = {
        mode: 'subscription',
        name: `${plan.planName} plan`,
        interval:
          months % 12 === 0
            ? { interval: 'year', count: months / 12 }
            : { interval: 'month', count: months },
      };
      return { checkout, customerId: account.stripeCustomerId, what };
    });
    return this.openSession(made.checkout, made.customerId, made.what);
  }

  async createTopupCheckout(topupId: string): Promise<CheckoutEntity> {
    const made = await this.db.outlet(async (tx) => {
      const topup = await this.catalog.activeTopup(tx, topupId);
      const account = await this.beginCheckout(tx);
      const checkout = this.newCheckout(tx, 'TOPUP', topup.id, topup.topupPrice);
      await tx.manager.getRepository(CheckoutEntity).insert(checkout);
      const what: SessionWhat = { mode: 'payment', name: `${topup.topupAmount} credits` };
      return { checkout, customerId: account.stripeCustomerId, what };
    });
    return this.openSession(made.checkout, made.customerId, made.what);
  }

  /**
   * The cancel page: the checkout is given up now rather than in 30 minutes (Stripe's session is
   * expired; its `checkout.session.expired` then finds nothing to do). A paid one stays paid.
   */
  async abandonCheckout(checkoutId: string): Promise<boolean> {
    const checkout = await this.db.outlet((tx) =>
      tx.findOrNotFound(CheckoutEntity, { id: checkoutId }, BillingMessages.checkoutNotFound),
    );
    if (checkout.status !== 'OPEN' || !checkout.sessionId) return false;
    try {
      await this.stripe.expireSession(checkout.sessionId);
    } catch (e) {
      const session = await this.stripe.retrieveSession(checkout.sessionId).catch(() => null);
      if (!session || session.status === 'open') {
        this.log.warn(`checkout ${checkout.id}: expire failed: ${(e as Error).message}`);
        throw new ConflictError(BillingMessages.paymentUnavailable);
      }
      if (session.status === 'complete') return false; // paid: the webhook applies it
    }
    return this.db.outlet(async (tx) => {
      const account = await this.state.lockAccount(tx);
      const fresh = await tx.findOrNotFound(
        CheckoutEntity,
        { id: checkoutId },
        BillingMessages.checkoutNotFound,
      );
      return this.state.undoCheckout(tx, account, fresh);
    });
  }

  /** ACTIVE → PENDING_CANCEL (Stripe ends it at the period end; the limit stays until then). */
  cancel(): Promise<boolean> {
    return this.cancelWith('SOFT', (id) => this.stripe.cancelAtPeriodEnd(id));
  }

  /** PENDING_CANCEL → CANCELLED now (Stripe cancels at once; end date today, limit 10). */
  cancelPermanently(): Promise<boolean> {
    return this.cancelWith('PERMANENT', (id) => this.stripe.cancelNow(id));
  }

  /**
   * An ACTIVE plan changed to another (upgrade or downgrade) through Stripe's subscription update,
   * prorated; the same billing period. The row's plan follows Stripe's answer (and its
   * `customer.subscription.updated`), and `billing.subscription.changed` tells the menu limit.
   */
  async changePlan(planId: string): Promise<SubscriptionEntity> {
    const before = await this.db.outlet(async (tx) => {
      const plan = await this.catalog.activePlan(tx, planId);
      const account = await this.state.lockAccount(tx);
      const row = await this.state.current(tx, account);
      if (row?.status !== 'ACTIVE' || !row.referenceNo) {
        throw new ConflictError(BillingMessages.changeRefused);
      }
      if (row.planId === plan.id) throw new BadInputError(BillingMessages.samePlan, 'planId');
      const amountCents = priceOf(plan, row.billingPeriod as BillingPeriodValue);
      return { id: row.id, referenceNo: row.referenceNo, amountCents };
    });
    let sub;
    try {
      sub = await this.stripe.changePrice(before.referenceNo, {
        planId,
        amountCents: before.amountCents,
      });
    } catch (e) {
      this.log.warn(`plan change ${before.referenceNo}: ${(e as Error).message}`);
      throw new ConflictError(BillingMessages.paymentUnavailable);
    }
    return this.db.outlet(async (tx) => {
      const account = await this.state.lockAccount(tx);
      const row = await tx.findOrNotFound(SubscriptionEntity, { id: before.id }, 'Not found');
      await this.state.apply(tx, account, row, sub, null);
      return row;
    });
  }

  private async cancelWith(
    action: 'SOFT' | 'PERMANENT',
    call: (stripeId: string) => ReturnType<StripePort['cancelNow']>,
  ): Promise<boolean> {
    // 1. the check, and the permanent intent recorded (a canceled Stripe subscription maps to
    //    CANCELLED, not INACTIVE, whichever of our answer or Stripe's webhook comes first)
    const before = await this.db.outlet(async (tx) => {
      const account = await this.state.lockAccount(tx);
      const row = await this.state.current(tx, account);
      const status = row?.status as SubscriptionStatusValue | undefined;
      if (!row?.referenceNo || cancelActionOf(status) !== action) {
        throw new ConflictError(BillingMessages.cancelFailed);
      }
      const prior = { cancelledPermanently: row.cancelledPermanently, endDate: row.endDate };
      if (action === 'PERMANENT') {
        await tx.manager.update(
          SubscriptionEntity,
          { id: row.id },
          { cancelledPermanently: true, endDate: today() },
        );
      }
      return { id: row.id, referenceNo: row.referenceNo, prior };
    });
    // 2. Stripe, outside any transaction
    let sub;
    try {
      sub = await call(before.referenceNo);
    } catch (e) {
      this.log.warn(`cancel ${before.referenceNo}: ${(e as Error).message}`);
      if (action === 'PERMANENT') {
        await this.db.outlet((tx) =>
          tx.manager.update(SubscriptionEntity, { id: before.id }, before.prior),
        );
      }
      throw new ConflictError(BillingMessages.cancelFailed);
    }
    // 3. Stripe's answer mapped (as its webhook would)
    await this.db.outlet(async (tx) => {
      const account = await this.state.lockAccount(tx);
      const row = await tx.findOrNotFound(SubscriptionEntity, { id: before.id }, 'Not found');
      await this.state.apply(tx, account, row, sub, null);
    });
    return true;
  }

  private newCheckout(
    tx: Tx,
    kind: 'PLAN' | 'TOPUP',
    itemId: string,
    amountCents: number,
  ): CheckoutEntity {
    return tx.manager.getRepository(CheckoutEntity).create({
      id: randomUUID(),
      outletId: tx.outletId!,
      kind,
      itemId,
      amountCents,
      status: 'OPEN',
      sessionId: null,
      sessionUrl: null,
      paymentRef: null,
      subscriptionId: null,
      priorSubscriptionId: null,
    });
  }

  /**
   * The account row locked, the outlet's checkout throttle (TOO_MANY_REQUESTS, counted in the
   * database: every replica sees it), and checkouts a crash left without a session undone.
   */
  private async beginCheckout(tx: Tx): Promise<BillingAccountEntity> {
    const account = await this.state.lockAccount(tx);
    const [{ n }]: Array<{ n: number }> = await tx.manager.query(
      `SELECT count(*)::int AS n FROM checkouts
        WHERE created_at > now() - make_interval(mins => $1)`,
      [CHECKOUT_WINDOW_MINUTES],
    );
    if (n >= CHECKOUTS_PER_WINDOW)
      throw new TooManyRequestsError(BillingMessages.checkoutThrottled);
    const stale = await tx.manager
      .getRepository(CheckoutEntity)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where(`c.status = 'OPEN' AND c.session_id IS NULL`)
      .andWhere(`c.created_at < now() - make_interval(mins => :m)`, {
        m: STALE_SESSIONLESS_MINUTES,
      })
      .getMany();
    for (const c of stale) await this.state.undoCheckout(tx, account, c);
    return account;
  }

  /**
   * Outside any transaction: the Stripe customer (once per outlet; idempotent), then the session
   * (idempotency key = checkout id), then its id and URL on the row. Any failure undoes the
   * checkout (the subscription shown before is shown again) and answers "not available".
   */
  private async openSession(
    checkout: CheckoutEntity,
    knownCustomer: string | null,
    what: SessionWhat,
  ): Promise<CheckoutEntity> {
    try {
      let customerId = knownCustomer;
      if (!customerId) {
        customerId = await this.stripe.createCustomer(checkout.outletId);
        await this.db.outlet((tx) =>
          tx.manager.query(
            `UPDATE billing_accounts SET stripe_customer_id = $2
              WHERE outlet_id = $1 AND stripe_customer_id IS NULL`,
            [checkout.outletId, customerId],
          ),
        );
      }
      const session = await this.stripe.createSession({
        checkoutId: checkout.id,
        outletId: checkout.outletId,
        customerId,
        mode: what.mode,
        name: what.name,
        amountCents: checkout.amountCents,
        interval: what.interval,
        expiresAt: Math.floor(Date.now() / 1000) + this.config.checkoutMinutes * 60,
      });
      if (!session.url) throw new Error('the session has no url');
      checkout.sessionId = session.id;
      checkout.sessionUrl = session.url;
      await this.db.outlet((tx) =>
        tx.manager.update(
          CheckoutEntity,
          { id: checkout.id },
          { sessionId: session.id, sessionUrl: session.url },
        ),
      );
      return checkout;
    } catch (e) {
      this.log.warn(`checkout ${checkout.id}: ${(e as Error).message}`);
      await this.db.outlet(async (tx) => {
        const account = await this.state.lockAccount(tx);
        const row = await tx.manager.getRepository(CheckoutEntity).findOneBy({ id: checkout.id });
        if (row && !row.sessionId) await this.state.undoCheckout(tx, account, row);
      });
      throw new ConflictError(BillingMessages.paymentUnavailable);
    }
  }
}

/** A plan's price for a billing period in cents: its monthly cost times the period's months. */
export function priceOf(plan: PlanEntity, period: BillingPeriodValue): number {
  const perMonth = plan.planCost / BILLING_PERIOD_MONTHS[plan.billingPeriod as BillingPeriodValue];
  return Math.round(perMonth * BILLING_PERIOD_MONTHS[period]);
}
