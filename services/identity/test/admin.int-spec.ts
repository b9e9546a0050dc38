import {
  type AdminSettingChangedEvent,
  type AnalysisCountsReply,
  type AnalysisCountsRequest,
  IdentitySubjects,
  type OutletDeletedEvent,
  Requests,
} from '@mise/contracts';
import { addDays } from '@mise/domain';
import { expectEvent, testNats } from '@mise/testing';
import { today as outletToday } from '@mise/domain';
import {
  fails,
  type IdentityTestApp,
  ok,
  ownerWithOutlet,
  type SignedIn,
  signUp,
  startIdentity,
  uniqueEmail,
} from './helpers';

const ADMIN = uniqueEmail('root');
const ANALYSIS = `{ outletAnalysis {
  rows { outletId outletName ownerId ownerEmail ownerFirstName ownerIsAdmin activityStatus
    lastBusinessDate lastBusinessModule lastActiveDate subscriptionStatus
    counts { menuItem sales expense ingredient appOrder } }
  summary { total active inactive unused empty }
} }`;
const ALL = `query($offset: Int, $limit: Int) { allOutlets(offset: $offset, limit: $limit) {
  totalCount pageInfo { hasNextPage hasPreviousPage }
  nodes { id outletName owner { id isAdmin basicInfo { firstName lastName email whatsappNumber } } }
} }`;
const DELETE = `mutation($id: ID!) { deleteOutlet(outletId: $id) { success totalRecordsDeleted } }`;
const SET = `mutation($on: Boolean!) { setAdminSetting(enable90DaysChecking: $on) { enable90DaysChecking } }`;
const BILLING = `mutation { createOutletBilling(input: {
  name: "Service", type: ADD, amount: "10", amountType: PERCENTAGE, enabled: true }) { id } }`;

/** What the fake catalogue service answers per outlet id. */
const catalogue = new Map<
  string,
  { counts: Record<string, number>; lastBusiness?: { date: string; module: string } }
>();
let responder: { unsubscribe(): void };

let t: IdentityTestApp;
let admin: SignedIn;
beforeAll(async () => {
  t = await startIdentity({ ADMIN_EMAILS: ADMIN });
  admin = await signUp(t, 'Root Admin', ADMIN);
  // Stands in for the catalogue service answering the analysis-counts request.
  const nc = await testNats();
  responder = nc.subscribe(t.config.natsRpcPrefix + Requests.analysisCounts('catalogue'), {
    callback: (_err, msg) => {
      const { outletIds } = msg.json<AnalysisCountsRequest>();
      const reply: AnalysisCountsReply = { service: 'catalogue', counts: {}, lastBusiness: {} };
      for (const id of outletIds) {
        const known = catalogue.get(id);
        if (!known) continue;
        reply.counts[id] = known.counts;
        if (known.lastBusiness) reply.lastBusiness[id] = known.lastBusiness;
      }
      msg.respond(JSON.stringify(reply));
    },
  });
  await nc.flush();
});
afterAll(async () => {
  responder.unsubscribe();
  await t.close();
});

describe('admin-only operations', () => {
  it('are refused to owners with FORBIDDEN, and nothing changes', async () => {
    const owner = await ownerWithOutlet(t, 'Plain Owner');
    for (const [query, variables] of [
      [ALL, {}],
      [ANALYSIS, {}],
      [SET, { on: false }],
      [DELETE, { id: owner.outletId }],
    ] as const) {
      expect(await fails(t, query, variables, owner.token)).toEqual({
        code: 'FORBIDDEN',
        message: 'Only an admin can do this',
      });
    }
    expect(await t.ownerSql(`SELECT id FROM outlets WHERE id = $1`, [owner.outletId])).toHaveLength(
      1,
    );
    const setting = await ok<{ adminSetting: { enable90DaysChecking: boolean } }>(
      t,
      `{ adminSetting { enable90DaysChecking } }`,
      {},
      owner.token,
    );
    expect(setting.adminSetting.enable90DaysChecking).toBe(true);
  });
});

describe('admin setting', () => {
  it('is on by default, switched by an admin (emitting the change), read by every owner', async () => {
    const owner = await signUp(t, 'Reader');
    const changed = await expectEvent<AdminSettingChangedEvent>(
      IdentitySubjects.adminSettingChanged,
      (e) => e.payload.value === false,
    );
    const res = await ok<{ setAdminSetting: { enable90DaysChecking: boolean } }>(
      t,
      SET,
      { on: false },
      admin.token,
    );
    expect(res.setAdminSetting.enable90DaysChecking).toBe(false);
    expect((await changed.event).payload).toEqual({
      key: 'enable90DaysChecking',
      value: false,
      revision: 2,
    });

    const read = await ok<{ adminSetting: { enable90DaysChecking: boolean } }>(
      t,
      `{ adminSetting { enable90DaysChecking } }`,
      {},
      owner.token,
    );
    expect(read.adminSetting.enable90DaysChecking).toBe(false);
    await ok(t, SET, { on: true }, admin.token);
  });
});

