import { isUuid } from '../ids';
import type { Actor } from '../context';

/** Claims of a verified access token. */
export interface TokenClaims {
  sub: string;
  [claim: string]: unknown;
}

/**
 * THE reading of a token's e-mail, used everywhere the e-mail claim is read (sign-in, the actor,
 * identity's and the projections' owner match): the address trimmed and lower-cased ('' when
 * none) and whether the issuer verified it (`true` or the string "true" in the verified claim;
 * never without an address). An unverified address matches, reserves and grants nothing.
 */
export function tokenEmail(
  claims: TokenClaims | undefined,
  auth: { emailClaim: string; emailVerifiedClaim: string },
): { email: string; verified: boolean } {
  const raw = claims?.[auth.emailClaim];
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  const flag = claims?.[auth.emailVerifiedClaim];
  return { email, verified: email !== '' && (flag === true || flag === 'true') };
}

/**
 * THE access rule of Mise, written once: an actor may use an outlet when they own it or are an
 * admin. `outletOwnerId` is the outlet's owner, or null/undefined when there is no such outlet
 * (or it was deleted): nobody may use it then, admins included.
 */
export function mayUseOutlet(
  actor: Pick<Actor, 'ownerId' | 'isAdmin'> | null | undefined,
  outletOwnerId: string | null | undefined,
): boolean {
  if (!actor || !outletOwnerId) return false;
  return actor.isAdmin || (actor.ownerId !== null && actor.ownerId === outletOwnerId);
}

/**
 * Each service tells the platform who the actor is and who owns an outlet: identity from its own
 * tables, the other services from their projection of identity's events (`ProjectionOutletAccess`,
 * the default).
 */
export abstract class OutletAccess {
  /** Owner id and admin flag for verified token claims; null when no owner is registered yet. */
  abstract actorFor(claims: TokenClaims): Promise<{ ownerId: string; isAdmin: boolean } | null>;
  /** The outlet's owner id, or null when there is no such outlet. */
  abstract ownerOfOutlet(outletId: string): Promise<string | null>;

  /** Owners of several outlets (missing ones absent). Override to answer in one statement. */
  async ownersOfOutlets(outletIds: readonly string[]): Promise<Map<string, string>> {
    const owners = new Map<string, string>();
    for (const id of new Set(outletIds)) {
      const owner = isUuid(id) ? await this.ownerOfOutlet(id) : null;
      if (owner) owners.set(id, owner);
    }
    return owners;
  }

  /** The access rule applied to one outlet: `mayUseOutlet(actor, owner of outletId)`. */
  async mayUse(actor: Actor | null | undefined, outletId: string): Promise<boolean> {
    if (!actor || !isUuid(outletId)) return false;
    return mayUseOutlet(actor, await this.ownerOfOutlet(outletId));
  }
}
