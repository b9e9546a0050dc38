import { createTables, dropTables, OUTLET_ROW_KEY, type TableDefinition } from '@mise/platform';
import type { MigrationInterface, QueryRunner } from 'typeorm';

const TABLES: TableDefinition[] = [
  {
    name: 'extraction_jobs',
    columns: [
      OUTLET_ROW_KEY,
      'expense_id uuid NOT NULL REFERENCES expenses (id) ON DELETE CASCADE',
      'reservation_id uuid UNIQUE',
      'granted integer NOT NULL DEFAULT 0',
      `state text NOT NULL DEFAULT 'QUEUED' CHECK (state IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED'))`,
      'files_total integer NOT NULL DEFAULT 0',
      'files_done integer NOT NULL DEFAULT 0',
      'pages_done integer NOT NULL DEFAULT 0',
      'lines_read integer NOT NULL DEFAULT 0',
      'lines_kept integer NOT NULL DEFAULT 0',
      'credits_charged integer NOT NULL DEFAULT 0',
      `sources text[] NOT NULL DEFAULT '{}'`,
      'embedded_invoice boolean NOT NULL DEFAULT false',
      'proposed_supplier_name text',
      'supplier_matched boolean NOT NULL DEFAULT false',
      'proposed_number text',
      'proposed_date date',
      'proposed_total numeric(14, 2)',
      `review text[] NOT NULL DEFAULT '{}'`,
      'attempts integer NOT NULL DEFAULT 0',
      'heartbeat_at timestamptz',
      'started_at timestamptz NOT NULL DEFAULT clock_timestamp()',
      'finished_at timestamptz',
      'created_at timestamptz NOT NULL DEFAULT now()',
    ],
    indexes: { expense: '(expense_id, started_at DESC)' },
  },
  {
    // the open jobs (QUEUED, RUNNING) by outlet, without row-level security: ids only, so the
    // stale-job sweeper finds the outlets to look in; each is then read in its outlet's scope
    name: 'extraction_open_jobs',
    columns: [
      'job_id uuid PRIMARY KEY REFERENCES extraction_jobs (id) ON DELETE CASCADE',
      'outlet_id uuid NOT NULL',
    ],
    indexes: { outlet: '(outlet_id)' },
    rls: false,
  },
  {
    name: 'item_memory',
    columns: [
      'outlet_id uuid NOT NULL',
      'supplier_id uuid NOT NULL',
      'description_key text NOT NULL',
      'inventory_item_id uuid',
      'inventory_item_name text NOT NULL',
      `ingredient_name text NOT NULL DEFAULT ''`,
      `unit text NOT NULL DEFAULT 'unit'`,
      'updated_at timestamptz NOT NULL DEFAULT now()',
      'PRIMARY KEY (outlet_id, supplier_id, description_key)',
    ],
  },
];

/**
 * Automated reading (issue 22, flows.md §4.6, §10): `extraction_jobs` (one row per run of an
 * expense: the credits granted, progress, what the documents proposed and the document-level
 * review reasons), `extraction_open_jobs` (which outlets have a job running, for the sweeper),
 * `item_memory` (`(supplier, normalised description) → inventory item`, taught by the owner's
 * corrections, with the ingredient and unit they chose), on `expense_items` what the document
 * printed, why a line must be checked and whether the owner edited it (`edited`: a re-run keeps
 * it), and on `expense_miscs` whether a charge was read (`extracted`: a re-run replaces it).
 */
export class Extraction1760000022100 implements MigrationInterface {
  name = 'Extraction1760000022100';

  async up(q: QueryRunner): Promise<void> {
    await createTables(q, TABLES);
    await q.query(`ALTER TABLE expense_items
      ADD COLUMN source_description text,
      ADD COLUMN printed_total numeric,
      ADD COLUMN review_reasons text[] NOT NULL DEFAULT '{}',
      ADD COLUMN reviewed boolean NOT NULL DEFAULT true,
      ADD COLUMN match_confidence integer CHECK (match_confidence BETWEEN 0 AND 100),
      ADD COLUMN matched_by text CHECK (matched_by IN ('EXACT', 'LEARNED', 'FUZZY', 'NONE')),
      ADD COLUMN edited boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE expense_miscs ADD COLUMN extracted boolean NOT NULL DEFAULT false`);
    await q.query(
      `CREATE INDEX expense_items_to_review ON expense_items (expense_id) WHERE NOT reviewed`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX expense_items_to_review`);
    await q.query(`ALTER TABLE expense_miscs DROP COLUMN extracted`);
    await q.query(`ALTER TABLE expense_items DROP COLUMN source_description, DROP COLUMN printed_total,
      DROP COLUMN review_reasons, DROP COLUMN reviewed, DROP COLUMN match_confidence,
      DROP COLUMN matched_by, DROP COLUMN edited`);
    await dropTables(q, TABLES);
  }
}
