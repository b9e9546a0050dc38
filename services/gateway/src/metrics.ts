import { existsSync, readFileSync } from 'node:fs';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { graphqlErrorBody, mayReadMetrics } from '@mise/platform/edge';

export interface GatewayMetrics {
  registry: Registry;
  /** Apollo plugin that times each GraphQL request by operation name. */
  plugin: ApolloServerPlugin;
  /** `GET /metrics` in the Prometheus text format (METRICS_TOKEN holders, or loopback). */
  handler: RequestHandler;
}

/** Label of every operation whose name is not one of the web app's own documents. */
export const OTHER_OPERATION = 'other';

/**
 * The operation names of the web's generated documents (`web/src/generated/graphql.ts`): the
 * only names that become metric labels, so a client cannot grow the label set. An absent file
 * gives none (every operation is then labelled `other`).
 */
export function knownOperationNames(file: string): Set<string> {
  if (!existsSync(file)) return new Set();
  const source = readFileSync(file, 'utf8');
  const pattern =
    /"kind":"OperationDefinition","operation":"(?:query|mutation|subscription)","name":\{"kind":"Name","value":"([_A-Za-z][_0-9A-Za-z]*)"/g;
  return new Set(Array.from(source.matchAll(pattern), (match) => match[1]));
}

/** One registry per gateway instance, so several gateways can run in one process (tests). */
export function createMetrics(options: {
  knownOperations: Set<string>;
  metricsToken: string | undefined;
}): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'graphql_request_duration_seconds',
    help: 'Duration of GraphQL requests through the gateway, by operation name (the web app\'s, else "other") and outcome',
    labelNames: ['operation_name', 'outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const plugin: ApolloServerPlugin = {
    requestDidStart() {
      const stop = duration.startTimer();
      return Promise.resolve({
        willSendResponse(ctx) {
          const name = ctx.operation ? ctx.operationName : null;
          const failed = ctx.errors !== undefined && ctx.errors.length > 0;
          stop({
            operation_name: name && options.knownOperations.has(name) ? name : OTHER_OPERATION,
            outcome: failed ? 'error' : 'ok',
          });
          return Promise.resolve();
        },
      });
    },
  };

  const handler: RequestHandler = (req, res, next) => {
    if (!mayReadMetrics(req, options.metricsToken)) {
      res.status(404).json(graphqlErrorBody('NOT_FOUND', 'Not found'));
      return;
    }
    registry.metrics().then((body) => {
      res.type(registry.contentType).send(body);
    }, next);
  };

  return { registry, plugin, handler };
}
