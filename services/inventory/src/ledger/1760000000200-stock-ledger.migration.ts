import { createConvergedSourcesTable, enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stock ledger (flows.md §3): the movements, the per-item state cache with its per-day
 * checkpoints, the convergence state of the documents that write movements, and the catalogue
 * recipe projections and finance expense usage the consumers keep. Every table is outlet-scoped
 * under row-level security.
 */
export class StockLedger1760000000200 implements MigrationInterface {
  name = 'StockLedger1760000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stock_movements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        item_kind text NOT NULL CHECK (item_kind IN ('INGREDIENT', 'BATCH')),
        item_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('PURCHASE', 'PURCHASE_RETURN', 'SALE_USAGE',
          'PRODUCTION_USAGE', 'PRODUCTION_OUTPUT', 'ADJUSTMENT', 'BATCH_ADJUSTMENT',
          'CREDIT_INVOICE', 'REVERSAL')),
        quantity numeric(18, 6) NOT NULL,
        unit_cost numeric(18, 6) NOT NULL DEFAULT 0,
        movement_date date NOT NULL,
        source_type text NOT NULL,
        source_id uuid NOT NULL,
        source_line_id uuid,
        reverses_id uuid UNIQUE REFERENCES stock_movements (id),
        menu_item_id uuid,
        inventory_item_id uuid,
        remarks text,
        reason text,
        recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((kind = 'REVERSAL') = (reverses_id IS NOT NULL))
      )`);
    await q.query(
      `CREATE INDEX stock_movements_item ON stock_movements
         (item_kind, item_id, movement_date, recorded_at, id)`,
    );
    await q.query(
      `CREATE INDEX stock_movements_source ON stock_movements (source_type, source_id)`,
    );
    await q.query(
      `CREATE INDEX stock_movements_inventory_item ON stock_movements (inventory_item_id)
         WHERE inventory_item_id IS NOT NULL`,
    );
    await enableRowLevelSecurity(q, 'stock_movements');

    // The state after the item's last row (what reads and a movement dated today start from).
    await q.query(`
      CREATE TABLE item_stock (
        outlet_id uuid NOT NULL,
        item_kind text NOT NULL,
        item_id uuid NOT NULL,
        stock numeric(18, 6) NOT NULL DEFAULT 0,
        average_price numeric(18, 6) NOT NULL DEFAULT 0,
        last_price numeric(18, 6) NOT NULL DEFAULT 0,
        last_purchase_date date,
        last_movement_date date,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (item_kind, item_id)
      )`);
    await enableRowLevelSecurity(q, 'item_stock');

    // The state at the end of each day with rows: a back-dated row replays from the day before it.
    await q.query(`
      CREATE TABLE stock_checkpoints (
        outlet_id uuid NOT NULL,
        item_kind text NOT NULL,
        item_id uuid NOT NULL,
        day date NOT NULL,
        stock numeric(18, 6) NOT NULL,
        average_price numeric(18, 6) NOT NULL,
        last_price numeric(18, 6) NOT NULL,
        last_purchase_date date,
        PRIMARY KEY (item_kind, item_id, day)
      )`);
    await enableRowLevelSecurity(q, 'stock_checkpoints');

    await createConvergedSourcesTable(q, 'stock_sources');

    // catalogue's recipes (flows.md §2), revision-guarded; tombstones keep the data.
    await q.query(`
      CREATE TABLE menu_item_recipes (
        outlet_id uuid NOT NULL,
        menu_item_id uuid PRIMARY KEY,
        menu_id uuid,
        version_number integer,
        name text,
        ingredients jsonb NOT NULL DEFAULT '[]'::jsonb,
        batch_ingredients jsonb NOT NULL DEFAULT '[]'::jsonb,
        variant_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
        known boolean NOT NULL DEFAULT false,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE variant_recipes (
        outlet_id uuid NOT NULL,
        variant_id uuid PRIMARY KEY,
        name text,
        ingredients jsonb NOT NULL DEFAULT '[]'::jsonb,
        batch_items jsonb NOT NULL DEFAULT '[]'::jsonb,
        known boolean NOT NULL DEFAULT false,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE batch_item_recipes (
        outlet_id uuid NOT NULL,
        batch_item_id uuid PRIMARY KEY,
        batch_id uuid,
        version_number integer,
        name text,
        portion_size numeric(18, 6) NOT NULL DEFAULT 1,
        ingredients jsonb NOT NULL DEFAULT '[]'::jsonb,
        known boolean NOT NULL DEFAULT false,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    for (const [table, column] of [
      ['menu_item_recipes', 'ingredients'],
      ['menu_item_recipes', 'batch_ingredients'],
      ['variant_recipes', 'ingredients'],
      ['variant_recipes', 'batch_items'],
      ['batch_item_recipes', 'ingredients'],
    ]) {
      await q.query(
        `CREATE INDEX ${table}_${column} ON ${table} USING gin (${column} jsonb_path_ops)`,
      );
    }

    // finance's expenses naming an inventory item (the inventory item delete block).
    await q.query(`
      CREATE TABLE expense_usage (
        outlet_id uuid NOT NULL,
        expense_id uuid PRIMARY KEY,
        expense_state text,
        inventory_item_ids uuid[] NOT NULL DEFAULT '{}',
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(
      `CREATE INDEX expense_usage_items ON expense_usage USING gin (inventory_item_ids)`,
    );
    for (const t of [
      'menu_item_recipes',
      'variant_recipes',
      'batch_item_recipes',
      'expense_usage',
    ]) {
      await enableRowLevelSecurity(q, t);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'expense_usage',
      'batch_item_recipes',
      'variant_recipes',
      'menu_item_recipes',
      'stock_sources',
      'stock_checkpoints',
      'item_stock',
      'stock_movements',
    ]) {
      await q.query(`DROP TABLE ${t}`);
    }
  }
}
