import { randomUUID } from 'node:crypto';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import passport from 'passport';
import { ActorResolver } from './auth/actor';
import type { TokenClaims } from './auth/outlet-access';
import { runWithContext, type RequestContext } from './context';
import { bearerToken } from './edge/token';
import { MetricsService } from './health/metrics.service';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Opens the request context: correlation id (taken from the gateway or made here), session id,
 * and the actor when the request carries a valid token. Verifying here, not only in the guard,
 * gives federation `_entities` lookups (which no Nest guard sees) the same actor; requests that
 * need a token and lack a valid one are still refused by the guard.
 */
@Injectable()
export class ContextMiddleware implements NestMiddleware {
  constructor(
    private readonly metrics: MetricsService,
    private readonly actors: ActorResolver,
  ) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const given = req.header('x-correlation-id');
    const correlationId = given && SAFE_ID.test(given) ? given : randomUUID();
    const session = req.header('x-session-id');
    res.setHeader('x-correlation-id', correlationId);
    const end = this.metrics.httpDuration.startTimer({ method: req.method });
    res.on('finish', () =>
      end({
        route: req.path.startsWith('/health') ? req.path : (req.path.split('/')[1] ?? ''),
        status: res.statusCode,
      }),
    );
    const ctx: RequestContext = {
      correlationId,
      sessionId: session && SAFE_ID.test(session) ? session : undefined,
    };
    runWithContext(ctx, () => {
      if (!bearerToken(req.headers.authorization)) return next();
      const authenticate = passport.authenticate(
        'jwt',
        { session: false },
        (err: unknown, claims: TokenClaims | false) => {
          if (err || !claims) return next();
          this.actors.resolve(claims).then((actor) => {
            req.user = claims;
            ctx.actor = actor;
            next();
          }, next);
        },
      ) as (req: Request, res: Response, next: NextFunction) => void;
      authenticate(req, res, next);
    });
  }
}
