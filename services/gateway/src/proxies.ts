import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { createProxyMiddleware } from 'http-proxy-middleware';
import {
  graphqlErrorBody,
  readWebhookBody,
  refuseTooLarge,
  WebhookBodyTooLarge,
} from '@mise/platform/edge';
import type { GatewayConfig } from './config';
import type { SubgraphEndpoint } from './supergraph';

/** Forwarding headers a client could forge: removed before any proxied request, then set by us. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
  'x-real-ip',
  'x-client-ip',
  'x-gateway-edge',
];

const localsOf = (req: IncomingMessage): Record<string, unknown> | undefined =>
  (req as { res?: ServerResponse & { locals?: Record<string, unknown> } }).res?.locals;
const clientIpOf = (req: IncomingMessage): string =>
  (localsOf(req)?.clientIp as string | undefined) ?? 'unknown';

const unavailable = (service: string) =>
  graphqlErrorBody(
    'SERVICE_UNAVAILABLE',
    `The ${service} service is not available; try again shortly`,
  );

/**
 * `/oidc/**` to identity's dev issuer (only with `OIDC_DEV_ISSUER=true`). The issuer builds its
 * discovery document from `X-Forwarded-Host/Proto/Prefix`: they come from `PUBLIC_URL`, never
 * from the client.
 */
export function oidcProxy(
  config: Pick<GatewayConfig, 'identityUrl' | 'publicUrl'>,
): RequestHandler {
  const publicUrl = new URL(config.publicUrl);
  const port = publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80');
  const proxy = createProxyMiddleware({
    target: config.identityUrl,
    pathFilter: (urlPath) => urlPath === '/oidc' || urlPath.startsWith('/oidc/'),
    xfwd: false,
    on: {
      proxyReq: (proxyReq, req) => {
        for (const name of FORWARDING_HEADERS) proxyReq.removeHeader(name);
        proxyReq.setHeader('X-Forwarded-Proto', publicUrl.protocol.replace(':', ''));
        proxyReq.setHeader('X-Forwarded-Host', publicUrl.host);
        proxyReq.setHeader('X-Forwarded-Port', port);
        proxyReq.setHeader('X-Forwarded-Prefix', '/oidc');
        proxyReq.setHeader('X-Forwarded-For', clientIpOf(req));
        proxyReq.setHeader('X-Correlation-ID', (req as { id?: string }).id ?? '');
      },
    },
  });
  return (req, res, next) => {
    void proxy(req, res, next);
  };
}

/** Gateway routes that pass the raw request (bytes and signature headers untouched) to a service. */
export const WEBHOOKS = [
  { path: '/webhooks/stripe', service: 'billing' },
  { path: '/webhooks/orders', service: 'sales' },
  { path: '/webhooks/loyverse', service: 'integrations' },
] as const;

/** The body read by `webhookBody` below, forwarded byte for byte. */
const BUFFERED = Symbol('webhook body');
type Buffered = IncomingMessage & { [BUFFERED]?: Buffer };

/**
 * Reads a webhook's body up to `WEBHOOK_BODY_LIMIT_BYTES` (the service's limit too): a declared
 * larger length is answered 413 before any byte is read, a longer stream once the limit passes
 * (the connection is closed, the rest never read).
 */
const webhookBody: RequestHandler = (req, res, next) => {
  readWebhookBody(req).then(
    (body) => {
      (req as Buffered)[BUFFERED] = body;
      next();
    },
    (error: unknown) => {
      if (error instanceof WebhookBodyTooLarge) refuseTooLarge(res);
      else next(error);
    },
  );
};

/**
 * The webhook routes, mounted before any body parser: rate-limited per client IP (`limit`), the
 * body read whole up to the webhook limit, then sent as received to the service's own origin
 * (from `SUBGRAPH_<NAME>_URL` or the supergraph), same path. 503 JSON when the service is not in
 * the supergraph or does not answer.
 */
export function webhookProxies(
  subgraphs: SubgraphEndpoint[],
  overrides: Record<string, string>,
  limit: RequestHandler,
  logger?: Logger,
): RequestHandler[] {
  return WEBHOOKS.map(({ path: webhookPath, service }) => {
    const url = overrides[service] ?? subgraphs.find((s) => s.name.toLowerCase() === service)?.url;
    const endpoint = url ? { name: service, url } : undefined;
    const matches = (urlPath: string) =>
      urlPath === webhookPath || urlPath.startsWith(`${webhookPath}/`);
    if (!endpoint) {
      const absent: RequestHandler = (req, res, next) => {
        if (!matches(req.path)) return next();
        limit(req, res, () => res.status(503).json(unavailable(service)));
      };
      return absent;
    }
    const proxy = createProxyMiddleware({
      target: new URL(endpoint.url).origin,
      pathFilter: matches,
      xfwd: false,
      on: {
        proxyReq: (proxyReq, req) => {
          for (const name of FORWARDING_HEADERS) proxyReq.removeHeader(name);
          // X-Client-IP and the proof it is ours (http-edge clientIpOf)
          const edge = (localsOf(req)?.edgeHeaders ?? {}) as Record<string, string>;
          for (const [name, value] of Object.entries(edge)) proxyReq.setHeader(name, value);
          proxyReq.setHeader('X-Correlation-ID', (req as { id?: string }).id ?? '');
          const body = (req as Buffered)[BUFFERED];
          if (body) {
            // the stream has ended (read above): these bytes are the request's body
            proxyReq.removeHeader('transfer-encoding');
            proxyReq.setHeader('content-length', body.length);
            proxyReq.write(body);
          }
        },
        error: (error, req, res) => {
          // the one trace of why a webhook answered 503 (the service's own errors pass through)
          logger?.warn(
            {
              service,
              path: webhookPath,
              code: (error as NodeJS.ErrnoException).code,
              err: error,
              correlationId: (req as { id?: string }).id,
            },
            'webhook proxy could not reach the service',
          );
          if ('setHeader' in res && !res.headersSent) {
            res.statusCode = 503;
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify(unavailable(service)));
          } else {
            (res as Socket).destroy();
          }
        },
      },
    });
    const handler: RequestHandler = (req, res, next) => {
      if (!matches(req.path)) return next();
      limit(req, res, () =>
        webhookBody(req, res, (error?: unknown) => {
          if (error) next(error);
          else void proxy(req, res, next);
        }),
      );
    };
    return handler;
  });
}
