import { Logger } from '@nestjs/common';
import { runService } from '@mise/platform';
import { AppModule } from './app.module';
import { DEV_ISSUER_PATH, loadIdentityConfig } from './config';
import { createDevIssuer } from './dev-issuer/dev-issuer';
import { migrations } from './migrations';

/** OIDC clients of the dev issuer: the web app, and `npm run token` (scripts, benchmarks). */
export const DEV_WEB_CLIENT_ID = 'mise-web';
export const DEV_CLI_CLIENT_ID = 'mise-cli';
const DEV_CLI_REDIRECT_URI = 'http://127.0.0.1/callback';

const DEV_ISSUER_WARNING = [
  '!!! OIDC_DEV_ISSUER=true: the DEVELOPMENT sign-in issuer is running at /oidc !!!',
  'Anyone who reaches it can sign in as any e-mail address, admins included.',
  'Never run it on a stack reachable by others; set JWT_ISSUER (Auth0) there instead.',
].join(' ');

runService(
  loadIdentityConfig,
  (config) => AppModule.forRoot(config),
  migrations,
  (config) => ({
    beforeListen: async (app) => {
      if (!config.devIssuer) return;
      // OIDC_DEV_ISSUER=true: this service is the issuer, at /oidc (the gateway proxies it).
      new Logger('dev-issuer').warn(DEV_ISSUER_WARNING);
      const issuer = await createDevIssuer({
        issuer: config.auth.issuer,
        audience: config.auth.audience,
        keysFile: config.devIssuerKeysFile,
        clients: [
          {
            clientId: DEV_WEB_CLIENT_ID,
            redirectUris: config.webRedirectUris,
            postLogoutRedirectUris: [`${config.publicUrl}/login`],
          },
          { clientId: DEV_CLI_CLIENT_ID, redirectUris: [DEV_CLI_REDIRECT_URI] },
        ],
      });
      app.use(DEV_ISSUER_PATH, issuer.handler);
    },
  }),
);
