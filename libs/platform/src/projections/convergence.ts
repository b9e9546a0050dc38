import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableRowLevelSecurity } from '../db/rls';
import { groupBy } from '../group';
import type { HasManager } from './revision-upsert';
import { ident } from './sql';

/** The default table `converge` keeps its state in. */
export const CONVERGED_SOURCES_TABLE = 'converged_sources';

/**
 * Creates the table `converge` keeps, per source document, the last applied revision and the
 * effects written for it (with what `apply` answered for each, e.g. the ledger row ids):
 *
 * ```sql
 * CREATE TABLE converged_sources (
 *   outlet_id   uuid        NOT NULL,          -- under row-level security
 *   source_type text        NOT NULL,          -- e.g. 'EXPENSE', 'SALE', 'INVOICE'
 *   source_id   text        NOT NULL,          -- the document's id
 *   revision    integer     NOT NULL,          -- last applied revision (0: none yet)
 *   effects     jsonb       NOT NULL,          -- [{ effect, receipt }] written for it
 *   updated_at  timestamptz NOT NULL DEFAULT now(),
 *   PRIMARY KEY (source_type, source_id)
 * );
 * ```
 *
 * Call it from one of the service's migrations: `await createConvergedSourcesTable(q)`.
 */
export async function createConvergedSourcesTable(
  q: QueryRunner,
  table = CONVERGED_SOURCES_TABLE,
): Promise<void> {
  await q.query(
    `CREATE TABLE ${ident(table)} (
       outlet_id uuid NOT NULL,
       source_type text NOT NULL,
       source_id text NOT NULL,
       revision integer NOT NULL,
       effects jsonb NOT NULL DEFAULT '[]'::jsonb,
       updated_at timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (source_type, source_id)
     )`,
  );
  await enableRowLevelSecurity(q, table);
}

