/**
 * The one rule for access tokens, shared by the gateway (jose) and the services (passport-jwt):
 * `Authorization: Bearer <jwt>` (scheme case-insensitive), RS256 only, the configured issuer and
 * audience, and an `exp` claim (a token without one is refused).
 */
export const TOKEN_ALGORITHMS = ['RS256'] as const;
export const REQUIRED_TOKEN_CLAIMS = ['exp'] as const;

const BEARER = /^Bearer +([A-Za-z0-9\-_.~+/]+=*)$/i;

/**
 * The token of an Authorization header: `undefined` when there is no header, `null` when there
 * is one but it is not a well-formed bearer token (refuse it), else the token.
 */
export function bearerToken(header: string | string[] | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string') return null;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

/** The required claims a verified payload lacks (empty when it has them all). */
export function missingTokenClaims(claims: Record<string, unknown>): string[] {
  return REQUIRED_TOKEN_CLAIMS.filter((claim) => typeof claims[claim] !== 'number');
}
