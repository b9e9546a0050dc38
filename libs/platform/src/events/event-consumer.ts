import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  BeforeApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  AckPolicy,
  DeliverPolicy,
  jetstream,
  jetstreamManager,
  type ConsumerMessages,
  type JsMsg,
} from '@nats-io/jetstream';
import { EVENTS_STREAM, type EventEnvelope } from '@mise/contracts';
import type { ServiceConfig } from '../config';
import { runWithContext } from '../context';
import { Db, type Tx } from '../db/db.service';
import { SERVICE_CONFIG } from '../tokens';
import { EVENT_HANDLER, RPC_HANDLER } from './handlers';
import { NatsService } from './nats.service';
import { ensureEventsStream } from './outbox-relay';

type EventFn = (event: EventEnvelope, tx: Tx) => Promise<void>;
type RpcFn = (data: unknown) => Promise<unknown>;

/** Finds methods marked with a metadata key on every provider. */
export function discoverHandlers<F>(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  reflector: Reflector,
  key: string,
): Array<{ subject: string; fn: F }> {
  const found: Array<{ subject: string; fn: F }> = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object') continue;
    const proto = Object.getPrototypeOf(instance) as object;
    for (const name of scanner.getAllMethodNames(proto)) {
      const method = instance[name] as (...a: unknown[]) => unknown;
      const subject = reflector.get<string | undefined>(key, method);
      if (subject) found.push({ subject, fn: method.bind(instance) as F });
    }
  }
  return found;
}

/**
 * Consumes this service's events from JetStream: one durable pull consumer per handled subject
 * (NATS 2.9 has one filter per consumer). Each event is handled in a transaction scoped to its
 * outlet that also records its id in the inbox, so a redelivered event changes nothing.
 */
@Injectable()
export class EventConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('events');
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Array<Promise<void>> = [];
  private rpcSubs: Array<{ unsubscribe(): void }> = [];
  private stopped = false;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly db: Db,
    private readonly nats: NatsService,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  onApplicationBootstrap(): void {
    const events = discoverHandlers<EventFn>(
      this.discovery,
      this.scanner,
      this.reflector,
      EVENT_HANDLER,
    );
    const rpcs = discoverHandlers<RpcFn>(this.discovery, this.scanner, this.reflector, RPC_HANDLER);
    if (!events.length && !rpcs.length) return;
    void this.nats
      .connection()
      .then(async (nc) => {
        for (const { subject, fn } of rpcs) {
          const sub = nc.subscribe(subject, {
            queue: this.config.service,
            callback: (err, msg) => {
              if (err) return;
              void runWithContext(
                { correlationId: msg.headers?.get('x-correlation-id') || 'rpc' },
                () =>
                  fn(msg.json())
                    .then((reply) => msg.respond(JSON.stringify(reply)))
                    .catch((e: Error) => {
                      this.log.error(`rpc ${subject} failed: ${e.message}`);
                      msg.respond(JSON.stringify({ error: 'failed' }));
                    }),
              );
            },
          });
          this.rpcSubs.push(sub);
        }
        if (events.length) {
          await ensureEventsStream(nc);
          for (const { subject, fn } of events) await this.consume(subject, fn);
        }
      })
      .catch((e: Error) => this.log.error(`event consumers did not start: ${e.message}`));
  }

  private async consume(subject: string, fn: EventFn): Promise<void> {
    const nc = await this.nats.connection();
    const jsm = await jetstreamManager(nc);
    const name = `${this.config.natsConsumer}__${subject.replace(/[.*>]/g, '_')}`;
    try {
      await jsm.consumers.info(EVENTS_STREAM, name);
    } catch {
      await jsm.consumers.add(EVENTS_STREAM, {
        durable_name: name,
        filter_subject: subject,
        ack_policy: AckPolicy.Explicit,
        deliver_policy:
          this.config.eventsDeliverFrom === 'new' ? DeliverPolicy.New : DeliverPolicy.All,
        ack_wait: 30 * 1_000_000_000,
      });
    }
    const consumer = await jetstream(nc).consumers.get(EVENTS_STREAM, name);
    const messages = await consumer.consume({ max_messages: 50 });
    this.subscriptions.push(messages);
    this.loops.push(
      (async () => {
        for await (const m of messages) {
          if (this.stopped) break;
          await this.handle(m, fn);
        }
      })(),
    );
  }

  /** Handles one message exactly once (per event id); acks after commit, naks on failure. */
  async handle(m: JsMsg, fn: EventFn): Promise<void> {
    let event: EventEnvelope;
    try {
      event = m.json<EventEnvelope>();
    } catch {
      this.log.error(`dropping unreadable message on ${m.subject}`);
      m.term();
      return;
    }
    try {
      await runWithContext({ correlationId: event.correlationId ?? event.id }, () =>
        this.db.transaction(
          async (tx) => {
            const fresh: unknown[] = await tx.manager.query(
              `INSERT INTO inbox (event_id, subject) VALUES ($1, $2)
               ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
              [event.id, event.type],
            );
            if (fresh.length) await fn(event, tx);
          },
          { outletId: event.outletId },
        ),
      );
      m.ack();
    } catch (e) {
      this.log.error(`event ${event.type} ${event.id} failed: ${(e as Error).message}`);
      m.nak(5000);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const s of this.rpcSubs) s.unsubscribe();
    for (const s of this.subscriptions) await s.close().catch(() => {});
    await Promise.allSettled(this.loops);
  }
}
