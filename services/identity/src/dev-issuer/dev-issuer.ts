import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Provider, errors } from 'oidc-provider';
import type { Account, Configuration, KoaContextWithOIDC } from 'oidc-provider';
import { loadOrCreateKeys, type RsaJwk } from './dev-issuer-keys';
import { inMemoryAdapterFactory } from './in-memory.adapter';
import { renderLoginPage, renderMessagePage, validateLogin } from './login-page';

/**
 * The dev identity provider: a standard OIDC issuer (oidc-provider) used on a development machine
 * and in the dev stack instead of Auth0. Its login page asks for an e-mail and a name, standing in
 * for "Login / Sign up with Google". Clients are public (PKCE S256, no secret); access tokens are
 * RS256 JWTs for the API audience carrying `email`, `email_verified` and `name`.
 */

export interface DevIssuerClient {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface DevIssuerOptions {
  /** Issuer identifier, the public URL the issuer is mounted at, e.g. `http://localhost:4000/oidc`. */
  issuer: string;
  /** The API audience (`aud` of access tokens), e.g. `mise-api`. */
  audience: string;
  /** JSON file holding the private JWKS; created with a fresh RS256 key when missing. */
  keysFile: string;
  clients: DevIssuerClient[];
  /** Access token lifetime; default 3600. */
  accessTokenTtlSeconds?: number;
}

export type DevIssuerHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
) => void;

export interface DevIssuer {
  /** A Node/Express handler: mount it with `app.use('/oidc', handler)` (the issuer URL's path). */
  handler: DevIssuerHandler;
  /** The public signing keys, as served at `<issuer>/jwks`. */
  publicJwks: { keys: RsaJwk[] };
  /** The resource indicator of the API; clients may omit `resource`, it is the default. */
  resource: string;
  close(): Promise<void>;
}

interface DevAccount {
  email: string;
  name: string;
}

const SCOPE = 'openid profile email offline_access';
const INTERACTION_PATH = /^\/interaction\/([\w-]+)\/?$/;
const MAX_FORM_BYTES = 16 * 1024;

