import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: credits taken back on a refund or a dispute (REFUND, DISPUTE entries, negative; the
 * ledger's sum may go below 0: that is the outlet's debt, paid first by the next top-up), and the
 * Stripe payment (payment intent) a top-up checkout was paid with, which those events name.
 */
export class BillingRefunds1760000019400 implements MigrationInterface {
  name = 'BillingRefunds1760000019400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE credit_entries DROP CONSTRAINT credit_entries_kind_check`);
    await q.query(`
      ALTER TABLE credit_entries ADD CONSTRAINT credit_entries_kind_check
        CHECK (kind IN ('TOPUP', 'EXTRACTION', 'ADMIN', 'REFUND', 'DISPUTE'))`);
    await q.query(`ALTER TABLE checkouts ADD COLUMN payment_ref text UNIQUE`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE checkouts DROP COLUMN payment_ref`);
    await q.query(`DELETE FROM credit_entries WHERE kind IN ('REFUND', 'DISPUTE')`);
    await q.query(`ALTER TABLE credit_entries DROP CONSTRAINT credit_entries_kind_check`);
    await q.query(`
      ALTER TABLE credit_entries ADD CONSTRAINT credit_entries_kind_check
        CHECK (kind IN ('TOPUP', 'EXTRACTION', 'ADMIN'))`);
  }
}
