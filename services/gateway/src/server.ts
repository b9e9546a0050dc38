import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import pino, { type Logger } from 'pino';
import { GRAPHQL_BODY_LIMIT, graphqlErrorBody, NatsCounterStore } from '@mise/platform/edge';
import { createApollo, graphqlContext } from './apollo';
import type { GatewayConfig } from './config';
import { healthRouter } from './health.router';
import { createMetrics, knownOperationNames } from './metrics';
import { connectNats } from './nats';
import { oidcProxy, webhookProxies } from './proxies';
import { rateLimits } from './rate-limit.middleware';
import { overrideKey, resolveSubgraphs } from './supergraph';
import { clientIpOf, jsonErrors, requestLogging, securityHeaders, underPath } from './http-edge';
import { tokenCheck } from './token-check.middleware';
import { webApp } from './web-app';

export { CORRELATION_HEADER, FORWARDED_HEADERS, maskError, type GatewayContext } from './apollo';

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

export interface Gateway {
  app: express.Express;
  logger: Logger;
  /** Listens on `port` (default: the configured one; 0 for an ephemeral port). */
  start(port?: number): Promise<RunningGateway>;
  /** Stops Apollo (drains the HTTP server when it was started). */
  stop(): Promise<void>;
}

export interface GatewayOptions {
  /** Where the JSON log lines go (default: stdout). */
  logStream?: pino.DestinationStream;
}

/** JSON logs (pino) with the service's name; tokens and cookies never logged. */
function gatewayLogger(config: GatewayConfig, options: GatewayOptions): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'gateway' },
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
    },
    options.logStream ?? pino.destination(1),
  );
}

/** The committed supergraph and each subgraph's URL (`SUBGRAPH_<NAME>_URL` overrides). */
function routedSubgraphs(config: GatewayConfig, logger: Logger) {
  const supergraphSdl = readFileSync(config.supergraphFile, 'utf8');
  const subgraphs = resolveSubgraphs(supergraphSdl, config.subgraphUrls);
  const known = new Set(subgraphs.map((s) => overrideKey(s.name)));
  for (const name of Object.keys(config.subgraphUrls).filter((n) => !known.has(n))) {
    logger.warn({ subgraph: name }, 'SUBGRAPH_<NAME>_URL names no subgraph of the supergraph');
  }
  const urlOf = new Map(subgraphs.map((s) => [s.name, s.url]));
  return { supergraphSdl, subgraphs, urlOf };
}

/**
 * The gateway: logging and the client's IP, rate limits, the webhook and /oidc proxies (raw
 * bodies, before any parser), security headers, health and metrics, /graphql (Apollo on the
 * supergraph, `apollo.ts`), the web app (`web-app.ts`), JSON errors (`http-edge.ts`).
 */
export async function createGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const logger = gatewayLogger(config, options);
  const { supergraphSdl, subgraphs, urlOf } = routedSubgraphs(config, logger);

  const app = express();
  const httpServer = http.createServer(app);
  const metrics = createMetrics({
    knownOperations: knownOperationNames(config.knownOperationsFile),
    metricsToken: config.metricsToken,
  });
  if (config.oidcDevIssuer) {
    logger.warn(
      { issuer: `${config.publicUrl}/oidc` },
      'OIDC_DEV_ISSUER=true: /oidc proxies the development issuer, where anyone signs in as any e-mail; never on a shared or deployed stack',
    );
  }

  const apollo = createApollo(config, {
    supergraphSdl,
    urlOf,
    logger,
    httpServer,
    metricsPlugin: metrics.plugin,
  });
  await apollo.start();

  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  // The client's IP, behind TRUSTED_PROXY_HOPS proxies of our own: rate limits, X-Client-IP.
  app.use(clientIpOf(config));
  // The limits count in NATS, shared by every replica, when NATS_URL is set (in memory meanwhile).
  const nats = config.nats ? connectNats(config.nats, logger) : null;
  const store =
    nats &&
    new NatsCounterStore({
      connection: () => nats.current(),
      prefix: config.nats?.prefix,
      warn: (message) => logger.warn(message),
    });
  const limits = rateLimits(config, store ?? undefined);
  await nats?.connected(2000);

  // Raw bodies to the services that verify their signatures: before any body parser.
  for (const webhook of webhookProxies(subgraphs, config.subgraphUrls, limits.webhook, logger)) {
    app.use(webhook);
  }

  // The dev issuer lives behind the gateway (OIDC_DEV_ISSUER=true only); its pages carry their
  // own headers.
  if (config.oidcDevIssuer) {
    const proxy = oidcProxy(config);
    app.use((req, res, next) => {
      if (underPath(req.path, '/oidc')) limits.anonymous(req, res, () => proxy(req, res, next));
      else next();
    });
  }

  app.use(securityHeaders(config));
  app.use(healthRouter(subgraphs, logger));
  app.get('/metrics', metrics.handler);

  app.use(
    '/graphql',
    limits.anonymous,
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    tokenCheck(config),
    limits.signedIn,
    expressMiddleware(apollo, {
      context: graphqlContext,
    }),
  );

  if (config.webDist) app.use(webApp(config.webDist));
  app.use((_req, res) => {
    res.status(404).json(graphqlErrorBody('NOT_FOUND', 'Not found'));
  });
  app.use(jsonErrors);

  const stop = async () => {
    await apollo.stop();
    await nats?.close();
  };
  return {
    app,
    logger,
    stop,
    start: (port = config.port) =>
      new Promise<RunningGateway>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, config.host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          resolve({ url: `http://127.0.0.1:${address.port}`, close: stop });
        });
      }),
  };
}
