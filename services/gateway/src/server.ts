import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  ApolloGateway,
  RemoteGraphQLDataSource,
  type GraphQLDataSourceProcessOptions,
} from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import {
  CLIENT_IP_HEADER,
  clientIp,
  GRAPHQL_BODY_LIMIT,
  graphqlErrorBody,
  graphqlProtection,
  INTERNAL_ERROR_MESSAGE,
  isClientErrorCode,
  PAYLOAD_TOO_LARGE_MESSAGE,
  tooManyRequestsStatus,
} from '@mise/platform/edge';
import type { GatewayConfig } from './config';
import { healthRouter } from './health.router';
import { createMetrics, knownOperationNames } from './metrics';
import { oidcProxy, webhookProxies } from './proxies';
import { rateLimits } from './rate-limit.middleware';
import { overrideKey, resolveSubgraphs } from './supergraph';
import { tokenCheck } from './token-check.middleware';

/** Headers passed from the client to every subgraph (the correlation id is always set). */
export const FORWARDED_HEADERS = [
  'authorization',
  'x-outlet-id',
  'x-session-id',
  'x-guest-token',
] as const;
export const CORRELATION_HEADER = 'x-correlation-id';

/** Paths the gateway answers itself; everything else (GET) may fall back to the web app. */
const OWN_PATHS = ['/graphql', '/health', '/metrics', '/oidc', '/webhooks'];
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

  /**
   * A subgraph's 4xx answer (a refused input, a limit, throttling) keeps its first error when the
   * code is a client one; anything else becomes an internal error whose details (the body, the
   * subgraph's URL) only reach the log.
   */
  override async errorFromResponse(
    response: Parameters<RemoteGraphQLDataSource['errorFromResponse']>[0],
  ) {
    const error = await super.errorFromResponse(response);
    const body = (error.extensions.response as { body?: unknown } | undefined)?.body;
    const first = (body as { errors?: GraphQLFormattedError[] } | undefined)?.errors?.[0];
    const code = first?.extensions?.code;
    if (response.status < 500 && first && isClientErrorCode(code)) {
      const field = first.extensions?.field;
      return new GraphQLError(first.message, {
        extensions: { code, ...(typeof field === 'string' ? { field } : {}) },
      });
    }
    return error;
  }
}

/** Extensions never shown to a client (a subgraph's URL and body, stack traces). */
const HIDDEN_EXTENSIONS = ['stacktrace', 'exception', 'response', 'serviceName', 'http'];

/**
 * What a client sees of an error, in every environment: errors with a client code keep their
 * message and extensions (minus the hidden ones); anything else is "Internal server error".
 */
export function maskError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (!isClientErrorCode(code)) {
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  const extensions = Object.fromEntries(
    Object.entries(formatted.extensions ?? {}).filter(([key]) => !HIDDEN_EXTENSIONS.includes(key)),
  );
  return { ...formatted, extensions };
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
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (type === 'entity.too.large') {
    res.status(413).json(graphqlErrorBody('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE));
    return;
  }
  if (type === 'entity.parse.failed') {
    res.status(400).json(graphqlErrorBody('BAD_REQUEST', 'The request body is not valid JSON.'));
    return;
  }
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  if (!clientError) req.log.error({ err: error }, 'request failed');
  res
    .status(clientError ? status : 500)
    .json(
      clientError
        ? graphqlErrorBody('BAD_REQUEST', 'The request cannot be read.')
        : graphqlErrorBody('INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE),
    );
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

  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name, url }) => new ForwardingDataSource({ url: urlOf.get(name) ?? url }),
  });
  // The limits every subgraph applies too (one implementation, @mise/platform/edge).
  const protection = graphqlProtection(config.limits);
  // Only graphql-armor's field-suggestion masking here (production); its limits are off.
  const suggestions = new ApolloArmor({
    maxDepth: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: !production,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    stopOnTerminationSignals: false,
    logger: logger.child({ component: 'apollo' }),
    plugins: [
      ...(suggestions.plugins as ApolloServerPlugin<GatewayContext>[]),
      metrics.plugin,
      logInternalErrors(logger),
      // a limit refused by a subgraph's resolver (a table's orders) is a 429 here too
      tooManyRequestsStatus<GatewayContext>(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      production
        ? ApolloServerPluginLandingPageDisabled()
        : ApolloServerPluginLandingPageLocalDefault({ embed: true }),
    ],
    formatError: maskError,
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

  // The client's IP, behind TRUSTED_PROXY_HOPS proxies of our own: rate limits, X-Client-IP.
  app.use((req, res, next) => {
    res.locals.clientIp = clientIp(
      req.headers['x-forwarded-for'],
      req.socket.remoteAddress,
      config.trustedProxyHops,
    );
    next();
  });
  const limits = rateLimits(config);

  // Raw bodies to the services that verify their signatures: before any body parser.
  for (const webhook of webhookProxies(subgraphs, config.subgraphUrls, limits.webhook)) {
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
      context: ({ req, res }) => {
        const correlationId = req.id as string;
        const forwardHeaders: Record<string, string> = {
          [CORRELATION_HEADER]: correlationId,
          // Always ours: a client-sent X-Client-IP is never forwarded.
          [CLIENT_IP_HEADER]: res.locals.clientIp as string,
        };
        for (const name of FORWARDED_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string' && value) forwardHeaders[name] = value;
        }
        return Promise.resolve({ correlationId, forwardHeaders });
      },
    }),
  );

  if (config.webDist) app.use(webApp(config.webDist));
  app.use((_req, res) => {
    res.status(404).json(graphqlErrorBody('NOT_FOUND', 'Not found'));
  });
  app.use(jsonErrors);

  const stop = () => apollo.stop();
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

/** Built assets worth compressing (text); images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The hashed assets of web/dist (`/assets/*`) gzipped once at start (level 9) and answered to a
 * browser that accepts gzip: a phone on a slow network downloads the guest page's 80 KB, not its
 * 250 KB. Others (and anything not under /assets) fall through to the static files.
 */
function gzippedAssets(webDist: string): RequestHandler {
  const dir = path.join(webDist, 'assets');
  const gzipped = new Map<string, Buffer>();
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      if (!COMPRESSIBLE.test(name)) continue;
      const body = gzipSync(readFileSync(path.join(dir, name)), {
        level: zlibConstants.Z_BEST_COMPRESSION,
      });
      gzipped.set(`/assets/${name}`, body);
    }
  }
  return (req, res, next) => {
    const body = gzipped.get(req.path);
    if (!body || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      next();
      return;
    }
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', IMMUTABLE);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** The guest ordering page's paths (a table's QR link): answered with the page's own entry. */
const ORDER_PAGE_PATH = '/order';

/**
 * The built web app at `/`, with index.html for any other GET (client-side routes), and the
 * guest ordering page's own entry (order.html: no back-office bundle) for `/order` and
 * `/order/*`.
 */
function webApp(webDist: string): express.Router {
  const router = express.Router();
  const index = path.join(webDist, 'index.html');
  const orderPage = path.join(webDist, 'order.html');
  router.use(gzippedAssets(webDist));
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, file) => {
        const hashed = file.startsWith(path.join(webDist, 'assets') + path.sep);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
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
    res.sendFile(underPath(req.path, ORDER_PAGE_PATH) ? orderPage : index, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
