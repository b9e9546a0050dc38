import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  DataSource,
  EntityManager,
  type EntityTarget,
  type FindOptionsWhere,
  type ObjectLiteral,
  type Repository,
} from 'typeorm';
import type { EventEnvelope, EventMap, EventSubject } from '@mise/contracts';
import { mayUseOutlet, OutletAccess } from '../auth/outlet-access';
import { isUuid } from '../ids';
import { requestContext } from '../context';
import { ForbiddenError, NotFoundError } from '../errors';
import { OutboxSignal } from '../events/outbox-signal';
import { requestLoader } from '../graphql/loaders';
import { platformWork, runAsPlatform } from './scope';

/** One unit of work: the entity manager of the open transaction and the outbox. */
export interface Tx {
  manager: EntityManager;
  /** The outlet this transaction is scoped to (`app.outlet_id`), or null. */
  outletId: string | null;
  /** Writes an event to the outbox in this transaction; published after commit. */
  emit<S extends EventSubject>(
    subject: S,
    payload: EventMap[S],
    opts?: { outletId?: string | null },
  ): Promise<EventEnvelope<EventMap[S], S>>;
  /** `findOrNotFound` on this transaction's manager. */
  findOrNotFound<T extends ObjectLiteral>(
    entity: EntityTarget<T>,
    where: FindOptionsWhere<T> | FindOptionsWhere<T>[],
    message: string,
  ): Promise<T>;
}

/**
 * One row or NOT_FOUND with the given message. A malformed id (Postgres refuses the value: invalid
 * uuid, number out of range) is not found either, never an internal error.
 */
export async function findOrNotFound<T extends ObjectLiteral>(
  repo: Repository<T>,
  where: FindOptionsWhere<T> | FindOptionsWhere<T>[],
  message: string,
): Promise<T> {
  let row: T | null;
  try {
    row = await repo.findOne({ where });
  } catch (e) {
    const code = (e as { code?: string; driverError?: { code?: string } }).code;
    const driverCode = (e as { driverError?: { code?: string } }).driverError?.code;
    if (['22P02', '22003', '22007', '22008'].includes(code ?? driverCode ?? '')) {
      throw new NotFoundError(message);
    }
    throw e;
  }
  if (!row) throw new NotFoundError(message);
  return row;
}

/** A per-request loader whose batches run per outlet, each in that outlet's scope. */
export interface OutletLoader<V> {
  /** The value for `key` in `outletId` (key defaults to the outlet id), or null. */
  load(outletId: string, key?: string): Promise<V | null>;
}

export interface TransactionOptions {
  /** Scope to this outlet instead of the request's current outlet (null: no outlet). */
  outletId?: string | null;
  /** Cross-outlet admin work: row-level security lets every outlet's rows through. */
  admin?: boolean;
}

/**
 * The only way services touch their database. Every transaction sets `app.outlet_id` (and
 * `app.admin`) with SET LOCAL semantics, so row-level security scopes outlet tables to the
 * current outlet even where a query forgets its WHERE clause.
 */
@Injectable()
export class Db {
  private access?: OutletAccess;

  constructor(
    readonly dataSource: DataSource,
    @Inject(OutboxSignal) private readonly outbox: OutboxSignal,
    private readonly moduleRef: ModuleRef,
  ) {}

  // ---- named scopes -------------------------------------------------------------------------

