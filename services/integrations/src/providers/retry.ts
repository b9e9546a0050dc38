import { ProviderUnavailableError } from './oauth-client';

/** One call to a provider's API that failed: the HTTP status (null: no answer), Retry-After. */
export class ProviderCallError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }

  /** 429, 5xx and no answer (a timeout) are worth another try. */
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

/** How a call to a provider is tried again (the mail sender's and the accounting push's). */
export interface RetryPolicy {
  /** tries in all */
  attempts: number;
  /** the first backoff, doubled each time */
  retryBaseMs: number;
  /** one call's timeout: no try starts that could not end within the budget */
  timeoutMs: number;
  /** all the tries end within this (JetStream redelivers an event not acknowledged in 30 s) */
  budgetMs: number;
  /** the longest wait between two tries */
  maxDelayMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds of a Retry-After header (null when absent or not a positive number). */
export function retryAfterSeconds(raw: string | null | undefined): number | null {
  const seconds = Number(raw);
  return raw && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Runs `call` until it answers: a 401 (`ProviderCallError`) runs it once more at once with
 * `refresh: true` (the token was refused before its time: renew it); 429, 5xx, timeouts and an
 * unreachable token endpoint are retried with exponential backoff (at least Retry-After); any
 * other error, or the last try's, is thrown.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  call: (o: { refresh: boolean }) => Promise<T>,
): Promise<T> {
  const deadline = Date.now() + policy.budgetMs;
  let refresh = false;
  let refreshed = false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call({ refresh });
    } catch (err) {
      if (err instanceof ProviderCallError && err.status === 401 && !refreshed) {
        refresh = refreshed = true;
        attempt--;
        continue;
      }
      refresh = refreshed = false;
      const retryable =
        (err instanceof ProviderCallError && err.retryable) ||
        err instanceof ProviderUnavailableError;
      if (!retryable) throw err;
      let delay = policy.retryBaseMs * 2 ** (attempt - 1);
      const after = err.retryAfter;
      if (after) delay = Math.max(delay, after * 1000);
      const wait = Math.min(delay, policy.maxDelayMs);
      if (attempt >= policy.attempts || Date.now() + wait + policy.timeoutMs > deadline) throw err;
      await sleep(wait);
    }
  }
}
