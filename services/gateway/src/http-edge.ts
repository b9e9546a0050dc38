import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import {
  CLIENT_IP_HEADER,
  clientIp,
  GATEWAY_EDGE_HEADER,
  graphqlErrorBody,
  INTERNAL_ERROR_MESSAGE,
  PAYLOAD_TOO_LARGE_MESSAGE,
} from '@mise/platform/edge';
import { CORRELATION_HEADER } from './apollo';
import type { GatewayConfig } from './config';

/** Paths the gateway answers itself; everything else (GET) may fall back to the web app. */
export const OWN_PATHS = ['/graphql', '/health', '/metrics', '/oidc', '/webhooks'];
export const underPath = (urlPath: string, prefix: string) =>
  urlPath === prefix || urlPath.startsWith(`${prefix}/`);

const VALID_CORRELATION_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function correlationIdOf(req: http.IncomingMessage): string {
  const sent = req.headers[CORRELATION_HEADER];
  return typeof sent === 'string' && VALID_CORRELATION_ID.test(sent) ? sent : randomUUID();
}

export function securityHeaders(config: GatewayConfig): RequestHandler {
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

/** JSON request logs; every line logged for a request carries `correlationId` (also answered). */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = correlationIdOf(req);
      res.setHeader('X-Correlation-ID', id);
      return id;
    },
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'correlationId' },
    autoLogging: { ignore: (req) => /^\/(health|metrics)(\/|$)/.test(req.url ?? '') },
  });
}

/**
 * `res.locals.clientIp`: the client's IP behind `TRUSTED_PROXY_HOPS` proxies of our own; and
 * `res.locals.edgeHeaders`, what every request to a subgraph carries from us: that IP as
 * `X-Client-IP` and, with `GATEWAY_EDGE_SECRET`, the proof it is ours (`X-Gateway-Edge`).
 */
export function clientIpOf(
  config: Pick<GatewayConfig, 'trustedProxyHops' | 'gatewayEdgeSecret'>,
): RequestHandler {
  return (req, res, next) => {
    const ip = clientIp(
      req.headers['x-forwarded-for'],
      req.socket.remoteAddress,
      config.trustedProxyHops,
    );
    res.locals.clientIp = ip;
    res.locals.edgeHeaders = {
      [CLIENT_IP_HEADER]: ip,
      ...(config.gatewayEdgeSecret && { [GATEWAY_EDGE_HEADER]: config.gatewayEdgeSecret }),
    } satisfies Record<string, string>;
    next();
  };
}

export const jsonErrors: ErrorRequestHandler = (error: unknown, req, res, _next) => {
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
