import { Injectable } from '@nestjs/common';
import type { CreditsReserveReply, CreditsReserveRequest } from '@mise/contracts';
import { creditsGranted, MAX_CREDITS_PER_EXTRACTION } from '@mise/domain';
import { Db, isUuid, type Tx } from '@mise/platform';
import type { CheckoutEntity } from '../subscription/subscription.entity';
import { SubscriptionState } from '../subscription/subscription-state';

/** Holds older than this are settled at 0 as a last resort (flows.md §4.6 step 4). */
export const STALE_HOLD_HOURS = 24;

/**
 * The credit ledger (flows.md §4.6): `credit_entries` (TOPUP +, EXTRACTION -, ADMIN ±, REFUND
 * and DISPUTE -; one per source) and `reservations` (HELD → SETTLED once). Credits =
 * max(0, Σ entries - Σ HELD); below 0 the sum is a debt the next top-up pays. Every change
 * holds the outlet's account row, so holds never overspend; nothing sets credits directly.
 */
@Injectable()
export class CreditsService {
  constructor(
    private readonly db: Db,
    private readonly state: SubscriptionState,
  ) {}

  /**
   * Σ entries - Σ live holds, in the transaction's outlet, never below 0: a sum below 0 is a
   * debt (credits taken back after they were spent), paid first by the next top-up.
   */
  async available(tx: Tx): Promise<number> {
    const [row]: Array<{ credits: string }> = await tx.manager.query(
      `SELECT greatest(0, (SELECT coalesce(sum(amount), 0) FROM credit_entries)
            - (SELECT coalesce(sum(granted), 0) FROM reservations
                WHERE status = 'HELD' AND created_at > now() - make_interval(hours => $1)))
              AS credits`,
      [STALE_HOLD_HOURS],
    );
    return Number(row.credits);
  }

  /**
   * A paid top-up checkout (Stripe's session checked by the caller): +credits once (the checkout
   * id is the entry's source); the payment intent is kept for its refunds and disputes.
   */
  async topupPaid(tx: Tx, checkout: CheckoutEntity, paymentRef: string | null): Promise<void> {
    await tx.manager.query(
      `INSERT INTO credit_entries (outlet_id, kind, amount, source_id)
       SELECT $1, 'TOPUP', t.topup_amount, $2 FROM topups t WHERE t.id = $3
       ON CONFLICT (kind, source_id) DO NOTHING`,
      [tx.outletId, checkout.id, checkout.itemId],
    );
    await tx.manager.query(
      `UPDATE checkouts SET status = 'COMPLETED', closed_at = now(),
              payment_ref = coalesce(payment_ref, $2)
        WHERE id = $1`,
      [checkout.id, paymentRef],
    );
    if (paymentRef) {
      await tx.manager.query(
        `INSERT INTO stripe_links (ref, outlet_id) VALUES ($1, $2) ON CONFLICT (ref) DO NOTHING`,
        [paymentRef, tx.outletId],
      );
    }
  }

  /**
   * A refund or dispute of a top-up's payment (Stripe's current figures): the credits of the
   * refunded or disputed share are taken back, in full even when some were spent (the ledger's
   * sum then goes below 0: the debt). Converges: the same or an older figure takes nothing more.
   */
  async takeBack(
    tx: Tx,
    what: { paymentRef: string; kind: 'REFUND' | 'DISPUTE'; cents: number },
  ): Promise<void> {
    const [topup]: Array<{ checkout_id: string; amount_cents: number; credited: number }> =
      await tx.manager.query(
        `SELECT c.id AS checkout_id, c.amount_cents, e.amount AS credited
           FROM checkouts c
           JOIN credit_entries e ON e.kind = 'TOPUP' AND e.source_id = c.id::text
          WHERE c.payment_ref = $1`,
        [what.paymentRef],
      );
    if (!topup || topup.amount_cents <= 0) return;
    const share = Math.min(1, Math.max(0, what.cents) / topup.amount_cents);
    const wanted = Math.round(topup.credited * share);
    const [{ taken }]: Array<{ taken: number }> = await tx.manager.query(
      `SELECT coalesce(-sum(amount), 0)::int AS taken FROM credit_entries
        WHERE kind IN ('REFUND', 'DISPUTE') AND source_id LIKE $1 || ':%'`,
      [topup.checkout_id],
    );
    const more = Math.min(wanted, topup.credited) - taken;
    if (more <= 0) return;
    await tx.manager.query(
      `INSERT INTO credit_entries (outlet_id, kind, amount, source_id)
       VALUES ($1, $2, $3, $4) ON CONFLICT (kind, source_id) DO NOTHING`,
      [tx.outletId, what.kind, -more, `${topup.checkout_id}:${what.kind}:${taken + more}`],
    );
  }

