import { Messages } from '@mise/domain';
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { requestContext } from '../context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../errors';
import { IS_ADMIN_ONLY, IS_OUTLET_SCOPED, IS_PUBLIC } from './decorators';
import { isUuid } from '../ids';
import { OutletAccess } from './outlet-access';

/**
 * The one global guard: every GraphQL operation and controller needs a valid token unless it
 * is @Public(); @AdminOnly() needs an admin; @OutletScoped() checks the X-Outlet-ID header
 * against the outlet's owner. An outlet the actor may not use answers "Outlet not found".
 * The token itself is verified once per request by ContextMiddleware (passport-jwt), which
 * puts the actor in the request context; no actor here means no valid token.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: OutletAccess,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const ctx = requestContext();
    const actor = ctx.actor;
    if (!actor) throw new UnauthenticatedError('Invalid or expired token');

    if (this.reflector.getAllAndOverride<boolean>(IS_ADMIN_ONLY, targets) && !actor.isAdmin) {
      throw new ForbiddenError('Only an admin can do this');
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_OUTLET_SCOPED, targets)) {
      const outletId = requestOf(context).header('x-outlet-id');
      if (!isUuid(outletId) || !(await this.access.mayUse(actor, outletId))) {
        throw new NotFoundError(Messages.common.outletNotFound);
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
