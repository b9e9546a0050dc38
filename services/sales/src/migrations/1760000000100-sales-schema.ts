import { enableRowLevelSecurity } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** sales's own tables. Every outlet-scoped table goes under row-level security. */
export class SalesSchema1760000000100 implements MigrationInterface {
  name = 'SalesSchema1760000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE example_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        outlet_id uuid NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX example_items_outlet ON example_items (outlet_id, created_at)`);
    await enableRowLevelSecurity(q, 'example_items');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE example_items`);
  }
}
