// Signs in at the dev identity provider over plain HTTP, the way a browser would, and returns the
// tokens: discovery, authorization code + PKCE (S256), the login form (e-mail, name), the automatic
// consent, then the code exchange. No browser. Used by `npm run token`, the benchmarks and the tests.
import { createHash, randomBytes } from 'node:crypto';

const SCOPE = 'openid profile email offline_access';
const MAX_REDIRECTS = 10;

/** The login failed; `status` and `body` are those of the last response (e.g. the login page). */
export class DevLoginError extends Error {
  constructor(message, { status, body } = {}) {
    super(message);
    this.name = 'DevLoginError';
    this.status = status;
    this.body = body;
  }
}

/**
 * @param {{ issuer: string, clientId: string, redirectUri: string, email: string, name: string,
 *           scope?: string, resource?: string }} options
 * @returns {Promise<{ access_token: string, refresh_token?: string, id_token: string, expires_in: number,
 *                     token_type: string, scope: string }>}
 */
export async function devLogin({
  issuer,
  clientId,
  redirectUri,
  email,
  name,
  scope = SCOPE,
  resource,
}) {
  const config = await discover(issuer);
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');

  const authorize = new URL(config.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(resource ? { resource } : {}),
  }).toString();

  // Authorization request: it redirects to the login page; submitting the form (the issuer then
  // consents on its own) redirects back to the client with the code.
  let response = await follow(jar, authorize.href, redirectUri);
  if (!response.redirectedTo) {
    const action = /<form[^>]*\saction="([^"]*)"/.exec(response.body)?.[1];
    if (response.status !== 200 || action === undefined) {
      const detail = textOf(/<main>([\s\S]*?)<\/main>/.exec(response.body)?.[1] ?? '');
      throw new DevLoginError(
        `Expected the login page, got HTTP ${response.status} ${detail}`.trim(),
        response,
      );
    }
    response = await follow(jar, new URL(unescapeHtml(action), response.url).href, redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, name }).toString(),
    });
    if (!response.redirectedTo) {
      throw new DevLoginError(
        `Login form refused: ${pageErrors(response.body) || `HTTP ${response.status}`}`,
        response,
      );
    }
  }
  const callback = new URL(response.redirectedTo);
  const code = callback.searchParams.get('code');
  if (!code)
    throw new DevLoginError(`Authorization failed: ${describeRedirect(response.redirectedTo)}`);
  if (callback.searchParams.get('state') !== state)
    throw new DevLoginError('Authorization response state mismatch');

  return tokenRequest(config.token_endpoint, {
    grant_type: 'authorization_code',
    client_id: clientId,
    redirect_uri: redirectUri,
    code,
    code_verifier: verifier,
  });
}

/** Exchanges a refresh token for new tokens. */
export async function devRefresh({ issuer, clientId, refreshToken }) {
  const config = await discover(issuer);
  return tokenRequest(config.token_endpoint, {
    grant_type: 'refresh_token',
    client_id: clientId,
    refresh_token: refreshToken,
  });
}

/** The issuer's OpenID Provider metadata. */
export async function discover(issuer) {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new DevLoginError(
      `Cannot reach the issuer at ${url} (${error.cause?.code ?? error.message})`,
    );
  }
  if (!response.ok) throw new DevLoginError(`Discovery at ${url} answered HTTP ${response.status}`);
  return response.json();
}

async function tokenRequest(tokenEndpoint, params) {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(params).toString(),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new DevLoginError(
      `Token request failed: ${body.error ?? response.status} ${body.error_description ?? ''}`.trim(),
      {
        status: response.status,
        body,
      },
    );
  }
  return body;
}

/**
 * Requests `url`, following redirects by hand with the cookie jar, until a response that is not a
 * redirect (answers `{ status, url, body }`) or a redirect to `stopAt`, the client's redirect URI,
 * which is never fetched (answers `{ status, url, redirectedTo }`).
 */
async function follow(jar, url, stopAt, init = {}) {
  let request = { url, ...init };
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const headers = new Headers(request.headers);
    const cookie = jar.header(request.url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(request.url, { ...request, headers, redirect: 'manual' });
    jar.store(request.url, response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      return { status: response.status, url: request.url, body: await response.text() };
    }
    const next = new URL(location, request.url).href;
    if (next.startsWith(stopAt)) {
      await response.body?.cancel();
      return { status: response.status, url: request.url, redirectedTo: next };
    }
    await response.body?.cancel();
    request = { url: next, method: 'GET' };
  }
  throw new DevLoginError(`More than ${MAX_REDIRECTS} redirects from ${url}`);
}

function describeRedirect(location) {
  const params = new URL(location).searchParams;
  const error = params.get('error');
  return error ? `${error} ${params.get('error_description') ?? ''}`.trim() : location;
}

function pageErrors(html) {
  return textOf(/<div class="error"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '');
}

function textOf(html) {
  return unescapeHtml(
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

function unescapeHtml(text) {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** Just enough of a cookie jar for one sign-in: name, value, path, expiry. One host only. */
class CookieJar {
  #cookies = new Map();

  store(url, setCookieHeaders) {
    for (const header of setCookieHeaders) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = new URL(url).pathname.replace(/\/[^/]*$/, '') || '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, val = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path') path = val || '/';
        if (lower === 'max-age' && Number(val) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(val) <= Date.now()) expired = true;
      }
      const key = `${name};${path}`;
      if (expired) this.#cookies.delete(key);
      else this.#cookies.set(key, { name, value, path });
    }
  }

  header(url) {
    const { pathname } = new URL(url);
    return [...this.#cookies.values()]
      .filter(
        ({ path }) =>
          pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}
