import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { graphqlErrorBody, INTERNAL_ERROR_MESSAGE } from '../edge/errors';
import { GRAPHQL_BODY_LIMIT, PAYLOAD_TOO_LARGE_MESSAGE } from '../edge/limits';
import { mayReadMetrics } from '../edge/metrics-access';

/**
 * The HTTP edge of a service, before any route: JSON bodies up to the gateway's limit (256 KB)
 * with a GraphQL-shaped 413 (or 400 for a body that is not JSON) instead of an HTML page, and
 * `/metrics` only for `METRICS_TOKEN` holders (or loopback when it is unset).
 */
export function installHttpEdge(
  app: INestApplication,
  env: Record<string, string | undefined> = process.env,
): void {
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  const express = app as NestExpressApplication;
  // Registered here, both parsers replace Nest's defaults (100 KB, and Express's HTML error page
  // with a stack trace outside production).
  express.useBodyParser('json', { limit: GRAPHQL_BODY_LIMIT });
  express.useBodyParser('urlencoded', { limit: GRAPHQL_BODY_LIMIT, extended: true });
  // Only the parsers above come before this handler: every error here is about the request body.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const { type, status } = error as { type?: unknown; status?: unknown };
    if (type === 'entity.too.large') {
      res.status(413).json(graphqlErrorBody('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE));
    } else if (type === 'entity.parse.failed') {
      res.status(400).json(graphqlErrorBody('BAD_REQUEST', 'The request body is not valid JSON.'));
    } else if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json(graphqlErrorBody('BAD_REQUEST', 'The request body cannot be read.'));
    } else {
      res.status(500).json(graphqlErrorBody('INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE));
    }
  });
  app.use('/metrics', (req: Request, res: Response, next: NextFunction) => {
    if (mayReadMetrics(req, metricsToken)) next();
    else res.status(404).json(graphqlErrorBody('NOT_FOUND', 'Not found'));
  });
}
