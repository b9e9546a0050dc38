import { CONVERGED_SOURCES_TABLE, createConvergedSourcesTable } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 23: INVOICE sales converge per client invoice (flows.md §0 rule 4, §4.2). `converge`
 * keeps each invoice's last applied revision and the sale it wants in `converged_sources`
 * (row-level security, purged with the outlet).
 */
export class InvoiceSales1760000023200 implements MigrationInterface {
  name = 'InvoiceSales1760000023200';

  async up(q: QueryRunner): Promise<void> {
    await createConvergedSourcesTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${CONVERGED_SOURCES_TABLE}`);
  }
}
