import {
  Requests,
  type LookupKind,
  type LookupRequest,
  type LookupRow,
  type LookupService,
} from '@mise/contracts';
import { AppError } from '../errors';
import type { Db, Tx } from '../db/db.service';
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
  const reply = await askOwner(tx, bus, spec.owner, request);
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

type LookupReply = { rows: unknown[] } | null;

/** The answers of one `withLookupsOutside` call, by the transaction they are for. */
const outsideAnswers = new WeakMap<object, Map<string, LookupReply>>();

/** Thrown inside `withLookupsOutside`'s transaction to ask an owner after it is closed. */
class LookupDeferred extends Error {
  constructor(
    readonly owner: LookupService,
    readonly request: unknown,
    readonly key: string,
  ) {
    super(`look-up of ${owner} deferred until the transaction is closed`);
  }
}

/**
 * Asks a look-up's owner (null: no answer). Inside `withLookupsOutside` the question is never
 * asked with the transaction open: the transaction is rolled back, asked outside, and the work
 * run again with the answer. Used by `readThrough`; a projection's own refresh asks through it too.
 */
export async function askOwner<S extends LookupService>(
  tx: Pick<Tx, 'outletId'>,
  bus: Pick<Bus, 'request'>,
  owner: S,
  request: LookupRequest<S>,
): Promise<LookupReply> {
  const answers = outsideAnswers.get(tx);
  if (!answers) return await bus.request(Requests.lookup(owner), request as never);
  const key = `${owner} ${JSON.stringify(request)}`;
  if (answers.has(key)) return answers.get(key) ?? null;
  throw new LookupDeferred(owner, request, key);
}

/** At most this many transactions per call: each one learns one look-up's answer. */
const MAX_ROUNDS = 8;

/**
 * `db.forOutlet(outletId, work)` for public reads (issue 19): no pool connection is held while an
 * owner answers over NATS (up to the request timeout). A look-up `work` needs (`readThrough`,
 * `askOwner`) rolls its short transaction back; the owner is asked with no transaction open, and
 * `work` runs again in a new transaction, where the answer is kept (`save`) and read. The policy
 * stays the one of `readThrough`: no answer is `OwnerUnavailableError` ("try again"). `work` must
 * not catch the deferral and must be safe to run again (it is: its writes were rolled back).
 */
export async function withLookupsOutside<T>(
  db: Pick<Db, 'forOutlet'>,
  bus: Pick<Bus, 'request'>,
  outletId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const answers = new Map<string, LookupReply>();
  for (let round = 1; ; round++) {
    let deferred: LookupDeferred;
    try {
      return await db.forOutlet(outletId, (tx) => {
        outsideAnswers.set(tx, answers);
        return work(tx);
      });
    } catch (e) {
      if (!(e instanceof LookupDeferred) || round >= MAX_ROUNDS) throw e;
      deferred = e;
    }
    const reply = await bus.request(Requests.lookup(deferred.owner), deferred.request as never);
    answers.set(deferred.key, reply ?? null);
  }
}
