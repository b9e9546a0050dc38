import { randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { IdentitySubjects, Requests, type AnalysisCountsReply } from '@mise/contracts';
import {
  publishEvent,
  signedInOwner,
  startTestApp,
  testNats,
  type TestApp,
  type TestOwner,
  until,
  testOriginHeaders,
} from '@mise/testing';
import { Bus, loadServiceConfig, mayUseOutlet, type ServiceConfig } from '../src';
import {
  NOTE_SUBJECT,
  purged,
  TenancyFixtureModule,
  tenancyMigrations,
} from './fixture/tenancy-fixture.module';

const publish = publishEvent;

describe('the one access rule', () => {
  it('lets the owner and an admin use an outlet, nobody use a missing one', () => {
    const owner = { ownerId: 'o1', isAdmin: false };
    expect(mayUseOutlet(owner, 'o1')).toBe(true);
    expect(mayUseOutlet(owner, 'o2')).toBe(false);
    expect(mayUseOutlet({ ownerId: null, isAdmin: false }, 'o1')).toBe(false);
    expect(mayUseOutlet({ ownerId: 'x', isAdmin: true }, 'o2')).toBe(true);
    expect(mayUseOutlet({ ownerId: 'x', isAdmin: true }, null)).toBe(false);
    expect(mayUseOutlet(undefined, 'o1')).toBe(false);
  });
});

describe('tenancy of a non-identity service', () => {
  let t: TestApp;
  let ana: TestOwner;
  let ben: TestOwner;

  beforeAll(async () => {
    t = await startTestApp<ServiceConfig>({
      service: 'catalogue',
      loadConfig: (e) => loadServiceConfig('catalogue', e),
      module: (c) => TenancyFixtureModule.forRoot(c),
      migrations: tenancyMigrations,
    });
    ana = await signedInOwner(t, { email: 'ana@example.com' });
    ben = await signedInOwner(t, { email: 'ben@example.com' });
    for (const [o, texts] of [
      [ana, ['a1', 'a2', 'a2']],
      [ben, ['b1']],
    ] as const) {
      for (const text of texts) {
        const [note] = await t.ownerSql<{ id: string }>(
          `INSERT INTO notes (outlet_id, text) VALUES ($1, $2) RETURNING id`,
          [o.outletId, text],
        );
        await t.ownerSql(`INSERT INTO note_tags (outlet_id, note_id, tag) VALUES ($1, $2, 't')`, [
          o.outletId,
          note.id,
        ]);
      }
    }
  });
  afterAll(() => t.close());

  describe('projection of identity and OutletAccess', () => {
    it("knows a newly registered owner by the token's sub, and their outlet", async () => {
      const ownerId = randomUUID();
      const outletId = randomUUID();
      const sub = `auth0|${randomUUID()}`;
      await publish(IdentitySubjects.ownerRegistered, {
        ownerId,
        subject: sub,
        email: 'cara@example.com',
        firstName: 'Cara',
        lastName: 'Lee',
        isAdmin: false,
        revision: 1,
      });
      await publish(
        IdentitySubjects.outletCreated,
        {
          outletId,
          ownerId,
          outletName: 'Cara Cafe',
          outletNumber: '1',
          maskedOutletNumber: 'm-1',
          revision: 1,
        },
        outletId,
      );
      const token = await t.idp.mint({ email: 'cara@example.com', sub });
      const res = await until(
        () => t.gql<{ noteCount: number }>('{ noteCount }', {}, { token, outletId }),
        (r) => r.data?.noteCount === 0,
        'the projection',
      );
      expect(res.errors).toBeUndefined();
      // same e-mail, another sub: not that owner
      const impostor = await t.idp.mint({ email: 'cara@example.com', sub: 'other|1' });
      const refused = await t.gql('{ noteCount }', {}, { token: impostor, outletId });
      expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('matches an owner projected without a subject by e-mail only when it is verified', async () => {
      const ownerId = randomUUID();
      const outletId = randomUUID();
      const now = new Date().toISOString();
      await t.ownerSql(
        `INSERT INTO owners (id, email, is_admin, occurred_at) VALUES ($1, 'dan@example.com', false, $2)`,
        [ownerId, now],
      );
      await t.ownerSql(
        `INSERT INTO outlets (id, owner_id, outlet_name, occurred_at) VALUES ($1, $2, 'D', $3)`,
        [outletId, ownerId, now],
      );
      const verified = await t.idp.mint({ email: 'dan@example.com', sub: 'x|dan' });
      const unverified = await t.idp.mint({
        email: 'dan@example.com',
        sub: 'x|dan',
        emailVerified: false,
      });
      expect((await t.gql('{ noteCount }', {}, { token: verified, outletId })).data).toEqual({
        noteCount: 0,
      });
      const res = await t.gql('{ noteCount }', {}, { token: unverified, outletId });
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    it('applies only newer revisions, by occurredAt while revision is absent', async () => {
      const outletId = randomUUID();
      const ownerId = ana.ownerId;
      const base = { outletId, ownerId, changedFields: ['outletName'] };
      await publish(IdentitySubjects.outletUpdated, { ...base, outletName: 'three', revision: 3 });
      await until(
        () => t.ownerSql(`SELECT outlet_name FROM outlets WHERE id = $1`, [outletId]),
        (r) => r.length === 1,
        'revision 3',
      );
      const late = await publish(IdentitySubjects.outletUpdated, {
        ...base,
        outletName: 'two',
        revision: 2,
      });
      await until(
        () => t.ownerSql(`SELECT 1 FROM inbox WHERE event_id = $1`, [late.id]),
        (r) => r.length === 1,
        'the late event',
      );
      expect(await t.ownerSql(`SELECT outlet_name FROM outlets WHERE id = $1`, [outletId])).toEqual(
        [{ outlet_name: 'three' }],
      );

      // no revision on either side: the later occurredAt wins, an older one is ignored (a key of
      // its own: identity's tests publish real enable90DaysChecking changes on the shared NATS)
      const key = { key: `testSetting${randomUUID().slice(0, 8)}` };
      const older = new Date(Date.now() - 60_000).toISOString();
      await publish(IdentitySubjects.adminSettingChanged, { ...key, value: false });
      await until(
        () => t.ownerSql(`SELECT value FROM admin_settings WHERE key = $1`, [key.key]),
        (r) => r.length === 1,
        'the setting',
      );
      const stale = {
        id: randomUUID(),
        type: IdentitySubjects.adminSettingChanged,
        version: 1,
        occurredAt: older,
        outletId: null,
        actorId: null,
        correlationId: null,
        payload: { ...key, value: true },
      };
      await jetstream(await testNats()).publish(stale.type, JSON.stringify(stale), {
        msgID: stale.id,
        headers: testOriginHeaders(),
      });
      await until(
        () => t.ownerSql(`SELECT 1 FROM inbox WHERE event_id = $1`, [stale.id]),
        (r) => r.length === 1,
        'the stale setting',
      );
      expect(
        await t.ownerSql(`SELECT value FROM admin_settings WHERE key = $1`, [key.key]),
      ).toEqual([{ value: false }]);
    });
  });

  describe('Db scopes', () => {
    it('answers NOT_FOUND for a missing id (findOrNotFound), BAD_USER_INPUT for a malformed one', async () => {
      const q = 'query($id: ID!) { noteText(id: $id) }';
      expect((await ana.gql(q, { id: randomUUID() })).errors?.[0]).toMatchObject({
        message: 'Note not found',
        extensions: { code: 'NOT_FOUND' },
      });
      // issue 19: a malformed id is refused once, at the argument, before the resolver runs
      expect((await ana.gql(q, { id: 'not-a-uuid' })).errors?.[0]).toMatchObject({
        message: 'id is not a valid id',
        extensions: { code: 'BAD_USER_INPUT', field: 'id' },
      });
    });

    it("loads per outlet only the outlets the actor may use; others' are null", async () => {
      const q = 'query($ids: [ID!]!) { noteCounts(outletIds: $ids) }';
      const ids = [ana.outletId, ben.outletId, randomUUID()];
      expect((await ana.gql(q, { ids })).data).toEqual({ noteCounts: [3, null, null] });
      expect((await ben.gql(q, { ids })).data).toEqual({ noteCounts: [null, 1, null] });
      const admin = await signedInOwner(t, { isAdmin: true });
      expect((await admin.gql(q, { ids })).data).toEqual({ noteCounts: [3, 1, null] });
      // issue 19: a malformed id in the list is refused at the argument
      expect((await ana.gql(q, { ids: [...ids, 'junk'] })).errors?.[0].extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
    });

    it('opens the admin scope only to an admin, even where @AdminOnly was forgotten', async () => {
      const res = await ana.gql('{ allNotes }');
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const admin = await signedInOwner(t, { isAdmin: true });
      const all = await admin.gql('{ allNotes allNotesForAdmin }');
      expect(all.data).toEqual({ allNotes: 4, allNotesForAdmin: 4 });
    });
  });

  describe('admin analysis counts', () => {
    it('answers the declared counts and the last business day per outlet', async () => {
      const bus = t.app.get(Bus);
      const missing = randomUUID();
      const reply = await bus.request<AnalysisCountsReply>(Requests.analysisCounts('catalogue'), {
        outletIds: [ana.outletId, ben.outletId, missing, 'junk'],
      });
      expect(reply?.service).toBe('catalogue');
      expect(reply?.counts).toEqual({
        [ana.outletId]: { menu_item: 3, variant: 2, batch_item: 3 },
        [ben.outletId]: { menu_item: 1, variant: 1, batch_item: 1 },
        [missing]: { menu_item: 0, variant: 0, batch_item: 0 },
      });
      expect(reply?.lastBusiness[ana.outletId]).toEqual({
        date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(
          new Date(),
        ),
        module: 'Notes',
      });
      expect(reply?.lastBusiness[missing]).toBeUndefined();
    });
  });

  describe('outlet deletion', () => {
    it("purges the outlet's rows once, keeps the others, tombstones it and drops its later events", async () => {
      const victim = await signedInOwner(t);
      const [note] = await t.ownerSql<{ id: string }>(
        `INSERT INTO notes (outlet_id, text) VALUES ($1, 'gone') RETURNING id`,
        [victim.outletId],
      );
      await t.ownerSql(`INSERT INTO note_tags (outlet_id, note_id, tag) VALUES ($1, $2, 't')`, [
        victim.outletId,
        note.id,
      ]);
      const payload = {
        outletId: victim.outletId,
        ownerId: victim.ownerId,
        outletName: 'Test Outlet',
      };
      await publish(IdentitySubjects.outletDeleted, payload, victim.outletId);
      await until(
        () => t.ownerSql(`SELECT deleted FROM outlets WHERE id = $1`, [victim.outletId]),
        (r) => r[0]?.deleted === true,
        'the tombstone',
      );
      const left = (table: string, outletId: string) =>
        t.ownerSql(`SELECT 1 FROM ${table} WHERE outlet_id = $1`, [outletId]);
      expect(await left('notes', victim.outletId)).toEqual([]);
      expect(await left('note_tags', victim.outletId)).toEqual([]);
      expect(await left('notes', ana.outletId)).toHaveLength(3);
      expect(purged).toContain(victim.outletId);

      // the same deletion again (a second identity emit): nothing fails, nothing more goes
      const again = await publish(IdentitySubjects.outletDeleted, payload, victim.outletId);
      // a late update cannot bring it back; an event of this service for it is dropped
      await publish(IdentitySubjects.outletUpdated, {
        ...payload,
        outletName: 'back?',
        changedFields: ['outletName'],
        revision: 99,
      });
      const dropped = await publish(NOTE_SUBJECT, { noteId: note.id }, victim.outletId);
      const kept = await publish(NOTE_SUBJECT, { noteId: 'x' }, ana.outletId);
      await until(
        () =>
          t.ownerSql(`SELECT event_id FROM inbox WHERE event_id = ANY($1::uuid[])`, [
            [again.id, dropped.id, kept.id],
          ]),
        (r) => r.length === 3,
        'the events',
      );
      expect(await t.ownerSql(`SELECT event_id FROM handled`)).toEqual([{ event_id: kept.id }]);
      const res = await victim.gql('{ noteCount }');
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(
        await t.ownerSql(`SELECT outlet_name, deleted FROM outlets WHERE id = $1`, [
          victim.outletId,
        ]),
      ).toEqual([{ outlet_name: 'Test Outlet', deleted: true }]);
    });
  });
});
