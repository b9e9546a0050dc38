import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import request from 'supertest';
import { DLQ_STREAM, EVENTS_STREAM, IdentitySubjects, ProcurementSubjects } from '@mise/contracts';
import {
  startNatsServer,
  startTestApp,
  testOriginHeaders,
  type PrivateNats,
  type TestApp,
} from '@mise/testing';
import { Db, DeadLetterHeaders, loadServiceConfig, type ServiceConfig } from '../src';
import {
  EventsFixtureModule,
  eventsFixtureMigrations,
  SupplierProbe,
} from './fixture/events-fixture.module';

const SUBJECT = ProcurementSubjects.supplierSaved;
const MAX_DELIVERIES = 3;

/**
 * A service (running as catalogue) that consumes procurement.supplier.saved, on a NATS server of
 * its own so that its EVENTS and DLQ streams hold only this file's messages.
 */
describe('events trusted by content, dead letters', () => {
  let nats: PrivateNats;
  let nc: NatsConnection;
  let t: TestApp;
  let probe: SupplierProbe;
  const outletId = randomUUID();

  beforeAll(async () => {
    nats = await startNatsServer();
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => EventsFixtureModule.forRoot(c),
      migrations: eventsFixtureMigrations,
      env: {
        NATS_URL: nats.url,
        EVENTS_MAX_DELIVERIES: String(MAX_DELIVERIES),
        EVENTS_RETRY_DELAY_MS: '50',
      },
    });
    probe = t.app.get(SupplierProbe);
    nc = await connect({ servers: nats.url });
    // the durable consumer starts after boot; events published before it would be missed
    const jsm = await jetstreamManager(nc);
    const consumer = `${t.config.natsConsumer}__procurement_supplier_saved`;
    await waitFor(() =>
      jsm.consumers.info(EVENTS_STREAM, consumer).then(
        () => true,
        () => false,
      ),
    );
  });

  afterAll(async () => {
    await nc?.close();
    await t?.close();
    await nats?.dispose();
  });

  const envelope = (payload: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    type: SUBJECT,
    version: 1,
    occurredAt: new Date().toISOString(),
    outletId,
    actorId: null,
    correlationId: null,
    payload,
    ...over,
  });

  const supplier = (name: string) => ({ supplierId: randomUUID(), name, revision: 1 });

  async function publish(data: unknown, subject: string = SUBJECT): Promise<void> {
    const bytes = typeof data === 'string' ? data : JSON.stringify(data);
    await jetstream(nc).publish(subject, bytes, {
      msgID: randomUUID(),
      headers: testOriginHeaders(),
    });
  }

  async function applied(eventId: string): Promise<Array<{ name: string; outlet_id: string }>> {
    return t.ownerSql(`SELECT name, outlet_id FROM applied WHERE event_id = $1`, [eventId]);
  }

  /** Publishes a good event and waits until it is applied: everything before it was handled. */
  async function settle(): Promise<void> {
    const marker = envelope(supplier('marker'));
    await publish(marker);
    await waitFor(async () => (await applied(marker.id)).length > 0);
  }

  async function deadLetters(): Promise<
    Array<{ subject: string; reason: string | undefined; deliveries: string; data: string }>
  > {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info(DLQ_STREAM).catch(() => null);
    if (!info || info.state.messages === 0) return [];
    const out = [];
    for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
      const m = await jsm.streams.getMessage(DLQ_STREAM, { seq });
      if (!m) continue;
      out.push({
        subject: m.subject,
        reason: m.header?.get(DeadLetterHeaders.reason),
        deliveries: m.header?.get(DeadLetterHeaders.deliveries) ?? '',
        data: new TextDecoder().decode(m.data),
      });
    }
    return out;
  }

  it('applies a good event once, in its outlet, though it is delivered twice', async () => {
    const good = envelope(supplier('Fresh Farms'));
    await publish(good);
    await publish(good); // same event id under another message id: JetStream keeps both
    await settle();
    expect(await applied(good.id)).toEqual([{ name: 'Fresh Farms', outlet_id: outletId }]);
    // the service's second handler of the subject saw it too, once
    expect(await t.ownerSql(`SELECT 1 FROM audited WHERE event_id = $1`, [good.id])).toHaveLength(
      1,
    );
    expect((await deadLetters()).map((d) => d.data)).not.toContain(JSON.stringify(good));
  });

  it('never applies a forged envelope whose type is not its subject; it lands in the DLQ', async () => {
    // someone able to publish procurement.supplier.saved dresses up an outlet deletion
    const forged = envelope(
      { outletId, ownerId: randomUUID(), outletName: 'x' },
      { type: IdentitySubjects.outletDeleted },
    );
    await publish(forged);
    await settle();
    expect(await applied(forged.id)).toEqual([]);
    expect(probe.attempts.get(forged.id)).toBeUndefined();
    expect(await deadLetters()).toContainEqual({
      subject: `dlq.catalogue.${SUBJECT}`,
      reason: 'type-mismatch',
      deliveries: '1',
      data: JSON.stringify(forged),
    });
  });

  it('dead-letters malformed envelopes and unreadable bytes with their original bytes', async () => {
    const malformed = [
      envelope(supplier('bad id'), { id: 'not-a-uuid' }),
      envelope(supplier('bad outlet'), { outletId: "' OR 1=1 --" }),
      envelope(supplier('bad time'), { occurredAt: 'yesterday' }),
      envelope(supplier('no version'), { version: '1' }),
      envelope('not an object' as unknown as Record<string, unknown>),
    ];
    for (const m of malformed) await publish(m);
    await publish('{"id": "half a message');
    await settle();
    const letters = await deadLetters();
    for (const m of malformed) {
      expect(letters).toContainEqual(
        expect.objectContaining({ reason: 'invalid-envelope', data: JSON.stringify(m) }),
      );
    }
    expect(letters).toContainEqual(
      expect.objectContaining({ reason: 'unreadable', data: '{"id": "half a message' }),
    );
    const names = await t.ownerSql<{ name: string }>(`SELECT name FROM applied`);
    expect(names.map((r) => r.name)).not.toEqual(
      expect.arrayContaining(['bad id', 'bad outlet', 'bad time', 'no version']),
    );
  });

  it(`dead-letters an event whose handler failed ${MAX_DELIVERIES} times, and stops retrying`, async () => {
    const doomed = envelope(supplier('always-fails'));
    await publish(doomed);
    await waitFor(async () => (await deadLetters()).some((d) => d.data === JSON.stringify(doomed)));
    await settle();
    expect(probe.attempts.get(doomed.id)).toBe(MAX_DELIVERIES);
    expect(await deadLetters()).toContainEqual({
      subject: `dlq.catalogue.${SUBJECT}`,
      reason: 'handler-failed',
      deliveries: String(MAX_DELIVERIES),
      data: JSON.stringify(doomed),
    });
    expect(await applied(doomed.id)).toEqual([]);
    expect(await t.ownerSql(`SELECT 1 FROM audited WHERE event_id = $1`, [doomed.id])).toEqual([]);
  });

  it('retries a handler that fails fewer times than the limit, and applies it once', async () => {
    const flaky = envelope(supplier(`fails-${MAX_DELIVERIES - 1}`));
    await publish(flaky);
    await waitFor(async () => (await applied(flaky.id)).length > 0);
    expect(probe.attempts.get(flaky.id)).toBe(MAX_DELIVERIES);
    expect((await deadLetters()).map((d) => d.data)).not.toContain(JSON.stringify(flaky));
  });

  it('counts dead letters by subject and reason in /metrics', async () => {
    const text = (await request(t.url).get('/metrics')).text;
    expect(text).toContain(
      `mise_event_dead_lettered_total{subject="${SUBJECT}",reason="type-mismatch"} 1`,
    );
    expect(text).toContain(
      `mise_event_dead_lettered_total{subject="${SUBJECT}",reason="handler-failed"} 1`,
    );
    expect(text).toContain(
      `mise_event_dead_lettered_total{subject="${SUBJECT}",reason="invalid-envelope"} 5`,
    );
    // the good event delivered twice was applied once and skipped once
    expect(text).toContain(`mise_event_skipped_total{reason="duplicate"} 1`);
  });

  it("refuses to write another service's event to the outbox", async () => {
    await expect(
      t.app.get(Db).transaction((tx) =>
        tx.emit(IdentitySubjects.outletDeleted, {
          outletId,
          ownerId: randomUUID(),
          outletName: 'forged',
        }),
      ),
    ).rejects.toThrow('catalogue may not publish identity.outlet.deleted');
    expect(
      await t.ownerSql(`SELECT 1 FROM outbox WHERE subject = $1`, [IdentitySubjects.outletDeleted]),
    ).toEqual([]);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
