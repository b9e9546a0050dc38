import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `pushes`: one row per accounting document (EXPENSE or SALE id) with Xero's id once made, so a
 * re-push updates that document instead of making another; row-level security by owner like the
 * service's other tables.
 */
export class AccountingPushes1760000000110 implements MigrationInterface {
  name = 'AccountingPushes1760000000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pushes (
        document_type text NOT NULL CHECK (document_type IN ('EXPENSE', 'SALE')),
        document_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        external_id text,
        last_push_id uuid,
        state text CHECK (state IN ('COMPLETED', 'FAILED')),
        reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (document_type, document_id)
      )`);
    const policy = `owner_id = nullif(current_setting('app.owner_id', true), '')::uuid
      OR current_setting('app.admin', true) = 'on'`;
    await q.query(`ALTER TABLE pushes ENABLE ROW LEVEL SECURITY`);
    await q.query(`ALTER TABLE pushes FORCE ROW LEVEL SECURITY`);
    await q.query(
      `CREATE POLICY pushes_owner_isolation ON pushes USING (${policy}) WITH CHECK (${policy})`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pushes`);
  }
}
