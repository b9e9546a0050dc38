import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Seeded reference data (documented in the service README). Fixed ids: links and tests use them. */
export const SEED_PLANS = [
  // The free state: what an outlet without a live plan has. Not sold (inactive).
  ['00000000-0000-4000-8000-000000000001', 'Free', 0, 'MONTHLY', 10, false],
  ['00000000-0000-4000-8000-000000000002', 'Starter', 2900, 'MONTHLY', 30, true],
  ['00000000-0000-4000-8000-000000000003', 'Growth', 5900, 'MONTHLY', 100, true],
  ['00000000-0000-4000-8000-000000000004', 'Unlimited', 9900, 'MONTHLY', -1, true],
] as const;

export const SEED_TOPUPS = [
  ['00000000-0000-4000-8000-000000000101', '100 credits', 100, 1000, true],
  ['00000000-0000-4000-8000-000000000102', '500 credits', 500, 4500, true],
  ['00000000-0000-4000-8000-000000000103', '1000 credits', 1000, 8000, true],
] as const;

/**
 * Billing's tables (flows.md §4.6-4.8). The scaffold's example table goes. Plans and top-ups are
 * reference data; `stripe_events` (webhook ids seen) and `stripe_links` (Stripe subscription →
 * outlet, for the cancel at outlet deletion) hold no outlet data beyond the id; everything else is
 * outlet-scoped under row-level security.
 */
export class BillingTables1760000000110 implements MigrationInterface {
  name = 'BillingTables1760000000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS example_items`);
    await q.query(`
      CREATE TABLE plans (
        id uuid PRIMARY KEY,
        plan_name text NOT NULL,
        plan_cost integer NOT NULL CHECK (plan_cost >= 0),
        billing_period text NOT NULL,
        menu_limit integer NOT NULL,
        active boolean NOT NULL DEFAULT true
      )`);
    await q.query(`
      CREATE TABLE topups (
        id uuid PRIMARY KEY,
        topup_name text NOT NULL,
        topup_amount integer NOT NULL CHECK (topup_amount > 0),
        topup_price integer NOT NULL CHECK (topup_price >= 0),
        active boolean NOT NULL DEFAULT true
      )`);
    for (const p of SEED_PLANS) {
      await q.query(
        `INSERT INTO plans (id, plan_name, plan_cost, billing_period, menu_limit, active)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [...p],
      );
    }
    for (const t of SEED_TOPUPS) {
      await q.query(
        `INSERT INTO topups (id, topup_name, topup_amount, topup_price, active) VALUES ($1, $2, $3, $4, $5)`,
        [...t],
      );
    }
    // One row per outlet: the Stripe customer, the subscription shown, the event revision, and
    // the row reservations lock.
    await q.query(`
      CREATE TABLE billing_accounts (
        outlet_id uuid PRIMARY KEY,
        stripe_customer_id text,
        current_subscription_id uuid,
        revision integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        plan_id uuid NOT NULL REFERENCES plans (id),
        status text NOT NULL,
        billing_period text NOT NULL,
        start_date date,
        end_date date,
        reference_no text UNIQUE,
        subscription_date timestamptz NOT NULL DEFAULT now(),
        cancelled_permanently boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX subscriptions_outlet ON subscriptions (outlet_id)`);
    await q.query(`
      CREATE TABLE checkouts (
        id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('PLAN', 'TOPUP')),
        item_id uuid NOT NULL,
        amount_cents integer NOT NULL,
        session_id text UNIQUE,
        session_url text,
        status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'COMPLETED', 'EXPIRED')),
        subscription_id uuid,
        prior_subscription_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query(`CREATE INDEX checkouts_outlet ON checkouts (outlet_id, created_at)`);
    await q.query(`
      CREATE TABLE credit_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('TOPUP', 'EXTRACTION', 'ADMIN')),
        amount integer NOT NULL,
        source_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (kind, source_id)
      )`);
    await q.query(`CREATE INDEX credit_entries_outlet ON credit_entries (outlet_id)`);
    await q.query(`
      CREATE TABLE reservations (
        id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        expense_id uuid,
        granted integer NOT NULL CHECK (granted >= 0),
        status text NOT NULL CHECK (status IN ('HELD', 'SETTLED')),
        charged integer CHECK (charged >= 0 AND charged <= granted),
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX reservations_held ON reservations (outlet_id) WHERE status = 'HELD'`,
    );
    for (const table of [
      'billing_accounts',
      'subscriptions',
      'checkouts',
      'credit_entries',
      'reservations',
    ]) {
      await enableRowLevelSecurity(q, table);
    }
    await q.query(`
      CREATE TABLE stripe_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE stripe_links (
        ref text PRIMARY KEY,
        outlet_id uuid NOT NULL
      )`);
    await q.query(`CREATE INDEX stripe_links_outlet ON stripe_links (outlet_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'stripe_links',
      'stripe_events',
      'reservations',
      'credit_entries',
      'checkouts',
      'subscriptions',
      'billing_accounts',
      'topups',
      'plans',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
