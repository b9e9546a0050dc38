import { Inject, Injectable, Logger } from '@nestjs/common';
import { headers } from '@nats-io/transport-node';
import type { ReplyOf, RequestOf, RequestSubject } from '@mise/contracts';
import type { ServiceConfig } from '../config';
import { requestContext } from '../context';
import { SERVICE_CONFIG } from '../tokens';
import { NatsService } from './nats.service';

/** Synchronous look-ups between services over NATS request/reply, always with a timeout. */
@Injectable()
export class Bus {
  private readonly log = new Logger('bus');

  constructor(
    private readonly nats: NatsService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  /**
   * Sends a request of `RequestMap` and answers its typed reply, or null when nobody answers in
   * time (or NATS is away, or the answering handler failed):
   * `bus.request(Requests.lookup('inventory'), { outletId, kind: 'ingredient', ids })`.
   */
  request<S extends RequestSubject>(
    subject: S,
    data: RequestOf<S>,
    timeoutMs?: number,
  ): Promise<ReplyOf<S> | null>;
  /**
   * Untyped form, kept for callers that name the reply type (`request<Reply>(subject, ...)`);
   * prefer the typed form. A subject of `RequestMap` without a type argument takes the typed one.
   */
  request<T, S extends string = string>(
    subject: Exclude<S, RequestSubject>,
    data: unknown,
    timeoutMs?: number,
  ): Promise<T | null>;
  async request(subject: string, data: unknown, timeoutMs = 1500): Promise<unknown> {
    if (!this.nats.isReady()) return null;
    try {
      const nc = await this.nats.connection();
      const h = headers();
      h.set('x-correlation-id', requestContext().correlationId);
      const reply = await nc.request(this.config.natsRpcPrefix + subject, JSON.stringify(data), {
        timeout: timeoutMs,
        headers: h,
      });
      const body = reply.json<{ error?: string } | null>();
      if (body && typeof body === 'object' && 'error' in body && body.error) return null;
      return body;
    } catch (e) {
      const msg = (e as Error).message;
      if (!/no responders|timeout/i.test(msg)) this.log.warn(`${subject}: ${msg}`);
      return null;
    }
  }
}
