import { createTables, dropTables, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: TableDefinition[] = [
  {
    // the owner's ACCOUNTING connection, from integrations' `connection.changed`
    name: 'accounting_connections',
    columns: [
      'owner_id uuid PRIMARY KEY',
      'connected boolean NOT NULL',
      'revision integer NOT NULL',
    ],
    rls: false,
  },
  {
    name: 'accounting_pushes',
    columns: [
      'push_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      'document_id uuid NOT NULL REFERENCES expenses (id) ON DELETE CASCADE',
      `state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'COMPLETED', 'FAILED'))`,
      'reason text',
      'external_id text',
      'requested_at timestamptz NOT NULL DEFAULT clock_timestamp()',
      'updated_at timestamptz NOT NULL DEFAULT clock_timestamp()',
    ],
    indexes: { latest: '(document_id, requested_at DESC)' },
  },
];

/**
 * "Send to Xero" (issue 24, flows.md §4.11): `accounting_connections` (whether each owner has
 * Xero connected, by revision) and `accounting_pushes` (one row per push request of an expense,
 * its state and integrations' answer).
 */
export class AccountingPush1760000024300 implements MigrationInterface {
  name = 'AccountingPush1760000024300';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
