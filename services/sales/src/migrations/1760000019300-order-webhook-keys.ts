import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 19: each outlet signs its own webhook orders. `order_webhook_keys` holds the random id an
 * outlet's secret is derived from (HMAC of `ORDERS_WEBHOOK_SECRET`, never stored): a copy of the
 * database alone signs nothing. One row per outlet; rotating replaces it.
 */
export class OrderWebhookKeys1760000019300 implements MigrationInterface {
  name = 'OrderWebhookKeys1760000019300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE order_webhook_keys (
        outlet_id uuid PRIMARY KEY,
        key_id text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await enableRowLevelSecurity(q, 'order_webhook_keys');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE order_webhook_keys`);
  }
}
