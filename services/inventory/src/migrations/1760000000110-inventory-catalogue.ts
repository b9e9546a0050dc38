import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Units of measure (seeded reference list; keep in step with UNITS_OF_MEASURE in @mise/domain). */
const UNITS: Array<[string, string]> = [
  ['Unit', 'unit'],
  ['Piece', 'pcs'],
  ['Gram', 'g'],
  ['Kilogram', 'kg'],
  ['Millilitre', 'ml'],
  ['Litre', 'l'],
  ['Pack', 'pack'],
  ['Box', 'box'],
  ['Bottle', 'bottle'],
  ['Can', 'can'],
  ['Tray', 'tray'],
  ['Dozen', 'dozen'],
  ['Bag', 'bag'],
  ['Carton', 'carton'],
  ['Slice', 'slice'],
  ['Tablespoon', 'tbsp'],
  ['Teaspoon', 'tsp'],
];

/**
 * Ingredients, inventory items, stock adjustments and the units of measure. Replaces the
 * generator's example.
 */
export class InventoryCatalogue1760000000110 implements MigrationInterface {
  name = 'InventoryCatalogue1760000000110';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE example_items`);
    await q.query(`
      CREATE TABLE units_of_measure (
        unit text PRIMARY KEY,
        name text NOT NULL,
        position integer NOT NULL
      )`);
    for (const [i, [name, unit]] of UNITS.entries()) {
      await q.query(`INSERT INTO units_of_measure (unit, name, position) VALUES ($1, $2, $3)`, [
        unit,
        name,
        i,
      ]);
    }
    await q.query(`
      CREATE TABLE ingredients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        unit text NOT NULL DEFAULT 'unit',
        average_price numeric(18,6) NOT NULL DEFAULT 0,
        last_price numeric(18,6) NOT NULL DEFAULT 0,
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT ingredients_name_unique UNIQUE (outlet_id, name)
      )`);
    await q.query(
      `CREATE INDEX ingredients_outlet_created ON ingredients (outlet_id, created_at, id)`,
    );
    await enableRowLevelSecurity(q, 'ingredients');
    await q.query(`
      CREATE TABLE inventory_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        ingredient_id uuid NOT NULL REFERENCES ingredients (id),
        revision integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT inventory_items_name_unique UNIQUE (outlet_id, name)
      )`);
    await q.query(
      `CREATE INDEX inventory_items_outlet_created ON inventory_items (outlet_id, created_at, id)`,
    );
    await q.query(`CREATE INDEX inventory_items_ingredient ON inventory_items (ingredient_id)`);
    await enableRowLevelSecurity(q, 'inventory_items');
    await q.query(`
      CREATE TABLE stock_adjustments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        ingredient_id uuid NOT NULL REFERENCES ingredients (id) ON DELETE CASCADE,
        adjustment_date date NOT NULL,
        amount numeric(18,6) NOT NULL CHECK (amount < 0),
        average_price numeric(18,6) NOT NULL DEFAULT 0,
        reason text NOT NULL DEFAULT 'OTHER',
        remarks text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE INDEX stock_adjustments_ingredient ON stock_adjustments (ingredient_id, adjustment_date DESC, created_at DESC)`,
    );
    await enableRowLevelSecurity(q, 'stock_adjustments');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_adjustments`);
    await q.query(`DROP TABLE inventory_items`);
    await q.query(`DROP TABLE ingredients`);
    await q.query(`DROP TABLE units_of_measure`);
    await q.query(`
      CREATE TABLE example_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
