import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The shared machinery of the local OAuth 2.0 providers (Google, Xero, Loyverse): an HTTP server
 * with an authorization endpoint that approves at once (302 to `redirect_uri` with `code` and
 * `state`), a token endpoint (authorization code, with PKCE S256 where the provider asks for it,
 * and refresh tokens), revocation, bearer-token checks for the provider's API, and failures on
 * request: the next N calls (of a path, or any) answer 401, 429 with Retry-After, 500, or never.
 */

/** What the next calls do instead of answering. */
export interface ProviderFailure {
  /** 401 (expired token), 429 (with Retry-After), 500, or 'timeout' (never answers). */
  status: 401 | 429 | 500 | 'timeout';
  /** Seconds in the 429's Retry-After (default 1). */
  retryAfter?: number;
  /** Only calls whose path starts with this (default: any call). */
  path?: string;
}

export interface ProviderCall {
  method: string;
  path: string;
  /** The status answered (0: held, a timeout). */
  status: number;
}

/** One issued access token and what it may do. */
export interface IssuedToken {
  accessToken: string;
  refreshToken: string | null;
  account: string;
  clientId: string;
  scope: string;
  expiresAt: number;
  revoked: boolean;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string | null;
  scope: string;
  account: string;
  expiresAt: number;
}

export interface OAuthServerOptions {
  /** 0 (default): any free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  /** Where the authorize endpoint is served (the provider's real path). */
  authorizePath: string;
  tokenPath: string;
  /** Null: the provider has no revocation endpoint. */
  revokePath: string | null;
  /** The provider requires PKCE S256 (Google, Xero). */
  pkce: boolean;
  /** Each refresh hands out a new refresh token and retires the old one (Xero). */
  rotateRefreshTokens: boolean;
  /** Seconds an access token lives. */
  accessTokenSeconds: number;
  /** The signed-in account the provider approves as (an e-mail). */
  account: string;
  /** Extra fields of the token response (an id_token), from the token. */
  tokenExtras?: (token: IssuedToken) => Record<string, unknown>;
  /** The provider's own API routes: answer true when handled. */
  api: (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    body: Buffer,
    server: OAuthServer,
  ) => Promise<boolean> | boolean;
}

type Json = Record<string, unknown>;

export class OAuthServer {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Every call received, oldest first. */
  readonly calls: ProviderCall[] = [];
  /** The account the next authorizations approve as. */
  account: string;
  private readonly codes = new Map<string, PendingCode>();
  private readonly tokens = new Map<string, IssuedToken>();
  private readonly refreshTokens = new Map<string, IssuedToken>();
  private failures: Array<ProviderFailure & { left: number }> = [];
  private readonly held = new Set<ServerResponse>();
  private server: Server | null = null;
  url = '';

  constructor(private readonly o: OAuthServerOptions) {
    this.clientId = o.clientId ?? `local-${randomBytes(4).toString('hex')}`;
    this.clientSecret = o.clientSecret ?? randomBytes(16).toString('hex');
    this.account = o.account;
  }

  async listen(): Promise<void> {
    const server = createServer((req, res) => void this.route(req, res));
    await new Promise<void>((resolve) =>
      server.listen(this.o.port ?? 0, this.o.host ?? '127.0.0.1', resolve),
    );
    this.server = server;
    const { port } = server.address() as AddressInfo;
    this.url = `http://${this.o.host ?? '127.0.0.1'}:${port}`;
  }

  /** The next `count` calls (of `failure.path`, or any) fail that way. */
  failNext(count: number, failure: ProviderFailure): void {
    this.failures.push({ ...failure, left: count });
  }

  /** Codes handed out so far stop working (an expired code). */
  expireCodes(): void {
    for (const c of this.codes.values()) c.expiresAt = 0;
  }

  /** Access tokens handed out so far are expired (the API answers 401). */
  expireAccessTokens(): void {
    for (const t of this.tokens.values()) t.expiresAt = 0;
  }

  /** Every refresh token handed out so far is refused (the user revoked access elsewhere). */
  revokeRefreshTokens(): void {
    for (const t of this.refreshTokens.values()) t.revoked = true;
  }

  /** The token of a bearer header that may be used now, or null. */
  bearer(req: IncomingMessage): IssuedToken | null {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    const token = m ? this.tokens.get(m[1]) : undefined;
    if (!token || token.revoked || token.expiresAt < Date.now()) return null;
    return token;
  }

  /** Every token issued (tests look for revocation). */
  issued(): IssuedToken[] {
    return [...this.tokens.values()];
  }

