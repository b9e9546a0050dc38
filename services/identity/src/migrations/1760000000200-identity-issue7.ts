import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 7: owners bound to the issuer's subject, a one-time ADMIN_EMAILS grant, a revision per
 * projected aggregate (owners, outlets, admin settings) and the admin audit log.
 */
export class IdentityIssue71760000000200 implements MigrationInterface {
  name = 'IdentityIssue71760000000200';

  async up(q: QueryRunner): Promise<void> {
    // The token's `sub`: owners registered before this have none until their next sign-in with
    // a verified e-mail binds it.
    await q.query(`ALTER TABLE owners ADD COLUMN subject text UNIQUE`);
    // Set once ADMIN_EMAILS has been applied to the owner or an operator changed the flag:
    // from then on only `npm run admin` changes it, so a revoke sticks across sign-ins.
    await q.query(`ALTER TABLE owners ADD COLUMN admin_flag_settled_at timestamptz`);
    // +1 per committed change that other services hear of (flows.md §0 rule 2). Existing rows
    // have been created (and announced) once.
    for (const table of ['owners', 'outlets', 'admin_settings']) {
      await q.query(`ALTER TABLE ${table} ADD COLUMN revision integer NOT NULL DEFAULT 1`);
    }
    await q.query(`
      CREATE TABLE admin_audit (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_source text NOT NULL CHECK (actor_source IN ('api', 'cli', 'config')),
        actor_owner_id uuid,
        actor_email text,
        action text NOT NULL,
        target_kind text NOT NULL,
        target_id text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX admin_audit_created_at_idx ON admin_audit (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_audit`);
    for (const table of ['owners', 'outlets', 'admin_settings']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN revision`);
    }
    await q.query(`ALTER TABLE owners DROP COLUMN admin_flag_settled_at`);
    await q.query(`ALTER TABLE owners DROP COLUMN subject`);
  }
}
