import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsInboxPrefix } from '@mise/contracts';
import type { ServiceConfig } from '../config';
import { isNatsReconnecting } from '../edge/shared-counter';
import { SERVICE_CONFIG } from '../tokens';

/**
 * The service's one NATS connection. Connecting never blocks start-up: the service serves
 * requests (and keeps writing its outbox) while NATS is away, and catches up when it returns.
 */
@Injectable()
export class NatsService implements OnApplicationShutdown {
  private readonly log = new Logger('nats');
  private nc: NatsConnection | null = null;
  private readonly connected: Promise<NatsConnection>;
  private closing = false;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: ServiceConfig) {
    this.connected = this.connectForever();
    this.connected.catch(() => {});
  }

  private async connectForever(): Promise<NatsConnection> {
    const nc = await connect({
      servers: this.config.natsUrl,
      name: this.config.service,
      // Replies come back under the service's own inbox prefix: its NATS user may read only
      // `_INBOX_<service>.>` (deploy/nats), never another service's replies.
      inboxPrefix: natsInboxPrefix(this.config.service),
      ...this.config.natsAuth, // per-service user (Compose, k8s: deploy/nats), or none
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    });
    this.nc = nc;
    this.log.log(`connected to ${this.config.natsUrl}`);
    void (async () => {
      for await (const s of nc.status()) {
        if (s.type === 'disconnect' || s.type === 'reconnect') this.log.warn(`NATS ${s.type}`);
      }
    })().catch(() => {});
    return nc;
  }

  /** Resolves once connected (waits while NATS is away at start-up). */
  connection(): Promise<NatsConnection> {
    return this.connected;
  }

  /** The connection when it is up, else null (never waits: for work that has a fallback). */
  current(): NatsConnection | null {
    return this.isReady() ? this.nc : null;
  }

  isReady(): boolean {
    return !!this.nc && !this.nc.isClosed() && !this.closing && !isNatsReconnecting(this.nc);
  }

  get isClosing(): boolean {
    return this.closing;
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.nc && !this.nc.isClosed()) await this.nc.drain().catch(() => this.nc?.close());
  }
}