  async close(): Promise<void> {
    for (const res of this.held) res.destroy();
    this.held.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  // ---- HTTP ---------------------------------------------------------------------------------

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const call: ProviderCall = { method: req.method ?? 'GET', path: url.pathname, status: 0 };
    this.calls.push(call);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const failure = this.failures.find(
      (f) => f.left > 0 && (!f.path || url.pathname.startsWith(f.path)),
    );
    if (failure && url.pathname !== this.o.authorizePath) {
      failure.left--;
      this.failures = this.failures.filter((f) => f.left > 0);
      if (failure.status === 'timeout') {
        this.held.add(res);
        res.on('close', () => this.held.delete(res));
        return;
      }
      call.status = failure.status;
      const headers: Record<string, string> =
        failure.status === 429 ? { 'Retry-After': String(failure.retryAfter ?? 1) } : {};
      return send(
        res,
        failure.status,
        { error: failure.status === 401 ? 'invalid_token' : 'failure' },
        headers,
      );
    }
    const answer = (status: number, json: unknown, headers: Record<string, string> = {}) => {
      call.status = status;
      send(res, status, json, headers);
    };
    try {
      if (req.method === 'GET' && url.pathname === this.o.authorizePath) {
        return this.authorize(url, res, call);
      }
      if (req.method === 'POST' && url.pathname === this.o.tokenPath) {
        const [status, json] = this.token(req, new URLSearchParams(body.toString('utf8')));
        return answer(status, json, { 'Cache-Control': 'no-store' });
      }
      if (req.method === 'POST' && this.o.revokePath && url.pathname === this.o.revokePath) {
        const form = new URLSearchParams(body.toString('utf8'));
        const token = form.get('token') ?? url.searchParams.get('token') ?? '';
        return answer(...this.revoke(token));
      }
      if (await this.o.api(req, res, url, body, this)) {
        call.status = res.statusCode;
        return;
      }
      answer(404, { error: 'not_found' });
    } catch (e) {
      answer(500, { error: (e as Error).message });
    }
  }

  private authorize(url: URL, res: ServerResponse, call: ProviderCall): void {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri') ?? '';
    const bad = (message: string) => {
      call.status = 400;
      send(res, 400, { error: 'invalid_request', error_description: message });
    };
    if (q.get('client_id') !== this.clientId) return bad('unknown client_id');
    if (q.get('response_type') !== 'code') return bad('response_type must be code');
    if (!/^https?:\/\//.test(redirectUri)) return bad('redirect_uri missing');
    const challenge = q.get('code_challenge');
    if (this.o.pkce && (!challenge || q.get('code_challenge_method') !== 'S256')) {
      return bad('PKCE S256 required');
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      clientId: this.clientId,
      redirectUri,
      challenge,
      scope: q.get('scope') ?? '',
      account: this.account,
      expiresAt: Date.now() + 10 * 60_000,
    });
    const to = new URL(redirectUri);
    to.searchParams.set('code', code);
    const state = q.get('state');
    if (state !== null) to.searchParams.set('state', state);
    call.status = 302;
    res.writeHead(302, { Location: to.toString() });
    res.end();
  }

  private clientOf(req: IncomingMessage, form: URLSearchParams): boolean {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    if (basic) {
      const [id, secret] = Buffer.from(basic[1], 'base64').toString('utf8').split(':');
      return id === this.clientId && secret === this.clientSecret;
    }
    return (
      form.get('client_id') === this.clientId && form.get('client_secret') === this.clientSecret
    );
  }

  private token(req: IncomingMessage, form: URLSearchParams): [number, Json] {
    if (!this.clientOf(req, form)) return [401, { error: 'invalid_client' }];
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      this.codes.delete(form.get('code') ?? '');
      if (!code || code.expiresAt < Date.now()) {
        return [400, { error: 'invalid_grant', error_description: 'code expired or unknown' }];
      }
      if (code.redirectUri !== form.get('redirect_uri')) {
        return [400, { error: 'invalid_grant', error_description: 'redirect_uri mismatch' }];
      }
      if (code.challenge) {
        const verifier = form.get('code_verifier') ?? '';
        const expected = createHash('sha256').update(verifier).digest('base64url');
        if (expected !== code.challenge) {
          return [400, { error: 'invalid_grant', error_description: 'code_verifier mismatch' }];
        }
      }
      return [200, this.issue(code.account, code.scope, null)];
    }
    if (grant === 'refresh_token') {
      const old = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!old || old.revoked) return [400, { error: 'invalid_grant' }];
      if (this.o.rotateRefreshTokens) old.revoked = true;
      return [
        200,
        this.issue(old.account, old.scope, this.o.rotateRefreshTokens ? null : old.refreshToken),
      ];
    }
    return [400, { error: 'unsupported_grant_type' }];
  }

  private issue(account: string, scope: string, keepRefresh: string | null): Json {
    const token: IssuedToken = {
      accessToken: `at-${randomBytes(24).toString('base64url')}`,
      refreshToken: keepRefresh ?? `rt-${randomBytes(24).toString('base64url')}`,
      account,
      clientId: this.clientId,
      scope,
      expiresAt: Date.now() + this.o.accessTokenSeconds * 1000,
      revoked: false,
    };
    this.tokens.set(token.accessToken, token);
    if (token.refreshToken) this.refreshTokens.set(token.refreshToken, token);
    return {
      access_token: token.accessToken,
      token_type: 'Bearer',
      expires_in: this.o.accessTokenSeconds,
      refresh_token: token.refreshToken,
      scope,
      ...this.o.tokenExtras?.(token),
    };
  }

  private revoke(raw: string): [number, Json] {
    const access = this.tokens.get(raw);
    const refresh = this.refreshTokens.get(raw);
    if (!access && !refresh) return [400, { error: 'invalid_token' }];
    for (const t of this.tokens.values()) {
      if (t === access || (refresh && t.refreshToken === refresh.refreshToken)) t.revoked = true;
    }
    if (refresh) refresh.revoked = true;
    return [200, {}];
  }
}

export function send(
  res: ServerResponse,
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(json));
}

/** An unsigned JWT-shaped id_token (`alg: none`): the claims a client reads from the token response. */
export function idToken(claims: Json): string {
  const part = (o: Json) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
