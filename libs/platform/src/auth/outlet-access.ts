/** Claims of a verified access token. */
export interface TokenClaims {
  sub: string;
  [claim: string]: unknown;
}

/**
 * Each service tells the platform who the actor is and who owns an outlet: identity from its own
 * tables, the other services from their projection of identity's events.
 */
export abstract class OutletAccess {
  /** Owner id and admin flag for verified token claims; null when no owner is registered yet. */
  abstract actorFor(claims: TokenClaims): Promise<{ ownerId: string; isAdmin: boolean } | null>;
  /** The outlet's owner id, or null when there is no such outlet. */
  abstract ownerOfOutlet(outletId: string): Promise<string | null>;
}
