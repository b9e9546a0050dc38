import express from 'express';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createDevIssuer,
  type DevIssuer,
  type DevIssuerOptions,
} from '../src/dev-issuer/dev-issuer';

// The login flow under test is the one `npm run token` and the benchmarks use.
interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token: string;
  expires_in: number;
}
interface OidcLogin {
  devLogin(options: {
    issuer: string;
    clientId: string;
    redirectUri: string;
    email: string;
    name: string;
  }): Promise<TokenSet>;
  devRefresh(options: {
    issuer: string;
    clientId: string;
    refreshToken: string;
  }): Promise<TokenSet>;
}

const WEB_REDIRECT = 'http://localhost:5173/auth0/callback';
const CLI_REDIRECT = 'http://127.0.0.1/callback';

describe('dev identity provider', () => {
  let server: Server;
  let issuer: string;
  let keysDir: string;
  let options: DevIssuerOptions;
  let devIssuer: DevIssuer;
  let oidc: OidcLogin;

  const login = (email: string, name: string, clientId = 'mise-cli') =>
    oidc.devLogin({
      issuer,
      clientId,
      redirectUri: clientId === 'mise-cli' ? CLI_REDIRECT : WEB_REDIRECT,
      email,
      name,
    });

  const verify = (token: string) =>
    jwtVerify(token, createRemoteJWKSet(new URL(`${issuer}/jwks`)), {
      issuer,
      audience: 'mise-api',
      algorithms: ['RS256'],
    });

  beforeAll(async () => {
    const modulePath = join(__dirname, '../../../scripts/lib/oidc-login.mjs');
    oidc = (await import(pathToFileURL(modulePath).href)) as OidcLogin;

    const app = express();
    // The issuer can be replaced (restart test) while the app keeps its port.
    app.use('/oidc', (req, res, next) => devIssuer.handler(req, res, next));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
    keysDir = await mkdtemp(join(tmpdir(), 'mise-dev-issuer-'));
    options = {
      issuer,
      audience: 'mise-api',
      keysFile: join(keysDir, 'nested', 'dev-issuer-keys.json'),
      clients: [
        {
          clientId: 'mise-web',
          redirectUris: [WEB_REDIRECT],
          postLogoutRedirectUris: ['http://localhost:5173/login'],
        },
        { clientId: 'mise-cli', redirectUris: [CLI_REDIRECT] },
      ],
    };
    devIssuer = await createDevIssuer(options);
  });

  afterAll(async () => {
    await devIssuer.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(keysDir, { recursive: true, force: true });
  });

  it('publishes discovery under the mount path with S256 and RS256 only', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const config = (await response.json()) as Record<string, unknown>;

    expect(config.issuer).toBe(issuer);
    expect(config.authorization_endpoint).toBe(`${issuer}/auth`);
    expect(config.token_endpoint).toBe(`${issuer}/token`);
    expect(config.jwks_uri).toBe(`${issuer}/jwks`);
    expect(config.code_challenge_methods_supported).toEqual(['S256']);
    expect(config.id_token_signing_alg_values_supported).toEqual(['RS256']);
    expect(config.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(config.token_endpoint_auth_methods_supported).toEqual(['none']);
    const algorithmLists = Object.entries(config).filter(([key]) =>
      key.endsWith('_alg_values_supported'),
    );
    for (const [, algs] of algorithmLists) expect(algs).toEqual(['RS256']);

    const jwks = (await (await fetch(`${issuer}/jwks`)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(jwks.keys).toEqual(devIssuer.publicJwks.keys);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('builds its URLs from X-Forwarded-Proto and X-Forwarded-Host behind the gateway proxy', async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'mise.example:4000' },
    });
    const config = (await response.json()) as Record<string, unknown>;

    expect(config.issuer).toBe(issuer);
    expect(config.authorization_endpoint).toBe('https://mise.example:4000/oidc/auth');
    expect(config.token_endpoint).toBe('https://mise.example:4000/oidc/token');
  });

  it('signs in through the login form and issues an RS256 access token for the API with a verified email and name', async () => {
    const tokens = await login('Ada.Lovelace@Example.com', 'Ada Lovelace');

    const { payload, protectedHeader } = await verify(tokens.access_token);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      iss: issuer,
      aud: 'mise-api',
      email: 'ada.lovelace@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      client_id: 'mise-cli',
    });
    expect(payload.sub).toMatch(/^dev\|[0-9a-f]{24}$/);
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const idToken = await jwtVerify(
      tokens.id_token,
      createRemoteJWKSet(new URL(`${issuer}/jwks`)),
      {
        issuer,
        audience: 'mise-cli',
        algorithms: ['RS256'],
      },
    );
    expect(idToken.payload).toMatchObject({
      sub: payload.sub,
      email: 'ada.lovelace@example.com',
      name: 'Ada Lovelace',
    });
  });

  it('gives the same e-mail the same subject, and another e-mail another one', async () => {
    const first = await verify((await login('grace@example.com', 'Grace Hopper')).access_token);
    const again = await verify(
      (await login('GRACE@example.com', 'Grace B. Hopper', 'mise-web')).access_token,
    );
    const other = await verify((await login('linus@example.com', 'Linus')).access_token);

    expect(again.payload.sub).toBe(first.payload.sub);
    expect(again.payload.name).toBe('Grace B. Hopper');
    expect(other.payload.sub).not.toBe(first.payload.sub);
  });

  it('exchanges a refresh token for a new access token', async () => {
    const tokens = await login('refresh@example.com', 'Refresh Me');
    const refreshed = await oidc.devRefresh({
      issuer,
      clientId: 'mise-cli',
      refreshToken: tokens.refresh_token!,
    });

    expect(refreshed.access_token).not.toBe(tokens.access_token);
    const { payload } = await verify(refreshed.access_token);
    expect(payload).toMatchObject({
      email: 'refresh@example.com',
      name: 'Refresh Me',
      aud: 'mise-api',
    });
    // Refresh tokens of public clients rotate: the old one is spent.
    await expect(
      oidc.devRefresh({ issuer, clientId: 'mise-cli', refreshToken: tokens.refresh_token! }),
    ).rejects.toThrow(/invalid_grant/);
  });

  it('refuses an authorization request without PKCE', async () => {
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'mise-web',
      redirect_uri: WEB_REDIRECT,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'no-pkce',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });

    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(WEB_REDIRECT);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses an unknown redirect URI without redirecting to it', async () => {
    const authorize = new URL(`${issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: 'mise-web',
      redirect_uri: 'http://evil.example/callback',
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });

    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain(
      'redirect_uri did not match any of the client&#39;s registered redirect_uris',
    );
  });

  it('shows an error on the login page for a bad e-mail, keeps the form, and issues no code', async () => {
    const failure = login('not-an-email', 'Mallory <script>alert(1)</script>').then(
      () => undefined,
      (error: unknown) => error as Error & { status: number; body: string },
    );
    const error = await failure;

    expect(error).toBeDefined();
    expect(error!.message).toContain('Enter a valid e-mail address, like name@example.com.');
    expect(error!.status).toBe(400);
    expect(error!.body).toContain('<title>Sign in to Mise (development)</title>');
    expect(error!.body).toContain('value="not-an-email"');
    expect(error!.body).toContain('value="Mallory &lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(error!.body).not.toContain('<script>');
  });

  it('lets the web client call the token endpoint from its own origin only', async () => {
    const tokens = await login('cors@example.com', 'Cors', 'mise-web');
    const refreshFrom = (origin: string) =>
      fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          client_id: 'mise-web',
          refresh_token: tokens.refresh_token!,
        }),
      });

    const refused = await refreshFrom('http://attacker.example');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(await refused.json()).toMatchObject({ error: 'invalid_request' });

    const allowed = await refreshFrom('http://localhost:5173');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('signs in when an upstream body parser has already read the form (as in a Nest app)', async () => {
    const parsed = express();
    parsed.use(express.urlencoded({ extended: false }), express.json());
    const other = await new Promise<Server>((resolve) => {
      const listening = parsed.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const otherIssuer = `http://127.0.0.1:${(other.address() as AddressInfo).port}/oidc`;
    const behindParsers = await createDevIssuer({ ...options, issuer: otherIssuer });
    parsed.use('/oidc', behindParsers.handler);
    // oidc-provider warns once that it found an already parsed body (mount it before the parsers).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const tokens = await oidc.devLogin({
        issuer: otherIssuer,
        clientId: 'mise-cli',
        redirectUri: CLI_REDIRECT,
        email: 'parsed@example.com',
        name: 'Parsed Form',
      });
      const { payload } = await jwtVerify(
        tokens.access_token,
        createRemoteJWKSet(new URL(`${otherIssuer}/jwks`)),
        {
          issuer: otherIssuer,
          audience: 'mise-api',
        },
      );
      expect(payload).toMatchObject({ email: 'parsed@example.com', name: 'Parsed Form' });
    } finally {
      warn.mockRestore();
      await behindParsers.close();
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it('keeps verifying tokens issued before a restart with the same keys file', async () => {
    const before = await login('restart@example.com', 'Before Restart');
    const kid = decodeProtectedHeader(before.access_token).kid;

    await devIssuer.close();
    devIssuer = await createDevIssuer(options);

    expect(devIssuer.publicJwks.keys.map((key) => key.kid)).toEqual([kid]);
    const { payload } = await verify(before.access_token);
    expect(payload.email).toBe('restart@example.com');
    const after = await verify((await login('restart@example.com', 'After Restart')).access_token);
    expect(after.payload.sub).toBe(payload.sub);
  });
});