  /** The request's outlet (the X-Outlet-ID of an @OutletScoped operation). */
  outlet<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const outletId = requestContext().outletId;
    if (!outletId) throw new Error('Db.outlet() needs an @OutletScoped operation');
    return this.transaction(fn, { outletId });
  }

  /** An explicit outlet: event handlers, CLI, work for an outlet the caller already checked. */
  forOutlet<T>(outletId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
    if (!isUuid(outletId)) throw new Error('Db.forOutlet() needs an outlet id (a uuid)');
    return this.transaction(fn, { outletId });
  }

  /** No outlet: only tenant roots (owners, outlets, projections) are visible; RLS tables show nothing. */
  unscoped<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.transaction(fn, { outletId: null });
  }

  /**
   * A read of tenant roots outside any transaction: each statement runs on its own (no BEGIN or
   * COMMIT), so a one-statement read costs one statement. `tx.emit` is refused here.
   */
  async unscopedRead<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const manager = this.dataSource.manager;
    return fn({
      manager,
      outletId: null,
      emit: () => Promise.reject(new Error('Db.unscopedRead() cannot emit events')),
      findOrNotFound: (entity, where, message) =>
        findOrNotFound(manager.getRepository(entity), where, message),
    });
  }

  /**
   * Every outlet's rows (`app.admin = on`): only on an admin's request (@AdminOnly paths) or in
   * platform-internal work (purge, analysis counts); anywhere else it throws FORBIDDEN.
   */
  admin<T>(fn: (tx: Tx) => Promise<T>, opts: { outletId?: string | null } = {}): Promise<T> {
    return this.transaction(fn, { admin: true, outletId: opts.outletId ?? null });
  }

  /**
   * The access-checked batch loader for field and @ResolveReference resolvers of outlet-scoped
   * data: per request, keys are grouped by outlet; the actor's right to each outlet is checked
   * with the one access rule (one statement for all outlets); each allowed outlet is read in its
   * own scope with one `batch` call (one query per outlet per request, not per key); keys of an
   * outlet the actor may not use answer null. `batch` answers values in the order of `keys`.
   */
  outletLoader<V>(
    name: string,
    batch: (tx: Tx, keys: readonly string[], outletId: string) => Promise<Array<V | null>>,
  ): OutletLoader<V> {
    const ctx = requestContext();
    const loader = requestLoader<V>(ctx, `outlet-loader:${name}`, async (composite) => {
      const byOutlet = new Map<string, string[]>();
      const pairs = composite.map((c) => JSON.parse(c) as [string, string]);
      for (const [outletId, key] of pairs) {
        if (!isUuid(outletId)) continue;
        const keys = byOutlet.get(outletId) ?? [];
        if (!keys.includes(key)) keys.push(key);
        byOutlet.set(outletId, keys);
      }
      const owners = byOutlet.size
        ? await this.outletAccess().ownersOfOutlets([...byOutlet.keys()])
        : new Map<string, string>();
      const values = new Map<string, V | null>();
      await Promise.all(
        [...byOutlet].map(async ([outletId, keys]) => {
          if (!mayUseOutlet(ctx.actor, owners.get(outletId))) return;
          const found = await this.forOutlet(outletId, (tx) => batch(tx, keys, outletId));
          keys.forEach((k, i) => values.set(JSON.stringify([outletId, k]), found[i] ?? null));
        }),
      );
      return composite.map((c) => values.get(c) ?? null);
    });
    return {
      load: (outletId, key = outletId) => loader.load(JSON.stringify([outletId, key])),
    };
  }

  /**
   * The many-outlet form of `outletLoader`, for a `@ResolveReference` asked for many outlets at
   * once (the web's `me { outlets { ...billing fields } }`): per request, every outlet key is
   * checked with the one access rule (one statement), then the allowed outlets are read together
   * in ONE transaction (one `batch` call, row-level security opened for the platform's own read:
   * `batch` must filter by the ids it is given). Statements per request stay flat in the number
   * of outlets. An outlet the actor may not use answers null.
   */
  outletsLoader<V>(
    name: string,
    batch: (tx: Tx, outletIds: readonly string[]) => Promise<ReadonlyMap<string, V>>,
  ): { load(outletId: string): Promise<V | null> } {
    const ctx = requestContext();
    const loader = requestLoader<V>(ctx, `outlets-loader:${name}`, async (outletIds) => {
      const wanted = [...new Set(outletIds.filter((id) => isUuid(id)))];
      const owners = wanted.length
        ? await this.outletAccess().ownersOfOutlets(wanted)
        : new Map<string, string>();
      const allowed = wanted.filter((id) => mayUseOutlet(ctx.actor, owners.get(id)));
      const found = allowed.length
        ? await runAsPlatform(`outlets-loader:${name}`, () =>
            this.transaction((tx) => batch(tx, allowed), { admin: true, outletId: null }),
          )
        : new Map<string, V>();
      return outletIds.map((id) => (allowed.includes(id) ? (found.get(id) ?? null) : null));
    });
    return { load: (outletId) => loader.load(outletId) };
  }

  private outletAccess(): OutletAccess {
    this.access ??= this.moduleRef.get(OutletAccess, { strict: false });
    return this.access;
  }

  // ---- the general form ---------------------------------------------------------------------

  /**
   * One transaction; `opts.outletId` scopes it (default: the request's outlet, else none),
   * `opts.admin` opens every outlet (admin requests and platform-internal work only). Prefer the
   * named scopes above.
   */
  async transaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
    const ctx = requestContext();
    if (opts.admin && !ctx.actor?.isAdmin && !platformWork()) {
      throw new ForbiddenError('Only an admin can do this');
    }
    const outletId = opts.outletId !== undefined ? opts.outletId : (ctx.outletId ?? null);
    let emitted = 0;
    const result = await this.dataSource.transaction(async (manager) => {
      // SET LOCAL values end with their transaction, so a transaction that scopes nothing
      // needs no statement: it sees no outlet's rows, as a pooled connection never carries one over
      if (outletId || opts.admin) {
        await manager.query(
          `SELECT set_config('app.outlet_id', $1, true), set_config('app.admin', $2, true)`,
          [outletId ?? '', opts.admin ? 'on' : 'off'],
        );
      }
      const tx: Tx = {
        manager,
        outletId,
        emit: async (subject, payload, eventOpts) => {
          this.outbox.assertPublishable(subject);
          const envelope = {
            id: randomUUID(),
            type: subject,
            version: 1,
            occurredAt: new Date().toISOString(),
            outletId: eventOpts?.outletId !== undefined ? eventOpts.outletId : outletId,
            actorId: ctx.actor?.ownerId ?? null,
            correlationId: ctx.correlationId === 'none' ? null : ctx.correlationId,
            payload,
          };
          await manager.query(`INSERT INTO outbox (id, subject, envelope) VALUES ($1, $2, $3)`, [
            envelope.id,
            subject,
            JSON.stringify(envelope),
          ]);
          emitted++;
          return envelope;
        },
        findOrNotFound: (entity, where, message) =>
          findOrNotFound(manager.getRepository(entity), where, message),
      };
      return fn(tx);
    });
    if (emitted > 0) this.outbox.kick();
    return result;
  }
}
