import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@mise/platform';
import type { IntegrationsConfig } from '../config';
import { endpointsOf, type ProviderEndpoints, type ProviderInfo } from './provider';

/** Tokens from a provider's token endpoint (never logged, never in a field or event). */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  idToken: string | null;
}

/** Who the connection is to: `tenantId` and `accountName` of the contract. */
export interface ConnectedAccount {
  tenantId: string | null;
  accountName: string | null;
}

/** The provider answered no (a refused code or refresh token, a 4xx): not worth retrying. */
export class ProviderRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The provider could not answer now (429, 5xx, a timeout, the network): worth retrying. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** Seconds of a 429's Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** Settings that say the provider cannot be used here (no client configured). */
export class ProviderNotConfiguredError extends Error {}

/**
 * The OAuth 2.0 of the three providers over plain HTTP (each has its small differences: Xero
 * wants the client as HTTP Basic, Google and Loyverse in the form). Errors carry a status and
 * the provider's error code only, never a token.
 */
@Injectable()
export class OAuthClient {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: IntegrationsConfig) {}

  endpoints(p: ProviderInfo): ProviderEndpoints {
    return endpointsOf(p.key, this.config.providers[p.key].baseUrl);
  }

  redirectUri(p: ProviderInfo): string {
    return `${this.config.webOrigin}/${p.key}/callback`;
  }

  client(p: ProviderInfo): { id: string; secret: string } {
    const s = this.config.providers[p.key];
    if (!s.clientId || !s.clientSecret) {
      throw new ProviderNotConfiguredError(`${p.name} is not configured on this server`);
    }
    return { id: s.clientId, secret: s.clientSecret };
  }

  authorizeUrl(p: ProviderInfo, state: string, challenge: string | null): string {
    const url = new URL(this.endpoints(p).authorize);
    const q = url.searchParams;
    q.set('response_type', 'code');
    q.set('client_id', this.client(p).id);
    q.set('redirect_uri', this.redirectUri(p));
    q.set('scope', p.scope);
    q.set('state', state);
    if (challenge) {
      q.set('code_challenge', challenge);
      q.set('code_challenge_method', 'S256');
    }
    if (p.key === 'google') {
      q.set('access_type', 'offline');
      q.set('prompt', 'consent');
      q.set('include_granted_scopes', 'true');
    }
    return url.toString();
  }

  exchange(p: ProviderInfo, code: string, verifier: string | null): Promise<TokenSet> {
    const form: Record<string, string> = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri(p),
    };
    if (verifier) form.code_verifier = verifier;
    return this.tokenCall(p, form);
  }

  refresh(p: ProviderInfo, refreshToken: string): Promise<TokenSet> {
    return this.tokenCall(p, { grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** The provider's revocation of a token (Google, Xero); nothing where it has none. */
  async revoke(p: ProviderInfo, token: string): Promise<void> {
    const url = this.endpoints(p).revoke;
    if (!url) return;
    const { id, secret } = this.client(p);
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
    };
    if (p.key === 'xero') headers.Authorization = basic(id, secret);
    const res = await this.call(url, { method: 'POST', headers, body: form({ token }) });
    if (!res.ok && res.status !== 400) await this.fail(res, p);
  }

  /** Who the tokens belong to: Xero's organisation, Loyverse's merchant, Google's e-mail. */
  async account(p: ProviderInfo, tokens: TokenSet): Promise<ConnectedAccount> {
    const api = this.endpoints(p).api;
    if (p.key === 'google') {
      const email = emailOf(tokens.idToken);
      return { tenantId: email, accountName: email };
    }
    if (p.key === 'xero') {
      const list = (await this.getJson(`${api}/connections`, tokens.accessToken, p)) as Array<{
        tenantId?: string;
        tenantName?: string;
        tenantType?: string;
      }>;
      const org = list.find((c) => c.tenantType === 'ORGANISATION') ?? list[0];
      if (!org?.tenantId) throw new ProviderRefusedError(200, 'no organisation was connected');
      return { tenantId: org.tenantId, accountName: org.tenantName ?? null };
    }
    const merchant = (await this.getJson(`${api}/v1.0/merchant/`, tokens.accessToken, p)) as {
      id?: string;
      business_name?: string;
    };
    return { tenantId: merchant.id ?? null, accountName: merchant.business_name ?? null };
  }

  // ---- HTTP ---------------------------------------------------------------------------------

  private async tokenCall(p: ProviderInfo, fields: Record<string, string>): Promise<TokenSet> {
    const { id, secret } = this.client(p);
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    };
    const body = { ...fields };
    if (p.key === 'xero') headers.Authorization = basic(id, secret);
    else Object.assign(body, { client_id: id, client_secret: secret });
    const res = await this.call(this.endpoints(p).token, {
      method: 'POST',
      headers,
      body: form(body),
    });
    if (!res.ok) await this.fail(res, p);
    const json = (await res.json()) as {
      access_token?: string;
      refresh_token?: string;
      expires_in?: number;
      id_token?: string;
    };
    if (!json.access_token) throw new ProviderRefusedError(res.status, 'no access token');
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token ?? null,
      expiresAt: json.expires_in ? new Date(Date.now() + json.expires_in * 1000) : null,
      idToken: json.id_token ?? null,
    };
  }

  private async getJson(url: string, accessToken: string, p: ProviderInfo): Promise<unknown> {
    const res = await this.call(url, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    });
    if (!res.ok) await this.fail(res, p);
    return res.json();
  }

  private async call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.config.mail.timeoutMs) });
    } catch (e) {
      const name = (e as Error).name;
      throw new ProviderUnavailableError(
        null,
        name === 'TimeoutError' ? 'no answer in time' : 'could not be reached',
      );
    }
  }

  /** Throws the error of a failed answer: its status and the provider's error code only. */
  private async fail(res: Response, p: ProviderInfo): Promise<never> {
    const text = await res.text().catch(() => '');
    let code = `HTTP ${res.status}`;
    try {
      const json = JSON.parse(text) as { error?: unknown; Title?: string };
      if (typeof json.error === 'string') code = json.error;
      else if (json.Title) code = json.Title;
    } catch {
      // not JSON: the status says enough
    }
    if (res.status === 429 || res.status >= 500) {
      const after = Number(res.headers.get('retry-after'));
      throw new ProviderUnavailableError(
        res.status,
        `${p.name} answered ${code}`,
        Number.isFinite(after) && after > 0 ? after : null,
      );
    }
    throw new ProviderRefusedError(res.status, `${p.name} answered ${code}`);
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** The `email` claim of an id_token received straight from Google's token endpoint. */
function emailOf(idToken: string | null): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}
