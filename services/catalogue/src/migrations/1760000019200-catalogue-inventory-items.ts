import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableRowLevelSecurity } from '@mise/platform';

export const INVENTORY_ITEM_TABLES = ['inventory_items'] as const;

/**
 * The projection of inventory's inventory items (issue 19 §1.10): a recipe line's
 * `preferredInventoryId` is checked against it (flows.md §0 rule 7). Revision-guarded,
 * tombstones kept.
 */
export class CatalogueInventoryItems1760000019200 implements MigrationInterface {
  name = 'CatalogueInventoryItems1760000019200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inventory_items (
        id uuid PRIMARY KEY,
        outlet_id uuid NOT NULL,
        name text,
        ingredient_id uuid,
        revision integer NOT NULL,
        deleted boolean NOT NULL DEFAULT false
      )`);
    await q.query(`CREATE INDEX inventory_items_outlet_id_idx ON inventory_items (outlet_id)`);
    for (const table of INVENTORY_ITEM_TABLES) await enableRowLevelSecurity(q, table);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE inventory_items`);
  }
}