/** A migration that only creates `converged_sources`, for services that want it as is. */
export class ConvergedSources1760000000100 implements MigrationInterface {
  name = 'ConvergedSources1760000000100';
  async up(q: QueryRunner): Promise<void> {
    await createConvergedSourcesTable(q);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ${ident(CONVERGED_SOURCES_TABLE)}`);
  }
}

/** An effect is plain JSON (e.g. `{ kind: 'PURCHASE', itemId, quantity, unitCost, date }`). */
export type Effect = Record<string, unknown>;

export interface ConvergeOptions<E extends Effect, R> {
  sourceType: string;
  sourceId: string;
  /** the event's revision of the source document */
  revision: number;
  /**
   * The effects the document wants now, computed from the event's snapshot alone (which subject
   * arrived does not matter): `[]` when it wants none (deleted, unconfirmed, ...).
   */
  desired: E[] | (() => E[] | Promise<E[]>);
  /** Writes one effect; what it answers (e.g. the new row's id) is kept for `reverse`. */
  apply?: (effect: E) => Promise<R>;
  /** Undoes one effect written earlier (e.g. inserts a REVERSAL of row `receipt`). */
  reverse?: (effect: E, receipt: R) => Promise<void>;
  /**
   * Instead of `apply`: writes every new effect of the event at once (one call, e.g. one ledger
   * append for a whole document) and answers one receipt per effect, in their order.
   */
  applyAll?: (effects: E[]) => Promise<R[]>;
  /** Instead of `reverse`: undoes every effect no longer wanted at once (called before `applyAll`). */
  reverseAll?: (stored: Array<{ effect: E; receipt: R }>) => Promise<void>;
  /** defaults to `converged_sources` */
  table?: string;
}

export interface ConvergeResult<E> {
  /** false when the event's revision was not newer than the applied one (nothing changed) */
  applied: boolean;
  written: E[];
  reversed: E[];
  kept: E[];
}

interface Stored<E, R> {
  effect: E;
  receipt: R;
}

/**
 * flows.md §0 rule 4. Per source document, keeps the last applied revision and the effects it
 * wrote; an event with a newer revision computes the desired effects, reverses the written ones
 * it no longer wants, writes the wanted ones not yet written, and keeps the rest untouched. An
 * event with an older (or the same) revision changes nothing, so reordering and redelivery are
 * harmless. Effects compare by value (key order ignored), as a multiset.
 *
 * Runs in the handler's transaction (`tx`), scoped to the event's outlet; the document's row is
 * locked for the transaction, so two subjects about one document converge one after the other.
 *
 * ```ts
 * @EventHandler(FinanceSubjects.expenseConfirmed)
 * async onConfirmed(event: EventOf<'finance.expense.confirmed'>, tx: Tx) {
 *   await converge(tx, {
 *     sourceType: 'EXPENSE', sourceId: event.payload.expenseId, revision: event.payload.revision,
 *     desired: event.payload.lines.map((l) => ({ kind: 'PURCHASE', ingredientId: l.ingredientId, ... })),
 *     apply: (e) => this.ledger.insert(tx, e),            // answers the movement id
 *     reverse: (e, movementId) => this.ledger.reverse(tx, movementId),
 *   });
 * }
 * ```
 */
export async function converge<E extends Effect, R = unknown>(
  tx: HasManager & { outletId: string | null },
  o: ConvergeOptions<E, R>,
): Promise<ConvergeResult<E>> {
  if (!tx.outletId) throw new Error('converge runs in an outlet-scoped transaction');
  const t = ident(o.table ?? CONVERGED_SOURCES_TABLE);
  await tx.manager.query(
    `INSERT INTO ${t} (outlet_id, source_type, source_id, revision, effects)
     VALUES ($1, $2, $3, 0, '[]'::jsonb) ON CONFLICT (source_type, source_id) DO NOTHING`,
    [tx.outletId, o.sourceType, o.sourceId],
  );
  const [state]: Array<{ revision: number; effects: Array<Stored<E, R>> }> = await tx.manager.query(
    `SELECT revision, effects FROM ${t} WHERE source_type = $1 AND source_id = $2 FOR UPDATE`,
    [o.sourceType, o.sourceId],
  );
  if (!state) throw new Error(`${o.sourceType} ${o.sourceId} belongs to another outlet`);
  if (o.revision <= state.revision) return { applied: false, written: [], reversed: [], kept: [] };

  const desired = typeof o.desired === 'function' ? await o.desired() : o.desired;
  // match each desired effect with one stored effect of equal value; the rest differ
  const unmatched = groupBy(state.effects, (s) => canonical(s.effect));
  const next: Array<Stored<E, R>> = [];
  const toWrite: E[] = [];
  const kept: E[] = [];
  for (const effect of desired) {
    const same = unmatched.get(canonical(effect))?.shift();
    if (same) {
      next.push(same);
      kept.push(same.effect);
    } else {
      toWrite.push(effect);
    }
  }
  const unwanted = [...unmatched.values()].flat();
  if (o.reverseAll) {
    if (unwanted.length) await o.reverseAll(unwanted);
  } else if (o.reverse) {
    for (const s of unwanted) await o.reverse(s.effect, s.receipt);
  } else if (unwanted.length) throw new Error('converge needs reverse or reverseAll');
  const reversed = unwanted.map((s) => s.effect);
  let receipts: R[] = [];
  if (o.applyAll) {
    receipts = toWrite.length ? await o.applyAll(toWrite) : [];
  } else if (o.apply) {
    for (const effect of toWrite) receipts.push(await o.apply(effect));
  } else if (toWrite.length) throw new Error('converge needs apply or applyAll');
  toWrite.forEach((effect, i) => next.push({ effect, receipt: receipts[i] ?? (null as R) }));
  await tx.manager.query(
    `UPDATE ${t} SET revision = $3, effects = $4::jsonb, updated_at = now()
     WHERE source_type = $1 AND source_id = $2`,
    [o.sourceType, o.sourceId, o.revision, JSON.stringify(next)],
  );
  return { applied: true, written: toWrite, reversed, kept };
}

/** JSON with object keys sorted, so equal effects compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : v,
  );
}