/** A stable subject for an e-mail address: the same address always signs in as the same person. */
export function devSubject(email: string): string {
  return `dev|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

/** RFC 8707 resource indicators must be absolute URIs; `mise-api` becomes `urn:mise-api`. */
export function resourceIndicatorFor(audience: string): string {
  return URL.canParse(audience) ? audience : `urn:${audience}`;
}

export async function createDevIssuer(options: DevIssuerOptions): Promise<DevIssuer> {
  const { issuer, audience, clients, accessTokenTtlSeconds = 3600 } = options;
  const keys = await loadOrCreateKeys(options.keysFile);
  const resource = resourceIndicatorFor(audience);
  const issuerPath = new URL(issuer).pathname.replace(/\/$/, '');
  // Accounts live in memory like the rest of the issuer's state: a restart signs everybody out, but
  // access tokens (stateless JWTs) keep verifying because the signing key is persisted.
  const accounts = new Map<string, DevAccount>();

  const findAccount = (_ctx: KoaContextWithOIDC, sub: string): Account | undefined => {
    const account = accounts.get(sub);
    if (!account) return undefined;
    return {
      accountId: sub,
      claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }),
    };
  };

  const configuration: Configuration = {
    // Dev only: state in memory. Sessions, codes and refresh tokens are lost on restart; the keys
    // are not (see keysFile), so access tokens issued before a restart keep verifying.
    adapter: inMemoryAdapterFactory(),
    clients: clients.map((client) => ({
      client_id: client.clientId,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    })),
    clientAuthMethods: ['none'],
    clientBasedCORS: (_ctx, origin, client) =>
      [...(client.redirectUris ?? []), ...(client.postLogoutRedirectUris ?? [])].some(
        (uri) => URL.parse(uri)?.origin === origin,
      ),
    pkce: { required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // ID tokens carry email and name even in the code flow (there is no userinfo endpoint to ask).
    conformIdTokenClaims: false,
    findAccount,
    extraTokenClaims: (_ctx, token) => {
      const account = 'accountId' in token ? accounts.get(token.accountId) : undefined;
      // The login page stands in for "Sign in with Google", whose e-mails are verified.
      return account
        ? { email: account.email, email_verified: true, name: account.name }
        : undefined;
    },
    // Refresh tokens for every client allowed the grant, as Auth0 does for the web app. oidc-provider
    // honours `offline_access` only with prompt=consent (OIDC Core 11); without it the refresh token
    // lives as long as the sign-in session (14 days) and ends at logout.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    jwks: keys.privateJwks,
    enabledJWA: {
      idTokenSigningAlgValues: ['RS256'],
      userinfoSigningAlgValues: ['RS256'],
      introspectionSigningAlgValues: ['RS256'],
      authorizationSigningAlgValues: ['RS256'],
      requestObjectSigningAlgValues: ['RS256'],
      clientAuthSigningAlgValues: ['RS256'],
    },
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource)
            throw new errors.InvalidTarget(`unknown resource ${indicator}`);
          return {
            scope: SCOPE,
            audience,
            accessTokenTTL: accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${issuerPath}/interaction/${interaction.uid}` },
    cookies: {
      keys: [keys.cookieSecret],
      names: {
        session: 'mise_dev_session',
        interaction: 'mise_dev_interaction',
        resume: 'mise_dev_resume',
      },
    },
    ttl: {
      AccessToken: accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      RefreshToken: 14 * 24 * 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderMessagePage('Sign-in failed', out.error_description ?? out.error);
    },
  };

  const provider = new Provider(issuer, configuration);
  // Behind the gateway's /oidc proxy: trust X-Forwarded-Proto and X-Forwarded-Host.
  provider.proxy = true;
  const callback = provider.callback();

  /** The login page (GET), its submission (POST), and the automatic consent step. */
  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
  ): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.SessionNotFound('interaction mismatch');
    const action = `${issuerPath}/interaction/${uid}`;

    if (details.prompt.name === 'login') {
      if (req.method !== 'POST') return sendHtml(res, 200, renderLoginPage({ action }));
      const body = await readForm(req);
      const form = { email: body.get('email') ?? '', name: body.get('name') ?? '' };
      const result = validateLogin(form);
      if (!result.ok)
        return sendHtml(res, 400, renderLoginPage({ action, form, errors: result.errors }));
      const accountId = devSubject(result.email);
      accounts.set(accountId, { email: result.email, name: result.name });
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
    }

    if (details.prompt.name === 'consent') {
      // No consent page: grant what was asked for (the API resource included) and carry on.
      const accountId = details.session?.accountId;
      const clientId = details.params.client_id;
      if (!accountId || typeof clientId !== 'string')
        throw new errors.SessionNotFound('no signed-in account');
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId, clientId });
      if (!grant) throw new errors.SessionNotFound('grant not found');
      const missing = details.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
        missingResourceScopes?: Record<string, string[]>;
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
        grant.addResourceScope(indicator, scopes.join(' '));
      }
      const grantId = await grant.save();
      return provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    }

    throw new Error(`Unexpected interaction prompt ${details.prompt.name}`);
  }

  const handler: DevIssuerHandler = (req, res, next) => {
    const uid = INTERACTION_PATH.exec(new URL(req.url ?? '/', 'http://issuer').pathname)?.[1];
    if (!uid) {
      void callback(req, res);
      return;
    }
    interaction(req, res, uid).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) {
        const message =
          'This sign-in attempt has expired or was already used. Go back to Mise and sign in again.';
        sendHtml(res, 400, renderMessagePage('Sign-in expired', message));
      } else if (next) {
        next(error);
      } else {
        sendHtml(res, 500, renderMessagePage('Sign-in failed', 'Something went wrong. Try again.'));
      }
    });
  };

  return {
    handler,
    publicJwks: keys.publicJwks,
    resource,
    close: () => {
      accounts.clear();
      return Promise.resolve();
    },
  };
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/** The urlencoded login form, read from the request or taken from an upstream body parser. */
async function readForm(req: IncomingMessage & { body?: unknown }): Promise<URLSearchParams> {
  if (!req.readable || req.body !== undefined) {
    const body = req.body;
    if (typeof body === 'string') return new URLSearchParams(body);
    if (body && typeof body === 'object') {
      const fields = Object.entries(body as Record<string, unknown>);
      return new URLSearchParams(
        fields.map(([key, value]): [string, string] => [
          key,
          typeof value === 'string' ? value : '',
        ]),
      );
    }
    return new URLSearchParams();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) throw new Error('login form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function logoutSource(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = 'html';
  ctx.body = renderMessagePage(
    'Sign out of Mise (development)',
    'Do you want to sign out?',
  ).replace(
    '</main>',
    `${form}
    <button type="submit" form="op.logoutForm" value="yes" name="logout" autofocus>Yes, sign me out</button>
    <button type="submit" form="op.logoutForm">No, stay signed in</button>
  </main>`,
  );
}

function postLogoutSuccessSource(ctx: KoaContextWithOIDC): void {
  ctx.type = 'html';
  ctx.body = renderMessagePage('Signed out', 'You are signed out of Mise (development).');
}
