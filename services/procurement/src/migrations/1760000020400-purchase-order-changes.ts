import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Beyond issue 20's spec (20-beyond): the supplier's answer beside the outlet's values on each
 * line (a unit price, a substitute with its optional unit price), the outlet's decision on each
 * difference (PENDING, ACCEPTED, REJECTED; null when there is none), the running received total,
 * and the deliveries recorded against a sent PO (`purchase_order_receipts`, lines as
 * `purchase_order_receipt_lines`).
 */
export class PurchaseOrderChanges1760000020400 implements MigrationInterface {
  name = 'PurchaseOrderChanges1760000020400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE purchase_order_items
        ADD COLUMN supplier_unit_price numeric(20, 6),
        ADD COLUMN price_decision text,
        ADD COLUMN substitute_name text,
        ADD COLUMN substitute_unit_price numeric(20, 6),
        ADD COLUMN substitute_decision text,
        ADD COLUMN received_quantity numeric(20, 6) NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE purchase_order_receipts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        purchase_order_id uuid NOT NULL REFERENCES purchase_orders (id) ON DELETE CASCADE,
        receipt_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX purchase_order_receipts_order ON purchase_order_receipts (purchase_order_id, receipt_date)`,
    );
    await enableRowLevelSecurity(q, 'purchase_order_receipts');
    await q.query(`
      CREATE TABLE purchase_order_receipt_lines (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        receipt_id uuid NOT NULL REFERENCES purchase_order_receipts (id) ON DELETE CASCADE,
        item_id uuid NOT NULL REFERENCES purchase_order_items (id) ON DELETE CASCADE,
        quantity numeric(20, 6) NOT NULL
      )`);
    await q.query(
      `CREATE INDEX purchase_order_receipt_lines_receipt ON purchase_order_receipt_lines (receipt_id)`,
    );
    await enableRowLevelSecurity(q, 'purchase_order_receipt_lines');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE purchase_order_receipt_lines`);
    await q.query(`DROP TABLE purchase_order_receipts`);
    await q.query(`
      ALTER TABLE purchase_order_items
        DROP COLUMN supplier_unit_price, DROP COLUMN price_decision, DROP COLUMN substitute_name,
        DROP COLUMN substitute_unit_price, DROP COLUMN substitute_decision,
        DROP COLUMN received_quantity`);
  }
}
