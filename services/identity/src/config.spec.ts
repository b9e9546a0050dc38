import { ConfigError } from '@mise/platform';
import { loadIdentityConfig } from './config';

const BASE = { DATABASE_URL: 'postgres://app@127.0.0.1:5432/mise_identity' };

describe('loadIdentityConfig', () => {
  it('serves the dev issuer when no issuer is configured, with tokens verified against itself', () => {
    const config = loadIdentityConfig({ ...BASE, PUBLIC_URL: 'http://localhost:4000/' });
    expect(config.devIssuer).toBe(true);
    expect(config.auth.issuer).toBe('http://localhost:4000/oidc');
    expect(config.auth.jwksUri).toBe('http://127.0.0.1:4001/oidc/jwks');
    expect(config.webRedirectUris).toEqual([
      'http://localhost:4000/auth0/callback',
      'http://localhost:5173/auth0/callback',
    ]);
    expect(config.devIssuerKeysFile).toBe('.data/dev-issuer-keys.json');
  });

  it('uses a configured issuer (Auth0) and lowercases ADMIN_EMAILS', () => {
    const config = loadIdentityConfig({
      ...BASE,
      JWT_ISSUER: 'https://mise.auth0.com/',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      WEB_REDIRECT_URIS: 'https://app.example.com/auth0/callback',
    });
    expect(config.devIssuer).toBe(false);
    expect(config.auth.issuer).toBe('https://mise.auth0.com/');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.webRedirectUris).toEqual(['https://app.example.com/auth0/callback']);
  });

  it('keeps an explicit issuer when the dev issuer is switched on (the dev stack does this)', () => {
    const config = loadIdentityConfig({
      ...BASE,
      DEV_ISSUER: 'on',
      JWT_ISSUER: 'http://localhost:4000/oidc',
      JWKS_URI: 'http://127.0.0.1:4001/oidc/jwks',
    });
    expect(config.devIssuer).toBe(true);
    expect(config.auth.issuer).toBe('http://localhost:4000/oidc');
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadIdentityConfig({ DEV_ISSUER: 'maybe', PUBLIC_URL: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      expect.stringContaining('DEV_ISSUER'),
      expect.stringContaining('PUBLIC_URL'),
      'DATABASE_URL is required',
      'JWT_ISSUER is required',
    ]);
  });
});
