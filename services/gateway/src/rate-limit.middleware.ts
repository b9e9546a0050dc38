import type { NextFunction, Request, RequestHandler, Response } from 'express';
import {
  GUEST_TOKEN_HEADER,
  graphqlErrorBody,
  guestLimits,
  guestToken,
  RateLimiter,
  TOO_MANY_REQUESTS_MESSAGE,
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
 * verified token's subject with one, and by client IP on the webhook routes. Each limiter tracks at most 100,000 keys.
 */
export function rateLimits(config: Pick<GatewayConfig, 'rateLimit'>): GatewayRateLimits {
  const byIp = new RateLimiter({ limit: config.rateLimit.anonymousPerMinute });
  const bySubject = new RateLimiter({ limit: config.rateLimit.signedInPerMinute });
  const webhooksByIp = new RateLimiter({ limit: config.rateLimit.webhookPerMinute });
  return {
    anonymous: (req: Request, res: Response, next: NextFunction) => {
      const oidc = req.originalUrl === '/oidc' || req.originalUrl.startsWith('/oidc/');
      if (req.headers.authorization !== undefined && !oidc) return next();
      const token = guestToken(req.headers[GUEST_TOKEN_HEADER]);
      const limit = config.rateLimit.anonymousPerMinute;
      for (const hit of guestLimits('anonymous', res.locals.clientIp as string, token, limit)) {
        const result = byIp.hit(hit.key, hit.limit);
        if (!result.allowed) return refuse(res, result);
      }
      next();
    },
    signedIn: (_req: Request, res: Response, next: NextFunction) => {
      const subject = res.locals.subject as string | undefined;
      if (!subject) return next();
      const result = bySubject.hit(subject);
      if (result.allowed) next();
      else refuse(res, result);
    },
    webhook: (_req: Request, res: Response, next: NextFunction) => {
      const result = webhooksByIp.hit(res.locals.clientIp as string);
      if (result.allowed) next();
      else refuse(res, result);
    },
  };
}
