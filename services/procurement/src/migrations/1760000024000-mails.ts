import { createTables, dropTables, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 24: one row per e-mail requested of integrations (flows.md §4.10), written with its
 * `procurement.mail.requested`; `integrations.mail.sent` / `.failed` set its state. Not under
 * row-level security (written before integrations published its results in the request's outlet,
 * which it now does): the listener finds a mail by its id alone, and every read of a document's
 * mails names the outlet. 1760000024100 puts it under row-level security.
 */
const TABLES: TableDefinition[] = [
  {
    name: 'mails',
    columns: [
      'mail_id uuid PRIMARY KEY',
      'outlet_id uuid NOT NULL',
      `document_type text NOT NULL CHECK (document_type IN ('PO', 'INVOICE'))`,
      'document_id uuid NOT NULL',
      `state text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SENT', 'FAILED'))`,
      'reason text',
      'requested_at timestamptz NOT NULL DEFAULT clock_timestamp()',
      'updated_at timestamptz NOT NULL DEFAULT clock_timestamp()',
    ],
    indexes: { document: '(outlet_id, document_type, document_id, requested_at DESC)' },
    rls: false,
  },
];

export class Mails1760000024000 implements MigrationInterface {
  name = 'Mails1760000024000';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, TABLES);
  }
}