  /**
   * `rpc.billing.credits-reserve`: under the outlet's lock, granted = min(requested, 100,
   * available); the same reservation id asked again answers what it holds (0 once settled).
   */
  async reserve(req: CreditsReserveRequest): Promise<CreditsReserveReply> {
    const { outletId, reservationId, expenseId, requested } = req ?? ({} as CreditsReserveRequest);
    if (!isUuid(outletId) || !isUuid(reservationId)) return { granted: 0 };
    return this.db.forOutlet(outletId, async (tx) => {
      await this.state.lockAccount(tx);
      await this.settleStale(tx);
      const [existing]: Array<{ granted: number; status: string }> = await tx.manager.query(
        `SELECT granted, status FROM reservations WHERE id = $1`,
        [reservationId],
      );
      if (existing) return { granted: existing.status === 'HELD' ? existing.granted : 0 };
      const wanted = Number.isInteger(requested)
        ? Math.min(requested, MAX_CREDITS_PER_EXTRACTION)
        : 0;
      const granted = creditsGranted(wanted, await this.available(tx));
      const inserted: unknown[] = await tx.manager.query(
        `INSERT INTO reservations (id, outlet_id, expense_id, granted, status)
         VALUES ($1, $2, $3, $4, 'HELD') ON CONFLICT (id) DO NOTHING RETURNING id`,
        [reservationId, outletId, isUuid(expenseId) ? expenseId : null, granted],
      );
      return { granted: inserted.length ? granted : 0 };
    });
  }

  /**
   * `finance.extraction.finished`: once per reservation, an EXTRACTION entry of -charge (charge
   * ≤ granted), SETTLED, the rest freed. An unknown id is recorded settled, so a late reserve
   * with it grants 0.
   */
  async extractionFinished(
    tx: Tx,
    p: { reservationId: string; expenseId: string | null; creditsToCharge: number },
  ): Promise<void> {
    if (!isUuid(p.reservationId) || !tx.outletId) return;
    await this.state.lockAccount(tx);
    await this.settle(
      tx,
      p.reservationId,
      isUuid(p.expenseId) ? p.expenseId : null,
      p.creditsToCharge,
    );
  }

  async settle(tx: Tx, reservationId: string, expenseId: string | null, toCharge: number) {
    const [held]: Array<{ granted: number; status: string }> = await tx.manager.query(
      `SELECT granted, status FROM reservations WHERE id = $1 FOR UPDATE`,
      [reservationId],
    );
    if (!held) {
      await tx.manager.query(
        `INSERT INTO reservations (id, outlet_id, expense_id, granted, status, charged, settled_at)
         VALUES ($1, $2, $3, 0, 'SETTLED', 0, now()) ON CONFLICT (id) DO NOTHING`,
        [reservationId, tx.outletId, expenseId],
      );
      return;
    }
    if (held.status !== 'HELD') return;
    const charge = Math.max(0, Math.min(Number.isInteger(toCharge) ? toCharge : 0, held.granted));
    if (charge > 0) {
      await tx.manager.query(
        `INSERT INTO credit_entries (outlet_id, kind, amount, source_id)
         VALUES ($1, 'EXTRACTION', $2, $3) ON CONFLICT (kind, source_id) DO NOTHING`,
        [tx.outletId, -charge, reservationId],
      );
    }
    await tx.manager.query(
      `UPDATE reservations SET status = 'SETTLED', charged = $2, settled_at = now() WHERE id = $1`,
      [reservationId, charge],
    );
  }

  /** Holds older than 24 h are settled at 0 (finance fails its jobs after 15 min). */
  private async settleStale(tx: Tx): Promise<void> {
    await tx.manager.query(
      `UPDATE reservations SET status = 'SETTLED', charged = 0, settled_at = now()
        WHERE status = 'HELD' AND created_at <= now() - make_interval(hours => $1)`,
      [STALE_HOLD_HOURS],
    );
  }
}
