import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { bearerToken, REQUIRED_TOKEN_CLAIMS, TOKEN_ALGORITHMS } from '@mise/platform/edge';
import type { GatewayConfig } from './config';

export const UNAUTHENTICATED_BODY = {
  errors: [{ message: 'Invalid or expired token', extensions: { code: 'UNAUTHENTICATED' } }],
};

export const ISSUER_UNAVAILABLE_BODY = {
  errors: [
    {
      message: 'The sign-in service cannot be reached; try again shortly',
      extensions: { code: 'SERVICE_UNAVAILABLE' },
    },
  ],
};

/** Errors that say nothing about the token: the issuer's key set could not be fetched. */
const isIssuerUnavailable = (error: unknown): boolean =>
  !(error instanceof errors.JOSEError) ||
  error.code === errors.JWKSTimeout.code ||
  error.code === errors.JWKSInvalid.code ||
  error.code === errors.JOSEError.code;

/**
 * Verifies a bearer token at the edge with the rule the services share (`@mise/platform/edge`:
 * `Bearer` in any case, RS256 only, issuer, audience, `exp` required) and answers 401 when it is
 * not valid. A valid token's subject is left in `res.locals.subject` (rate limiting). Requests
 * without an Authorization header pass: each subgraph's own guard refuses what needs a signed-in
 * owner, and a few operations are public.
 */
export function tokenCheck(
  config: Pick<GatewayConfig, 'jwksUri' | 'jwtIssuer' | 'jwtAudience'>,
): RequestHandler {
  const jwks = createRemoteJWKSet(new URL(config.jwksUri));
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req.headers.authorization);
    if (token === undefined) {
      next();
      return;
    }
    if (!token) {
      req.log.info('token refused: not a bearer token');
      res.status(401).json(UNAUTHENTICATED_BODY);
      return;
    }
    jwtVerify(token, jwks, {
      algorithms: [...TOKEN_ALGORITHMS],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      requiredClaims: [...REQUIRED_TOKEN_CLAIMS],
    }).then(
      ({ payload }) => {
        // A token without `sub` is still limited: by its own signature.
        res.locals.subject = payload.sub ?? `token:${token.slice(-24)}`;
        next();
      },
      (error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        if (isIssuerUnavailable(error)) {
          req.log.error({ reason, jwksUri: config.jwksUri }, 'cannot fetch the issuer key set');
          res.status(503).json(ISSUER_UNAVAILABLE_BODY);
          return;
        }
        req.log.info({ reason }, 'token refused');
        res.status(401).json(UNAUTHENTICATED_BODY);
      },
    );
  };
}
