import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface GatewayMetrics {
  registry: Registry;
  /** Apollo plugin that times each GraphQL request by operation name. */
  plugin: ApolloServerPlugin;
  /** `GET /metrics` in the Prometheus text format. */
  handler: RequestHandler;
}

const MAX_NAME_LENGTH = 64;

/** One registry per gateway instance, so several gateways can run in one process (tests). */
export function createMetrics(): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'graphql_request_duration_seconds',
    help: 'Duration of GraphQL requests through the gateway, by operation name and outcome',
    labelNames: ['operation_name', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const plugin: ApolloServerPlugin = {
    requestDidStart() {
      const stop = duration.startTimer();
      return Promise.resolve({
        willSendResponse(ctx) {
          // Only a name that matched an operation of a valid document becomes a label.
          const name = ctx.operationName?.slice(0, MAX_NAME_LENGTH) ?? '(anonymous)';
          const failed = ctx.errors !== undefined && ctx.errors.length > 0;
          stop({
            operation_name: ctx.operation ? name : '(invalid)',
            outcome: failed ? 'error' : 'ok',
          });
          return Promise.resolve();
        },
      });
    },
  };

  const handler: RequestHandler = (_req, res, next) => {
    registry.metrics().then((body) => {
      res.type(registry.contentType).send(body);
    }, next);
  };

  return { registry, plugin, handler };
}
