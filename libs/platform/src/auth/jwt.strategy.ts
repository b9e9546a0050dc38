import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { passportJwtSecret } from 'jwks-rsa';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { ServiceConfig } from '../config';
import { SERVICE_CONFIG } from '../tokens';
import type { TokenClaims } from './outlet-access';

/** Verifies the bearer token against the issuer's JWKS: RS256 only, issuer, audience, expiry. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKeyProvider: passportJwtSecret({
        jwksUri: config.auth.jwksUri,
        cache: true,
        cacheMaxAge: 10 * 60 * 1000,
        rateLimit: true,
        jwksRequestsPerMinute: 30,
      }),
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      algorithms: ['RS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: TokenClaims): TokenClaims {
    return claims;
  }
}
