import { Injectable } from '@nestjs/common';
import { BillingSubjects, type BillingPeriod } from '@mise/contracts';
import {
  dateIn,
  effectiveMenuLimit,
  statusFromStripe,
  today,
  type SubscriptionStatusValue,
} from '@mise/domain';
import { isUuid, type Tx } from '@mise/platform';
import { periodOf, type StripeSubscription } from '../stripe/stripe.port';
import {
  BillingAccountEntity,
  type CheckoutEntity,
  SubscriptionEntity,
} from './subscription.entity';

const day = (unix: number | null | undefined): string | null =>
  unix ? dateIn(new Date(unix * 1000)) : null;

/**
 * The outlet's subscription state, always inside the caller's transaction (scoped to the outlet):
 * the account row (locked first, so every writer of an outlet's billing goes one at a time),
 * Stripe's current state mapped onto our row, expiry undone, and `billing.subscription.changed`
 * with the effective menu limit after each change (revision per outlet).
 */
@Injectable()
export class SubscriptionState {
  /** The outlet's account row, made on first use, locked for the rest of the transaction. */
  async lockAccount(tx: Tx): Promise<BillingAccountEntity> {
    const outletId = tx.outletId!;
    await tx.manager.query(
      `INSERT INTO billing_accounts (outlet_id) VALUES ($1) ON CONFLICT (outlet_id) DO NOTHING`,
      [outletId],
    );
    const [row] = await tx.manager
      .getRepository(BillingAccountEntity)
      .createQueryBuilder('a')
      .setLock('pessimistic_write')
      .where('a.outlet_id = :outletId', { outletId })
      .getMany();
    return row;
  }

  current(tx: Tx, account: BillingAccountEntity): Promise<SubscriptionEntity | null> {
    return account.currentSubscriptionId
      ? tx.manager
          .getRepository(SubscriptionEntity)
          .findOneBy({ id: account.currentSubscriptionId })
      : Promise.resolve(null);
  }

  /**
   * Maps Stripe's *current* subscription onto our row (flows.md §4.7 step 4): whichever event
   * brought it, the result is the same. Answers the Stripe ids of older live subscriptions to
   * cancel now (a new plan replaces them once ACTIVE), and whether anything changed.
   */
  async apply(
    tx: Tx,
    account: BillingAccountEntity,
    row: SubscriptionEntity,
    sub: StripeSubscription,
    checkout: CheckoutEntity | null,
  ): Promise<{ changed: boolean; replace: string[] }> {
    const status = statusFromStripe(sub.status, sub.cancel_at_period_end, row.cancelledPermanently);
    let planChanged = false;
    const period = periodOf(sub);
    let startDate = day(period?.start) ?? row.startDate;
    let endDate = day(period?.end) ?? row.endDate;
    if (sub.status === 'canceled') {
      startDate = row.startDate ?? startDate;
      endDate = row.cancelledPermanently
        ? (row.endDate ?? today())
        : (day(sub.ended_at) ?? endDate);
    }
    const replace: string[] = [];
    // a plan change made through Stripe (ours or its retry) names the plan in the metadata
    const planId = sub.metadata?.planId;
    if (isUuid(planId) && planId !== row.planId) {
      const plans: unknown[] = await tx.manager.query(`SELECT 1 FROM plans WHERE id = $1`, [
        planId,
      ]);
      if (plans.length) {
        await tx.manager.update(SubscriptionEntity, { id: row.id }, { planId });
        row.planId = planId;
        planChanged = true;
      }
    }
    const changed =
      planChanged ||
      status !== row.status ||
      startDate !== row.startDate ||
      endDate !== row.endDate ||
      row.referenceNo !== sub.id;
    if (changed) {
      await tx.manager.update(
        SubscriptionEntity,
        { id: row.id },
        { status, startDate, endDate, referenceNo: sub.id },
      );
      Object.assign(row, { status, startDate, endDate, referenceNo: sub.id });
      await tx.manager.query(
        `INSERT INTO stripe_links (ref, outlet_id) VALUES ($1, $2) ON CONFLICT (ref) DO NOTHING`,
        [sub.id, tx.outletId],
      );
    }
    if (checkout && checkout.status === 'OPEN' && status !== 'PENDING_PAYMENT') {
      await this.closeCheckout(tx, checkout, 'COMPLETED');
    }
    if (status === 'ACTIVE' || status === 'PENDING_CANCEL') {
      // paid: this is the subscription shown (also when its checkout had been given up)
      if (account.currentSubscriptionId !== row.id && status === 'ACTIVE') {
        await this.setCurrent(tx, account, row.id);
      }
      if (status === 'ACTIVE') {
        // an UPDATE ... RETURNING answers [rows, count]
        const [older]: [Array<{ id: string; reference_no: string }>, number] =
          await tx.manager.query(
            `UPDATE subscriptions SET cancelled_permanently = true, updated_at = now()
            WHERE id <> $1 AND reference_no IS NOT NULL AND NOT cancelled_permanently
              AND status IN ('ACTIVE', 'PENDING_CANCEL', 'PAYMENT_FAILED')
            RETURNING id, reference_no`,
            [row.id],
          );
        replace.push(...older.map((o) => o.reference_no));
      }
    }
    if (changed || replace.length) await this.emitChanged(tx, account);
    return { changed, replace };
  }

