import { Inject, Injectable } from '@nestjs/common';
import { publisherOf } from '@mise/contracts';
import type { ServiceConfig } from '../config';
import { SERVICE_CONFIG } from '../tokens';

/**
 * Stands between a transaction and the outbox: refuses a subject the service may not publish,
 * and lets a committed transaction wake the outbox relay without waiting for its next poll.
 */
@Injectable()
export class OutboxSignal {
  private listener: (() => void) | null = null;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'service'>) {}

  /** Throws unless `subject` is one of this service's own (`<service>.`): no service forges another's. */
  assertPublishable(subject: string): void {
    if (publisherOf(subject) !== this.config.service) {
      throw new Error(`${this.config.service} may not publish ${subject}`);
    }
  }

  kick(): void {
    this.listener?.();
  }

  onKick(listener: () => void): void {
    this.listener = listener;
  }
}
