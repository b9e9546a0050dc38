import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { In } from 'typeorm';
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
import { byKeys, ConflictError, Db, SERVICE_CONFIG, type Tx } from '@mise/platform';
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

export interface SubscriptionView {
  row: SubscriptionEntity;
  plan: PlanEntity;
}

/**
 * Buying a plan or a top-up through a hosted checkout, giving a checkout up, and cancelling
 * (flows.md §4.7, §4.8). Each runs in one transaction of the request's outlet that holds the
 * outlet's account row; a Stripe failure rolls it back, so nothing changes.
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
  createPlanCheckout(planId: string, period?: BillingPeriod | null): Promise<CheckoutEntity> {
    return this.db.outlet(async (tx) => {
      const plan = await this.catalog.activePlan(tx, planId);
      const account = await this.state.lockAccount(tx);
      const current = await this.state.current(tx, account);
      if (!mayPurchasePlan(current?.status as SubscriptionStatusValue | undefined)) {
        throw new ConflictError(BillingMessages.purchaseRefused);
      }
      const billingPeriod = (period ?? plan.billingPeriod) as BillingPeriodValue;
      const months = BILLING_PERIOD_MONTHS[billingPeriod];
      const perMonth =
        plan.planCost / BILLING_PERIOD_MONTHS[plan.billingPeriod as BillingPeriodValue];
      const checkout = this.newCheckout(tx, 'PLAN', plan.id, Math.round(perMonth * months));
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
      await this.openSession(tx, account, checkout, {
        mode: 'subscription',
        name: `${plan.planName} plan`,
        interval:
          months % 12 === 0
            ? { interval: 'year', count: months / 12 }
            : { interval: 'month', count: months },
      });
      await this.state.setCurrent(tx, account, subscription.id);
      await this.state.emitChanged(tx, account);
      return checkout;
    });
  }

  createTopupCheckout(topupId: string): Promise<CheckoutEntity> {
    return this.db.outlet(async (tx) => {
      const topup = await this.catalog.activeTopup(tx, topupId);
      const account = await this.state.lockAccount(tx);
      const checkout = this.newCheckout(tx, 'TOPUP', topup.id, topup.topupPrice);
      await this.openSession(tx, account, checkout, {
        mode: 'payment',
        name: `${topup.topupAmount} credits`,
      });
      return checkout;
    });
  }

  /**
   * The cancel page: the checkout is given up now rather than in 30 minutes (Stripe's session is
   * expired; its `checkout.session.expired` then finds nothing to do). A paid one stays paid.
   */
  abandonCheckout(checkoutId: string): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const account = await this.state.lockAccount(tx);
      const checkout = await tx.findOrNotFound(
        CheckoutEntity,
        { id: checkoutId },
        BillingMessages.checkoutNotFound,
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
      return this.state.undoCheckout(tx, account, checkout);
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

  private cancelWith(
    action: 'SOFT' | 'PERMANENT',
    call: (stripeId: string) => ReturnType<StripePort['cancelNow']>,
  ): Promise<boolean> {
    return this.db.outlet(async (tx) => {
      const account = await this.state.lockAccount(tx);
      const row = await this.state.current(tx, account);
      const status = row?.status as SubscriptionStatusValue | undefined;
      if (!row?.referenceNo || cancelActionOf(status) !== action) {
        throw new ConflictError(BillingMessages.cancelFailed);
      }
      if (action === 'PERMANENT') {
        row.cancelledPermanently = true;
        row.endDate = today();
        await tx.manager.update(
          SubscriptionEntity,
          { id: row.id },
          { cancelledPermanently: true, endDate: row.endDate },
        );
      }
      let sub;
      try {
        sub = await call(row.referenceNo);
      } catch (e) {
        this.log.warn(`cancel ${row.referenceNo}: ${(e as Error).message}`);
        throw new ConflictError(BillingMessages.cancelFailed); // rolls the transaction back
      }
      await this.state.apply(tx, account, row, sub, null);
      return true;
    });
  }

  /** `Outlet.currentSubscription`, batched per outlet through the access rule. */
  currentOf(outletId: string): Promise<SubscriptionView | null> {
    return this.db
      .outletLoader<SubscriptionView>('current-subscription', async (tx, keys) => {
        const rows: SubscriptionEntity[] = await tx.manager
          .getRepository(SubscriptionEntity)
          .createQueryBuilder('s')
          .innerJoin('billing_accounts', 'a', 'a.current_subscription_id = s.id')
          .getMany();
        const plans = rows.length
          ? await tx.manager.getRepository(PlanEntity).findBy({ id: In(rows.map((r) => r.planId)) })
          : [];
        const view = rows[0] && {
          row: rows[0],
          plan: plans.find((p) => p.id === rows[0].planId)!,
        };
        return byKeys(keys, view ? [view] : [], (v) => v.row.outletId);
      })
      .load(outletId);
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
      subscriptionId: null,
      priorSubscriptionId: null,
    });
  }

  /** The Stripe customer (once per outlet), the row, then the session (idempotency key = id). */
  private async openSession(
    tx: Tx,
    account: BillingAccountEntity,
    checkout: CheckoutEntity,
    what: {
      mode: 'payment' | 'subscription';
      name: string;
      interval?: { interval: 'month' | 'year'; count: number };
    },
  ): Promise<void> {
    try {
      if (!account.stripeCustomerId) {
        account.stripeCustomerId = await this.stripe.createCustomer(account.outletId);
        await tx.manager.query(
          `UPDATE billing_accounts SET stripe_customer_id = $2 WHERE outlet_id = $1`,
          [account.outletId, account.stripeCustomerId],
        );
      }
      await tx.manager.getRepository(CheckoutEntity).insert(checkout);
      const session = await this.stripe.createSession({
        checkoutId: checkout.id,
        outletId: account.outletId,
        customerId: account.stripeCustomerId,
        mode: what.mode,
        name: what.name,
        amountCents: checkout.amountCents,
        interval: what.interval,
        expiresAt: Math.floor(Date.now() / 1000) + this.config.checkoutMinutes * 60,
      });
      if (!session.url) throw new Error('the session has no url');
      checkout.sessionId = session.id;
      checkout.sessionUrl = session.url;
      await tx.manager.update(
        CheckoutEntity,
        { id: checkout.id },
        { sessionId: session.id, sessionUrl: session.url },
      );
    } catch (e) {
      if (e instanceof ConflictError) throw e;
      this.log.warn(`checkout ${checkout.id}: ${(e as Error).message}`);
      throw new ConflictError(BillingMessages.paymentUnavailable);
    }
  }
}
