import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerToken } from './token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read `/metrics` (gateway and services alike): with `METRICS_TOKEN` set, a request
 * carrying `Authorization: Bearer <METRICS_TOKEN>`; without it, only a direct connection from
 * this machine (loopback, no `X-Forwarded-For`). Everyone else gets 404.
 */
export function mayReadMetrics(req: IncomingMessage, metricsToken: string | undefined): boolean {
  if (metricsToken) {
    const given = bearerToken(req.headers.authorization);
    if (!given) return false;
    const a = Buffer.from(given);
    const b = Buffer.from(metricsToken);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  return LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'];
}
