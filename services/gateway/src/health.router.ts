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

/**
 * `/health/live`, and `/health/ready`: ready only when every subgraph's own readiness is 200.
 * The public answer is the status alone; which subgraph is down (and its URL) goes to the log.
 */
export function healthRouter(subgraphs: SubgraphEndpoint[], logger: Logger): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.json({ status: 'up' });
  });
  router.get('/health/ready', (_req, res, next) => {
    Promise.all(subgraphs.map(probe)).then((results) => {
      const down = results.filter((result) => result.status === 'down');
      if (down.length) logger.warn({ subgraphs: down }, 'not ready: subgraphs down');
      res.status(down.length ? 503 : 200).json({ status: down.length ? 'down' : 'up' });
    }, next);
  });
  return router;
}
