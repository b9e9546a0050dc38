import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
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
 * Verifies a bearer token at the edge (RS256 only; issuer, audience, expiry) and answers 401 when
 * it is not valid. Requests without an Authorization header pass: each subgraph's own guard
 * refuses what needs a signed-in owner, and a few operations are public.
 */
export function tokenCheck(
  config: Pick<GatewayConfig, 'jwksUri' | 'jwtIssuer' | 'jwtAudience'>,
): RequestHandler {
  const jwks = createRemoteJWKSet(new URL(config.jwksUri));
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (header === undefined) {
      next();
      return;
    }
    const token = /^Bearer ([A-Za-z0-9\-_.]+)$/i.exec(header.trim())?.[1];
    if (!token) {
      req.log.info('token refused: not a bearer token');
      res.status(401).json(UNAUTHENTICATED_BODY);
      return;
    }
    jwtVerify(token, jwks, {
      algorithms: ['RS256'],
      issuer: config.jwtIssuer,
      audience: config.jwtAudience,
      requiredClaims: ['exp'],
    }).then(
      () => next(),
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
