import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import type { ServiceConfig } from '../config';
import { requestContext } from '../context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import { SERVICE_CONFIG } from '../tokens';
import { IS_ADMIN_ONLY, IS_OUTLET_SCOPED, IS_PUBLIC } from './decorators';
import { OutletAccess, type TokenClaims } from './outlet-access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PassportJwt = PassportAuthGuard('jwt');

/**
 * The one global guard: every GraphQL operation and controller needs a valid token unless it
 * is @Public(); @AdminOnly() needs an admin; @OutletScoped() checks the X-Outlet-ID header
 * against the outlet's owner. An outlet the actor may not use answers "Outlet not found".
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly jwt = new PassportJwt();

  constructor(
    private readonly reflector: Reflector,
    private readonly access: OutletAccess,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const req = requestOf(context);
    try {
      await this.jwt.canActivate(passportContext(context, req));
    } catch {
      throw new UnauthenticatedError('Invalid or expired token');
    }
    const claims = req.user as TokenClaims;
    const ctx = requestContext();
    if (!ctx.actor || ctx.actor.subject !== claims.sub) {
      const known = await this.access.actorFor(claims);
      ctx.actor = {
        subject: claims.sub,
        email: stringClaim(claims, this.config.auth.emailClaim).toLowerCase(),
        name: stringClaim(claims, this.config.auth.nameClaim) || null,
        ownerId: known?.ownerId ?? null,
        isAdmin: known?.isAdmin ?? false,
      };
    }
    const actor = ctx.actor;

    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !actor.isAdmin) {
      throw new ForbiddenError('Only an admin can do this');
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_OUTLET_SCOPED, targets)) {
      const outletId = req.header('x-outlet-id');
      if (!outletId || !UUID.test(outletId)) throw new NotFoundError('Outlet not found');
      const owner = await this.access.ownerOfOutlet(outletId);
      if (!owner || (owner !== actor.ownerId && !actor.isAdmin)) {
        throw new NotFoundError('Outlet not found');
      }
      ctx.outletId = outletId;
    }
    return true;
  }
}

function stringClaim(claims: TokenClaims, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
}

function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/** Passport's guard reads the request through switchToHttp(); give it the GraphQL request. */
function passportContext(context: ExecutionContext, req: Request): ExecutionContext {
  return {
    ...context,
    getType: () => 'http',
    switchToHttp: () => ({
      getRequest: () => req,
      getResponse: () => req.res,
      getNext: () => undefined,
    }),
  } as unknown as ExecutionContext;
}
