import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { GatewayConfig } from './config';
import { healthRouter } from './health.router';
import { createMetrics } from './metrics';
import { overrideKey, resolveSubgraphs } from './supergraph';
import { tokenCheck } from './token-check.middleware';

/** Headers passed from the client to every subgraph (the correlation id is always set). */
export const FORWARDED_HEADERS = ['authorization', 'x-outlet-id', 'x-session-id'] as const;
export const CORRELATION_HEADER = 'x-correlation-id';

/** Paths the gateway answers itself; everything else (GET) may fall back to the web app. */
const OWN_PATHS = ['/graphql', '/health', '/metrics', '/oidc'];
const underPath = (urlPath: string, prefix: string) =>
  urlPath === prefix || urlPath.startsWith(`${prefix}/`);

export interface GatewayContext {
  correlationId: string;
  /** Header name (lower case) to value, sent to each subgraph. */
  forwardHeaders: Record<string, string>;
}

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

class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const forward = (options.context as Partial<GatewayContext>).forwardHeaders ?? {};
    for (const [name, value] of Object.entries(forward)) {
      options.request.http?.headers.set(name, value);
    }
  }
}

const VALID_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function correlationIdOf(req: http.IncomingMessage): string {
  const sent = req.headers[CORRELATION_HEADER];
  return typeof sent === 'string' && VALID_CORRELATION_ID.test(sent) ? sent : randomUUID();
}

function securityHeaders(config: GatewayConfig): RequestHandler {
  const production = config.nodeEnv === 'production';
  const issuerOrigin = new URL(config.jwtIssuer).origin;
  const withCsp = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // antd injects its CSS-in-JS styles
        imgSrc: ["'self'", 'data:', 'blob:', ...config.cspExtraOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", issuerOrigin, ...config.cspExtraOrigins],
        frameSrc: ["'self'", issuerOrigin],
        formAction: ["'self'", issuerOrigin],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
  });
  // The development landing page of /graphql (Apollo Sandbox) loads its own scripts.
  const withoutCsp = helmet({ contentSecurityPolicy: false });
  return (req, res, next) => {
    if (!production && underPath(req.path, '/graphql')) withoutCsp(req, res, next);
    else withCsp(req, res, next);
  };
}

const isInternal = (code: unknown) => code === undefined || code === 'INTERNAL_SERVER_ERROR';

/** Logs errors that carry no client-facing code, with the request's correlation id. */
function logInternalErrors(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      return Promise.resolve({
        didEncounterErrors({ errors, contextValue }) {
          for (const err of errors.filter((e) => isInternal(e.extensions?.code))) {
            logger.error({ correlationId: contextValue.correlationId, err }, 'graphql error');
          }
          return Promise.resolve();
        },
      });
    },
  };
}

const jsonErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    // The /oidc proxy has already answered (504) when identity cannot be reached.
    req.log.warn({ err: error }, 'request failed after its response started');
    if (!res.writableEnded) res.destroy();
    return;
  }
  const status = (error as { status?: unknown }).status;
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  if (!clientError) req.log.error({ err: error }, 'request failed');
  res.status(clientError ? status : 500).json({
    errors: [
      {
        message: clientError ? (error as Error).message : 'Internal server error',
        extensions: { code: clientError ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' },
      },
    ],
  });
};

export interface GatewayOptions {
  /** Where the JSON log lines go (default: stdout). */
  logStream?: pino.DestinationStream;
}

export async function createGateway(
  config: GatewayConfig,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const production = config.nodeEnv === 'production';
  const logger = pino(
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
  const supergraphSdl = readFileSync(config.supergraphFile, 'utf8');
  const subgraphs = resolveSubgraphs(supergraphSdl, config.subgraphUrls);
  const known = new Set(subgraphs.map((s) => overrideKey(s.name)));
  for (const name of Object.keys(config.subgraphUrls).filter((n) => !known.has(n))) {
    logger.warn({ subgraph: name }, 'SUBGRAPH_<NAME>_URL names no subgraph of the supergraph');
  }
  const urlOf = new Map(subgraphs.map((s) => [s.name, s.url]));

  const app = express();
  const httpServer = http.createServer(app);
  const metrics = createMetrics();

  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new ForwardingDataSource({ url: urlOf.get(name) ?? url }),
  });
  const armor = new ApolloArmor({
    maxDepth: { n: config.limits.maxDepth },
    maxAliases: { n: config.limits.maxAliases },
    costLimit: { maxCost: config.limits.maxCost },
    blockFieldSuggestion: { enabled: production },
  });
  const protection = armor.protect();
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: !production,
    allowBatchedHttpRequests: protection.allowBatchedHttpRequests,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    stopOnTerminationSignals: false,
    logger: logger.child({ component: 'apollo' }),
    plugins: [
      ...(protection.plugins as ApolloServerPlugin<GatewayContext>[]),
      metrics.plugin,
      logInternalErrors(logger),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
    formatError: (formatted) =>
      production && isInternal(formatted.extensions?.code)
        ? { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }
        : formatted,
  });
  await apollo.start();

  app.disable('x-powered-by');
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = correlationIdOf(req);
        res.setHeader('X-Correlation-ID', id);
        return id;
      },
      // Every line logged for a request carries `correlationId`.
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'correlationId' },
      autoLogging: { ignore: (req) => /^\/(health|metrics)(\/|$)/.test(req.url ?? '') },
    }),
  );

  // The dev issuer lives behind the gateway; its pages carry their own headers.
  const oidcProxy = createProxyMiddleware({
    target: config.identityUrl,
    pathFilter: (urlPath) => underPath(urlPath, '/oidc'),
    xfwd: true,
    on: {
      proxyReq: (proxyReq, req) => {
        if (!req.headers['x-forwarded-prefix']) proxyReq.setHeader('X-Forwarded-Prefix', '/oidc');
        proxyReq.setHeader('X-Correlation-ID', req.id as string);
      },
    },
  });
  app.use((req, res, next) => {
    void oidcProxy(req, res, next);
  });

  app.use(securityHeaders(config));
  app.use(healthRouter(subgraphs));
  app.get('/metrics', metrics.handler);

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    tokenCheck(config),
    expressMiddleware(apollo, {
      context: ({ req }) => {
        const correlationId = req.id as string;
        const forwardHeaders: Record<string, string> = { [CORRELATION_HEADER]: correlationId };
        for (const name of FORWARDED_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string' && value) forwardHeaders[name] = value;
        }
        return Promise.resolve({ correlationId, forwardHeaders });
      },
    }),
  );

  if (config.webDist) app.use(webApp(config.webDist));
  app.use(jsonErrors);

  const stop = () => apollo.stop();
  return {
    app,
    logger,
    stop,
    start: (port = config.port) =>
      new Promise<RunningGateway>((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          resolve({ url: `http://127.0.0.1:${address.port}`, close: stop });
        });
      }),
  };
}

/** The built web app at `/`, with index.html for any other GET (client-side routes). */
function webApp(webDist: string): express.Router {
  const router = express.Router();
  const index = path.join(webDist, 'index.html');
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  router.use((req, res, next) => {
    const isPage = req.method === 'GET' || req.method === 'HEAD';
    if (!isPage || OWN_PATHS.some((prefix) => underPath(req.path, prefix))) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
