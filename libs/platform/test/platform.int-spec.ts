import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import request from 'supertest';
import { CatalogueSubjects, EVENTS_STREAM, IdentitySubjects, Requests } from '@mise/contracts';
import {
  expectEvent,
  startNatsServer,
  startTestApp,
  testOriginHeaders,
  testNats,
  type TestApp,
} from '@mise/testing';
import { Bus, ConfigError, loadServiceConfig, OutboxRelay, type ServiceConfig } from '../src';
import { FixtureHandlers, FixtureModule, fixtureMigrations } from './fixture/fixture.module';

const start = (env: Record<string, string> = {}) =>
  startTestApp<ServiceConfig>({
    service: 'catalogue', // the fixture borrows a service name; its database and consumer are its own
    loadConfig: (e) => loadServiceConfig('catalogue', e),
    module: (c) => FixtureModule.forRoot(c),
    migrations: fixtureMigrations,
    env,
  });

describe('platform', () => {
  let t: TestApp;
  const ana = { email: 'ana@example.com', ownerId: randomUUID(), outletId: randomUUID() };
  const ben = { email: 'ben@example.com', ownerId: randomUUID(), outletId: randomUUID() };
  const admin = { email: 'admin@example.com', ownerId: randomUUID() };
  let anaToken: string;
  let benToken: string;

  beforeAll(async () => {
    t = await start();
    for (const o of [ana, ben]) {
      await t.ownerSql(`INSERT INTO owners (email, owner_id) VALUES ($1, $2)`, [
        o.email,
        o.ownerId,
      ]);
      await t.ownerSql(`INSERT INTO outlets (id, owner_id) VALUES ($1, $2)`, [
        o.outletId,
        o.ownerId,
      ]);
    }
    await t.ownerSql(`INSERT INTO owners (email, owner_id, is_admin) VALUES ($1, $2, true)`, [
      admin.email,
      admin.ownerId,
    ]);
    anaToken = await t.idp.mint({ email: ana.email });
    benToken = await t.idp.mint({ email: ben.email });
  });
  afterAll(() => t.close());

  describe('authentication', () => {
    it('refuses a request without a token, with an expired, foreign-audience or HS256 token', async () => {
      const tokens = [
        undefined,
        await t.idp.mint({ email: ana.email, expiresIn: -10 }),
        await t.idp.mint({ email: ana.email, audience: 'someone-else' }),
        await t.idp.mint({ email: ana.email, issuer: 'https://evil.example/' }),
        await t.idp.mint({ email: ana.email, alg: 'HS256' }),
      ];
      for (const token of tokens) {
        const res = await t.gql('{ whoAmI }', {}, { token });
        expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
        expect(res.data?.whoAmI ?? null).toBeNull();
      }
    });

    it('knows the actor from a valid token, registered or not', async () => {
      expect((await t.gql('{ whoAmI }', {}, { token: anaToken })).data?.whoAmI).toBe(
        `ana@example.com:${ana.ownerId}:false`,
      );
      const stranger = await t.idp.mint({ email: 'New@Example.com' });
      expect((await t.gql('{ whoAmI }', {}, { token: stranger })).data?.whoAmI).toBe(
        'new@example.com:unregistered:false',
      );
    });

    it('keeps admin-only operations from owners', async () => {
      const res = await t.gql('{ adminCount }', {}, { token: anaToken });
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const ok = await t.gql(
        '{ adminCount }',
        {},
        { token: await t.idp.mint({ email: admin.email }) },
      );
      expect(ok.data?.adminCount).toBe(1);
    });
  });

  describe('outlet context and row-level security', () => {
    it('scopes reads and writes to the outlet in X-Outlet-ID', async () => {
      await t.gql(
        `mutation { addNote(text: "ana's soup") { id } }`,
        {},
        { token: anaToken, outletId: ana.outletId },
      );
      await t.gql(
        `mutation { addNote(text: "ben's curry") { id } }`,
        {},
        { token: benToken, outletId: ben.outletId },
      );
      const anaNotes = await t.gql<{ notes: Array<{ text: string }> }>(
        '{ notes { text } }',
        {},
        { token: anaToken, outletId: ana.outletId },
      );
      expect(anaNotes.data?.notes.map((n) => n.text)).toEqual(["ana's soup"]);
    });

    it("answers NOT_FOUND for another owner's outlet, a made-up one or none, and writes nothing", async () => {
      const before = await t.ownerSql<{ n: string }>('SELECT count(*) AS n FROM notes');
      for (const outletId of [ben.outletId, randomUUID(), 'not-a-uuid', undefined]) {
        const res = await t.gql(
          `mutation { addNote(text: "sneaky") { id } }`,
          {},
          { token: anaToken, outletId },
        );
        expect(res.errors?.[0]).toMatchObject({
          message: 'Outlet not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
      expect(await t.ownerSql('SELECT count(*) AS n FROM notes')).toEqual(before);
    });

    it('lets an admin into any outlet', async () => {
      const res = await t.gql<{ notes: Array<{ text: string }> }>(
        '{ notes { text } }',
        {},
        {
          token: await t.idp.mint({ email: admin.email }),
          outletId: ben.outletId,
        },
      );
      expect(res.data?.notes.map((n) => n.text)).toEqual(["ben's curry"]);
    });

    it('shows no rows to a query that sets no outlet, and only its own to one that does', async () => {
      expect(
        Number((await t.ownerSql<{ n: string }>('SELECT count(*) AS n FROM notes'))[0].n),
      ).toBeGreaterThanOrEqual(2);
      expect(await t.appSql('SELECT * FROM notes')).toEqual([]);
      const own = await t.appSql<{ text: string }>('SELECT text FROM notes', [], {
        outletId: ana.outletId,
      });
      expect(own.map((r) => r.text)).toEqual(["ana's soup"]);
    });

    it('refuses to write a row into another outlet even from the app role', async () => {
      await expect(
        t.appSql(`INSERT INTO notes (outlet_id, text) VALUES ($1, 'x')`, [ben.outletId], {
          outletId: ana.outletId,
        }),
      ).rejects.toThrow(/row-level security/);
    });
  });

  describe('errors', () => {
    it('shows the rule message with BAD_USER_INPUT and the field', async () => {
      const res = await t.gql(
        `mutation { addNote(text: " ") { id } }`,
        {},
        { token: anaToken, outletId: ana.outletId },
      );
      expect(res.errors?.[0]).toMatchObject({
        message: 'Kindly fill in the text',
        extensions: { code: 'BAD_USER_INPUT', field: 'text' },
      });
    });

    it('never shows SQL or a stack trace for an unexpected error', async () => {
      const res = await t.gql('{ boom }', {}, { token: anaToken });
      expect(res.errors?.[0]).toEqual({
        message: 'Internal server error',
        path: ['boom'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
    });
  });

  describe('events', () => {
    it('publishes a committed change to JetStream with the envelope', async () => {
      const { event: seen } = await expectEvent<{ name: string }>(
        CatalogueSubjects.variantSaved,
        (e) => e.payload.name === 'bread',
      );
      await t.gql(
        `mutation { addNote(text: "bread") { id } }`,
        {},
        { token: anaToken, outletId: ana.outletId, headers: { 'x-correlation-id': 'corr-123' } },
      );
      const e = await seen;
      expect(e).toMatchObject({
        type: 'catalogue.variant.saved',
        version: 1,
        outletId: ana.outletId,
        actorId: ana.ownerId,
        correlationId: 'corr-123',
      });
      // the relay marks the row once JetStream has acknowledged it
      await waitFor(async () => {
        const [row] = await t.ownerSql<{ published_at: Date | null }>(
          `SELECT published_at FROM outbox WHERE id = $1`,
          [e.id],
        );
        return row.published_at !== null;
      });
    });

    it('handles a redelivered event once (inbox), in a transaction scoped to its outlet', async () => {
      const nc = await testNats();
      const js = jetstream(nc);
      const envelope = {
        id: randomUUID(),
        type: IdentitySubjects.outletDeleted,
        version: 1,
        occurredAt: new Date().toISOString(),
        outletId: ana.outletId,
        actorId: null,
        correlationId: null,
        payload: { outletId: ana.outletId, ownerId: ana.ownerId, outletName: 'x' },
      };
      // the same event twice under different message ids: JetStream keeps both, the inbox one
      await js.publish(IdentitySubjects.outletDeleted, JSON.stringify(envelope), {
        msgID: randomUUID(),
        headers: testOriginHeaders(),
      });
      await js.publish(IdentitySubjects.outletDeleted, JSON.stringify(envelope), {
        msgID: randomUUID(),
        headers: testOriginHeaders(),
      });
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const handled = await t.ownerSql(`SELECT 1 FROM handled WHERE event_id = $1`, [
          envelope.id,
        ]);
        const inbox = await t.ownerSql(`SELECT 1 FROM inbox WHERE event_id = $1`, [envelope.id]);
        if (handled.length && inbox.length) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await new Promise((r) => setTimeout(r, 500)); // room for the second delivery to be (not) handled
      const rows = await t.ownerSql(`SELECT outlet_id FROM handled WHERE event_id = $1`, [
        envelope.id,
      ]);
      expect(rows).toEqual([{ outlet_id: ana.outletId }]);
    });

    it('answers NATS requests from @RpcHandler methods; no answer is null', async () => {
      const bus = t.app.get(Bus);
      const id = randomUUID();
      const reply = await bus.request(FixtureHandlers.rpcSubject, {
        outletId: ana.outletId,
        kind: 'variant',
        ids: [id],
      });
      expect(reply?.rows).toEqual([expect.objectContaining({ variantId: id, revision: 3 })]);
      expect(
        await bus.request(
          Requests.lookup('procurement'),
          { outletId: ana.outletId, kind: 'supplier' },
          300,
        ),
      ).toBeNull();
    });
  });

  describe('health', () => {
    it('answers live, ready and metrics without a token', async () => {
      expect((await request(t.url).get('/health/live')).status).toBe(200);
      const ready = await request(t.url).get('/health/ready');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ok', database: true, nats: true });
      const metrics = await request(t.url).get('/metrics');
      expect(metrics.text).toMatch(/mise_sql_statements_total \d+/);
    });
  });
});

describe('outbox relay with NATS down', () => {
  it('delivers an event written while NATS was down exactly once after it comes back', async () => {
    const nats = await startNatsServer();
    const t = await start({ NATS_URL: nats.url });
    try {
      const owner = { email: 'cara@example.com', ownerId: randomUUID(), outletId: randomUUID() };
      await t.ownerSql(`INSERT INTO owners (email, owner_id) VALUES ($1, $2)`, [
        owner.email,
        owner.ownerId,
      ]);
      await t.ownerSql(`INSERT INTO outlets (id, owner_id) VALUES ($1, $2)`, [
        owner.outletId,
        owner.ownerId,
      ]);
      const token = await t.idp.mint({ email: owner.email });
      // the stream exists once the relay has published something
      await t.gql(
        `mutation { addNote(text: "warm-up") { id } }`,
        {},
        { token, outletId: owner.outletId },
      );
      await waitFor(async () => (await unpublished(t)) === 0);

      await nats.stop();
      const res = await t.gql<{ addNote: { id: string } }>(
        `mutation { addNote(text: "while down") { id } }`,
        {},
        { token, outletId: owner.outletId },
      );
      expect(res.data?.addNote.id).toBeDefined(); // the app keeps working without NATS
      expect(await unpublished(t)).toBe(1);

      // a crash between publish and mark: the same row is published twice
      await nats.start();
      await waitFor(async () => (await unpublished(t)) === 0, 20_000);
      const [row] = await t.ownerSql<{ id: string; subject: string; envelope: unknown }>(
        `SELECT id, subject, envelope FROM outbox ORDER BY created_at DESC LIMIT 1`,
      );
      const nc = await connect({ servers: nats.url });
      await jetstream(nc).publish(row.subject, JSON.stringify(row.envelope), {
        msgID: row.id,
        headers: testOriginHeaders(),
      });
      await t.app.get(OutboxRelay).drain();

      const jsm = await jetstreamManager(nc);
      const info = await jsm.streams.info(EVENTS_STREAM);
      expect(info.state.messages).toBe(2); // warm-up + "while down", once each
      const stored = await jsm.streams.getMessage(EVENTS_STREAM, { seq: info.state.last_seq });
      expect(stored?.json<{ id: string }>().id).toBe(row.id);
      await nc.close();
    } finally {
      await t.close();
      await nats.dispose();
    }
  });
});

describe('configuration', () => {
  it('reports every problem at once', () => {
    expect(() => loadServiceConfig('identity', { PORT: 'abc', MIGRATE_ON_BOOT: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadServiceConfig('identity', { PORT: 'abc', MIGRATE_ON_BOOT: 'maybe' });
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([
        'PORT must be a whole number (got "abc")',
        'DATABASE_URL is required',
        'MIGRATE_ON_BOOT must be true or false (got "maybe")',
        'JWT_ISSUER is required',
      ]);
    }
  });
});

async function unpublished(t: TestApp): Promise<number> {
  const [r] = await t.ownerSql<{ n: string }>(
    `SELECT count(*) AS n FROM outbox WHERE published_at IS NULL`,
  );
  return Number(r.n);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}
