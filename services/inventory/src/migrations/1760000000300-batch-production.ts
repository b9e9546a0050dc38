import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Batch production and batch stock (issue 10): production days, their stock-ins, batch
 * adjustments, the revision of each batch item's usage event, and the par level on the recipe
 * projection (catalogue's `parLevel`, the prep list).
 */
export class BatchProduction1760000000300 implements MigrationInterface {
  name = 'BatchProduction1760000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE batch_item_recipes ADD COLUMN IF NOT EXISTS name text`);
    await q.query(`ALTER TABLE batch_item_recipes ADD COLUMN IF NOT EXISTS version_number integer`);
    await q.query(`ALTER TABLE batch_item_recipes ADD COLUMN par_level numeric(18, 6)`);
    await q.query(`CREATE INDEX batch_item_recipes_batch ON batch_item_recipes (batch_id)`);
    await q.query(`
      CREATE TABLE batch_stocks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        date date NOT NULL,
        remarks text,
        total_cost numeric(18, 4) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT batch_stocks_date_unique UNIQUE (outlet_id, date)
      )`);
    await q.query(`
      CREATE TABLE batch_stock_ins (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        batch_stock_id uuid NOT NULL REFERENCES batch_stocks (id),
        batch_item_id uuid NOT NULL,
        quantity numeric(18, 4) NOT NULL CHECK (quantity >= 1),
        cost numeric(18, 4) NOT NULL,
        date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT batch_stock_ins_item_unique UNIQUE (batch_stock_id, batch_item_id)
      )`);
    await q.query(`CREATE INDEX batch_stock_ins_item ON batch_stock_ins (batch_item_id)`);
    await q.query(`
      CREATE TABLE batch_adjustments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        batch_item_id uuid NOT NULL,
        adjustment_date date NOT NULL,
        quantity numeric(18, 6) NOT NULL CHECK (quantity < 0),
        average_price numeric(18, 6) NOT NULL DEFAULT 0,
        remarks text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE INDEX batch_adjustments_item ON batch_adjustments (batch_item_id, adjustment_date)`,
    );
    // the revision of inventory.batch-item-usage.changed, per batch item
    await q.query(`
      CREATE TABLE batch_item_usage (
        outlet_id uuid NOT NULL,
        batch_item_id uuid PRIMARY KEY,
        revision integer NOT NULL
      )`);
    for (const t of ['batch_stocks', 'batch_stock_ins', 'batch_adjustments', 'batch_item_usage']) {
      await enableRowLevelSecurity(q, t);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['batch_item_usage', 'batch_adjustments', 'batch_stock_ins', 'batch_stocks']) {
      await q.query(`DROP TABLE ${t}`);
    }
    await q.query(`DROP INDEX batch_item_recipes_batch`);
    await q.query(`ALTER TABLE batch_item_recipes DROP COLUMN par_level`);
  }
}
