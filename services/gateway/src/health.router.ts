import { Router } from 'express';
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

/** `/health/live`, and `/health/ready`: ready only when every subgraph's own readiness is 200. */
export function healthRouter(subgraphs: SubgraphEndpoint[]): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => {
    res.json({ status: 'up' });
  });
  router.get('/health/ready', (_req, res, next) => {
    Promise.all(subgraphs.map(probe)).then((results) => {
      const ready = results.every((result) => result.status === 'up');
      res.status(ready ? 200 : 503).json({ status: ready ? 'up' : 'down', subgraphs: results });
    }, next);
  });
  return router;
}
