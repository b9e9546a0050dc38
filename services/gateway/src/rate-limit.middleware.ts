import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  GUEST_TOKEN_HEADER,
  graphqlErrorBody,
  guestLimits,
  guestToken,
  MemoryCounterStore,
  TOO_MANY_REQUESTS_MESSAGE,
  type CounterStore,
  type RateLimitResult,
} from '@mise/platform/edge';
import type { GatewayConfig } from './config';

function refuse(res: Response, result: RateLimitResult): void {
  res.setHeader('Retry-After', String(result.retryAfterSeconds));
  res.status(429).json(graphqlErrorBody('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS_MESSAGE));
}

export interface GatewayRateLimits {
  /**
   * Per guest on a client IP (`X-Guest-Token`, under a ceiling for the address), for requests
   * without an Authorization header (and every `/oidc` request).
   */
  anonymous: RequestHandler;
  /** Per token subject, after the token check. */
  signedIn: RequestHandler;
  /** Per client IP on `/webhooks/*`, before any byte of the body is read. */
  webhook: RequestHandler;
}

/**
 * Requests per minute at the gateway: by client IP (`res.locals.clientIp`) without a token, by the
 * verified token's subject with one, and by client IP on the webhook routes. The counts live in
 * `store` (the NATS one every replica shares, `NatsCounterStore`: one round trip per counted
 * request, two keys counted at once for a guest); without one each limit counts in this process's
 * memory (at most 100,000 keys each).
 */
export function rateLimits(
  config: Pick<GatewayConfig, 'rateLimit'>,
  store?: CounterStore,
): GatewayRateLimits {
  const byIp = store ?? new MemoryCounterStore();
  const bySubject = store ?? new MemoryCounterStore();
  const webhooksByIp = store ?? new MemoryCounterStore();
  return {
    anonymous: async (req: Request, res: Response, next: NextFunction) => {
      const oidc = req.originalUrl === '/oidc' || req.originalUrl.startsWith('/oidc/');
      if (req.headers.authorization !== undefined && !oidc) return next();
      const token = guestToken(req.headers[GUEST_TOKEN_HEADER]);
      const limit = config.rateLimit.anonymousPerMinute;
      const hits = guestLimits('anonymous', res.locals.clientIp as string, token, limit);
      const results = await Promise.all(hits.map((hit) => byIp.hit(hit.key, hit.limit)));
      const refused = results.find((result) => !result.allowed);
      if (refused) return refuse(res, refused);
      next();
    },
    signedIn: async (_req: Request, res: Response, next: NextFunction) => {
      const subject = res.locals.subject as string | undefined;
      if (!subject) return next();
      const result = await bySubject.hit(
        `signed-in|${subject}`,
        config.rateLimit.signedInPerMinute,
      );
      if (result.allowed) next();
      else refuse(res, result);
    },
    webhook: async (_req: Request, res: Response, next: NextFunction) => {
      const ip = res.locals.clientIp as string;
      const result = await webhooksByIp.hit(`webhook|${ip}`, config.rateLimit.webhookPerMinute);
      if (result.allowed) next();
      else refuse(res, result);
    },
  };
}