  /**
   * A plan checkout that ended unpaid (expired, or given up from the cancel page): its pending
   * subscription becomes INACTIVE and the subscription shown before it is shown again.
   */
  async undoCheckout(tx: Tx, account: BillingAccountEntity, checkout: CheckoutEntity) {
    if (checkout.status !== 'OPEN') return false;
    await this.closeCheckout(tx, checkout, 'EXPIRED');
    if (checkout.kind !== 'PLAN' || !checkout.subscriptionId) return true;
    await tx.manager.query(
      `UPDATE subscriptions SET status = 'INACTIVE', updated_at = now()
        WHERE id = $1 AND status = 'PENDING_PAYMENT' AND reference_no IS NULL`,
      [checkout.subscriptionId],
    );
    if (account.currentSubscriptionId === checkout.subscriptionId) {
      await this.setCurrent(tx, account, checkout.priorSubscriptionId);
    }
    await this.emitChanged(tx, account);
    return true;
  }

  async setCurrent(tx: Tx, account: BillingAccountEntity, id: string | null): Promise<void> {
    await tx.manager.update(
      BillingAccountEntity,
      { outletId: account.outletId },
      { currentSubscriptionId: id },
    );
    account.currentSubscriptionId = id;
  }

  private async closeCheckout(tx: Tx, checkout: CheckoutEntity, status: 'COMPLETED' | 'EXPIRED') {
    await tx.manager.query(
      `UPDATE checkouts SET status = $2, closed_at = now() WHERE id = $1 AND status = 'OPEN'`,
      [checkout.id, status],
    );
    checkout.status = status;
  }

  /** `billing.subscription.changed`: the subscription shown and the effective menu limit. */
  async emitChanged(tx: Tx, account: BillingAccountEntity): Promise<void> {
    const rows: Array<{
      id: string;
      status: SubscriptionStatusValue;
      plan_id: string;
      plan_name: string;
      menu_limit: number;
      billing_period: string;
      start_date: string | null;
      end_date: string | null;
    }> = await tx.manager.query(
      `SELECT s.id, s.status, s.plan_id, p.plan_name, p.menu_limit, s.billing_period,
              to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
              to_char(s.end_date, 'YYYY-MM-DD') AS end_date
         FROM subscriptions s JOIN plans p ON p.id = s.plan_id`,
    );
    const revision = account.revision + 1;
    await tx.manager.update(BillingAccountEntity, { outletId: account.outletId }, { revision });
    account.revision = revision;
    const current = rows.find((r) => r.id === account.currentSubscriptionId) ?? null;
    await tx.emit(BillingSubjects.subscriptionChanged, {
      subscriptionId: current?.id ?? null,
      status: current?.status ?? null,
      planId: current?.plan_id ?? null,
      planName: current?.plan_name ?? null,
      billingPeriod: (current?.billing_period as BillingPeriod | undefined) ?? null,
      startDate: current?.start_date ?? null,
      endDate: current?.end_date ?? null,
      menuLimit: effectiveMenuLimit(
        rows.map((r) => ({ status: r.status, menuLimit: r.menu_limit })),
      ),
      revision,
    });
  }
}
