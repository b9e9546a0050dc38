import { runWithContext } from '@mise/platform';
import { OutletBillingsFieldResolver } from '../src/outlet-billing/outlet-billing.resolver';
import { OutletModel } from '../src/outlet/outlet.model';
import { OwnerService } from '../src/owner/owner.service';
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

// Issue 7, 1.8 (entity and field resolvers check the actor) and 1.10 (admin actions audited).

const ADMIN = uniqueEmail('auditor');
const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on OutletProgress { outletId }
  ... on Outlet { id outletName billings { id name } }
  ... on Owner { id basicInfo { email } }
} }`;
const ADD_BILLING = `mutation($input: CreateOutletBillingInput!) { createOutletBilling(input: $input) { id } }`;

let t: IdentityTestApp;
let a: SignedIn & { outletId: string };
let b: SignedIn & { outletId: string };
let admin: SignedIn;
beforeAll(async () => {
  t = await startIdentity({ ADMIN_EMAILS: ADMIN });
  a = await ownerWithOutlet(t, 'Alya');
  b = await ownerWithOutlet(t, 'Badrul');
  admin = await signUp(t, 'Auditor', ADMIN);
  await ok(
    t,
    ADD_BILLING,
    {
      input: {
        name: 'Service charge',
        type: 'ADD',
        amount: '10',
        amountType: 'PERCENTAGE',
        enabled: true,
      },
    },
    a.token,
    a.outletId,
  );
});
afterAll(() => t.close());

const representations = () => [
  { __typename: 'OutletProgress', outletId: a.outletId },
  { __typename: 'Outlet', id: a.outletId },
  { __typename: 'Owner', id: a.userId },
];

describe("federation lookups of another owner's entities", () => {
  it("answer null to owner B for owner A's OutletProgress, Outlet and Owner", async () => {
    const res = await ok<{ _entities: unknown[] }>(t, ENTITIES, { r: representations() }, b.token);
    expect(res._entities).toEqual([null, null, null]);
  });

  it('answer the owner and an admin', async () => {
    for (const token of [a.token, admin.token]) {
      const res = await ok<{ _entities: unknown[] }>(t, ENTITIES, { r: representations() }, token);
      expect(res._entities).toEqual([
        { outletId: a.outletId },
        {
          id: a.outletId,
          outletName: "Alya's Kitchen",
          billings: [{ id: expect.any(String), name: 'Service charge' }],
        },
        { id: a.userId, basicInfo: { email: a.email } },
      ]);
    }
  });

  it('Outlet.billings shows nothing of an outlet the actor may not use, however it got there', async () => {
    const resolver = t.app.get(OutletBillingsFieldResolver);
    const parent = Object.assign(new OutletModel(), { id: a.outletId, ownerId: a.userId });
    const asB = {
      subject: 'b',
      email: b.email,
      emailVerified: true,
      name: null,
      ownerId: b.userId,
      isAdmin: false,
    };
    const asA = { ...asB, ownerId: a.userId };
    const billings = (actor: typeof asB) =>
      runWithContext({ correlationId: `billings-${actor.ownerId}`, actor }, () =>
        resolver.billings(parent),
      );
    expect(await billings(asB)).toEqual([]);
    expect((await billings(asA)).map((x) => x.name)).toEqual(['Service charge']);
  });
});

describe('admin audit', () => {
  const AUDIT = `{ adminAudit(limit: 5) { totalCount nodes {
    actorSource actorOwnerId actorEmail action targetKind targetId details createdAt } } }`;
  type Audit = {
    adminAudit: {
      totalCount: number;
      nodes: {
        actorSource: string;
        actorOwnerId: string | null;
        actorEmail: string | null;
        action: string;
        targetKind: string;
        targetId: string;
        details: string;
      }[];
    };
  };

  it('records who set the admin setting and who deleted an outlet, readable by admins only', async () => {
    const doomed = await ownerWithOutlet(t, 'Chong');
    await ok(
      t,
      `mutation { setAdminSetting(enable90DaysChecking: false) { enable90DaysChecking } }`,
      {},
      admin.token,
    );
    await ok(
      t,
      `mutation($id: ID!) { deleteOutlet(outletId: $id) { success } }`,
      { id: doomed.outletId },
      admin.token,
    );

    const { adminAudit } = await ok<Audit>(t, AUDIT, {}, admin.token);
    const [deleted, setting] = adminAudit.nodes;
    expect(deleted).toMatchObject({
      actorSource: 'api',
      actorOwnerId: admin.userId,
      actorEmail: ADMIN,
      action: 'deleteOutlet',
      targetKind: 'outlet',
      targetId: doomed.outletId,
    });
    expect(JSON.parse(deleted.details)).toMatchObject({
      outletName: "Chong's Kitchen",
      ownerId: doomed.userId,
      identityRows: 1,
    });
    expect(setting).toMatchObject({
      action: 'setAdminSetting',
      targetKind: 'admin-setting',
      targetId: 'enable90DaysChecking',
      actorOwnerId: admin.userId,
    });
    expect(JSON.parse(setting.details)).toEqual({ previous: true, value: false });

    expect((await fails(t, AUDIT, {}, a.token)).code).toBe('FORBIDDEN');
  });

  it('records the admin CLI with the operator, and pages newest first', async () => {
    const owner = await signUp(t, 'Dahlia');
    await t.app.get(OwnerService).setAdminFlag(owner.email, true);
    const { adminAudit } = await ok<Audit>(
      t,
      `{ adminAudit(offset: 0, limit: 1) { totalCount nodes { actorSource action targetId details } } }`,
      {},
      admin.token,
    );
    expect(adminAudit.totalCount).toBeGreaterThanOrEqual(3);
    expect(adminAudit.nodes).toHaveLength(1);
    expect(adminAudit.nodes[0]).toMatchObject({
      actorSource: 'cli',
      action: 'grantAdmin',
      targetId: owner.userId,
    });
    expect(JSON.parse(adminAudit.nodes[0].details)).toMatchObject({
      email: owner.email,
      wasAdmin: false,
      isAdmin: true,
      operator: expect.stringContaining('@'),
    });
  });

  it('writes no audit record when the action fails', async () => {
    const before = await t.ownerSql(`SELECT count(*)::int AS n FROM admin_audit`);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await fails(
          t,
          `mutation($id: ID!) { deleteOutlet(outletId: $id) { success } }`,
          { id: missing },
          admin.token,
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(await t.ownerSql(`SELECT count(*)::int AS n FROM admin_audit`)).toEqual(before);
  });
});
