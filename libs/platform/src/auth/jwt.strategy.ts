import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { Strategy } from 'passport-jwt';
import type { Request } from 'express';
import { bearerToken, missingTokenClaims, TOKEN_ALGORITHMS } from '../edge/token';
import type { ServiceConfig } from '../config';
import { SERVICE_CONFIG } from '../tokens';
import type { TokenClaims } from './outlet-access';

/**
 * Verifies the bearer token against the issuer's JWKS with the gateway's rule (`edge/token.ts`):
 * `Bearer` in any case, RS256 only, issuer, audience, and an `exp` that is present and not past.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    super({
      jwtFromRequest: (req: Request) => bearerToken(req.headers.authorization) ?? null,
      secretOrKeyProvider: passportJwtSecret({
        jwksUri: config.auth.jwksUri,
        cache: true,
        cacheMaxAge: 10 * 60 * 1000,
        rateLimit: true,
        jwksRequestsPerMinute: 30,
      }),
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      algorithms: [...TOKEN_ALGORITHMS],
      ignoreExpiration: false,
    });
  }

  validate(claims: TokenClaims): TokenClaims | false {
    // jsonwebtoken checks `exp` only when present: a token without one is refused here.
    return missingTokenClaims(claims).length ? false : claims;
  }
}
