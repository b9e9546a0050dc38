import { Router } from 'express';
import type { Logger } from 'pino';
import type { SubgraphEndpoint } from './supergraph';

const READY_TIMEOUT_MS = 2000;

export interface SubgraphHealth {
  name: string;
  url: string;
  status: 'up' | 'down';
  detail?: string;
}

async function probe({ name, url }: SubgraphEndpoint): Promise<SubgraphHealth> {
  const readyUrl = new URL('/health/ready', url).href;
  try {
    const response = await fetch(readyUrl, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status === 200
      ? { name, url: readyUrl, status: 'up' }
      : { name, url: readyUrl, status: 'down', detail: `HTTP ${response.status}` };
  } catch (error) {
    const detail =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${READY_TIMEOUT_MS} ms`
        : error instanceof Error
          ? ((error.cause as Error | undefined)?.message ?? error.message)
          : String(error);
    return { name, url: readyUrl, status: 'down', detail };
  }
}

/** How long one readiness answer is reused: the fan-out to every subgraph runs at most this often. */
export const READY_CACHE_MS = 1500;

export interface HealthRouterOptions {
  /** The clock (tests move it). */
  now?: () => number;
}

/**
 * `/health/live`, and `/health/ready`: ready only when every subgraph's own readiness is 200.
 * The public answer is the status alone; which subgraph is down (and its URL) goes to the log.
 * `/health/ready` is public and unauthenticated, so one fan-out answers every call for
 * READY_CACHE_MS: concurrent calls share the probe in flight, later ones its answer.
 */
export function healthRouter(
  subgraphs: SubgraphEndpoint[],
  logger: Logger,
  { now = Date.now }: HealthRouterOptions = {},
): Router {
  const router = Router();
  let cached: { at: number; ready: Promise<boolean> } | null = null;
  const ready = (): Promise<boolean> => {
    if (cached && now() - cached.at < READY_CACHE_MS) return cached.ready;
    const at = now();
    const answer = Promise.all(subgraphs.map(probe)).then((results) => {
      const down = results.filter((result) => result.status === 'down');
      if (down.length) logger.warn({ subgraphs: down }, 'not ready: subgraphs down');
      // the window starts when the answer is known, so a slow probe is not asked again at once
      if (cached?.ready === answer) cached = { at: Math.max(at, now()), ready: answer };
      return down.length === 0;
    });
    cached = { at, ready: answer };
    answer.catch(() => (cached = null));
    return answer;
  };
  router.get('/health/live', (_req, res) => {
    res.json({ status: 'up' });
  });
  router.get('/health/ready', (_req, res, next) => {
    ready().then((up) => {
      res.status(up ? 200 : 503).json({ status: up ? 'up' : 'down' });
    }, next);
  });
  return router;
}
