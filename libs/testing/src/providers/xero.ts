import { randomUUID } from 'node:crypto';
import { idToken, OAuthServer, send, type ProviderFailure } from './oauth-server';

export interface XeroFake {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The one organisation every authorization connects: "Demo Company (MY)". */
  tenant: { tenantId: string; tenantName: string };
  server: OAuthServer;
  failNext(count: number, failure: ProviderFailure): void;
  close(): Promise<void>;
}

export interface XeroFakeOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (default 1800, Xero's). */
  accessTokenSeconds?: number;
}

/**
 * Xero on one local origin, at Xero's own paths: `GET /identity/connect/authorize` (approves at
 * once), `POST /connect/token` (client id and secret as HTTP Basic; code with PKCE S256; refresh
 * tokens rotate on each use), `POST /connect/revocation` (a refresh token: its connections end)
 * and `GET /connections` (the organisations the token may use: one, "Demo Company (MY)").
 */
export async function startXeroFake(o: XeroFakeOptions = {}): Promise<XeroFake> {
  const tenant = { tenantId: randomUUID(), tenantName: 'Demo Company (MY)' };
  const server = new OAuthServer({
    port: o.port,
    host: o.host,
    clientId: o.clientId ?? 'LOCALXEROCLIENT',
    clientSecret: o.clientSecret,
    authorizePath: '/identity/connect/authorize',
    tokenPath: '/connect/token',
    revokePath: '/connect/revocation',
    pkce: true,
    rotateRefreshTokens: true,
    accessTokenSeconds: o.accessTokenSeconds ?? 1800,
    account: 'owner@demo-company.test',
    tokenExtras: (t) => ({
      id_token: idToken({ iss: 'https://identity.xero.com', aud: t.clientId, email: t.account }),
    }),
    api: (req, res, url, _body, srv) => {
      if (req.method !== 'GET' || url.pathname !== '/connections') return false;
      if (!srv.bearer(req)) {
        send(res, 401, {
          Type: null,
          Title: 'Unauthorized',
          Status: 401,
          Detail: 'TokenExpired: token expired',
        });
        return true;
      }
      const now = new Date().toISOString();
      send(res, 200, [
        {
          id: randomUUID(),
          authEventId: randomUUID(),
          tenantId: tenant.tenantId,
          tenantType: 'ORGANISATION',
          tenantName: tenant.tenantName,
          createdDateUtc: now,
          updatedDateUtc: now,
        },
      ]);
      return true;
    },
  });
  await server.listen();
  return {
    url: server.url,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    tenant,
    server,
    failNext: (count, failure) => server.failNext(count, failure),
    close: () => server.close(),
  };
}
