import { Inject, Injectable } from '@nestjs/common';
import { NatsCounterStore } from '@mise/platform/edge';
import {
  requestClientIp,
  SERVICE_CONFIG,
  TooManyRequestsError,
  type ServiceConfig,
} from '@mise/platform';
import type { Request } from 'express';

const MINUTE = 60_000;
/** flows.md §5: public calls per client IP and minute, all of the page's operations together. */
export const PUBLIC_CALLS_PER_MINUTE = 60;
/** flows.md §5: misses per client IP and minute before the address is refused ... */
export const MISSES_PER_MINUTE = 10;
/** ... for this long (TOO_MANY_REQUESTS on every public call). */
export const MISS_BLOCK_MS = 10 * MINUTE;
/** flows.md §5: upload tickets per link and hour. */
export const UPLOADS_PER_HOUR = 10;

/** A caller of a public page: its token and address (the limits count per address). */
export interface Visitor {
  token: string;
  ip: string;
}

export const LimitMessages = {
  tooManyUploads: 'Too many uploads from this link. Please try again in an hour.',
};

/**
 * The public pages' limits beyond `@Public({ perMinute })` (flows.md §5), in the platform's shared
 * counter store (NATS, every replica's): 60 calls a minute per client IP for all the operations
 * together; an address with more than 10 misses (wrong, malformed or revoked tokens) in a minute
 * is refused for 10 minutes; a link gets 10 upload tickets an hour.
 */
@Injectable()
export class PublicLimits {
  constructor(
    private readonly counters: NatsCounterStore,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  /** The caller's address as the platform's throttle counts it (the gateway's X-Client-IP). */
  clientIp(req: Request | undefined): string {
    return requestClientIp(req, this.config.gatewayEdgeSecret);
  }

  /** The caller of a public operation with the link's token. */
  visitor(token: string, req: Request | undefined): Visitor {
    return { token, ip: this.clientIp(req) };
  }

  /**
   * Counts a public call of the address: TOO_MANY_REQUESTS past 60 a minute (every operation of
   * the page together; `@Public` counts each operation too), and while the address is refused
   * for its misses.
   */
  async admit(ip: string): Promise<void> {
    const [blocked, calls] = await Promise.all([
      this.counters.peek(blockKey(ip), MISS_BLOCK_MS),
      this.counters.hit(`procurement.public.calls|${ip}`, PUBLIC_CALLS_PER_MINUTE, 1, MINUTE),
    ]);
    if (blocked > 0 || !calls.allowed) throw new TooManyRequestsError();
  }

  /** Counts a miss; the one past the limit starts the address's 10 minutes (and is refused). */
  async miss(ip: string): Promise<void> {
    const misses = await this.counters.hit(
      `procurement.public.miss|${ip}`,
      MISSES_PER_MINUTE,
      1,
      MINUTE,
    );
    if (misses.allowed) return;
    await this.counters.hit(blockKey(ip), Number.MAX_SAFE_INTEGER, 1, MISS_BLOCK_MS);
    throw new TooManyRequestsError();
  }

  /** Counts an upload ticket of a link; TOO_MANY_REQUESTS past 10 an hour. */
  async upload(documentId: string): Promise<void> {
    const hit = await this.counters.hit(
      `procurement.public.upload|${documentId}`,
      UPLOADS_PER_HOUR,
      1,
      60 * MINUTE,
    );
    if (!hit.allowed) throw new TooManyRequestsError(LimitMessages.tooManyUploads);
  }
}

const blockKey = (ip: string) => `procurement.public.blocked|${ip}`;
