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
import { headers } from '@nats-io/transport-node';
import {
  deadLetterSubject,
  eventConsumerName,
  EVENTS_STREAM,
  type EventEnvelope,
} from '@mise/contracts';
import type { ServiceConfig } from '../config';
import { runWithContext } from '../context';
import { groupBy } from '../group';
import { Db, type Tx } from '../db/db.service';
import { MetricsService } from '../health/metrics.service';
import { SERVICE_CONFIG } from '../tokens';
import { DeadLetterHeaders, ensureDeadLetterStream, type DeadLetterReason } from './dead-letter';
import { checkEnvelope } from './envelope';
import { EVENT_HANDLER, RPC_HANDLER } from './handlers';
import { NatsService } from './nats.service';
import { ofOtherOrigin } from './origin';
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
 * One function per subject: a service may handle a subject in several places (the platform's
 * tenancy and the service's own module both on `identity.outlet.deleted`); they share the
 * subject's one durable consumer and run one after the other in the event's transaction.
 */
function bySubject(handlers: Array<{ subject: string; fn: EventFn }>): Map<string, EventFn> {
  const grouped = groupBy(handlers, (h) => h.subject);
  return new Map(
    [...grouped].map(([subject, list]) => [
      subject,
      async (event: EventEnvelope, tx: Tx) => {
        for (const { fn } of list) await fn(event, tx);
      },
    ]),
  );
}

/**
 * Consumes this service's events from JetStream: one durable pull consumer per handled subject
 * (NATS 2.9 has one filter per consumer). Each event is handled in a transaction scoped to its
 * outlet that also records its id in the inbox, so a redelivered event changes nothing.
 *
 * Nothing is trusted by content: an unreadable message, a malformed envelope, an envelope whose
 * `type` is not the subject it came on, or a subject of no known service goes straight to the
 * dead-letter stream (`dlq.<this service>.<subject>`, original bytes, reason header) and is
 * terminated; so does an event whose handler failed on its `eventsMaxDeliveries`-th delivery.
 */
@Injectable()
export class EventConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log = new Logger('events');
  private readonly subscriptions: ConsumerMessages[] = [];
  private readonly loops: Array<Promise<void>> = [];
  private rpcSubs: Array<{ unsubscribe(): void }> = [];
  private stopped = false;
  /** Settles once every durable consumer and request handler exists (or failed to start). */
  private ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly db: Db,
    private readonly nats: NatsService,
    private readonly metrics: MetricsService,
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
    this.ready = this.nats
      .connection()
      .then(async (nc) => {
        for (const { subject, fn } of rpcs) {
          const sub = nc.subscribe(this.config.natsRpcPrefix + subject, {
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
          await ensureDeadLetterStream(nc);
          for (const [subject, fn] of bySubject(events)) await this.consume(subject, fn);
        }
      })
      .catch((e: Error) => this.log.error(`event consumers did not start: ${e.message}`));
  }

  /**
   * Resolves when the consumers exist. Boot does not wait for them (a service answers while NATS
   * is away); a test that publishes right after start does, since a consumer made after an event
   * that delivers only new ones never sees it.
   */
  started(): Promise<void> {
    return this.ready;
  }

  private async consume(subject: string, fn: EventFn): Promise<void> {
    const nc = await this.nats.connection();
    const jsm = await jetstreamManager(nc);
    const name = eventConsumerName(this.config.natsConsumer, subject);
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
          // messages behind this one: not yet delivered (JetStream's count) + delivered, unhandled
          await this.handle(m, fn, m.info.pending + messages.getPending());
        }
      })(),
    );
  }

  /**
   * Handles one message exactly once (per event id): acks after commit; on failure naks for a
   * retry, or dead-letters it once it has been delivered `eventsMaxDeliveries` times.
   */
  async handle(m: JsMsg, fn: EventFn, behind = m.info.pending): Promise<void> {
    if (ofOtherOrigin(m, this.config.eventOrigin)) {
      // another test file's event on the shared test NATS (tests only: see `eventOrigin`)
      this.metrics.eventsSkipped.inc({ reason: 'other-origin' });
      m.ack();
      return;
    }
    let data: unknown;
    try {
      data = m.json<unknown>();
    } catch {
      return this.deadLetter(m, 'unreadable', 'not JSON');
    }
    const checked = checkEnvelope(data, m.subject);
    if (!checked.ok) return this.deadLetter(m, checked.reason, checked.detail);
    const event = checked.event;
    let duplicate = false;
    try {
      await runWithContext(
        { correlationId: event.correlationId ?? event.id, eventsPending: behind },
        () =>
          this.db.transaction(
            async (tx) => {
              const fresh: unknown[] = await tx.manager.query(
                `INSERT INTO inbox (event_id, subject) VALUES ($1, $2)
               ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
                [event.id, event.type],
              );
              duplicate = fresh.length === 0;
              if (!duplicate) await fn(event, tx);
            },
            { outletId: event.outletId },
          ),
      );
      if (duplicate) this.metrics.eventsSkipped.inc({ reason: 'duplicate' });
      m.ack();
    } catch (e) {
      const message = (e as Error).message;
      const deliveries = m.info.deliveryCount;
      if (deliveries >= this.config.eventsMaxDeliveries) {
        return this.deadLetter(m, 'handler-failed', message);
      }
      this.log.error(
        `event ${event.type} ${event.id} failed (delivery ${deliveries} of ${this.config.eventsMaxDeliveries}): ${message}`,
      );
      m.nak(this.config.eventsRetryDelayMs);
    }
  }

  /**
   * Parks the message's original bytes in the DLQ stream with the reason, then terminates it so
   * it is never delivered again. If the DLQ cannot take it, the message is retried instead.
   */
  private async deadLetter(m: JsMsg, reason: DeadLetterReason, detail: string): Promise<void> {
    this.log.error(
      `dead-lettering ${m.subject} (seq ${m.info.streamSequence}): ${reason}: ${detail}`,
    );
    try {
      const h = headers();
      h.set(DeadLetterHeaders.reason, reason);
      h.set(DeadLetterHeaders.detail, detail.replace(/[\r\n]+/g, ' ').slice(0, 500));
      h.set(DeadLetterHeaders.subject, m.subject);
      h.set(DeadLetterHeaders.consumer, m.info.consumer);
      h.set(DeadLetterHeaders.deliveries, String(m.info.deliveryCount));
      h.set(DeadLetterHeaders.streamSequence, String(m.info.streamSequence));
      const nc = await this.nats.connection();
      await jetstream(nc).publish(deadLetterSubject(this.config.service, m.subject), m.data, {
        headers: h,
        // a redelivery dead-lettered twice (crash before term) is stored once
        msgID: `${m.info.stream}:${m.info.consumer}:${m.info.streamSequence}`,
        timeout: 5000,
      });
    } catch (e) {
      this.log.error(`dead-letter stream refused ${m.subject}: ${(e as Error).message}`);
      m.nak(this.config.eventsRetryDelayMs);
      return;
    }
    this.metrics.eventsDeadLettered.inc({ subject: m.subject, reason });
    m.term();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const s of this.rpcSubs) s.unsubscribe();
    for (const s of this.subscriptions) await s.close().catch(() => {});
    await Promise.allSettled(this.loops);
  }
}
