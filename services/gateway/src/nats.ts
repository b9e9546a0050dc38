import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { natsInboxPrefix } from '@mise/contracts';
import { isNatsReconnecting } from '@mise/platform/edge';
import type { GatewayConfig } from './config';

export interface GatewayNats {
  /** The connection when it is up, else null (never waits: the counters fall back to memory). */
  current(): NatsConnection | null;
  /** Resolves once connected, or after `ms` (start-up gives NATS that long, then serves). */
  connected(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The gateway's NATS connection, for the shared rate-limit counters only. Connecting never
 * blocks start-up: the gateway serves while NATS is away (counting in memory) and reconnects.
 */
export function connectNats(
  config: NonNullable<GatewayConfig['nats']>,
  logger: Logger,
): GatewayNats {
  let nc: NatsConnection | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let warned = false;
  const attempt = (): Promise<NatsConnection> =>
    connect({
      servers: config.url,
      name: 'gateway',
      // its NATS user reads replies under its own inbox only (deploy/nats)
      inboxPrefix: natsInboxPrefix('gateway'),
      ...(config.user && { user: config.user, pass: config.pass }),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
    }).catch(async (error: unknown) => {
      if (closing) throw error;
      if (!warned) logger.warn({ err: error }, 'NATS is away: counting in memory until it answers');
      warned = true;
      // tried again every 500 ms until it answers (or the gateway stops)
      await new Promise((resolve) => (retry = setTimeout(resolve, 500)));
      if (closing) throw error;
      return attempt();
    });
  const connected = attempt().then(async (connection) => {
    nc = connection;
    if (closing) {
      await connection.close();
      return connection;
    }
    logger.info({ url: config.url }, 'connected to NATS (shared rate-limit counters)');
    void (async () => {
      for await (const s of connection.status()) {
        if (s.type === 'disconnect' || s.type === 'reconnect') logger.warn(`NATS ${s.type}`);
      }
    })().catch(() => {});
    return connection;
  });
  connected.catch(() => {});
  return {
    connected: (ms) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        connected.then(
          () => {
            clearTimeout(timer);
            resolve();
          },
          () => {},
        );
      }),
    current: () => {
      if (!nc || nc.isClosed() || closing) return null;
      return isNatsReconnecting(nc) ? null : nc;
    },
    close: async () => {
      closing = true;
      clearTimeout(retry);
      if (nc && !nc.isClosed()) await nc.drain().catch(() => nc?.close());
    },
  };
}
