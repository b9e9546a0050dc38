import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every non-identity service's projection of identity: owners, outlets (with a tombstone) and
 * the admin settings. They are tenant roots: not under row-level security. List it right after
 * `PlatformTables1760000000000`.
 */
export class TenancyTables1760000000010 implements MigrationInterface {
  name = 'TenancyTables1760000000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE owners (
        id uuid PRIMARY KEY,
        subject text,
        email text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        revision integer,
        occurred_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX owners_subject ON owners (subject)`);
    await q.query(`CREATE INDEX owners_email ON owners (email) WHERE subject IS NULL`);
    await q.query(`
      CREATE TABLE outlets (
        id uuid PRIMARY KEY,
        owner_id uuid NOT NULL,
        outlet_name text NOT NULL,
        masked_outlet_number text,
        revision integer,
        occurred_at timestamptz NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX outlets_owner ON outlets (owner_id)`);
    await q.query(`
      CREATE TABLE admin_settings (
        key text PRIMARY KEY,
        value boolean NOT NULL,
        revision integer,
        occurred_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_settings`);
    await q.query(`DROP TABLE outlets`);
    await q.query(`DROP TABLE owners`);
  }
}
