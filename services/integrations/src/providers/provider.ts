import type { IntegrationProvider } from '@mise/contracts';
import type { ProviderKey } from '../config';

/** What the product calls each provider, and the path of the web's OAuth callback. */
export interface ProviderInfo {
  provider: IntegrationProvider;
  key: ProviderKey;
  /** "Loyverse" | "Google" | "Xero": `providerName` and the words of its messages. */
  name: string;
  /** PKCE S256 on the authorization request (Google and Xero support it). */
  pkce: boolean;
  /** OAuth scopes asked for. */
  scope: string;
}

/** In the order `integrations` lists them: POS, MAIL, ACCOUNTING. */
export const PROVIDERS: readonly ProviderInfo[] = [
  {
    provider: 'POS',
    key: 'loyverse',
    name: 'Loyverse',
    pkce: false,
    scope: 'MERCHANT:READ RECEIPTS:READ ITEMS:READ',
  },
  {
    provider: 'MAIL',
    key: 'google',
    name: 'Google',
    pkce: true,
    scope: 'openid email https://www.googleapis.com/auth/gmail.send',
  },
  {
    provider: 'ACCOUNTING',
    key: 'xero',
    name: 'Xero',
    pkce: true,
    scope: 'openid profile email offline_access accounting.transactions accounting.contacts',
  },
];

export function providerInfo(provider: IntegrationProvider): ProviderInfo {
  const found = PROVIDERS.find((p) => p.provider === provider);
  if (!found) throw new Error(`unknown provider ${provider}`);
  return found;
}

/** The provider's endpoints: its own hosts, or every path on one base URL (local providers). */
export interface ProviderEndpoints {
  authorize: string;
  token: string;
  /** null: the provider has no revocation endpoint (Loyverse). */
  revoke: string | null;
  /** Google: Gmail's root URL; Xero: the API origin (`/connections`); Loyverse: `/v1.0`'s origin. */
  api: string;
}

export function endpointsOf(key: ProviderKey, baseUrl: string | null): ProviderEndpoints {
  const at = (real: string, path: string) => (baseUrl ?? real) + path;
  switch (key) {
    case 'google':
      return {
        authorize: at('https://accounts.google.com', '/o/oauth2/v2/auth'),
        token: at('https://oauth2.googleapis.com', '/token'),
        revoke: at('https://oauth2.googleapis.com', '/revoke'),
        api: at('https://gmail.googleapis.com', '/'),
      };
    case 'xero':
      return {
        authorize: at('https://login.xero.com', '/identity/connect/authorize'),
        token: at('https://identity.xero.com', '/connect/token'),
        revoke: at('https://identity.xero.com', '/connect/revocation'),
        api: at('https://api.xero.com', ''),
      };
    case 'loyverse':
      return {
        authorize: at('https://api.loyverse.com', '/oauth/authorize'),
        token: at('https://api.loyverse.com', '/oauth/token'),
        revoke: null,
        api: at('https://api.loyverse.com', ''),
      };
  }
}
