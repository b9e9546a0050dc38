import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Opening stock and stock counts (issue 21): the ledger's kinds OPENING (incoming at its unit
 * cost, averaged as a purchase) and COUNT (the signed difference counted − on hand at the
 * running average), and the entries that write them (source 'STOCK_ENTRY', the entry's id).
 */
export class StockEntries1760000021300 implements MigrationInterface {
  name = 'StockEntries1760000021300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_kind_check`);
    await q.query(`
      ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_kind_check
        CHECK (kind IN ('PURCHASE', 'PURCHASE_RETURN', 'SALE_USAGE', 'PRODUCTION_USAGE',
          'PRODUCTION_OUTPUT', 'ADJUSTMENT', 'BATCH_ADJUSTMENT', 'CREDIT_INVOICE', 'OPENING',
          'COUNT', 'REVERSAL'))`);
    await q.query(`
      CREATE TABLE stock_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('OPENING', 'COUNT')),
        ingredient_id uuid NOT NULL REFERENCES ingredients (id) ON DELETE CASCADE,
        entry_date date NOT NULL,
        quantity numeric(18, 6) NOT NULL,
        unit_cost numeric(18, 6) NOT NULL DEFAULT 0,
        counted_quantity numeric(18, 6),
        remarks text,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        CHECK ((kind = 'OPENING') = (counted_quantity IS NULL)),
        CHECK (kind <> 'OPENING' OR quantity > 0)
      )`);
    await q.query(
      `CREATE INDEX stock_entries_outlet_date ON stock_entries (outlet_id, entry_date, created_at)`,
    );
    await q.query(`CREATE INDEX stock_entries_ingredient ON stock_entries (ingredient_id)`);
    await enableRowLevelSecurity(q, 'stock_entries');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stock_entries`);
    await q.query(`ALTER TABLE stock_movements DROP CONSTRAINT stock_movements_kind_check`);
    await q.query(`
      ALTER TABLE stock_movements ADD CONSTRAINT stock_movements_kind_check
        CHECK (kind IN ('PURCHASE', 'PURCHASE_RETURN', 'SALE_USAGE', 'PRODUCTION_USAGE',
          'PRODUCTION_OUTPUT', 'ADJUSTMENT', 'BATCH_ADJUSTMENT', 'CREDIT_INVOICE', 'REVERSAL'))`);
  }
}
