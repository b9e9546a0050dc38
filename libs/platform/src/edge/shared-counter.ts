import { createHash } from 'node:crypto';
import {
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  StorageType,
  type JetStreamClient,
} from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { ensureStream } from '../events/ensure-stream';
import { RateLimiter, type RateLimitResult } from './rate-limit';

/** The JetStream stream holding every replica's rate-limit counters: one message per window. */
export const RATE_COUNTERS_STREAM = 'RATE_COUNTERS';
export const RATE_COUNTERS_SUBJECTS = ['ratelimit.>'];
/**
 * Counters are dropped after this: the stream's storage bound, and the longest window a caller
 * may ask for (`hit(..., windowMs)`: an hour and its end).
 */
const MAX_AGE_MS = 65 * 60_000;
/** The longest window `hit` takes. */
export const MAX_COUNTER_WINDOW_MS = 60 * 60_000;
const NANOS_PER_MS = 1_000_000;
/** A counter updated by another replica between our read and our write: read again. */
const WRONG_LAST_SEQUENCE = 10071;

/** A key's window as stored: its start, its count, and the message's sequence (0: none yet). */
interface Counter {
  seq: number;
  start: number;
  count: number;
}
const NONE: Counter = { seq: 0, start: 0, count: 0 };

/** Counts hits per key in fixed windows, for every replica at once. */
export interface CounterStore {
  /**
   * Adds `by` hits to `key`'s current window (`windowMs`, default the store's: a minute; at most
   * an hour); allowed while the window's total is ≤ `limit`.
   */
  hit(key: string, limit: number, by?: number, windowMs?: number): Promise<RateLimitResult>;
  /** The hits in `key`'s current window of `windowMs` (0: none, or it ended), counting nothing. */
  peek(key: string, windowMs?: number): Promise<number>;
}

/** Counts in this process's memory (`RateLimiter`): no NATS configured. */
export class MemoryCounterStore implements CounterStore {
  /** One limiter per window length asked for. */
  private readonly limiters = new Map<number, RateLimiter>();

  constructor(private readonly options: { windowMs?: number; now?: () => number } = {}) {}

  hit(key: string, limit: number, by = 1, windowMs?: number): Promise<RateLimitResult> {
    const limiter = this.limiter(windowMs);
    let result: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
    for (let i = 0; i < by; i++) result = limiter.hit(key, limit);
    return Promise.resolve(result);
  }

  peek(key: string, windowMs?: number): Promise<number> {
    return Promise.resolve(this.limiter(windowMs).peek(key));
  }

  private limiter(windowMs = this.options.windowMs ?? 60_000): RateLimiter {
    let limiter = this.limiters.get(windowMs);
    if (!limiter) {
      limiter = new RateLimiter({ limit: 0, windowMs, now: this.options.now });
      this.limiters.set(windowMs, limiter);
    }
    return limiter;
  }
}

/** True while a NATS client has lost its server and is reconnecting (its `info` is then stale). */
export function isNatsReconnecting(nc: NatsConnection): boolean {
  return (nc as unknown as { protocol?: { connected?: boolean } }).protocol?.connected === false;
}

export interface NatsCounterStoreOptions {
  /** The connection when it is up; null while NATS is away (the counter falls back at once). */
  connection: () => NatsConnection | null;
  /** Put before every counter subject: the deployment's `NATS_RPC_PREFIX` (tests: their own). */
  prefix?: string;
  windowMs?: number;
  /** How long one counter round trip may take before the request is counted in memory. */
  timeoutMs?: number;
  /** Told (at most once a minute) when the shared store cannot be used. */
  warn?: (message: string) => void;
  now?: () => number;
}

/**
 * Rate-limit counters every replica shares, in NATS JetStream (issue 19, 1.6): one message per
 * key, `<window start> <count>` on `ratelimit.<prefix><sha256(key)>`, in a memory stream keeping
 * one message per subject for 5 minutes. A window starts at the key's first hit (as the
 * in-memory `RateLimiter`) and lasts `windowMs`. An increment is a publish expecting the
 * subject's last sequence (compare-and-set): one round trip when this replica counted the key
 * last, a read and a retry when another did. While NATS is away or slow the key is counted in
 * this process's memory (`RateLimiter`), with a warning: limits stay on, per replica.
 */
export class NatsCounterStore implements CounterStore {
  private readonly fallback: MemoryCounterStore;
  /** The last (sequence, count) this replica wrote per subject: the expected state of the next write. */
  private readonly known = new Map<string, Counter>();
  private stream: Promise<void> | null = null;
  private js: { nc: NatsConnection; client: JetStreamClient } | null = null;
  private warnedAt = -Infinity;

  constructor(private readonly options: NatsCounterStoreOptions) {
    this.fallback = new MemoryCounterStore({ windowMs: options.windowMs, now: options.now });
  }

