import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  SetMetadata,
} from '@nestjs/common';
import { publicLimit, type PublicOptions } from '../graphql/public-throttle';
import type { Actor } from '../context';
import { requestContext } from '../context';
import { UnauthenticatedError } from '../errors';

export const IS_PUBLIC = 'mise:public';
export const IS_OUTLET_SCOPED = 'mise:outlet-scoped';
export const IS_ADMIN_ONLY = 'mise:admin-only';

/**
 * No token needed (health checks, public pages). A GraphQL operation marked so is throttled per
 * client IP: `@Public({ perMinute: 60 })` (default 60; put it on each operation, not the class).
 */
export const Public = (options: PublicOptions = {}) =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), publicLimit(options));
/** Needs the X-Outlet-ID header naming an outlet the actor owns (or any outlet, for an admin). */
export const OutletScoped = () => SetMetadata(IS_OUTLET_SCOPED, true);
/** Only for admins. */
export const AdminOnly = () => SetMetadata(IS_ADMIN_ONLY, true);

/**
 * The acting user, from the request context (the verified token, completed by OutletAccess).
 * The one way a resolver receives the actor; services take it as a parameter, never reading the
 * context themselves. Outside a request (events, RPC) there is no actor: UNAUTHENTICATED.
 */
export function currentActor(): Actor {
  const actor = requestContext().actor;
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** The signed-in owner's id; UNAUTHENTICATED until the owner is registered. */
export function requireOwnerId(actor: Actor): string {
  if (!actor.ownerId) throw new UnauthenticatedError('Please sign in first');
  return actor.ownerId;
}

/** Parameter decorator: the acting user (`Actor`). */
export const CurrentActor = createParamDecorator((_: unknown, _ctx: ExecutionContext): Actor =>
  currentActor(),
);

/** Parameter decorator: the signed-in owner's id (UNAUTHENTICATED until they are registered). */
export const CurrentOwnerId = createParamDecorator((_: unknown, _ctx: ExecutionContext): string =>
  requireOwnerId(currentActor()),
);

/** The current outlet id (only on @OutletScoped operations). */
export const CurrentOutletId = createParamDecorator(
  (_: unknown, _ctx: ExecutionContext): string => {
    const outletId = requestContext().outletId;
    if (!outletId)
      throw new Error('CurrentOutletId used on an operation that is not @OutletScoped');
    return outletId;
  },
);
