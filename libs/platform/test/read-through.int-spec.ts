import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import {
  CatalogueSubjects,
  EVENTS_STREAM,
  type LookupRequest,
  type LookupRow,
} from '@mise/contracts';
import {
  startNatsServer,
  startTestApp,
  until,
  type PrivateNats,
  type TestApp,
  testOriginHeaders,
} from '@mise/testing';
import { loadServiceConfig, OWNER_UNAVAILABLE_MESSAGE, type ServiceConfig } from '../src';
import {
  ReadThroughFixtureModule,
  readThroughMigrations,
  VariantNames,
} from './fixture/read-through-fixture.module';

/**
 * A service (running as sales) projecting catalogue's variants through `readThrough`, in an
 * event handler and in a command, against a stand-in catalogue that answers, does not know the
 * id, or does not answer at all. A NATS server of its own: its events reach nobody else.
 */
describe('readThrough: the local projection, the owner asked once on a miss, one policy', () => {
  let nats: PrivateNats;
  let nc: NatsConnection;
  let t: TestApp;
  /** what the stand-in catalogue knows; null: it does not answer */
  let catalogue: Map<string, string> | null = new Map();
  const asked: Array<LookupRequest<'catalogue'>> = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    t = await startTestApp<ServiceConfig>({
      service: 'sales',
      loadConfig: (e) => loadServiceConfig('sales', e),
      module: (c) => ReadThroughFixtureModule.forRoot(c),
      migrations: readThroughMigrations,
      env: { NATS_URL: nats.url, EVENTS_MAX_DELIVERIES: '50', EVENTS_RETRY_DELAY_MS: '50' },
    });
    nc = await connect({ servers: nats.url });
    nc.subscribe(`${t.config.natsRpcPrefix}rpc.catalogue.lookup`, {
      callback: (_e, msg) => {
        const req = msg.json<LookupRequest<'catalogue'>>();
        asked.push(req);
        if (!catalogue) return; // silent: the asker times out
        const known = catalogue;
        const rows: Array<LookupRow<'variant'>> = (req.ids ?? [])
          .filter((id) => known.has(id))
          .map((variantId) => ({
            variantId,
            name: known.get(variantId)!,
            variantType: 'SINGLE',
            maxChoice: 1,
            ingredients: [],
            batchItems: [],
            revision: 2,
          }));
        msg.respond(JSON.stringify({ rows }));
      },
    });
    await nc.flush();
    const jsm = await jetstreamManager(nc);
    // the durable consumer starts after boot; events published before it would be missed
    await until(
      () =>
        jsm.consumers
          .list(EVENTS_STREAM)
          .next()
          .then(
            (list) => list.some((c) => c.name.startsWith(t.config.natsConsumer)),
            () => false,
          ),
      Boolean,
      'the consumer',
    );
  });

  afterAll(async () => {
    await nc?.close();
    await t?.close();
    await nats?.dispose();
  });

  beforeEach(() => {
    catalogue = new Map();
    asked.length = 0;
  });

  const command = (outletId: string, ids: string[]) =>
    t.gql<{ variantNames: string[] }>(
      `mutation ($o: String!, $ids: [String!]!) { variantNames(outletId: $o, ids: $ids) }`,
      { o: outletId, ids },
    );
  const kept = (ids: string[]) =>
    t.ownerSql<{ name: string }>(
      `SELECT name FROM variants WHERE variant_id = ANY($1::uuid[]) ORDER BY name`,
      [ids],
    );

  async function publishMenuItem(outletId: string, variantIds: string[]): Promise<string> {
    const id = randomUUID();
    const envelope = {
      id,
      type: CatalogueSubjects.menuItemSaved,
      version: 1,
      occurredAt: new Date().toISOString(),
      outletId,
      actorId: null,
      correlationId: null,
      payload: {
        menuItemId: randomUUID(),
        menuId: randomUUID(),
        versionNumber: 1,
        name: 'NOODLES',
        category: 'MAINS',
        price: '12.50',
        costPerServing: '0',
        ingredients: [],
        batchIngredients: [],
        variantIds,
        revision: 1,
      },
    };
    await jetstream(nc).publish(CatalogueSubjects.menuItemSaved, JSON.stringify(envelope), {
      msgID: id,
      headers: testOriginHeaders(),
    });
    return id;
  }
  const applied = (eventId: string) =>
    t.ownerSql<{ names: string }>(`SELECT names FROM applied WHERE event_id = $1`, [eventId]);

  describe('in a command', () => {
    it('reads what the projection holds without asking', async () => {
      const outletId = randomUUID();
      const id = randomUUID();
      catalogue!.set(id, 'SIZE');
      expect((await command(outletId, [id])).data).toEqual({ variantNames: ['SIZE'] });
      asked.length = 0;
      catalogue = null; // the owner is away: a held row needs no answer
      expect((await command(outletId, [id])).data).toEqual({ variantNames: ['SIZE'] });
      expect(asked).toEqual([]);
    });

    it('asks the owner once for every missing id, keeps its answer, and asks no more', async () => {
      const outletId = randomUUID();
      const [a, b] = [randomUUID(), randomUUID()];
      catalogue!.set(a, 'SIZE').set(b, 'SPICE');
      const res = await command(outletId, [a, b, a.toUpperCase()]);
      expect(res.data).toEqual({ variantNames: ['SIZE', 'SPICE'] });
      expect(asked).toEqual([{ outletId, kind: 'variant', ids: [a, b] }]);
      expect(await kept([a, b])).toEqual([{ name: 'SIZE' }, { name: 'SPICE' }]);
      await command(outletId, [a, b]);
      expect(asked).toHaveLength(1);
    });

    it('answers without the ids the owner does not know either (the caller says not found)', async () => {
      const outletId = randomUUID();
      const [known, unknown] = [randomUUID(), randomUUID()];
      catalogue!.set(known, 'SIZE');
      expect((await command(outletId, [known, unknown])).data).toEqual({ variantNames: ['SIZE'] });
      expect(await kept([unknown])).toEqual([]);
    });

    it('says "try again" (SERVICE_UNAVAILABLE) and writes nothing when the owner does not answer', async () => {
      const outletId = randomUUID();
      const id = randomUUID();
      catalogue = null;
      const res = await command(outletId, [id]);
      expect(res.data).toBeNull();
      expect(res.errors).toEqual([
        expect.objectContaining({
          message: OWNER_UNAVAILABLE_MESSAGE,
          extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }),
        }),
      ]);
      expect(OWNER_UNAVAILABLE_MESSAGE).toMatch(/try again/i);
      expect(await kept([id])).toEqual([]);
    });
  });

  describe('in an event handler', () => {
    it('applies the event with what the owner answers', async () => {
      const id = randomUUID();
      catalogue!.set(id, 'SIZE');
      const eventId = await publishMenuItem(randomUUID(), [id]);
      await until(
        () => applied(eventId),
        (r) => r.length === 1,
        'the event',
      );
      expect(await applied(eventId)).toEqual([{ names: 'SIZE' }]);
    });

    it('applies the event without an id the owner does not know', async () => {
      const eventId = await publishMenuItem(randomUUID(), [randomUUID()]);
      await until(
        () => applied(eventId),
        (r) => r.length === 1,
        'the event',
      );
      expect(await applied(eventId)).toEqual([{ names: '' }]);
    });

    it('retries the event while the owner does not answer, then applies it once', async () => {
      const id = randomUUID();
      catalogue = null;
      const probe = t.app.get(VariantNames);
      const before = probe.attempts;
      const eventId = await publishMenuItem(randomUUID(), [id]);
      await until(
        async () => probe.attempts - before,
        (n) => n >= 2,
        'a second delivery',
        20_000,
      );
      expect(await applied(eventId)).toEqual([]);
      expect(await kept([id])).toEqual([]);
      catalogue = new Map([[id, 'SIZE']]);
      await until(
        () => applied(eventId),
        (r) => r.length === 1,
        'the event applied',
        20_000,
      );
      expect(await applied(eventId)).toEqual([{ names: 'SIZE' }]);
      expect(await kept([id])).toEqual([{ name: 'SIZE' }]);
    });
  });
});
