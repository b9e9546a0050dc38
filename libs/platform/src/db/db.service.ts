import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { EventEnvelope, EventMap, EventSubject } from '@mise/contracts';
import { requestContext } from '../context';
import { OutboxSignal } from '../events/outbox-signal';

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
  constructor(
    readonly dataSource: DataSource,
    @Inject(OutboxSignal) private readonly outbox: OutboxSignal,
  ) {}

  async transaction<T>(fn: (tx: Tx) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
    const ctx = requestContext();
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
      };
      return fn(tx);
    });
    if (emitted > 0) this.outbox.kick();
    return result;
  }
}
