/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** OIDC issuer (default: this origin's /oidc, the dev issuer behind the gateway). */
  readonly VITE_OIDC_AUTHORITY?: string;
  /** OIDC client id (default: mise-web). */
  readonly VITE_OIDC_CLIENT_ID?: string;
  /** API audience asked for at Auth0 (`audience`); unset for the dev issuer. */
  readonly VITE_OIDC_AUDIENCE?: string;
  /** GraphQL endpoint (default: this origin's /graphql, the gateway). */
  readonly VITE_GRAPHQL_URL?: string;
  /** Address of the privacy policy linked from the login page. */
  readonly VITE_PRIVACY_URL?: string;
}
