import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

describe('loadConfig', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'gateway-config-'));
  const supergraph = path.join(dir, 'supergraph.graphql');
  writeFileSync(supergraph, 'type Query { a: String }');

  it('applies the defaults', () => {
    const config = loadConfig({
      JWT_ISSUER: 'http://localhost:4000/oidc',
      SUPERGRAPH_FILE: supergraph,
    });
    expect(config).toMatchObject({
      port: 4000,
      nodeEnv: 'development',
      logLevel: 'info',
      jwtIssuer: 'http://localhost:4000/oidc',
      jwtAudience: 'mise-api',
      jwksUri: 'http://localhost:4000/oidc/jwks',
      supergraphFile: supergraph,
      subgraphUrls: {},
      identityUrl: 'http://127.0.0.1:4001',
      limits: {
        maxDepth: 12,
        maxAliases: 15,
        maxCost: 5000,
        maxTokens: 2000,
        maxDirectives: 50,
        defaultListFactor: 10,
      },
      host: '127.0.0.1',
      publicUrl: 'http://localhost:4000',
      oidcDevIssuer: false,
      trustedProxyHops: 0,
      rateLimit: { anonymousPerMinute: 300, signedInPerMinute: 1200, webhookPerMinute: 600 },
      metricsToken: undefined,
    });
  });

  it('refuses the dev issuer proxy in production', () => {
    const env = { JWT_ISSUER: 'https://mise.eu.auth0.com/', SUPERGRAPH_FILE: supergraph };
    expect(loadConfig({ ...env, OIDC_DEV_ISSUER: 'true' }).oidcDevIssuer).toBe(true);
    expect(() => loadConfig({ ...env, OIDC_DEV_ISSUER: 'true', NODE_ENV: 'production' })).toThrow(
      'OIDC_DEV_ISSUER=true is refused with NODE_ENV=production',
    );
    const edge = { GATEWAY_EDGE_SECRET: 'a gateway key of ours' };
    expect(loadConfig({ ...env, ...edge, NODE_ENV: 'production' }).oidcDevIssuer).toBe(false);
  });

  it('requires GATEWAY_EDGE_SECRET in production and refuses a committed one (issue 19, 1.6)', () => {
    const env = { JWT_ISSUER: 'https://mise.eu.auth0.com/', SUPERGRAPH_FILE: supergraph };
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      'GATEWAY_EDGE_SECRET is required when NODE_ENV=production',
    );
    expect(() =>
      loadConfig({ ...env, NODE_ENV: 'production', GATEWAY_EDGE_SECRET: 'mise-dev-edge' }),
    ).toThrow('GATEWAY_EDGE_SECRET is a development value committed to the repository');
    expect(loadConfig({ ...env, GATEWAY_EDGE_SECRET: 'ours' }).gatewayEdgeSecret).toBe('ours');
  });

  it('keeps the issuer exactly as given and builds the JWKS URI without a double slash', () => {
    const config = loadConfig({
      JWT_ISSUER: 'https://mise.eu.auth0.com/',
      SUPERGRAPH_FILE: supergraph,
    });
    expect(config.jwtIssuer).toBe('https://mise.eu.auth0.com/');
    expect(config.jwksUri).toBe('https://mise.eu.auth0.com/jwks');
  });

  it('reads SUBGRAPH_<NAME>_URL overrides and resolves paths from the repository root', () => {
    const config = loadConfig({
      JWT_ISSUER: 'http://localhost:4000/oidc',
      SUPERGRAPH_FILE: path.relative(REPO_ROOT, supergraph),
      SUBGRAPH_IDENTITY_URL: 'http://127.0.0.1:4001/graphql',
      WEB_DIST: 'no/such/dir',
    });
    expect(config.supergraphFile).toBe(supergraph);
    expect(config.subgraphUrls).toEqual({ identity: 'http://127.0.0.1:4001/graphql' });
    expect(config.webDist).toBeNull();
  });

  it('counts in memory without NATS_URL; with it, NATS_USER and NATS_PASSWORD go together', () => {
    const base = { JWT_ISSUER: 'http://localhost:4000/oidc', SUPERGRAPH_FILE: supergraph };
    expect(loadConfig(base).nats).toBeNull();
    const nats = { ...base, NATS_URL: 'nats://nats:4222', NATS_USER: 'gateway' };
    expect(() => loadConfig(nats)).toThrow('NATS_USER and NATS_PASSWORD are set together');
    expect(loadConfig({ ...nats, NATS_PASSWORD: 'secret' }).nats).toEqual({
      url: 'nats://nats:4222',
      user: 'gateway',
      pass: 'secret',
      prefix: '',
    });
    expect(() => loadConfig({ ...nats, NATS_PASSWORD: 's', NATS_RPC_PREFIX: 'a b' })).toThrow(
      'NATS_RPC_PREFIX',
    );
  });

  it('reports every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        NODE_ENV: 'staging',
        SUPERGRAPH_FILE: path.join(dir, 'missing.graphql'),
        SUBGRAPH_IDENTITY_URL: 'identity:4001',
        GRAPHQL_MAX_DEPTH: '0',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'JWT_ISSUER is required',
      `SUPERGRAPH_FILE ${path.join(dir, 'missing.graphql')} does not exist: run npm run schema`,
      'SUBGRAPH_IDENTITY_URL must be an http(s) URL (got "identity:4001")',
      'PORT must be an integer from 0 to 65535 (got "eighty")',
      'NODE_ENV must be one of development, test, production (got "staging")',
      'GRAPHQL_MAX_DEPTH must be an integer from 1 to 100 (got "0")',
    ]);
  });
});