describe('allOutlets', () => {
  it("pages through every owner's outlets with the owner's details", async () => {
    const a = await ownerWithOutlet(t, 'Aminah Yusof');
    const b = await ownerWithOutlet(t, 'Ben Ong');
    const first = await ok<{
      allOutlets: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean };
        nodes: { id: string }[];
      };
    }>(t, ALL, { offset: 0, limit: 1 }, admin.token);
    expect(first.allOutlets.nodes).toHaveLength(1);
    expect(first.allOutlets.pageInfo.hasNextPage).toBe(true);

    const all = await ok<{
      allOutlets: {
        totalCount: number;
        nodes: { id: string; owner: { id: string; isAdmin: boolean; basicInfo: object } }[];
      };
    }>(t, ALL, { offset: 0, limit: 100 }, admin.token);
    expect(all.allOutlets.totalCount).toBe(all.allOutlets.nodes.length);
    const rowOfA = all.allOutlets.nodes.find((n) => n.id === a.outletId);
    expect(rowOfA?.owner).toEqual({
      id: a.userId,
      isAdmin: false,
      basicInfo: {
        firstName: 'Aminah',
        lastName: 'Yusof',
        email: a.email,
        whatsappNumber: '+60123456789',
      },
    });
    expect(all.allOutlets.nodes.some((n) => n.id === b.outletId)).toBe(true);
  });

  it('refuses a page size above 100', async () => {
    expect((await fails(t, ALL, { offset: 0, limit: 1000 }, admin.token)).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('outletAnalysis', () => {
  it("lists every outlet with the owner, the other services' counts and the activity status", async () => {
    const busy = await ownerWithOutlet(t, 'Busy Owner');
    const idle = await ownerWithOutlet(t, 'Idle Owner');
    const today = outletToday();
    catalogue.set(busy.outletId, {
      counts: { menu_item: 3, variant: 1 },
      lastBusiness: { date: addDays(today, -5), module: 'menu_item' },
    });

    const { outletAnalysis } = await ok<{
      outletAnalysis: {
        rows: Record<string, unknown>[];
        summary: { total: number; active: number; empty: number };
      };
    }>(t, ANALYSIS, {}, admin.token);

    const busyRow = outletAnalysis.rows.find((r) => r.outletId === busy.outletId);
    expect(busyRow).toMatchObject({
      outletName: "Busy Owner's Kitchen",
      ownerId: busy.userId,
      ownerEmail: busy.email,
      ownerFirstName: 'Busy',
      ownerIsAdmin: false,
      activityStatus: 'ACTIVE',
      lastBusinessDate: addDays(today, -5),
      lastBusinessModule: 'menu_item',
      subscriptionStatus: null,
      counts: { menuItem: 3, sales: 0, expense: 0, ingredient: 0, appOrder: 0 },
    });
    expect(busyRow?.lastActiveDate).toEqual(expect.any(String));
    const idleRow = outletAnalysis.rows.find((r) => r.outletId === idle.outletId);
    expect(idleRow).toMatchObject({ activityStatus: 'EMPTY', lastBusinessDate: null });

    const outlets = await t.ownerSql<{ n: number }>(`SELECT count(*)::int AS n FROM outlets`);
    expect(outletAnalysis.summary.total).toBe(outlets[0].n);
    expect(outletAnalysis.summary.active).toBe(1);
    expect(outletAnalysis.summary.empty).toBe(outlets[0].n - 1);
  });
});

describe('deleteOutlet', () => {
  it("removes the outlet's rows, answers the total with the other services' counts, emits outlet.deleted", async () => {
    const owner = await ownerWithOutlet(t, 'Leaving Owner');
    await ok(t, BILLING, {}, owner.token, owner.outletId);
    await ok(t, BILLING, {}, owner.token, owner.outletId);
    catalogue.set(owner.outletId, { counts: { menu_item: 4, variant: 2 } });
    const deleted = await expectEvent<OutletDeletedEvent>(
      IdentitySubjects.outletDeleted,
      (e) => e.payload.outletId === owner.outletId,
    );

    const res = await ok<{ deleteOutlet: { success: boolean; totalRecordsDeleted: number } }>(
      t,
      DELETE,
      { id: owner.outletId },
      admin.token,
    );

    // 1 outlet + 2 add-ons here, 6 records in the catalogue.
    expect(res.deleteOutlet).toEqual({ success: true, totalRecordsDeleted: 9 });
    const event = await deleted.event;
    expect(event.outletId).toBe(owner.outletId);
    expect(event.payload).toEqual({
      outletId: owner.outletId,
      ownerId: owner.userId,
      outletName: "Leaving Owner's Kitchen",
    });
    expect(await t.ownerSql(`SELECT id FROM outlets WHERE id = $1`, [owner.outletId])).toEqual([]);
    expect(
      await t.ownerSql(`SELECT id FROM outlet_billings WHERE outlet_id = $1`, [owner.outletId]),
    ).toEqual([]);
    const me = await ok<{ me: { currentOutletId: string | null; outlets: unknown[] } }>(
      t,
      `{ me { currentOutletId outlets { id } } }`,
      {},
      owner.token,
    );
    expect(me.me).toEqual({ currentOutletId: null, outlets: [] });
  });

  it('answers NOT_FOUND for an unknown outlet, BAD_USER_INPUT for an id that is not an id', async () => {
    expect(
      (await fails(t, DELETE, { id: '00000000-0000-4000-8000-000000000000' }, admin.token)).code,
    ).toBe('NOT_FOUND');
    // issue 19: a malformed id is refused at the argument, before the resolver runs
    expect(await fails(t, DELETE, { id: 'not-an-id' }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'outletId is not a valid id',
    });
  });
});
