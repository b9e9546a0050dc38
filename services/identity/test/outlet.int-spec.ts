import {
  IdentitySubjects,
  type OutletCreatedEvent,
  type OutletUpdatedEvent,
} from '@mise/contracts';
import { Messages } from '@mise/domain';
import {
  fails,
  type IdentityTestApp,
  ok,
  ownerWithOutlet,
  signUp,
  startIdentity,
  uniqueEmail,
} from './helpers';
import { expectEvent } from '@mise/testing';

const ADMIN = uniqueEmail('admin');
const CREATE = `mutation($input: CreateOutletInput!) {
  createOutlet(input: $input) { id ownerId outletName outletAddress outletNumber maskedOutletNumber }
}`;
const OUTLET = `query($id: ID!) {
  outlet(id: $id) {
    id outletName outletAddress contactNumber createdAt
    paymentDetails { name accountNumber bank }
    billings { id name amount }
  }
}`;
const PROFILE = `mutation($input: UpdateOutletProfileInput!) {
  updateOutletProfile(input: $input) { id outletAddress contactNumber paymentDetails { name accountNumber bank } }
}`;
const GOOD_PROFILE = {
  outletAddress: '12 Jalan Telawi, Bangsar',
  contactNumber: '03-2282 1234',
  name: 'Kedai Makan Sdn Bhd',
  accountNumber: '5140 1234 5678',
  bankName: 'Maybank',
};

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity({ ADMIN_EMAILS: ADMIN });
});
afterAll(() => t.close());

