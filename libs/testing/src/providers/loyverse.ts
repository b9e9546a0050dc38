import { randomUUID } from 'node:crypto';
import { OAuthServer, send, type ProviderFailure } from './oauth-server';

export interface LoyverseFake {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The merchant every authorization connects (business name "Demo Cafe"). */
  merchant: { id: string; business_name: string; email: string };
  server: OAuthServer;
  failNext(count: number, failure: ProviderFailure): void;
  close(): Promise<void>;
}

export interface LoyverseFakeOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (default 7200). */
  accessTokenSeconds?: number;
}

/**
 * Loyverse on one local origin, at Loyverse's own paths: `GET /oauth/authorize` (approves at
 * once), `POST /oauth/token` (client id and secret in the form; code, refresh_token) and
 * `GET /v1.0/merchant/` (the business). Loyverse has no revocation endpoint and no PKCE.
 */
export async function startLoyverseFake(o: LoyverseFakeOptions = {}): Promise<LoyverseFake> {
  const merchant = { id: randomUUID(), business_name: 'Demo Cafe', email: 'owner@demo-cafe.test' };
  const server = new OAuthServer({
    port: o.port,
    host: o.host,
    clientId: o.clientId ?? 'local-loyverse-client',
    clientSecret: o.clientSecret,
    authorizePath: '/oauth/authorize',
    tokenPath: '/oauth/token',
    revokePath: null,
    pkce: false,
    rotateRefreshTokens: false,
    accessTokenSeconds: o.accessTokenSeconds ?? 7200,
    account: merchant.email,
    api: (req, res, url, _body, srv) => {
      if (req.method !== 'GET' || url.pathname !== '/v1.0/merchant/') return false;
      if (!srv.bearer(req)) {
        send(res, 401, {
          errors: [{ code: 'UNAUTHORIZED', details: 'The access token is expired' }],
        });
        return true;
      }
      send(res, 200, {
        ...merchant,
        country: 'MY',
        currency: { code: 'MYR', decimal_places: 2 },
        created_at: '2026-01-01T00:00:00.000Z',
      });
      return true;
    },
  });
  await server.listen();
  return {
    url: server.url,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    merchant,
    server,
    failNext: (count, failure) => server.failNext(count, failure),
    close: () => server.close(),
  };
}
