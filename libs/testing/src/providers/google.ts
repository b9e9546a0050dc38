import { randomBytes } from 'node:crypto';
import { idToken, OAuthServer, send, type ProviderFailure } from './oauth-server';

/** A message the local Gmail took: the account it was sent from and the raw MIME. */
export interface CapturedMail {
  id: string;
  account: string;
  /** The RFC 2822 message, decoded from the request's base64url `raw`. */
  raw: string;
}

export interface GoogleFake {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The account the next authorizations approve as (default `mise.owner@gmail.com`). */
  account: string;
  /** Messages sent through `users.messages.send`, oldest first. */
  sent: CapturedMail[];
  server: OAuthServer;
  failNext(count: number, failure: ProviderFailure): void;
  close(): Promise<void>;
}

export interface GoogleFakeOptions {
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Seconds an access token lives (default 3599, Google's). */
  accessTokenSeconds?: number;
}

/**
 * Google on one local origin, at Google's own paths: `GET /o/oauth2/v2/auth` (approves at once),
 * `POST /token` (authorization code with PKCE S256, refresh_token; answers an `id_token` with the
 * account's e-mail), `POST /revoke`, and Gmail's `POST /gmail/v1/users/me/messages/send` (bearer
 * token; captures the raw MIME). `@googleapis/gmail` reaches it with `rootUrl` set to `url + '/'`.
 */
export async function startGoogleFake(o: GoogleFakeOptions = {}): Promise<GoogleFake> {
  const sent: CapturedMail[] = [];
  const server = new OAuthServer({
    port: o.port,
    host: o.host,
    clientId: o.clientId ?? 'local-google-client',
    clientSecret: o.clientSecret,
    authorizePath: '/o/oauth2/v2/auth',
    tokenPath: '/token',
    revokePath: '/revoke',
    pkce: true,
    rotateRefreshTokens: false,
    accessTokenSeconds: o.accessTokenSeconds ?? 3599,
    account: 'mise.owner@gmail.com',
    tokenExtras: (t) => ({
      id_token: idToken({
        iss: 'https://accounts.google.com',
        aud: t.clientId,
        sub: `g-${Buffer.from(t.account).toString('hex').slice(0, 16)}`,
        email: t.account,
        email_verified: true,
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(t.expiresAt / 1000),
      }),
    }),
    api: (req, res, url, body, srv) => {
      if (req.method !== 'POST' || url.pathname !== '/gmail/v1/users/me/messages/send') {
        return false;
      }
      const token = srv.bearer(req);
      if (!token) {
        send(res, 401, {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        });
        return true;
      }
      let raw: string | undefined;
      try {
        raw = (JSON.parse(body.toString('utf8')) as { raw?: string }).raw;
      } catch {
        raw = undefined;
      }
      if (!raw) {
        send(res, 400, {
          error: {
            code: 400,
            message:
              "'raw' RFC822 payload message string or uploading message via /upload/* URL required",
            status: 'INVALID_ARGUMENT',
          },
        });
        return true;
      }
      const id = randomBytes(8).toString('hex');
      sent.push({
        id,
        account: token.account,
        raw: Buffer.from(raw, 'base64url').toString('utf8'),
      });
      send(res, 200, { id, threadId: id, labelIds: ['SENT'] });
      return true;
    },
  });
  await server.listen();
  return {
    url: server.url,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    get account() {
      return server.account;
    },
    set account(value: string) {
      server.account = value;
    },
    sent,
    server,
    failNext: (count, failure) => server.failNext(count, failure),
    close: () => server.close(),
  };
}
