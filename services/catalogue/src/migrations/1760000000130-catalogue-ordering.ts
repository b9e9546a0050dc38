import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ordering (issue 12): tables carry a revision (their `catalogue.table.saved` / `.deleted` events
 * for sales' projection) and the outlet may set an outside ordering address.
 */
export class CatalogueOrdering1760000000130 implements MigrationInterface {
  name = 'CatalogueOrdering1760000000130';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outlet_tables ADD COLUMN revision integer NOT NULL DEFAULT 1`);
    await q.query(`ALTER TABLE catalogue_settings ADD COLUMN ordering_address text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE catalogue_settings DROP COLUMN ordering_address`);
    await q.query(`ALTER TABLE outlet_tables DROP COLUMN revision`);
  }
}
