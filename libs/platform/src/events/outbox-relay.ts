import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { EVENTS_STREAM, EVENTS_STREAM_SUBJECTS } from '@mise/contracts';
import type { ServiceConfig } from '../config';
import { SERVICE_CONFIG } from '../tokens';
import { NatsService } from './nats.service';
import { originHeaders } from './origin';
import { OutboxSignal } from './outbox-signal';

const POLL_MS = 1000;
const BATCH = 100;
/** Rows deleted per statement when pruning: short transactions, no long lock on the outbox. */
const PRUNE_BATCH = 1000;
const NANOS_PER_SECOND = 1_000_000_000;

/**
 * Publishes committed outbox rows to the JetStream stream EVENTS, oldest first, with
 * `Nats-Msg-Id` = event id so that a row published twice (crash between publish and mark) is
 * stored once. Rows stay in the outbox until JetStream has acknowledged them, and are deleted
 * (in batches, on a timer of their own) once published longer ago than the retention.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('outbox');
  private timer: NodeJS.Timeout | null = null;
  private pruneTimer: NodeJS.Timeout | null = null;
  private pruning: Promise<number> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private streamReady = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsService,
    @Inject(OutboxSignal) signal: OutboxSignal,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {
    signal.onKick(() => this.trigger());
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.trigger(), POLL_MS);
    this.trigger();
    const every = this.config.outbox.pruneIntervalMs;
    if (every > 0) {
      this.pruneTimer = setInterval(() => {
        this.prune().catch((e: Error) => this.log.warn(`pruning failed: ${e.message}`));
      }, every);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await Promise.allSettled([this.running, this.pruning]);
  }

  /**
   * Deletes rows published longer ago than the retention, PRUNE_BATCH per statement, until none
   * is left; never an unpublished row. Answers how many went. One pass at a time.
   */
  prune(): Promise<number> {
    this.pruning ??= (async () => {
      let total = 0;
      for (;;) {
        if (this.stopped) return total;
        const [{ n }]: Array<{ n: number }> = await this.dataSource.query(
          `WITH gone AS (
             DELETE FROM outbox WHERE id IN (
               SELECT id FROM outbox
                WHERE published_at < now() - make_interval(secs => $1::double precision)
                LIMIT ${PRUNE_BATCH})
             RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [this.config.outbox.retentionMs / 1000],
        );
        total += n;
        if (n < PRUNE_BATCH) return total;
      }
    })().finally(() => (this.pruning = null));
    return this.pruning;
  }

  /** Runs a publishing pass now, or right after the one in progress. */
  trigger(): void {
    if (this.stopped || !this.nats.isReady()) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((e: Error) => this.log.warn(`publishing paused: ${e.message}`))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.trigger();
        }
      });
  }

  /** Publishes until the outbox is empty. Answers how many events went out. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.publishBatch();
      total += n;
      if (n < BATCH) return total;
    }
  }

  private async publishBatch(): Promise<number> {
    const nc = await this.nats.connection();
    if (!this.streamReady) {
      await ensureEventsStream(nc);
      this.streamReady = true;
    }
    const js = jetstream(nc);
    return this.dataSource.transaction(async (m) => {
      const rows: Array<{ id: string; subject: string; envelope: unknown }> = await m.query(
        `SELECT id, subject, envelope FROM outbox WHERE published_at IS NULL
         ORDER BY created_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      const published: string[] = [];
      let failure: unknown = null;
      for (const row of rows) {
        try {
          await js.publish(row.subject, JSON.stringify(row.envelope), {
            msgID: row.id,
            timeout: 5000,
            headers: originHeaders(this.config.eventOrigin),
          });
          published.push(row.id);
        } catch (e) {
          failure = e;
          break;
        }
      }
      if (published.length) {
        await m.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])`, [
          published,
        ]);
      }
      if (failure) throw failure instanceof Error ? failure : new Error('publish failed');
      return published.length;
    });
  }
}

/** Creates the EVENTS stream, or widens its subjects (identity), so every service can publish. */
export async function ensureEventsStream(
  nc: Parameters<typeof jetstreamManager>[0],
): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    const info = await jsm.streams.info(EVENTS_STREAM);
    const missing = EVENTS_STREAM_SUBJECTS.filter((s) => !info.config.subjects?.includes(s));
    if (missing.length) {
      // Only identity's NATS user may widen the stream (deploy/nats): the others go on with it
      // as it is, and identity adds the new service's subjects when it starts.
      await jsm.streams
        .update(EVENTS_STREAM, { subjects: [...(info.config.subjects ?? []), ...missing] })
        .catch((err: Error) => {
          if (!/permissions violation/i.test(err.message)) throw err;
        });
    }
  } catch (e) {
    if (!String((e as Error).message).includes('not found')) throw e;
    await jsm.streams
      .add({
        name: EVENTS_STREAM,
        subjects: EVENTS_STREAM_SUBJECTS,
        duplicate_window: 120 * NANOS_PER_SECOND,
        max_age: 30 * 24 * 3600 * NANOS_PER_SECOND,
      })
      .catch((err: Error) => {
        // a concurrent starter created it first
        if (!err.message.includes('already in use')) throw err;
      });
  }
}
