import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables under row-level security, children first (the purge order in tenancy.ts). */
export const CATALOGUE_TABLES = [
  'menu_ingredients',
  'menu_batch_ingredients',
  'menu_variants',
  'menu_items',
  'variant_ingredients',
  'variant_batch_items',
  'variants',
  'outlet_tables',
  'ingredient_costs',
  'sale_menu_items',
  'menu_limits',
  'catalogue_settings',
] as const;

/**
 * Menu items (versions) and their recipe rows, variants and their options, tables, and the
 * projections catalogue keeps (ingredient unit-cost inputs, sales usage, menu limit). Replaces
 * the generator's example.
 */
export class CatalogueMenu1760000000110 implements MigrationInterface {
  name = 'CatalogueMenu1760000000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE example_items`);
    await q.query(`
      CREATE TABLE menu_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        menu_id uuid NOT NULL,
        version_number integer NOT NULL,
        name text NOT NULL,
        category text NOT NULL,
        keywords text,
        description text,
        price numeric(14,2) NOT NULL DEFAULT 0,
        cost_per_serving numeric(18,4) NOT NULL DEFAULT 0,
        photo_key text,
        photo_uploaded_at timestamptz,
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT menu_items_version_unique UNIQUE (outlet_id, menu_id, version_number),
        CONSTRAINT menu_items_name_version_unique UNIQUE (outlet_id, name, version_number)
      )`);
    await q.query(
      `CREATE INDEX menu_items_outlet_name ON menu_items (outlet_id, name, version_number DESC)`,
    );
    await q.query(`CREATE INDEX menu_items_menu ON menu_items (menu_id, version_number DESC)`);
    await q.query(`
      CREATE TABLE menu_ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        menu_item_id uuid NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
        ingredient_id uuid NOT NULL,
        preferred_inventory_id uuid,
        amount numeric(18,6) NOT NULL,
        default_unit_cost numeric(18,6) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT menu_ingredients_unique UNIQUE (menu_item_id, ingredient_id)
      )`);
    await q.query(`CREATE INDEX menu_ingredients_ingredient ON menu_ingredients (ingredient_id)`);
    await q.query(`
      CREATE TABLE menu_batch_ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        menu_item_id uuid NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
        batch_item_id uuid NOT NULL,
        amount numeric(18,6) NOT NULL,
        default_unit_cost numeric(18,6) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT menu_batch_ingredients_unique UNIQUE (menu_item_id, batch_item_id)
      )`);
    await q.query(`
      CREATE TABLE variants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        variant_type text NOT NULL DEFAULT 'SINGLE' CHECK (variant_type IN ('SINGLE', 'MULTIPLE')),
        max_choice integer NOT NULL DEFAULT 1 CHECK (max_choice >= 1),
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT variants_name_unique UNIQUE (outlet_id, name)
      )`);
    await q.query(`
      CREATE TABLE menu_variants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        menu_item_id uuid NOT NULL REFERENCES menu_items (id) ON DELETE CASCADE,
        variant_id uuid NOT NULL REFERENCES variants (id),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT menu_variants_unique UNIQUE (menu_item_id, variant_id)
      )`);
    await q.query(`CREATE INDEX menu_variants_variant ON menu_variants (variant_id)`);
    await q.query(`
      CREATE TABLE variant_ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        variant_id uuid NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
        ingredient_id uuid NOT NULL,
        amount numeric(18,6) NOT NULL,
        add_on_price numeric(14,2) NOT NULL DEFAULT 0,
        default_unit_cost numeric(18,6) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT variant_ingredients_unique UNIQUE (variant_id, ingredient_id)
      )`);
    await q.query(
      `CREATE INDEX variant_ingredients_ingredient ON variant_ingredients (ingredient_id)`,
    );
    await q.query(`
      CREATE TABLE variant_batch_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        variant_id uuid NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
        batch_item_id uuid NOT NULL,
        amount numeric(18,6) NOT NULL,
        add_on_price numeric(14,2) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT variant_batch_items_unique UNIQUE (variant_id, batch_item_id)
      )`);
    await q.query(`
      CREATE TABLE outlet_tables (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX outlet_tables_name_unique ON outlet_tables (outlet_id, lower(name))`,
    );
    // projections (flows.md §2): revision-guarded, tombstones kept
    await q.query(`
      CREATE TABLE ingredient_costs (
        id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        name text,
        unit text,
        average_price numeric(18,6) NOT NULL DEFAULT 0,
        last_price numeric(18,6) NOT NULL DEFAULT 0,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE sale_menu_items (
        sale_id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        menu_item_ids uuid[] NOT NULL DEFAULT '{}',
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(
      `CREATE INDEX sale_menu_items_items ON sale_menu_items USING gin (menu_item_ids)`,
    );
    await q.query(`
      CREATE TABLE menu_limits (
        outlet_id uuid PRIMARY KEY,
        menu_limit integer NOT NULL DEFAULT 10,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE catalogue_settings (
        outlet_id uuid PRIMARY KEY,
        food_cost_target numeric(7,2) NOT NULL DEFAULT 35,
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    for (const table of CATALOGUE_TABLES) await enableRowLevelSecurity(q, table);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) await q.query(`DROP TABLE ${table}`);
    await q.query(`
      CREATE TABLE example_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
