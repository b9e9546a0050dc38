/**
 * A fixed-window request counter per key (client IP, token subject, ...) with bounded memory:
 * at most `maxKeys` keys are tracked; expired windows are swept, and when the table is still
 * full the oldest key is dropped.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for `Retry-After`). */
  retryAfterSeconds: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly options: {
      /** Requests allowed per window; 0 turns the limiter off. */
      limit: number;
      windowMs?: number;
      maxKeys?: number;
      now?: () => number;
    },
  ) {}

  get size(): number {
    return this.windows.size;
  }

  /** How many hits `key`'s current window holds (0 when it has none or it ended); counts nothing. */
  peek(key: string): number {
    const entry = this.windows.get(key);
    return entry && entry.resetAt > (this.options.now ?? Date.now)() ? entry.count : 0;
  }

  hit(key: string, limit = this.options.limit): RateLimitResult {
    if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const now = (this.options.now ?? Date.now)();
    const windowMs = this.options.windowMs ?? 60_000;
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) this.windows.delete(key);
      this.makeRoom(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return {
      allowed: entry.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
    };
  }

  private makeRoom(now: number): void {
    const maxKeys = this.options.maxKeys ?? 100_000;
    if (this.windows.size < maxKeys) return;
    for (const [key, entry] of this.windows) {
      if (entry.resetAt <= now) this.windows.delete(key);
    }
    // Insertion order: the first key is the oldest window.
    while (this.windows.size >= maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}
