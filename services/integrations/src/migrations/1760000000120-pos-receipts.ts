import type { MigrationInterface, QueryRunner } from 'typeorm';

const OWNER_POLICY = `owner_id = nullif(current_setting('app.owner_id', true), '')::uuid
      OR current_setting('app.admin', true) = 'on'`;

/**
 * POS receipts (issue 24 phase 2): the POS connection's Loyverse webhook id and catch-up cursor;
 * `pos_merchants` (merchant id → owner: how a webhook finds its owners, a tenant root like the
 * `outlets` projection, no token or receipt in it); and, under row-level security by owner,
 * `pos_stores` (a Loyverse store → one of the owner's outlets), `pos_pending_receipts` (receipts
 * of a store not mapped yet) and `pos_receipts_sent` (the newest `updated_at` sent per receipt,
 * so a redelivery or the pull never sends the same revision twice).
 */
export class PosReceipts1760000000120 implements MigrationInterface {
  name = 'PosReceipts1760000000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE connections ADD COLUMN webhook_id text, ADD COLUMN receipts_cursor timestamptz`,
    );
    await q.query(`
      CREATE TABLE pos_merchants (
        merchant_id text NOT NULL,
        owner_id uuid NOT NULL,
        PRIMARY KEY (merchant_id, owner_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX pos_merchants_owner ON pos_merchants (owner_id)`);
    await q.query(`
      CREATE TABLE pos_stores (
        owner_id uuid NOT NULL,
        store_id text NOT NULL,
        outlet_id uuid NOT NULL UNIQUE,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, store_id)
      )`);
    await q.query(`
      CREATE TABLE pos_pending_receipts (
        owner_id uuid NOT NULL,
        store_id text NOT NULL,
        receipt_id text NOT NULL,
        event jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, store_id, receipt_id)
      )`);
    await q.query(`
      CREATE TABLE pos_receipts_sent (
        owner_id uuid NOT NULL,
        receipt_id text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (owner_id, receipt_id)
      )`);
    for (const table of ['pos_stores', 'pos_pending_receipts', 'pos_receipts_sent']) {
      await q.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
      await q.query(
        `CREATE POLICY "${table}_owner_isolation" ON "${table}" USING (${OWNER_POLICY}) WITH CHECK (${OWNER_POLICY})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pos_receipts_sent`);
    await q.query(`DROP TABLE pos_pending_receipts`);
    await q.query(`DROP TABLE pos_stores`);
    await q.query(`DROP TABLE pos_merchants`);
    await q.query(`ALTER TABLE connections DROP COLUMN webhook_id, DROP COLUMN receipts_cursor`);
  }
}
