import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24 phase 2: point-of-sale receipts (Loyverse) become POS sales. `pos_receipts` keeps the
 * latest snapshot of each receipt (sales and refunds) with, on an original receipt, the counter
 * its sale converges on and the names of its lines not linked to a menu item;
 * `pos_item_aliases` the owner's links of a point-of-sale name to a menu item. Both under
 * row-level security, purged with the outlet.
 */
export class PosReceipts1760000024400 implements MigrationInterface {
  name = 'PosReceipts1760000024400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE pos_receipts (
        outlet_id uuid NOT NULL,
        receipt_id text NOT NULL,
        receipt_number text NOT NULL,
        receipt_type text NOT NULL,
        refund_for text,
        receipt_date date NOT NULL,
        cancelled boolean NOT NULL DEFAULT false,
        payload jsonb NOT NULL,
        updated_at timestamptz NOT NULL,
        revision integer NOT NULL DEFAULT 0,
        unmapped jsonb NOT NULL DEFAULT '[]'::jsonb,
        unmapped_names text[] NOT NULL DEFAULT '{}',
        PRIMARY KEY (outlet_id, receipt_id)
      )`);
    await q.query(
      `CREATE INDEX pos_receipts_refunds ON pos_receipts (outlet_id, refund_for)
        WHERE refund_for IS NOT NULL`,
    );
    await q.query(`CREATE INDEX pos_receipts_unmapped ON pos_receipts USING gin (unmapped_names)`);
    await q.query(`CREATE INDEX pos_receipts_date ON pos_receipts (outlet_id, receipt_date)`);
    await q.query(`
      CREATE TABLE pos_item_aliases (
        outlet_id uuid NOT NULL,
        pos_name text NOT NULL,
        menu_item_id uuid NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (outlet_id, pos_name)
      )`);
    for (const table of ['pos_receipts', 'pos_item_aliases']) {
      await enableRowLevelSecurity(q, table);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE pos_item_aliases`);
    await q.query(`DROP TABLE pos_receipts`);
  }
}
