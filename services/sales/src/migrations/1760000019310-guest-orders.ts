import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: a guest order keeps who placed it (a hash of the page's guest token, '-' without
 * one), so one client's orders at a table are counted apart from the table's cap.
 */
export class GuestOrders1760000019310 implements MigrationInterface {
  name = 'GuestOrders1760000019310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_orders ADD COLUMN guest_key text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE app_orders DROP COLUMN guest_key`);
  }
}
