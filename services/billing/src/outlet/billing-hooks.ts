import { Injectable, Logger } from '@nestjs/common';
import type { AnalysisCountsReply, SubscriptionStatus } from '@mise/contracts';
import { type AnalysisReplyHook, Db, type OutletPurgeHook } from '@mise/platform';
import { StripePort } from '../stripe/stripe.port';

/**
 * Billing's part of the admin analysis (each outlet's current subscription: status, plan name)
 * and of outlet deletion: the outlet's live Stripe subscriptions are cancelled now (its rows are
 * purged by the platform from the tenancy's tables).
 */
@Injectable()
export class BillingHooks implements AnalysisReplyHook, OutletPurgeHook {
  private readonly log = new Logger('billing');

  constructor(
    private readonly db: Db,
    private readonly stripe: StripePort,
  ) {}

  async extendAnalysis(outletIds: string[], reply: AnalysisCountsReply): Promise<void> {
    reply.subscriptions = {};
    if (!outletIds.length) return;
    const rows: Array<{ outlet_id: string; status: SubscriptionStatus; plan_name: string }> =
      await this.db.admin((tx) =>
        tx.manager.query(
          `SELECT a.outlet_id, s.status, p.plan_name
             FROM billing_accounts a
             JOIN subscriptions s ON s.id = a.current_subscription_id
             JOIN plans p ON p.id = s.plan_id
            WHERE a.outlet_id = ANY($1::uuid[])`,
          [outletIds],
        ),
      );
    for (const r of rows) {
      reply.subscriptions[r.outlet_id] = { status: r.status, planName: r.plan_name };
    }
  }

  /** Cancels each Stripe subscription of the outlet (already-cancelled ones are fine), then forgets them. */
  async purgeOutlet(outletId: string): Promise<void> {
    const links: Array<{ ref: string }> = await this.db.unscoped((tx) =>
      tx.manager.query(`SELECT ref FROM stripe_links WHERE outlet_id = $1`, [outletId]),
    );
    for (const { ref } of links) {
      try {
        const sub = await this.stripe.retrieveSubscription(ref);
        if (sub.status !== 'canceled' && sub.status !== 'incomplete_expired') {
          await this.stripe.cancelNow(ref);
        }
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code !== 'resource_missing') throw e; // retried with the event
      }
    }
    await this.db.unscoped((tx) =>
      tx.manager.query(`DELETE FROM stripe_links WHERE outlet_id = $1`, [outletId]),
    );
    if (links.length)
      this.log.log(`outlet ${outletId} deleted: ${links.length} Stripe subscription(s) ended`);
  }
}
