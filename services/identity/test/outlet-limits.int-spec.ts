import { IdentityMessages } from '@mise/domain';
import { fails, type IdentityTestApp, ok, ownerWithOutlet, startIdentity } from './helpers';

// Issue 7, 1.1 and 1.5: one owner cannot stall identity with a nested query over many outlets,
// nor create outlets without end; updateOutlet stores only known values.

const MAX = 3;
const M = IdentityMessages.outlet;

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity({ MAX_OUTLETS_PER_OWNER: String(MAX) });
});
afterAll(() => t.close());

const CREATE = `mutation($input: CreateOutletInput!) { createOutlet(input: $input) { id } }`;
const create = (token: string, n: number) =>
  t.gql(
    CREATE,
    { input: { outletName: `Outlet ${n}`, outletAddress: `${n} Jalan Sultan` } },
    {
      token,
    },
  );

describe('outlets per owner (MAX_OUTLETS_PER_OWNER)', () => {
  it('refuses the outlet past the limit with a clear message and creates nothing', async () => {
    const owner = await ownerWithOutlet(t, 'Ahmad');
    for (let n = 2; n <= MAX; n++) expect((await create(owner.token, n)).errors).toBeUndefined();

    expect(
      await fails(
        t,
        CREATE,
        { input: { outletName: 'One more', outletAddress: 'x' } },
        owner.token,
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', message: M.limitReached(MAX) });
    const rows = await t.ownerSql(`SELECT count(*)::int AS n FROM outlets WHERE owner_id = $1`, [
      owner.userId,
    ]);
    expect(rows[0].n).toBe(MAX);
  });

  it('lets only the outlets under the limit through when creates arrive at once', async () => {
    const owner = await ownerWithOutlet(t, 'Bee');
    const results = await Promise.all([2, 3, 4, 5, 6, 7].map((n) => create(owner.token, n)));
    expect(results.filter((r) => !r.errors).length).toBe(MAX - 1);
    expect(results.filter((r) => r.errors?.[0].extensions?.code === 'BAD_USER_INPUT').length).toBe(
      7 - MAX,
    );
    const rows = await t.ownerSql(`SELECT count(*)::int AS n FROM outlets WHERE owner_id = $1`, [
      owner.userId,
    ]);
    expect(rows[0].n).toBe(MAX);
  });
});

describe('the Owner <-> Outlet cycle', () => {
  it('refuses the depth-11 me/outlets/owner/outlets query, even with 50 outlets', async () => {
    const owner = await ownerWithOutlet(t, 'Cyclist');
    // 49 more outlets, straight into the table (the API stops at MAX).
    await t.ownerSql(
      `INSERT INTO outlets (owner_id, outlet_name, outlet_address, masked_outlet_number)
       SELECT $1, 'Outlet ' || n, 'Jalan ' || n, 'M' || substr(md5(random()::text), 1, 11)
       FROM generate_series(2, 50) AS n`,
      [owner.userId],
    );
    const deep = `{ me { outlets { owner { outlets { owner { outlets { owner { outlets {
      owner { outlets { id } } } } } } } } } } }`;
    const res = await t.gql(deep, {}, { token: owner.token });
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]).toMatchObject({
      message: 'Cannot query field "outlets" on type "OutletOwner".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(res.status).toBe(400);

    // What the web asks for still works: the owner's outlets, and each outlet's owner.
    const { me } = await ok<{ me: { outlets: { owner: { id: string } }[] } }>(
      t,
      `{ me { outlets { id owner { id isAdmin basicInfo { email } } } } }`,
      {},
      owner.token,
    );
    expect(me.outlets).toHaveLength(50);
    expect(new Set(me.outlets.map((o) => o.owner.id))).toEqual(new Set([owner.userId]));
  });
});

describe('updateOutlet validation (delivery types, days, hours)', () => {
  const UPDATE = `mutation($input: UpdateOutletInput!) { updateOutlet(input: $input) { id } }`;
  const hours = (dayOfOperation: string, fromTime = '09:00', toTime = '17:00') => ({
    operatingHours: [{ dayOfOperation, isOpen: true, timesOfOperation: [{ fromTime, toTime }] }],
  });

  it.each([
    [
      'a blank delivery type',
      { deliveryInfo: { deliveryTypes: [''] } },
      M.deliveryTypeUnknown(['GRABFOOD', 'FOODPANDA', 'SHOPEEFOOD', 'IN_HOUSE']),
    ],
    [
      'an unknown delivery type',
      { deliveryInfo: { deliveryTypes: ['DRONE'] } },
      M.deliveryTypeUnknown(['GRABFOOD', 'FOODPANDA', 'SHOPEEFOOD', 'IN_HOUSE']),
    ],
    [
      'a repeated delivery type',
      { deliveryInfo: { deliveryTypes: ['IN_HOUSE', 'IN_HOUSE'] } },
      M.deliveryTypeRepeated,
    ],
    [
      'a blank other delivery type',
      { deliveryInfo: { deliveryTypes: [], otherDeliveryTypes: [' '] } },
      M.otherDeliveryTypeBlank,
    ],
    [
      'a blank day',
      hours(''),
      M.dayUnknown(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']),
    ],
    [
      'an unknown day',
      hours('Funday'),
      M.dayUnknown(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']),
    ],
    [
      'a day twice',
      { operatingHours: [...hours('MONDAY').operatingHours, ...hours('MONDAY').operatingHours] },
      M.dayRepeated,
    ],
    ['a from time that is not a time', hours('MONDAY', 'not a time'), M.timeInvalid],
    ['a to time of 99:99', hours('MONDAY', '09:00', '99:99'), M.timeInvalid],
    ['a from time after the to time', hours('MONDAY', '18:00', '09:00'), M.timeOrder],
  ])('refuses %s with a clear message and saves nothing', async (_, input, message) => {
    const owner = await ownerWithOutlet(t, 'Dina');
    expect(await fails(t, UPDATE, { input }, owner.token, owner.outletId)).toEqual({
      code: 'BAD_USER_INPUT',
      message,
    });
    const rows = await t.ownerSql(
      `SELECT delivery_info, operating_hours, revision FROM outlets WHERE id = $1`,
      [owner.outletId],
    );
    expect(rows[0]).toEqual({ delivery_info: null, operating_hours: null, revision: 1 });
  });

  it('saves known delivery types and valid hours (other types trimmed)', async () => {
    const owner = await ownerWithOutlet(t, 'Eko');
    const input = {
      deliveryInfo: { deliveryTypes: ['GRABFOOD', 'IN_HOUSE'], otherDeliveryTypes: [' Lalamove '] },
      operatingHours: [
        {
          dayOfOperation: 'SATURDAY',
          isOpen: true,
          timesOfOperation: [
            { fromTime: '00:00', toTime: '11:00' },
            { fromTime: '13:00', toTime: '23:59' },
          ],
        },
        { dayOfOperation: 'SUNDAY', isOpen: false, timesOfOperation: [] },
      ],
    };
    await ok(t, UPDATE, { input }, owner.token, owner.outletId);
    const rows = await t.ownerSql(
      `SELECT delivery_info, operating_hours FROM outlets WHERE id = $1`,
      [owner.outletId],
    );
    expect(rows[0]).toEqual({
      delivery_info: { deliveryTypes: ['GRABFOOD', 'IN_HOUSE'], otherDeliveryTypes: ['Lalamove'] },
      operating_hours: input.operatingHours,
    });
  });
});
