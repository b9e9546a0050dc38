import type { QueryRunner } from 'typeorm';
import { enableRowLevelSecurity } from './rls';

/** The columns an outlet's own row starts with (OutletRowEntity's id and outlet_id). */
export const OUTLET_ROW_KEY = `id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  outlet_id uuid NOT NULL`;

/** The columns a RevisedOutletRowEntity's row ends with: revision from 1, written and edited. */
export const REVISED_ROW_END = `revision integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()`;

/** The columns a projection of another service's rows ends with: last applied revision, tombstone. */
export const PROJECTION_ROW_END = `revision integer NOT NULL,
  deleted boolean NOT NULL DEFAULT false`;

/**
 * A table a migration creates: its column (and table constraint) definitions, in order, its
 * indexes by name (`<table>_<name>`, the part after `ON <table>`), and whether it is an outlet's
 * table under row-level security (the default; a tenant root or a token table says `rls: false`).
 */
export interface TableDefinition {
  name: string;
  columns: string[];
  indexes?: Record<string, string>;
  rls?: boolean;
}

/** Creates the tables in order, each with its indexes and row-level security. */
export async function createTables(q: QueryRunner, tables: TableDefinition[]): Promise<void> {
  for (const table of tables) {
    await q.query(`CREATE TABLE ${table.name} (\n  ${table.columns.join(',\n  ')}\n)`);
    for (const [name, on] of Object.entries(table.indexes ?? {})) {
      await q.query(`CREATE INDEX ${table.name}_${name} ON ${table.name} ${on}`);
    }
    if (table.rls !== false) await enableRowLevelSecurity(q, table.name);
  }
}

/** Drops the tables createTables made, last first. */
export async function dropTables(q: QueryRunner, tables: TableDefinition[]): Promise<void> {
  for (const table of [...tables].reverse()) await q.query(`DROP TABLE ${table.name}`);
}
