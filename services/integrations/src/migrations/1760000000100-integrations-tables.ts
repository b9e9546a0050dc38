import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Row-level security by owner: connections, their pending requests and mails belong to an owner,
 * not an outlet, so a transaction sees only the rows of its `app.owner_id` (set by
 * `OwnerScope`), or every row in a deliberate admin transaction.
 */
async function ownerRowLevelSecurity(q: QueryRunner, table: string): Promise<void> {
  const policy = `owner_id = nullif(current_setting('app.owner_id', true), '')::uuid
      OR current_setting('app.admin', true) = 'on'`;
  await q.query(`ALTER TABLE "${table}" ENABLE ROW LEVEL SECURITY`);
  await q.query(`ALTER TABLE "${table}" FORCE ROW LEVEL SECURITY`);
  await q.query(
    `CREATE POLICY "${table}_owner_isolation" ON "${table}" USING (${policy}) WITH CHECK (${policy})`,
  );
}

/**
 * The service's tables (contract §2, §4): `connections` per (owner, provider) with tokens
 * sealed by AES-256-GCM (`key_id` names the key), `connection_requests` (an OAuth state: its
 * SHA-256 only, single use, 10 minutes, the PKCE verifier sealed) and `mails` (at most once per
 * mail id).
 */
export class IntegrationsTables1760000000100 implements MigrationInterface {
  name = 'IntegrationsTables1760000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE connections (
        owner_id uuid NOT NULL,
        provider text NOT NULL CHECK (provider IN ('POS', 'MAIL', 'ACCOUNTING')),
        state text NOT NULL CHECK (state IN ('NOT_CONNECTED', 'CONNECTED', 'NEEDS_RECONNECT')),
        tenant_id text,
        account_name text,
        access_token_enc bytea,
        refresh_token_enc bytea,
        key_id text,
        expires_at timestamptz,
        connected_at timestamptz,
        problem text,
        revision integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (owner_id, provider)
      )`);
    await q.query(`
      CREATE TABLE connection_requests (
        state_hash bytea PRIMARY KEY,
        owner_id uuid NOT NULL,
        provider text NOT NULL,
        verifier_enc bytea,
        key_id text NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX connection_requests_expires ON connection_requests (expires_at)`);
    await q.query(`
      CREATE TABLE mails (
        mail_id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        state text NOT NULL CHECK (state IN ('PENDING', 'SENDING', 'SENT', 'FAILED')),
        reason text,
        message_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const table of ['connections', 'connection_requests', 'mails']) {
      await ownerRowLevelSecurity(q, table);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE mails`);
    await q.query(`DROP TABLE connection_requests`);
    await q.query(`DROP TABLE connections`);
  }
}