describe('createOutlet (onboarding)', () => {
  it('asks for the phone number first', async () => {
    const owner = await signUp(t, 'Aida');
    const input = { outletName: 'Aida Cafe', outletAddress: '1 Jalan Satu' };
    expect(await fails(t, CREATE, { input }, owner.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: Messages.onboarding.phoneRequiredForOutlet,
    });
    expect(await t.ownerSql(`SELECT id FROM outlets WHERE owner_id = $1`, [owner.userId])).toEqual(
      [],
    );
  });

  it.each([
    [{ outletName: ' ', outletAddress: '1 Jalan Satu' }, Messages.onboarding.outletNameBlank],
    [{ outletName: 'Cafe', outletAddress: '' }, Messages.onboarding.outletAddressBlank],
    [{ outletName: '', outletAddress: '' }, Messages.onboarding.outletNameBlank],
  ])('refuses %j with the spec message', async (input, message) => {
    const owner = await signUp(t, 'Badrul');
    await ok(
      t,
      `mutation { updateOwnerContact(input: { whatsappNumber: "0123456789" }) { id } }`,
      {},
      owner.token,
    );
    expect(await fails(t, CREATE, { input }, owner.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
  });

  it('creates the outlet, makes it current and emits outlet.created', async () => {
    const owner = await signUp(t, 'Chandra');
    await ok(
      t,
      `mutation { updateOwnerContact(input: { whatsappNumber: "0123456789" }) { id } }`,
      {},
      owner.token,
    );
    const created = await expectEvent<OutletCreatedEvent>(
      IdentitySubjects.outletCreated,
      (e) => e.payload.ownerId === owner.userId,
    );

    const { createOutlet } = await ok<{
      createOutlet: {
        id: string;
        outletName: string;
        outletNumber: string;
        maskedOutletNumber: string;
      };
    }>(
      t,
      CREATE,
      { input: { outletName: ' Chandra Curry ', outletAddress: '8 Jalan Lapan' } },
      owner.token,
    );

    expect(createOutlet.outletName).toBe('Chandra Curry');
    expect(Number(createOutlet.outletNumber)).toBeGreaterThanOrEqual(100001);
    expect(createOutlet.maskedOutletNumber).toHaveLength(12);
    const event = await created.event;
    expect(event.outletId).toBe(createOutlet.id);
    expect(event.payload).toEqual({
      outletId: createOutlet.id,
      ownerId: owner.userId,
      outletName: 'Chandra Curry',
      outletNumber: createOutlet.outletNumber,
      maskedOutletNumber: createOutlet.maskedOutletNumber,
      outletAddress: '8 Jalan Lapan',
      revision: 1,
    });
    const me = await ok<{ me: { currentOutletId: string } }>(
      t,
      `{ me { currentOutletId } }`,
      {},
      owner.token,
    );
    expect(me.me.currentOutletId).toBe(createOutlet.id);
    const signIn = await ok<{ signIn: { outletId: string } }>(
      t,
      `mutation { signIn { outletId } }`,
      {},
      owner.token,
    );
    expect(signIn.signIn.outletId).toBe(createOutlet.id);
  });

  it("starts the outlet's contact number at the owner's number (Settings > Profile shows it)", async () => {
    const owner = await signUp(t, 'Devi');
    await ok(
      t,
      `mutation { updateOwnerContact(input: { whatsappNumber: "0123456789" }) { id } }`,
      {},
      owner.token,
    );
    const { createOutlet } = await ok<{ createOutlet: { id: string } }>(
      t,
      CREATE,
      { input: { outletName: 'Devi Dosa', outletAddress: '9 Jalan Sembilan' } },
      owner.token,
    );
    const { outlet } = await ok<{ outlet: { contactNumber: string | null } }>(
      t,
      OUTLET,
      { id: createOutlet.id },
      owner.token,
    );
    expect(outlet.contactNumber).toBe('+60123456789');
  });

  it('numbers outlets in sequence, with distinct masked numbers', async () => {
    const owner = await ownerWithOutlet(t, 'Devi');
    const second = await ok<{ createOutlet: { outletNumber: string; maskedOutletNumber: string } }>(
      t,
      CREATE,
      { input: { outletName: 'Devi 2', outletAddress: '2 Jalan Dua' } },
      owner.token,
    );
    const rows = await t.ownerSql<{ outlet_number: string; masked_outlet_number: string }>(
      `SELECT outlet_number, masked_outlet_number FROM outlets WHERE owner_id = $1 ORDER BY outlet_number`,
      [owner.userId],
    );
    expect(Number(rows[1].outlet_number)).toBeGreaterThan(Number(rows[0].outlet_number));
    expect(rows[1].outlet_number).toBe(second.createOutlet.outletNumber);
    expect(rows[0].masked_outlet_number).not.toBe(rows[1].masked_outlet_number);
  });
});

describe('outlets and outlet(id)', () => {
  it("lists only the owner's outlets and shows one in full", async () => {
    const a = await ownerWithOutlet(t, 'Emma');
    await ownerWithOutlet(t, 'Fikri');
    const list = await ok<{ outlets: { id: string }[] }>(t, `{ outlets { id } }`, {}, a.token);
    expect(list.outlets.map((o) => o.id)).toEqual([a.outletId]);
    const detail = await ok<{
      outlet: { id: string; billings: unknown[]; paymentDetails: object };
    }>(t, OUTLET, { id: a.outletId }, a.token);
    expect(detail.outlet).toMatchObject({
      id: a.outletId,
      billings: [],
      paymentDetails: { name: null, accountNumber: null, bank: null },
    });
  });

  it("answers NOT_FOUND for another owner's outlet, and an admin may read it", async () => {
    const a = await ownerWithOutlet(t, 'Gina');
    const b = await ownerWithOutlet(t, 'Hafiz');
    expect(await fails(t, OUTLET, { id: b.outletId }, a.token)).toEqual({
      code: 'NOT_FOUND',
      message: 'Outlet not found',
    });
    // issue 19: a malformed id is refused at the argument, before the resolver runs
    expect((await fails(t, OUTLET, { id: 'nope' }, a.token)).code).toBe('BAD_USER_INPUT');

    const admin = await signUp(t, 'Admin', ADMIN);
    const seen = await ok<{ outlet: { id: string } }>(t, OUTLET, { id: b.outletId }, admin.token);
    expect(seen.outlet.id).toBe(b.outletId);
  });
});

describe('outlet progress (the overview checklist)', () => {
  const PROGRESS = `query($id: ID!) { outlet(id: $id) { id progress { outletId } } }`;

  it("keys the checklist by the outlet, for the owner only: the steps' fields come from other services", async () => {
    const a = await ownerWithOutlet(t, 'Rania');
    const b = await ownerWithOutlet(t, 'Sami');
    const mine = await ok<{ outlet: { progress: { outletId: string } } }>(
      t,
      PROGRESS,
      { id: a.outletId },
      a.token,
    );
    expect(mine.outlet.progress).toEqual({ outletId: a.outletId });
    expect((await fails(t, PROGRESS, { id: b.outletId }, a.token)).code).toBe('NOT_FOUND');
  });

  it('resolves an OutletProgress reference to its key alone', async () => {
    const a = await ownerWithOutlet(t, 'Tariq');
    const res = await t.gql<{ _entities: unknown[] }>(
      `query($r: [_Any!]!) { _entities(representations: $r) { ... on OutletProgress { outletId } } }`,
      { r: [{ __typename: 'OutletProgress', outletId: a.outletId }] },
      { token: a.token },
    );
    expect(res.data?._entities).toEqual([{ outletId: a.outletId }]);
  });
});

describe('federation references', () => {
  const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) { ... on Outlet { id outletName } ... on Owner { id } } }`;

  it("resolve the owner's own outlet and self for a verified caller, and nothing of another owner", async () => {
    const a = await ownerWithOutlet(t, 'Olivia');
    const b = await ownerWithOutlet(t, 'Priya');
    const r = [
      { __typename: 'Outlet', id: a.outletId },
      { __typename: 'Owner', id: a.userId },
      { __typename: 'Outlet', id: b.outletId },
      { __typename: 'Owner', id: b.userId },
    ];
    const res = await t.gql<{ _entities: unknown[] }>(ENTITIES, { r }, { token: a.token });
    expect(res.data?._entities).toEqual([
      { id: a.outletId, outletName: expect.any(String) },
      { id: a.userId },
      null,
      null,
    ]);
  });

  it('disclose nothing to a caller without a token or with a bad one', async () => {
    const a = await ownerWithOutlet(t, 'Quinn');
    const r = [
      { __typename: 'Outlet', id: a.outletId },
      { __typename: 'Owner', id: a.userId },
    ];
    for (const token of [undefined, await t.idp.mint({ email: 'x@example.com', alg: 'HS256' })]) {
      const res = await t.gql<{ _entities: unknown[] }>(ENTITIES, { r }, { token });
      expect(res.data?._entities).toEqual([null, null]);
    }
  });
});

describe('updateOutletProfile (Settings > Profile)', () => {
  it.each([
    [{ outletAddress: ' ' }, Messages.profile.addressRequired],
    [{ contactNumber: '' }, Messages.profile.contactNumberRequired],
    [{ contactNumber: '123' }, Messages.profile.contactNumberInvalid],
    [{ name: '' }, Messages.profile.beneficiaryNameRequired],
    [{ accountNumber: '  ' }, Messages.profile.accountNumberRequired],
    [{ bankName: '' }, Messages.profile.bankNameRequired],
    [{ outletAddress: '', bankName: '' }, Messages.profile.addressRequired],
  ])('refuses %j with the spec message and changes nothing', async (change, message) => {
    const owner = await ownerWithOutlet(t, 'Irfan');
    const read = () =>
      t.ownerSql(`SELECT contact_number, payment_bank FROM outlets WHERE id = $1`, [
        owner.outletId,
      ]);
    const before = await read();
    const error = await fails(
      t,
      PROFILE,
      { input: { ...GOOD_PROFILE, ...change } },
      owner.token,
      owner.outletId,
    );
    expect(error).toEqual({ code: 'BAD_USER_INPUT', message });
    // The contact number starts as the owner's; nothing of the refused input is stored.
    expect(await read()).toEqual(before);
    expect(before[0]).toMatchObject({ payment_bank: null });
  });

  it('saves the profile (contact number as E.164), reads it back and emits outlet.updated', async () => {
    const owner = await ownerWithOutlet(t, 'Jasmine');
    const updated = await expectEvent<OutletUpdatedEvent>(
      IdentitySubjects.outletUpdated,
      (e) => e.payload.outletId === owner.outletId,
    );
    await ok(t, PROFILE, { input: GOOD_PROFILE }, owner.token, owner.outletId);

    // GOOD_PROFILE as it is kept, read back and announced
    const saved = {
      outletAddress: '12 Jalan Telawi, Bangsar',
      contactNumber: '+60322821234',
      paymentDetails: {
        name: 'Kedai Makan Sdn Bhd',
        accountNumber: '5140 1234 5678',
        bank: 'Maybank',
      },
    };
    const { outlet } = await ok<{ outlet: object }>(t, OUTLET, { id: owner.outletId }, owner.token);
    expect(outlet).toMatchObject(saved);
    const event = await updated.event;
    expect(event.payload).toMatchObject({ ...saved, revision: 2 });
    expect(event.payload.changedFields.sort()).toEqual(
      [
        'contactNumber',
        'outletAddress',
        'paymentAccountNumber',
        'paymentBank',
        'paymentName',
      ].sort(),
    );
  });

  it("answers NOT_FOUND for another owner's outlet in X-Outlet-ID and changes nothing", async () => {
    const a = await ownerWithOutlet(t, 'Kamal');
    const b = await ownerWithOutlet(t, 'Lina');
    expect(await fails(t, PROFILE, { input: GOOD_PROFILE }, a.token, b.outletId)).toEqual({
      code: 'NOT_FOUND',
      message: 'Outlet not found',
    });
    expect((await fails(t, PROFILE, { input: GOOD_PROFILE }, a.token)).code).toBe('NOT_FOUND');
    const rows = await t.ownerSql(
      `SELECT outlet_address, payment_bank FROM outlets WHERE id = $1`,
      [b.outletId],
    );
    expect(rows[0]).toEqual({ outlet_address: '1 Jalan Ampang, Kuala Lumpur', payment_bank: null });
  });
});

describe('updateOutlet (general fields)', () => {
  const UPDATE = `mutation($input: UpdateOutletInput!) {
    updateOutlet(input: $input) {
      outletName seatsAtFullCapacity employeeCount establishmentSize
      deliveryInfo { deliveryTypes otherDeliveryTypes }
      operatingHours { dayOfOperation isOpen timesOfOperation { fromTime toTime } }
    }
  }`;

  it('changes the given fields only and names them in outlet.updated', async () => {
    const owner = await ownerWithOutlet(t, 'Mei');
    const updated = await expectEvent<OutletUpdatedEvent>(
      IdentitySubjects.outletUpdated,
      (e) => e.payload.outletId === owner.outletId,
    );
    const input = {
      seatsAtFullCapacity: 40,
      employeeCount: 6,
      deliveryInfo: { deliveryTypes: ['IN_HOUSE'], otherDeliveryTypes: [] },
      operatingHours: [
        {
          dayOfOperation: 'MONDAY',
          isOpen: true,
          timesOfOperation: [{ fromTime: '09:00', toTime: '17:00' }],
        },
      ],
    };
    const res = await ok<{ updateOutlet: object }>(
      t,
      UPDATE,
      { input },
      owner.token,
      owner.outletId,
    );
    expect(res.updateOutlet).toEqual({
      outletName: "Mei's Kitchen",
      establishmentSize: null,
      ...input,
    });
    expect((await updated.event).payload.changedFields).toEqual([
      'seatsAtFullCapacity',
      'employeeCount',
      'deliveryInfo',
      'operatingHours',
    ]);
  });

  it('refuses a blank name and negative counts', async () => {
    const owner = await ownerWithOutlet(t, 'Nora');
    expect(
      await fails(t, UPDATE, { input: { outletName: ' ' } }, owner.token, owner.outletId),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: Messages.onboarding.outletNameBlank,
    });
    expect(
      (await fails(t, UPDATE, { input: { employeeCount: -1 } }, owner.token, owner.outletId)).code,
    ).toBe('BAD_USER_INPUT');
  });
});

describe('outlet names (issue 19 §1b.3)', () => {
  it('refuses a name over 100 characters with a clear message and creates nothing', async () => {
    const a = await signUp(t, 'Long Name');
    await ok(
      t,
      `mutation { updateOwnerContact(input: { whatsappNumber: "012-345 6789" }) { id } }`,
      {},
      a.token,
    );
    expect(
      await fails(
        t,
        CREATE,
        { input: { outletName: 'x'.repeat(101), outletAddress: 'Jalan 1' } },
        a.token,
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: Messages.onboarding.outletNameTooLong });
    const rows = await t.ownerSql(`SELECT 1 FROM outlets WHERE owner_id = $1`, [a.userId]);
    expect(rows).toEqual([]);
  });
});
