import {
  Requests,
  type LookupKind,
  type LookupRequest,
  type LookupRow,
  type LookupService,
} from '@mise/contracts';
import { AppError } from '../errors';
import type { Tx } from '../db/db.service';
import type { Bus } from '../events/bus';

/** What a user sees when a look-up's owner does not answer: nothing was changed, ask again. */
export const OWNER_UNAVAILABLE_MESSAGE =
  'Some of the data this needs is not available right now. Please try again in a moment.';

/**
 * The owner of a projected aggregate did not answer its look-up (down, slow, or NATS away).
 * The one policy: thrown, so an event handler's transaction rolls back and the event is retried
 * (and dead-lettered after `EVENTS_MAX_DELIVERIES`), and a user's command answers
 * SERVICE_UNAVAILABLE "… Please try again …" with nothing written. Never carry on without it.
 */
export class OwnerUnavailableError extends AppError {
  constructor(
    readonly owner: LookupService,
    readonly kind: string,
  ) {
    super('SERVICE_UNAVAILABLE', OWNER_UNAVAILABLE_MESSAGE);
  }
}

/** One read-through of a projection: how to read it, what to ask the owner, how to keep a row. */
export interface ReadThroughSpec<S extends LookupService, K extends LookupKind<S>, R> {
  /** the service that owns the kind (answers `rpc.<owner>.lookup`) */
  owner: S;
  kind: K;
  /** what is wanted: ids (or names, with `by: 'names'`); duplicates and case are ignored */
  keys: readonly string[];
  /** reads the local projection for these keys (in the transaction's outlet) */
  read(keys: string[]): Promise<R[]>;
  /** the key of a row read, to tell which keys are missing (compared case-insensitively) */
  keyOf(row: R): string;
  /** keeps one row the owner answered (usually `upsertByRevision`, as its `.saved` event would) */
  save(row: LookupRow<K>): Promise<unknown>;
  /** how the missing keys are asked for: `ids` (default), `names`, or `none` (the outlet itself) */
  by?: 'ids' | 'names' | 'none';
}

/**
 * flows.md §0 rule 7, once for every service: reads the local projection; keys it does not hold
 * are asked of their owner once (one request for all of them), the answered rows are kept with
 * `save` and the projection is read again. Keys the owner does not know either are simply absent
 * from the answer (the caller says "not found" its own way). When the owner does not answer,
 * throws `OwnerUnavailableError` (see there: the event is retried, a command says "try again").
 *
 * ```ts
 * const rows = await readThrough(tx, this.bus, {
 *   owner: 'catalogue', kind: 'variant', keys: ids,
 *   read: (keys) => tx.manager.query(`SELECT * FROM variants WHERE variant_id = ANY($1::uuid[])`, [keys]),
 *   keyOf: (r) => r.variant_id,
 *   save: (row) => this.saveVariant(tx, row),
 * });
 * ```
 */
export async function readThrough<S extends LookupService, K extends LookupKind<S>, R>(
  tx: Pick<Tx, 'outletId'>,
  bus: Pick<Bus, 'request'>,
  spec: ReadThroughSpec<S, K, R>,
): Promise<R[]> {
  const keys = uniqueKeys(spec.keys);
  if (!keys.length) return [];
  const rows = await spec.read(keys);
  const seen = new Set(rows.map((r) => spec.keyOf(r).toLowerCase()));
  const missing = keys.filter((k) => !seen.has(k.toLowerCase()));
  if (!missing.length || !tx.outletId) return rows;
  const by = spec.by ?? 'ids';
  const request = {
    outletId: tx.outletId,
    kind: spec.kind,
    ...(by === 'none' ? {} : { [by]: missing }),
  } as LookupRequest<S>;
  const reply = await bus.request(Requests.lookup(spec.owner), request as never);
  if (!reply) throw new OwnerUnavailableError(spec.owner, spec.kind);
  const answered = (reply as { rows: Array<LookupRow<K>> }).rows;
  for (const row of answered) await spec.save(row);
  return answered.length ? spec.read(keys) : rows;
}

function uniqueKeys(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of keys) {
    if (typeof k !== 'string' || !k || seen.has(k.toLowerCase())) continue;
    seen.add(k.toLowerCase());
    out.push(k);
  }
  return out;
}
