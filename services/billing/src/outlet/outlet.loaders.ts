import { Injectable } from '@nestjs/common';
import { Db } from '@mise/platform';
import { STALE_HOLD_HOURS } from '../credits/credits.service';

/** One outlet's billing as `Outlet` shows it: credits and the subscription shown, with its plan. */
export interface OutletBillingRow {
  outlet_id: string;
  credits: number;
  subscription_id: string | null;
  plan_id: string | null;
  status: string | null;
  billing_period: string | null;
  start_date: string | null;
  end_date: string | null;
  reference_no: string | null;
  subscription_date: Date | null;
  plan_name: string | null;
  plan_cost: number | null;
  plan_billing_period: string | null;
  menu_limit: number | null;
  plan_active: boolean | null;
}

/**
 * `Outlet.credits` and `Outlet.currentSubscription` for every outlet of a request in one
 * statement (the platform's `outletsLoader`: access checked per outlet, one transaction), so the
 * web's `me { outlets { credits currentSubscription } }` costs the same SQL for 1 or 100 outlets.
 */
@Injectable()
export class OutletBillingLoaders {
  constructor(private readonly db: Db) {}

  /** Null for an outlet the actor may not use. */
  billingOf(outletId: string): Promise<OutletBillingRow | null> {
    return this.db
      .outletsLoader<OutletBillingRow>('outlet-billing', async (tx, outletIds) => {
        const rows: OutletBillingRow[] = await tx.manager.query(
          `SELECT o.id AS outlet_id,
                  greatest(0, coalesce(e.total, 0) - coalesce(h.total, 0))::int AS credits,
                  s.id AS subscription_id, s.plan_id, s.status, s.billing_period,
                  to_char(s.start_date, 'YYYY-MM-DD') AS start_date,
                  to_char(s.end_date, 'YYYY-MM-DD') AS end_date,
                  s.reference_no, s.subscription_date,
                  p.plan_name, p.plan_cost, p.billing_period AS plan_billing_period,
                  p.menu_limit, p.active AS plan_active
             FROM unnest($1::uuid[]) AS o (id)
             LEFT JOIN (SELECT outlet_id, sum(amount) AS total FROM credit_entries
                         WHERE outlet_id = ANY($1::uuid[]) GROUP BY outlet_id) e
                    ON e.outlet_id = o.id
             LEFT JOIN (SELECT outlet_id, sum(granted) AS total FROM reservations
                         WHERE outlet_id = ANY($1::uuid[]) AND status = 'HELD'
                           AND created_at > now() - make_interval(hours => $2)
                         GROUP BY outlet_id) h
                    ON h.outlet_id = o.id
             LEFT JOIN billing_accounts a ON a.outlet_id = o.id
             LEFT JOIN subscriptions s ON s.id = a.current_subscription_id
             LEFT JOIN plans p ON p.id = s.plan_id`,
          [outletIds, STALE_HOLD_HOURS],
        );
        return new Map(rows.map((r) => [r.outlet_id, r]));
      })
      .load(outletId);
  }
}
