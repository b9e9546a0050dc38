import type { EntityManager } from 'typeorm';
import { ident } from './sql';

/**
 * The revision a `.deleted` event without one (*(no rev)* in flows.md) stands for: later than
 * any revision an `integer` column can hold, so nothing overwrites the tombstone.
 */
export const FINAL_REVISION = 2_147_483_647;

/** A transaction's manager (`Tx` has one), and the outlet it is scoped to if any. */
export interface HasManager {
  manager: EntityManager;
  outletId?: string | null;
}

/**
 * The row's `outlet_id` from the transaction: every projection table under row-level security
 * has one, and the handler's transaction is scoped to the event's outlet. An `outlet_id` in the
 * key or values (another outlet, or none for a test's bare manager) wins.
 */
function withOutlet(
  tx: HasManager,
  key: Record<string, unknown>,
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  if (!tx.outletId || 'outlet_id' in key || 'outlet_id' in values) return values;
  return { outlet_id: tx.outletId, ...values };
}

/**
 * One row of a projection table, which has a unique key (one or more columns), its data columns,
 * `revision integer NOT NULL` and `deleted boolean NOT NULL DEFAULT false`. A tombstone for a row
 * never seen holds only the key, so data columns must be nullable or have defaults.
 */
export interface ProjectionRow {
  /** e.g. `'ingredient_projections'` */
  table: string;
  /** the key column(s) and their values, e.g. `{ id: event.payload.ingredientId }` */
  key: Record<string, unknown>;
  /** the aggregate's revision this row state is from */
  revision: number;
}

/**
 * flows.md §0 rule 3: writes `values` for the row only when `revision` is newer than the stored
 * one (or there is none). A stale or redelivered event changes nothing, whatever order events
 * arrive in; a tombstoned row stays deleted. Answers whether the row was written. `outlet_id` is
 * the transaction's outlet unless the key or values name one.
 *
 * Values go to `pg` as they are: pass `JSON.stringify(x)` for a `jsonb` column holding an array.
 *
 * ```ts
 * await upsertByRevision(tx, {
 *   table: 'ingredient_projections',
 *   key: { id: p.ingredientId },
 *   revision: p.revision,
 *   values: { name: p.name, unit: p.unit, average_price: p.averagePrice },
 * });
 * ```
 */
export async function upsertByRevision(
  tx: HasManager,
  row: ProjectionRow & { values: Record<string, unknown> },
): Promise<boolean> {
  const keyCols = Object.keys(row.key);
  const values = withOutlet(tx, row.key, row.values);
  const valueCols = Object.keys(values).filter(
    (c) => !(c in row.key) && c !== 'revision' && c !== 'deleted',
  );
  if (!keyCols.length) throw new Error('upsertByRevision needs a key');
  const cols = [...keyCols, ...valueCols, 'revision'];
  const params = [
    ...keyCols.map((c) => row.key[c]),
    ...valueCols.map((c) => values[c]),
    row.revision,
  ];
  const t = ident(row.table);
  const set = [...valueCols, 'revision'].map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`);
  const written: unknown[] = await tx.manager.query(
    `INSERT INTO ${t} (${cols.map(ident).join(', ')})
     VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${keyCols.map(ident).join(', ')}) DO UPDATE SET ${set.join(', ')}
     WHERE ${t}."revision" < EXCLUDED."revision" AND NOT ${t}."deleted"
     RETURNING 1`,
    params,
  );
  return written.length > 0;
}

/**
 * flows.md §0 rule 3, `.deleted`: marks the row deleted at `revision` (keeping its data, e.g. a
 * recipe late sales still need), or leaves a tombstone of the key (plus `values`, written only
 * then; `outlet_id` is the transaction's, as for `upsertByRevision`) when the row was never seen,
 * so a `.saved` arriving later cannot bring it back. Older deletes change nothing; a delete wins
 * a tie with a `.saved` of the same revision, whichever came first (consumers are per subject, so
 * the two may arrive in either order). Answers whether the tombstone was written.
 */
export async function tombstoneByRevision(
  tx: HasManager,
  row: ProjectionRow & { values?: Record<string, unknown> },
): Promise<boolean> {
  const keyCols = Object.keys(row.key);
  if (!keyCols.length) throw new Error('tombstoneByRevision needs a key');
  const extra = withOutlet(tx, row.key, row.values);
  const extraCols = Object.keys(extra).filter(
    (c) => !(c in row.key) && c !== 'revision' && c !== 'deleted',
  );
  const cols = [...keyCols, ...extraCols, 'revision', 'deleted'];
  const params = [
    ...keyCols.map((c) => row.key[c]),
    ...extraCols.map((c) => extra[c]),
    row.revision,
    true,
  ];
  const t = ident(row.table);
  const written: unknown[] = await tx.manager.query(
    `INSERT INTO ${t} (${cols.map(ident).join(', ')})
     VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (${keyCols.map(ident).join(', ')})
       DO UPDATE SET "revision" = EXCLUDED."revision", "deleted" = true
     WHERE ${t}."revision" < EXCLUDED."revision"
        OR (${t}."revision" = EXCLUDED."revision" AND NOT ${t}."deleted")
     RETURNING 1`,
    params,
  );
  return written.length > 0;
}
