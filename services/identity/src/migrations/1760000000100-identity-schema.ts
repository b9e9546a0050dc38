import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Owners, sessions, outlets, outlet billing add-ons (under RLS) and admin settings. */
export class IdentitySchema1760000000100 implements MigrationInterface {
  name = 'IdentitySchema1760000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE owners (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        whatsapp_number text,
        is_admin boolean NOT NULL DEFAULT false,
        company_name text,
        avatar_url text,
        company_logo text,
        social_media jsonb,
        is_verified boolean NOT NULL DEFAULT false,
        current_outlet_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_active_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES owners(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sessions_owner_id_idx ON sessions (owner_id)`);

    await q.query(`CREATE SEQUENCE outlet_number_seq START WITH 100001`);
    await q.query(`
      CREATE TABLE outlets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES owners(id),
        outlet_name text NOT NULL,
        outlet_address text NOT NULL,
        outlet_number bigint NOT NULL UNIQUE DEFAULT nextval('outlet_number_seq'),
        masked_outlet_number text NOT NULL UNIQUE,
        establishment_size text,
        seats_at_full_capacity integer,
        employee_count integer,
        delivery_info jsonb,
        operating_hours jsonb,
        contact_number text,
        payment_name text,
        payment_account_number text,
        payment_bank text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER SEQUENCE outlet_number_seq OWNED BY outlets.outlet_number`);
    await q.query(`CREATE INDEX outlets_owner_id_idx ON outlets (owner_id)`);
    await q.query(`
      ALTER TABLE owners ADD CONSTRAINT owners_current_outlet_fk
        FOREIGN KEY (current_outlet_id) REFERENCES outlets(id) ON DELETE SET NULL`);

    await q.query(`
      CREATE TABLE outlet_billings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL REFERENCES outlets(id) ON DELETE CASCADE,
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('ADD', 'DEDUCT')),
        amount numeric(12, 2) NOT NULL CHECK (amount > 0),
        amount_type text NOT NULL CHECK (amount_type IN ('NUMBER', 'PERCENTAGE')),
        enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX outlet_billings_outlet_id_idx ON outlet_billings (outlet_id)`);
    await enableRowLevelSecurity(q, 'outlet_billings');

    await q.query(`CREATE TABLE admin_settings (key text PRIMARY KEY, value jsonb NOT NULL)`);
    await q.query(
      `INSERT INTO admin_settings (key, value) VALUES ('enable90DaysChecking', 'true')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE admin_settings`);
    await q.query(`DROP TABLE outlet_billings`);
    await q.query(`ALTER TABLE owners DROP CONSTRAINT owners_current_outlet_fk`);
    await q.query(`DROP TABLE outlets`);
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE owners`);
  }
}