  async hit(key: string, limit: number, by = 1, window?: number): Promise<RateLimitResult> {
    if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = (this.options.now ?? Date.now)();
    const windowMs = this.windowOf(window);
    const nc = this.options.connection();
    try {
      if (!nc || nc.isClosed()) throw new Error('NATS is not connected');
      const { count, start } = await this.increment(nc, this.subject(key), by, now, windowMs);
      const retryAfterSeconds = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
      return { allowed: count <= limit, retryAfterSeconds };
    } catch (error) {
      this.warn(error);
      return this.fallback.hit(key, limit, by, windowMs);
    }
  }

  async peek(key: string, window?: number): Promise<number> {
    const now = (this.options.now ?? Date.now)();
    const windowMs = this.windowOf(window);
    const nc = this.options.connection();
    try {
      if (!nc || nc.isClosed()) throw new Error('NATS is not connected');
      await this.ensureStream(nc);
      const counter = await this.read(nc, this.subject(key));
      return counter.seq && now < counter.start + windowMs ? counter.count : 0;
    } catch (error) {
      this.warn(error);
      return this.fallback.peek(key, windowMs);
    }
  }

  private windowOf(windowMs = this.options.windowMs ?? 60_000): number {
    if (windowMs > MAX_COUNTER_WINDOW_MS) throw new Error(`a counter window is at most an hour`);
    return windowMs;
  }

  private subject(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
    return `ratelimit.${this.options.prefix ?? ''}${hash}`;
  }

  /** The key's window after adding `by`: a new one (from `now`) once the last has ended. */
  private async increment(
    nc: NatsConnection,
    subject: string,
    by: number,
    now: number,
    windowMs: number,
  ): Promise<Counter> {
    const timeout = this.options.timeoutMs ?? 1000;
    await this.ensureStream(nc);
    const js = this.client(nc, timeout);
    let known = this.known.get(subject) ?? NONE;
    for (let attempt = 0; attempt < 5; attempt++) {
      const ended = known.seq === 0 || now >= known.start + windowMs;
      const next = ended
        ? { start: now, count: by }
        : { start: known.start, count: known.count + by };
      try {
        const ack = await js.publish(subject, `${next.start} ${next.count}`, {
          expect: { lastSubjectSequence: known.seq },
          timeout,
        });
        this.remember(subject, { seq: ack.seq, ...next });
        return { seq: ack.seq, ...next };
      } catch (error) {
        if ((error as { code?: unknown }).code !== WRONG_LAST_SEQUENCE) throw error;
        known = await this.read(nc, subject);
      }
    }
    throw new Error(`rate counter ${subject} kept changing under us`);
  }

  private async read(nc: NatsConnection, subject: string): Promise<Counter> {
    const jsm = await jetstreamManager(nc);
    const message = await jsm.streams
      .getMessage(RATE_COUNTERS_STREAM, { last_by_subj: subject })
      .catch((error: Error) => {
        if (/not found/i.test(error.message)) return null;
        throw error;
      });
    if (!message) return NONE;
    const [start, count] = message.string().split(' ').map(Number);
    return { seq: message.seq, start: start || 0, count: count || 0 };
  }

  private client(nc: NatsConnection, timeout: number): JetStreamClient {
    if (this.js?.nc !== nc) this.js = { nc, client: jetstream(nc, { timeout }) };
    return this.js.client;
  }

  private remember(subject: string, state: Counter): void {
    // a forgotten key costs one read on its next hit: forget them all once the table is large
    if (this.known.size >= 50_000) this.known.clear();
    this.known.set(subject, state);
  }

  /**
   * Creates the counters' stream when it is missing (once per process; again after a failure),
   * and lengthens the age of one made when windows were at most 5 minutes.
   */
  private ensureStream(nc: NatsConnection): Promise<void> {
    const maxAge = MAX_AGE_MS * NANOS_PER_MS;
    this.stream ??= ensureStream(nc, {
      name: RATE_COUNTERS_STREAM,
      subjects: RATE_COUNTERS_SUBJECTS,
      storage: StorageType.Memory,
      max_msgs_per_subject: 1,
      max_age: maxAge,
      duplicate_window: 60_000 * NANOS_PER_MS,
      discard: DiscardPolicy.Old,
    }).then(async () => {
      const jsm = await jetstreamManager(nc);
      const { config } = await jsm.streams.info(RATE_COUNTERS_STREAM);
      if (config.max_age < maxAge) {
        await jsm.streams.update(RATE_COUNTERS_STREAM, { ...config, max_age: maxAge });
      }
    });
    this.stream.catch(() => (this.stream = null));
    return this.stream;
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.warnedAt < 60_000) return;
    this.warnedAt = now;
    this.options.warn?.(
      `rate-limit counters are counted in this process only (shared store unavailable: ${
        (error as Error).message
      })`,
    );
  }
}
