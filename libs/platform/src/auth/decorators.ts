import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Actor } from '../context';
import { requestContext } from '../context';
import { UnauthenticatedError } from '../errors';

export const IS_PUBLIC = 'mise:public';
export const IS_OUTLET_SCOPED = 'mise:outlet-scoped';
export const IS_ADMIN_ONLY = 'mise:admin-only';

/** No token needed (health checks, public pages). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Needs the X-Outlet-ID header naming an outlet the actor owns (or any outlet, for an admin). */
export const OutletScoped = () => SetMetadata(IS_OUTLET_SCOPED, true);
/** Only for admins. */
export const AdminOnly = () => SetMetadata(IS_ADMIN_ONLY, true);

/** The acting user (from the verified token). */
export const CurrentActor = createParamDecorator((_: unknown, _ctx: ExecutionContext): Actor => {
  const actor = requestContext().actor;
  if (!actor) throw new UnauthenticatedError();
  return actor;
});

/** The current outlet id (only on @OutletScoped operations). */
export const CurrentOutletId = createParamDecorator(
  (_: unknown, _ctx: ExecutionContext): string => {
    const outletId = requestContext().outletId;
    if (!outletId)
      throw new Error('CurrentOutletId used on an operation that is not @OutletScoped');
    return outletId;
  },
);

/** The signed-in owner's id; UNAUTHENTICATED until the owner is registered. */
export function requireOwnerId(actor: Actor): string {
  if (!actor.ownerId) throw new UnauthenticatedError('Please sign in first');
  return actor.ownerId;
}
