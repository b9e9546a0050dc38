import { Extensions } from '@nestjs/graphql';
import {
  Kind,
  isObjectType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Request } from 'express';
import { subgraphClientIp } from '../edge/client-ip';
import { GUEST_TOKEN_HEADER, guestLimits, guestToken } from '../edge/guest';
import { RateLimiter, type RateLimitResult } from '../edge/rate-limit';
import type { CounterStore } from '../edge/shared-counter';
import { TooManyRequestsError } from '../errors';

/** Calls per minute and client IP of a `@Public()` operation that declares none. */
export const DEFAULT_PUBLIC_PER_MINUTE = 60;
/** Root-field extension holding a public operation's limit (set by `@Public()`). */
export const PUBLIC_PER_MINUTE_EXTENSION = 'publicPerMinute';

export interface PublicOptions {
  /** Calls allowed per minute from one client IP (default 60). */
  perMinute?: number;
}

/** The GraphQL half of `@Public()`: the operation's per-IP limit, read by the platform's plugin. */
export const publicLimit = (options: PublicOptions = {}) =>
  Extensions({ [PUBLIC_PER_MINUTE_EXTENSION]: options.perMinute ?? DEFAULT_PUBLIC_PER_MINUTE });

/** The guest page's `X-Guest-Token` (forwarded by the gateway); null without a well-formed one. */
export function requestGuestToken(req: Request | undefined): string | null {
  return guestToken(req?.headers[GUEST_TOKEN_HEADER]);
}

/**
 * The client's IP: the gateway's `X-Client-IP` (it overwrites any client-sent one) when the
 * request proves it comes from the gateway (`subgraphClientIp`), else the socket's.
 */
export function requestClientIp(req: Request | undefined, gatewaySecret: string | null): string {
  return subgraphClientIp(req?.headers ?? {}, req?.socket.remoteAddress, gatewaySecret);
}

/**
 * Root fields the operation selects (through fragments at the root too), once per selection:
 * ten aliases of one field are ten calls.
 */
function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) names.push(selection.name.value);
    else if (selection.kind === Kind.INLINE_FRAGMENT) {
      names.push(...rootFields(selection.selectionSet, fragments, seen));
    } else if (!seen.has(selection.name.value)) {
      // a fragment spread twice at the root selects its fields once (GraphQL merges them)
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) names.push(...rootFields(fragment.selectionSet, fragments, seen));
    }
  }
  return names;
}

/**
 * Counts each `@Public()` root field of an operation, every aliased call of it, per guest on the
 * client's IP (`guestLimits`: the guest token, under a ceiling for the address) and refuses it
 * past its limit with TOO_MANY_REQUESTS (HTTP 429, `Retry-After`). The counts live in the shared
 * `CounterStore` (every replica's, `useStore`), in this process's memory until one is given.
 */
export class PublicThrottle {
  private readonly limiter = new RateLimiter({ limit: DEFAULT_PUBLIC_PER_MINUTE });
  private store: CounterStore | null = null;

  /** Counts in `store` from now on (the platform gives it the NATS one at start). */
  useStore(store: CounterStore): void {
    this.store = store;
  }

  async check(
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    ip: string,
    guest: string | null = null,
  ): Promise<{ error: TooManyRequestsError; retryAfterSeconds: number } | null> {
    const root = schema.getRootType(operation.operation);
    if (!root || !isObjectType(root)) return null;
    const fragments = new Map(
      document.definitions
        .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d]),
    );
    const fields = root.getFields();
    // calls per public field: ten aliases add ten to one counter (one round trip, not ten)
    const calls = new Map<string, { perMinute: number; count: number }>();
    for (const name of rootFields(operation.selectionSet, fragments)) {
      const perMinute = fields[name]?.extensions?.[PUBLIC_PER_MINUTE_EXTENSION];
      if (typeof perMinute !== 'number') continue;
      const seen = calls.get(name);
      calls.set(name, { perMinute, count: (seen?.count ?? 0) + 1 });
    }
    const hits = [...calls].flatMap(([name, { perMinute, count }]) =>
      guestLimits(`${operation.operation}.${name}`, ip, guest, perMinute).map((hit) => ({
        ...hit,
        count,
      })),
    );
    const results = await Promise.all(hits.map((h) => this.hit(h.key, h.limit, h.count)));
    const refused = results.find((result) => !result.allowed);
    return refused
      ? { error: new TooManyRequestsError(), retryAfterSeconds: refused.retryAfterSeconds }
      : null;
  }

  private async hit(key: string, limit: number, count: number): Promise<RateLimitResult> {
    if (this.store) return this.store.hit(key, limit, count);
    let result: RateLimitResult = { allowed: true, retryAfterSeconds: 0 };
    for (let i = 0; i < count; i++) result = this.limiter.hit(key, limit);
    return result;
  }
}
