import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** This migration's tables under row-level security, children first (the purge order). */
export const BATCH_TABLES = ['batch_ingredients', 'batch_items', 'batch_item_usage'] as const;

/**
 * Batch items (issue 10): versions per `batch_id` sharing one upper-cased name, their ingredient
 * rows, and the projection of inventory's production/adjustment counts (the delete blocks). The
 * menu and variant batch rows (110) now point at a version.
 */
export class CatalogueBatch1760000000120 implements MigrationInterface {
  name = 'CatalogueBatch1760000000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE batch_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        batch_id uuid NOT NULL,
        version_number integer NOT NULL,
        name text NOT NULL,
        portion_size numeric(18,4) NOT NULL DEFAULT 0,
        remarks text,
        par_level numeric(18,4),
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT batch_items_version_unique UNIQUE (outlet_id, batch_id, version_number)
      )`);
    await q.query(
      `CREATE INDEX batch_items_outlet_name ON batch_items (outlet_id, name, version_number DESC)`,
    );
    await q.query(`CREATE INDEX batch_items_batch ON batch_items (batch_id, version_number DESC)`);
    await q.query(`
      CREATE TABLE batch_ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        batch_item_id uuid NOT NULL REFERENCES batch_items (id) ON DELETE CASCADE,
        ingredient_id uuid NOT NULL,
        amount numeric(18,6) NOT NULL,
        default_unit_cost numeric(18,6) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT batch_ingredients_unique UNIQUE (batch_item_id, ingredient_id)
      )`);
    await q.query(`CREATE INDEX batch_ingredients_ingredient ON batch_ingredients (ingredient_id)`);
    // projection of inventory.batch-item-usage.changed (flows.md §1): revision-guarded
    await q.query(`
      CREATE TABLE batch_item_usage (
        batch_item_id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        production_count integer NOT NULL DEFAULT 0,
        adjustment_count integer NOT NULL DEFAULT 0,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(
      `ALTER TABLE menu_batch_ingredients ADD CONSTRAINT menu_batch_ingredients_batch
         FOREIGN KEY (batch_item_id) REFERENCES batch_items (id)`,
    );
    await q.query(
      `CREATE INDEX menu_batch_ingredients_batch ON menu_batch_ingredients (batch_item_id)`,
    );
    await q.query(
      `ALTER TABLE variant_batch_items ADD CONSTRAINT variant_batch_items_batch
         FOREIGN KEY (batch_item_id) REFERENCES batch_items (id)`,
    );
    await q.query(`CREATE INDEX variant_batch_items_batch ON variant_batch_items (batch_item_id)`);
    for (const table of BATCH_TABLES) await enableRowLevelSecurity(q, table);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE variant_batch_items DROP CONSTRAINT variant_batch_items_batch`);
    await q.query(`DROP INDEX variant_batch_items_batch`);
    await q.query(
      `ALTER TABLE menu_batch_ingredients DROP CONSTRAINT menu_batch_ingredients_batch`,
    );
    await q.query(`DROP INDEX menu_batch_ingredients_batch`);
    for (const table of BATCH_TABLES) await q.query(`DROP TABLE ${table}`);
  }
}
