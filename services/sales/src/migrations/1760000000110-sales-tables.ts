import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sales' tables (issue 11): catalogue's menu items and variants and identity's billing add-ons
 * as sales projects them (revision-guarded, tombstones keep the data), app orders as they
 * arrived, and sales with their items, misc lines and billing lines. All under row-level security.
 */
export class SalesTables1760000000110 implements MigrationInterface {
  name = 'SalesTables1760000000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE example_items`);
    await q.query(`
      CREATE TABLE menu_items (
        outlet_id uuid NOT NULL,
        menu_item_id uuid PRIMARY KEY,
        menu_id uuid,
        version_number integer,
        name text,
        category text,
        price numeric,
        cost_per_serving numeric,
        has_recipe boolean NOT NULL DEFAULT false,
        variant_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        known boolean NOT NULL DEFAULT false,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE variants (
        outlet_id uuid NOT NULL,
        variant_id uuid PRIMARY KEY,
        name text,
        variant_type text,
        max_choice integer,
        options jsonb NOT NULL DEFAULT '[]'::jsonb,
        known boolean NOT NULL DEFAULT false,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE outlet_billings (
        outlet_id uuid PRIMARY KEY,
        billings jsonb NOT NULL DEFAULT '[]'::jsonb,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE app_orders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        masked_outlet_number text NOT NULL,
        order_code text NOT NULL,
        channel text NOT NULL,
        order_date date NOT NULL,
        order_timestamp timestamptz NOT NULL,
        sub_total numeric(14, 2) NOT NULL,
        billing_total numeric(14, 2) NOT NULL,
        total numeric(14, 2) NOT NULL,
        items jsonb NOT NULL,
        billings jsonb NOT NULL DEFAULT '[]'::jsonb,
        processed boolean NOT NULL DEFAULT false,
        sync_error text,
        sale_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (masked_outlet_number, order_code)
      )`);
    await q.query(
      `CREATE INDEX app_orders_unprocessed ON app_orders (outlet_id, order_timestamp) WHERE NOT processed`,
    );
    await q.query(`
      CREATE TABLE sales (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        sale_date date NOT NULL,
        due_date date,
        sale_state text NOT NULL,
        source_type text NOT NULL,
        source_ref text,
        order_timestamp timestamptz,
        sub_total numeric(14, 2) NOT NULL,
        billing_total numeric(14, 2) NOT NULL DEFAULT 0,
        misc_total numeric(14, 2) NOT NULL DEFAULT 0,
        nett_total numeric(14, 2) NOT NULL,
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sales_by_date ON sales (outlet_id, sale_date, source_type)`);
    await q.query(
      `CREATE UNIQUE INDEX sales_source ON sales (outlet_id, source_type, source_ref) WHERE source_ref IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE sales_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        sale_id uuid NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
        position integer NOT NULL,
        menu_item_id uuid NOT NULL,
        menu_id uuid,
        version_number integer NOT NULL,
        name text NOT NULL,
        quantity numeric(10, 1) NOT NULL,
        sale_price numeric(14, 2) NOT NULL,
        cost_per_serving numeric NOT NULL,
        total numeric(14, 2) NOT NULL,
        has_recipe boolean NOT NULL,
        options jsonb NOT NULL DEFAULT '[]'::jsonb
      )`);
    await q.query(`CREATE INDEX sales_items_sale ON sales_items (sale_id, position)`);
    await q.query(`
      CREATE TABLE sales_miscs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        sale_id uuid NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL,
        total numeric(14, 2) NOT NULL
      )`);
    await q.query(`CREATE INDEX sales_miscs_sale ON sales_miscs (sale_id, position)`);
    await q.query(`
      CREATE TABLE sales_billings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        sale_id uuid NOT NULL REFERENCES sales (id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL,
        type text NOT NULL,
        amount_type text NOT NULL,
        amount numeric(14, 2) NOT NULL,
        price numeric(14, 2) NOT NULL
      )`);
    await q.query(`CREATE INDEX sales_billings_sale ON sales_billings (sale_id, position)`);
    for (const table of [
      'menu_items',
      'variants',
      'outlet_billings',
      'app_orders',
      'sales',
      'sales_items',
      'sales_miscs',
      'sales_billings',
    ]) {
      await enableRowLevelSecurity(q, table);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'sales_billings',
      'sales_miscs',
      'sales_items',
      'sales',
      'app_orders',
      'outlet_billings',
      'variants',
      'menu_items',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
