import type { TokenClaims } from '@mise/platform';

/** True only when the token says the issuer verified its e-mail (`email_verified: true`). */
export function emailVerified(claims: TokenClaims | undefined, claim: string): boolean {
  const value = claims?.[claim];
  return value === true || value === 'true';
}
