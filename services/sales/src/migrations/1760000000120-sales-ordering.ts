import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ordering (issue 12): catalogue's tables as sales projects them; the menu's description and
 * photo and the options' names (rows projected before this carry `needs_refresh` until the
 * ordering menu asks catalogue for them once); app orders gain a status (existing and webhook
 * orders SERVED: an outside site ran its own flow), the table, the page's request id, notes and
 * the dashboards' times; `order_codes` maps a guest order's code to its outlet, outside RLS, for
 * `orderStatus` (it holds no order data: the order is read in its outlet's scope after the token).
 */
export class SalesOrdering1760000000120 implements MigrationInterface {
  name = 'SalesOrdering1760000000120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outlet_tables (
        outlet_id uuid NOT NULL,
        table_id uuid PRIMARY KEY,
        name text,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(
      `CREATE INDEX outlet_tables_name ON outlet_tables (outlet_id, lower(name)) WHERE NOT deleted`,
    );
    await enableRowLevelSecurity(q, 'outlet_tables');
    await q.query(`
      ALTER TABLE menu_items
        ADD COLUMN description text,
        ADD COLUMN photo_key text,
        ADD COLUMN needs_refresh boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE menu_items SET needs_refresh = true WHERE known AND NOT deleted`);
    await q.query(
      `CREATE INDEX menu_items_ordering ON menu_items (outlet_id, menu_id, version_number DESC)
        WHERE known AND NOT deleted`,
    );
    await q.query(`ALTER TABLE variants ADD COLUMN needs_refresh boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE variants SET needs_refresh = true WHERE known AND NOT deleted`);
    await q.query(`
      ALTER TABLE app_orders
        ADD COLUMN status text NOT NULL DEFAULT 'SERVED'
          CHECK (status IN ('DRAFT', 'CONFIRMED', 'SERVED', 'REJECTED')),
        ADD COLUMN table_name text,
        ADD COLUMN request_id uuid,
        ADD COLUMN note text,
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN served_at timestamptz,
        ADD COLUMN rejected_at timestamptz,
        ADD COLUMN reject_reason text`);
    await q.query(
      `CREATE UNIQUE INDEX app_orders_request ON app_orders (outlet_id, request_id)
        WHERE request_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX app_orders_live ON app_orders (outlet_id, status, order_timestamp, id)`,
    );
    await q.query(
      `CREATE INDEX app_orders_table ON app_orders (outlet_id, lower(table_name), created_at)
        WHERE request_id IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE order_codes (
        order_code text PRIMARY KEY,
        outlet_id uuid NOT NULL,
        order_id uuid NOT NULL
      )`);
    await q.query(`CREATE INDEX order_codes_outlet ON order_codes (outlet_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_codes`);
    await q.query(`DROP INDEX app_orders_table`);
    await q.query(`DROP INDEX app_orders_live`);
    await q.query(`DROP INDEX app_orders_request`);
    await q.query(`
      ALTER TABLE app_orders
        DROP COLUMN status, DROP COLUMN table_name, DROP COLUMN request_id, DROP COLUMN note,
        DROP COLUMN confirmed_at, DROP COLUMN served_at, DROP COLUMN rejected_at,
        DROP COLUMN reject_reason`);
    await q.query(`ALTER TABLE variants DROP COLUMN needs_refresh`);
    await q.query(`DROP INDEX menu_items_ordering`);
    await q.query(
      `ALTER TABLE menu_items DROP COLUMN description, DROP COLUMN photo_key, DROP COLUMN needs_refresh`,
    );
    await q.query(`DROP TABLE outlet_tables`);
  }
}
