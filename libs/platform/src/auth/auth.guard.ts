import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { requestContext } from '../context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import { IS_ADMIN_ONLY, IS_OUTLET_SCOPED, IS_PUBLIC } from './decorators';
import { ActorResolver } from './actor';
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
    private readonly actors: ActorResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const req = requestOf(context);
    const ctx = requestContext();
    // the context middleware has usually verified the token already (it must, for federation
    // _entities lookups, which no guard sees); otherwise verify it here
    if (!ctx.actor) {
      try {
        await this.jwt.canActivate(passportContext(context, req));
      } catch {
        throw new UnauthenticatedError('Invalid or expired token');
      }
      ctx.actor = await this.actors.resolve(req.user as TokenClaims);
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
