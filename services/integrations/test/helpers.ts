import {
  startGoogleFake,
  startLoyverseFake,
  startTestApp,
  startXeroFake,
  type GoogleFake,
  type LoyverseFake,
  type TestApp,
  type XeroFake,
} from '@mise/testing';
import { AppModule } from '../src/app.module';
import { type IntegrationsConfig, loadIntegrationsConfig } from '../src/config';
import { migrations } from '../src/migrations';

export type IntegrationsTestApp = TestApp<IntegrationsConfig>;

/** The three local providers a test talks to. */
export interface LocalProviders {
  google: GoogleFake;
  xero: XeroFake;
  loyverse: LoyverseFake;
  /** The service's variables pointing at them. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startProviders(): Promise<LocalProviders> {
  const [google, xero, loyverse] = await Promise.all([
    startGoogleFake(),
    startXeroFake(),
    startLoyverseFake(),
  ]);
  return {
    google,
    xero,
    loyverse,
    env: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_BASE_URL: google.url,
      XERO_CLIENT_ID: xero.clientId,
      XERO_CLIENT_SECRET: xero.clientSecret,
      XERO_BASE_URL: xero.url,
      LOYVERSE_CLIENT_ID: loyverse.clientId,
      LOYVERSE_CLIENT_SECRET: loyverse.clientSecret,
      LOYVERSE_BASE_URL: loyverse.url,
      WEB_ORIGIN: 'http://web.test',
      MAIL_RETRY_BASE_MS: '50',
      PROVIDER_TIMEOUT_MS: '1500',
      INTEGRATIONS_TOKEN_KEYS: `k2:${Buffer.alloc(32, 7).toString('base64')},k1:${Buffer.alloc(32, 3).toString('base64')}`,
    },
    close: async () => {
      await Promise.all([google.close(), xero.close(), loyverse.close()]);
    },
  };
}

/** integrations on a fresh database of its own (real Postgres and NATS). Close it in afterAll. */
export function startIntegrations(env: Record<string, string> = {}): Promise<IntegrationsTestApp> {
  return startTestApp({
    service: 'integrations',
    loadConfig: loadIntegrationsConfig,
    module: (config) => AppModule.forRoot(config),
    migrations,
    env,
  });
}

/** integrations with the local providers (closed with the app). */
export async function startWithProviders(
  env: Record<string, string> = {},
): Promise<IntegrationsTestApp & { providers: LocalProviders }> {
  const providers = await startProviders();
  const t = await startIntegrations({ ...providers.env, ...env });
  return {
    ...t,
    providers,
    close: async () => {
      await t.close();
      await providers.close();
    },
  };
}

export const CONNECTION = `provider providerName state connected tenantId accountName connectedAt problem`;

type Gql = (
  q: string,
  v?: Record<string, unknown>,
) => Promise<{
  data?: Record<string, unknown>;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}>;

/** Follows the provider's authorize page as a browser would: the callback's code and state. */
export async function authorize(
  authorizeUrl: string,
): Promise<{ code: string; state: string; redirect: URL }> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`authorize answered ${res.status}: ${await res.text()}`);
  const redirect = new URL(res.headers.get('location') ?? '');
  return {
    code: redirect.searchParams.get('code') ?? '',
    state: redirect.searchParams.get('state') ?? '',
    redirect,
  };
}

/** startConnection, the provider's page, completeConnection: the connection answered. */
export async function connect(
  gql: Gql,
  provider: 'POS' | 'MAIL' | 'ACCOUNTING',
): Promise<Record<string, unknown>> {
  const start = await gql(
    `mutation($p: IntegrationProvider!) { startConnection(provider: $p) { authorizeUrl } }`,
    { p: provider },
  );
  if (start.errors) throw new Error(start.errors[0].message);
  const { authorizeUrl } = start.data?.startConnection as { authorizeUrl: string };
  const { code, state } = await authorize(authorizeUrl);
  const done = await gql(
    `mutation($p: IntegrationProvider!, $code: String!, $state: String!) {
       completeConnection(provider: $p, code: $code, state: $state) { ${CONNECTION} } }`,
    { p: provider, code, state },
  );
  if (done.errors) throw new Error(done.errors[0].message);
  return done.data?.completeConnection as Record<string, unknown>;
}
