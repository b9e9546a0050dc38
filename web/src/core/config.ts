/**
 * Settings of the web app, fixed when it is built (`VITE_*`, see .env.example). Every default
 * serves the app behind the gateway: the dev issuer at /oidc and the API at /graphql.
 */
const origin = typeof window === 'undefined' ? 'http://localhost:4000' : window.location.origin;
const env = import.meta.env;
// Under the Vite dev server the dev issuer is still the gateway's (`npm start`, :4000).
const gatewayOrigin = env.DEV ? 'http://localhost:4000' : origin;

export const appConfig = {
  version: '1.7.0',
  oidcAuthority: env.VITE_OIDC_AUTHORITY || `${gatewayOrigin}/oidc`,
  oidcClientId: env.VITE_OIDC_CLIENT_ID || 'mise-web',
  oidcAudience: env.VITE_OIDC_AUDIENCE || undefined,
  graphqlUrl: env.VITE_GRAPHQL_URL || `${origin}/graphql`,
  privacyUrl: env.VITE_PRIVACY_URL || '/privacy.html',
};
