import { appConfig } from './config';

/**
 * Sign-in with the OIDC client (authorization code + PKCE) for the dev issuer and Auth0 alike.
 * Tokens, the refresh token included, are kept in localStorage and renewed with the refresh token
 * before they expire. Auth0 needs the API's `audience`; the dev issuer needs nothing extra.
 * The client library is loaded only when it is needed, so the login page starts light.
 */
export const CALLBACK_PATH = '/auth0/callback';

const loadUserManager = async () => {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    authority: appConfig.oidcAuthority,
    client_id: appConfig.oidcClientId,
    redirect_uri: `${window.location.origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${window.location.origin}/login`,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    loadUserInfo: false,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    extraQueryParams: appConfig.oidcAudience ? { audience: appConfig.oidcAudience } : {},
  });
};
let manager: ReturnType<typeof loadUserManager> | null = null;
export const userManager = () => (manager ??= loadUserManager());

/** Whether tokens are held locally (without loading the OIDC client). */
export function hasStoredTokens(): boolean {
  return (
    localStorage.getItem(`oidc.user:${appConfig.oidcAuthority}:${appConfig.oidcClientId}`) !== null
  );
}

/** Goes to the identity provider; always asks who signs in, so Logout can change user. */
export async function startSignIn(): Promise<void> {
  await (await userManager()).signinRedirect({ prompt: 'login' });
}

/** Turns the callback's ?code=&state= into tokens (once per page load). */
let callback: Promise<unknown> | null = null;
export function completeSignIn(): Promise<unknown> {
  return (callback ??= userManager().then((um) => um.signinRedirectCallback()));
}

export async function forgetTokens(): Promise<void> {
  if (hasStoredTokens()) await (await userManager()).removeUser();
}

/** A usable access token: renewed with the refresh token when it has expired; null if none. */
export async function accessToken(): Promise<string | null> {
  if (!hasStoredTokens()) return null;
  const um = await userManager();
  let user = await um.getUser();
  if (user?.expired && user.refresh_token) {
    try {
      user = await um.signinSilent();
    } catch {
      return null;
    }
  }
  return user && !user.expired ? user.access_token : null;
}
