// The gateway's /oidc proxy in front of identity's real development issuer (oidc-provider): the
// discovery document names the gateway's PUBLIC_URL whatever forwarding headers a client sends.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { createDevIssuer, type DevIssuer } from '@mise/identity/src/dev-issuer/dev-issuer';
import { loadConfig } from '../src/config';
import { createGateway, type RunningGateway } from '../src/server';

describe('gateway /oidc in front of the dev issuer', () => {
  let server: Server;
  let devIssuer: DevIssuer;
  let keysDir: string;
  let gateway: RunningGateway;
  const publicUrl = 'https://mise.example';

  beforeAll(async () => {
    const app = express();
    app.use('/oidc', (req, res, next) => devIssuer.handler(req, res, next));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    keysDir = await mkdtemp(path.join(tmpdir(), 'mise-gateway-issuer-'));
    devIssuer = await createDevIssuer({
      issuer: `${publicUrl}/oidc`,
      audience: 'mise-api',
      keysFile: path.join(keysDir, 'keys.json'),
      clients: [{ clientId: 'mise-cli', redirectUris: ['http://127.0.0.1/callback'] }],
    });
    const identityUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    gateway = await (
      await createGateway(
        loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          JWT_ISSUER: `${publicUrl}/oidc`,
          JWKS_URI: `${identityUrl}/oidc/jwks`,
          IDENTITY_URL: identityUrl,
          OIDC_DEV_ISSUER: 'true',
          PUBLIC_URL: publicUrl,
        }),
      )
    ).start(0);
  });

  afterAll(async () => {
    await gateway?.close();
    await devIssuer?.close();
    await new Promise((resolve) => server?.close(resolve));
    await rm(keysDir, { recursive: true, force: true });
  });

  it('publishes discovery for PUBLIC_URL, not for forged forwarding headers', async () => {
    for (const headers of [
      {},
      {
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-prefix': '/evil',
        forwarded: 'host=evil.example;proto=http',
      },
    ]) {
      const res = await fetch(`${gateway.url}/oidc/.well-known/openid-configuration`, { headers });
      expect(res.status).toBe(200);
      const discovery = (await res.json()) as Record<string, unknown>;
      expect(discovery).toMatchObject({
        issuer: `${publicUrl}/oidc`,
        authorization_endpoint: `${publicUrl}/oidc/auth`,
        token_endpoint: `${publicUrl}/oidc/token`,
        jwks_uri: `${publicUrl}/oidc/jwks`,
      });
      expect(JSON.stringify(discovery)).not.toContain('evil');
    }
  });
});
