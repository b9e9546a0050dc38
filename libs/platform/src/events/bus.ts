import { Injectable, Logger } from '@nestjs/common';
import { headers } from '@nats-io/transport-node';
import { requestContext } from '../context';
import { NatsService } from './nats.service';

/** Synchronous look-ups between services over NATS request/reply, always with a timeout. */
@Injectable()
export class Bus {
  private readonly log = new Logger('bus');

  constructor(private readonly nats: NatsService) {}

  /** Answers the reply, or null when nobody answers in time (or NATS is away). */
  async request<T>(subject: string, data: unknown, timeoutMs = 1500): Promise<T | null> {
    if (!this.nats.isReady()) return null;
    try {
      const nc = await this.nats.connection();
      const h = headers();
      h.set('x-correlation-id', requestContext().correlationId);
      const reply = await nc.request(subject, JSON.stringify(data), {
        timeout: timeoutMs,
        headers: h,
      });
      const body = reply.json<T & { error?: string }>();
      if (body && typeof body === 'object' && 'error' in body && body.error) return null;
      return body;
    } catch (e) {
      const msg = (e as Error).message;
      if (!/no responders|timeout/i.test(msg)) this.log.warn(`${subject}: ${msg}`);
      return null;
    }
  }
}
