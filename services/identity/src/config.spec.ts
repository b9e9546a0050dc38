import { configProblems } from '@mise/testing';
import { loadIdentityConfig } from './config';

const BASE = { DATABASE_URL: 'postgres://app@127.0.0.1:5432/mise_identity' };

const problemsOf = (env: Record<string, string | undefined>): string[] =>
  configProblems(loadIdentityConfig, env);

describe('loadIdentityConfig', () => {
  it('serves the dev issuer only when OIDC_DEV_ISSUER=true, with tokens verified against itself', () => {
    const config = loadIdentityConfig({
      ...BASE,
      OIDC_DEV_ISSUER: 'true',
      PUBLIC_URL: 'http://localhost:4000/',
    });
    expect(config.devIssuer).toBe(true);
    expect(config.auth.issuer).toBe('http://localhost:4000/oidc');
    expect(config.auth.jwksUri).toBe('http://127.0.0.1:4001/oidc/jwks');
    expect(config.webRedirectUris).toEqual([
      'http://localhost:4000/auth0/callback',
      'http://localhost:5173/auth0/callback',
    ]);
    expect(config.devIssuerKeysFile).toBe('.data/dev-issuer-keys.json');
    expect(config.maxOutletsPerOwner).toBe(100);
    expect(config.auth.emailVerifiedClaim).toBe('email_verified');
  });

  it('refuses to start without an issuer and without OIDC_DEV_ISSUER (the dev issuer is never implied)', () => {
    expect(problemsOf({ ...BASE })).toEqual([
      expect.stringMatching(/^JWT_ISSUER is required .*OIDC_DEV_ISSUER=true/),
    ]);
  });

  it('refuses the dev issuer when NODE_ENV=production', () => {
    expect(
      problemsOf({
        ...BASE,
        NODE_ENV: 'production',
        OIDC_DEV_ISSUER: 'true',
        GATEWAY_EDGE_SECRET: 'ours',
      }),
    ).toEqual([
      expect.stringContaining('OIDC_DEV_ISSUER=true is refused when NODE_ENV=production'),
    ]);
  });

  it('refuses the dev issuer on a reachable address unless NODE_ENV is explicitly development (issue 19, 1.10)', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '0.0.0.0', NODE_ENV: 'test' },
      { HOST: '10.0.0.7', NODE_ENV: 'test' },
    ]) {
      expect(problemsOf({ ...BASE, OIDC_DEV_ISSUER: 'true', ...env })).toEqual([
        expect.stringContaining(
          'OIDC_DEV_ISSUER=true needs NODE_ENV=development or a loopback HOST',
        ),
      ]);
    }
    // a laptop: development mode (Compose's dev override), or listening on loopback only
    for (const env of [
      { HOST: '0.0.0.0', NODE_ENV: 'development' },
      { HOST: '127.0.0.1', NODE_ENV: 'test' },
      { HOST: '::1' },
      {},
    ]) {
      expect(loadIdentityConfig({ ...BASE, OIDC_DEV_ISSUER: 'true', ...env }).devIssuer).toBe(true);
    }
  });

  it('refuses the old DEV_ISSUER switch when OIDC_DEV_ISSUER is not set', () => {
    expect(
      problemsOf({ ...BASE, DEV_ISSUER: 'on', JWT_ISSUER: 'http://localhost:4000/oidc' }),
    ).toEqual([expect.stringContaining('set OIDC_DEV_ISSUER=true instead')]);
  });

  it('uses a configured issuer (Auth0) and lowercases ADMIN_EMAILS', () => {
    const config = loadIdentityConfig({
      ...BASE,
      JWT_ISSUER: 'https://mise.auth0.com/',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      WEB_REDIRECT_URIS: 'https://app.example.com/auth0/callback',
      MAX_OUTLETS_PER_OWNER: '5',
    });
    expect(config.devIssuer).toBe(false);
    expect(config.auth.issuer).toBe('https://mise.auth0.com/');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.webRedirectUris).toEqual(['https://app.example.com/auth0/callback']);
    expect(config.maxOutletsPerOwner).toBe(5);
  });

  it('keeps an explicit issuer when the dev issuer is switched on (the dev stack does this)', () => {
    const config = loadIdentityConfig({
      ...BASE,
      OIDC_DEV_ISSUER: 'on',
      JWT_ISSUER: 'http://localhost:4000/oidc',
      JWKS_URI: 'http://127.0.0.1:4001/oidc/jwks',
    });
    expect(config.devIssuer).toBe(true);
    expect(config.auth.issuer).toBe('http://localhost:4000/oidc');
  });

  it('reports every problem at once', () => {
    expect(
      problemsOf({ OIDC_DEV_ISSUER: 'maybe', PUBLIC_URL: 'nope', MAX_OUTLETS_PER_OWNER: '0' }),
    ).toEqual([
      expect.stringContaining('OIDC_DEV_ISSUER'),
      expect.stringContaining('PUBLIC_URL'),
      expect.stringContaining('MAX_OUTLETS_PER_OWNER must be between 1 and 1000'),
      'DATABASE_URL is required',
      expect.stringMatching(/^JWT_ISSUER is required/),
    ]);
  });
});
