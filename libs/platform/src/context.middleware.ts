import { randomUUID } from 'node:crypto';
import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { runWithContext } from './context';
import { MetricsService } from './health/metrics.service';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Opens the request context: correlation id (taken from the gateway or made here) and session id. */
@Injectable()
export class ContextMiddleware implements NestMiddleware {
  constructor(private readonly metrics: MetricsService) {}

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
    runWithContext(
      { correlationId, sessionId: session && SAFE_ID.test(session) ? session : undefined },
      next,
    );
  }
}
