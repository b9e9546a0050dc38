import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting: from the verified token, completed by the service's OutletAccess. */
export interface Actor {
  subject: string;
  /** The token's e-mail, lower-cased ('' when none): `tokenEmail`. */
  email: string;
  /** Whether the issuer verified `email`: an unverified one registers, matches and grants nothing. */
  emailVerified: boolean;
  name: string | null;
  /** null until the owner is registered (signIn). */
  ownerId: string | null;
  isAdmin: boolean;
}

export interface RequestContext {
  correlationId: string;
  actor?: Actor;
  /** The current outlet, set by the outlet guard after the access check. */
  outletId?: string;
  sessionId?: string;
  /**
   * In an event handler: how many messages of the same subject the consumer still has after this
   * one (JetStream's count). A handler that batches work (one recost for a burst of price
   * events) can wait for the last of them.
   */
  eventsPending?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a fresh context (one per HTTP request, event or RPC). */
export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

/** The current context; outside any request an empty one (no actor, no outlet). */
export function requestContext(): RequestContext {
  return storage.getStore() ?? { correlationId: 'none' };
}
