import { IdentitySubjects, type OutletUpdatedEvent } from '@mise/contracts';
import { Messages } from '@mise/domain';
import { expectEvent } from '@mise/testing';
import { LookupService } from '../src/lookup/lookup.service';
import { fails, type IdentityTestApp, ok, ownerWithOutlet, startIdentity } from './helpers';

const FIELDS = 'id outletId name type amount amountType enabled';
const CREATE = `mutation($input: CreateOutletBillingInput!) { createOutletBilling(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: UpdateOutletBillingInput!) { updateOutletBilling(input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteOutletBilling(id: $id) }`;
const BILLINGS = `query($id: ID!) { outlet(id: $id) { billings { ${FIELDS} } } }`;
const SERVICE_CHARGE = {
  name: 'Service charge',
  type: 'ADD',
  amount: '10',
  amountType: 'PERCENTAGE',
  enabled: true,
};

interface Billing {
  id: string;
  outletId: string;
  name: string;
  type: string;
  amount: string;
  amountType: string;
  enabled: boolean;
}

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity();
});
afterAll(() => t.close());

describe('billing add-ons', () => {
  it('creates, updates and deletes add-ons of the current outlet, with exact amounts', async () => {
    const o = await ownerWithOutlet(t, 'Amir');
    const created = (
      await ok<{ createOutletBilling: Billing }>(
        t,
        CREATE,
        {
          input: {
            name: 'Takeaway box',
            type: 'ADD',
            amount: '12.5',
            amountType: 'NUMBER',
            enabled: true,
          },
        },
        o.token,
        o.outletId,
      )
    ).createOutletBilling;
    expect(created).toMatchObject({
      outletId: o.outletId,
      name: 'Takeaway box',
      amount: '12.50',
      type: 'ADD',
    });

    const updated = (
      await ok<{ updateOutletBilling: Billing }>(
        t,
        UPDATE,
        { input: { id: created.id, type: 'DEDUCT', amount: '0.10', enabled: false } },
        o.token,
        o.outletId,
      )
    ).updateOutletBilling;
    expect(updated).toEqual({
      ...created,
      type: 'DEDUCT',
      amount: '0.10',
      enabled: false,
    });

    const read = await ok<{ outlet: { billings: Billing[] } }>(
      t,
      BILLINGS,
      { id: o.outletId },
      o.token,
    );
    expect(read.outlet.billings).toEqual([updated]);

    expect(await ok(t, DELETE, { id: created.id }, o.token, o.outletId)).toEqual({
      deleteOutletBilling: true,
    });
    const after = await ok<{ outlet: { billings: Billing[] } }>(
      t,
      BILLINGS,
      { id: o.outletId },
      o.token,
    );
    expect(after.outlet.billings).toEqual([]);
  });

  it.each([
    [{ name: ' ' }, Messages.billing.nameRequired],
    [{ amount: '0' }, Messages.billing.amountInvalid],
    [{ amount: '-5' }, Messages.billing.amountInvalid],
    [{ amount: 'abc' }, Messages.billing.amountInvalid],
    [{ amount: '1.005' }, Messages.billing.amountInvalid],
    [{ amount: '100.01' }, Messages.billing.percentageInvalid],
    [{ amount: '0.5' }, Messages.billing.percentageInvalid],
  ])('refuses %j with the spec message', async (change, message) => {
    const o = await ownerWithOutlet(t, 'Bee');
    const error = await fails(
      t,
      CREATE,
      { input: { ...SERVICE_CHARGE, ...change } },
      o.token,
      o.outletId,
    );
    expect(error).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(
      await t.ownerSql(`SELECT id FROM outlet_billings WHERE outlet_id = $1`, [o.outletId]),
    ).toEqual([]);
  });

  it('accepts percentages from 1 to 100 and any amount above 0 as a number', async () => {
    const o = await ownerWithOutlet(t, 'Chong');
    for (const [amount, amountType] of [
      ['1', 'PERCENTAGE'],
      ['100', 'PERCENTAGE'],
      ['0.01', 'NUMBER'],
      ['250', 'NUMBER'],
    ]) {
      await ok(
        t,
        CREATE,
        { input: { ...SERVICE_CHARGE, amount, amountType } },
        o.token,
        o.outletId,
      );
    }
    const rows = await t.ownerSql<{ amount: string }>(
      `SELECT amount::text FROM outlet_billings WHERE outlet_id = $1 ORDER BY created_at`,
      [o.outletId],
    );
    expect(rows.map((r) => r.amount)).toEqual(['1.00', '100.00', '0.01', '250.00']);
  });

  it('validates an update against the stored values (a NUMBER of 150 cannot become a percentage)', async () => {
    const o = await ownerWithOutlet(t, 'Dev');
    const { createOutletBilling } = await ok<{ createOutletBilling: Billing }>(
      t,
      CREATE,
      { input: { ...SERVICE_CHARGE, amount: '150', amountType: 'NUMBER' } },
      o.token,
      o.outletId,
    );
    const error = await fails(
      t,
      UPDATE,
      { input: { id: createOutletBilling.id, amountType: 'PERCENTAGE' } },
      o.token,
      o.outletId,
    );
    expect(error).toEqual({ code: 'BAD_USER_INPUT', message: Messages.billing.percentageInvalid });
  });

  it("answers NOT_FOUND for another outlet's add-on and changes nothing", async () => {
    const a = await ownerWithOutlet(t, 'Ema');
    const b = await ownerWithOutlet(t, 'Faiz');
    const { createOutletBilling: theirs } = await ok<{ createOutletBilling: Billing }>(
      t,
      CREATE,
      { input: SERVICE_CHARGE },
      b.token,
      b.outletId,
    );
    // With the own outlet in X-Outlet-ID, the foreign add-on id is simply not there.
    expect(
      await fails(t, UPDATE, { input: { id: theirs.id, amount: '99' } }, a.token, a.outletId),
    ).toEqual({
      code: 'NOT_FOUND',
      message: 'Billing detail not found',
    });
    expect((await fails(t, DELETE, { id: theirs.id }, a.token, a.outletId)).code).toBe('NOT_FOUND');
    // An id that is not an id is refused at the argument (issue 19; never an internal error).
    expect(await fails(t, DELETE, { id: 'not-an-id' }, a.token, a.outletId)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'id is not a valid id',
    });
    // With the other outlet in X-Outlet-ID, the outlet itself is not found.
    expect(
      (await fails(t, UPDATE, { input: { id: theirs.id, amount: '99' } }, a.token, b.outletId))
        .code,
    ).toBe('NOT_FOUND');
    expect((await fails(t, CREATE, { input: SERVICE_CHARGE }, a.token, b.outletId)).code).toBe(
      'NOT_FOUND',
    );
    const rows = await t.ownerSql(`SELECT amount::text FROM outlet_billings WHERE outlet_id = $1`, [
      b.outletId,
    ]);
    expect(rows).toEqual([{ amount: '10.00' }]);
  });
});

describe('row-level security on outlet_billings', () => {
  it('shows the app role no rows without an outlet, and only that outlet’s rows with one', async () => {
    const a = await ownerWithOutlet(t, 'Gan');
    const b = await ownerWithOutlet(t, 'Hui');
    await ok(t, CREATE, { input: SERVICE_CHARGE }, a.token, a.outletId);
    await ok(t, CREATE, { input: { ...SERVICE_CHARGE, name: 'Packing' } }, a.token, a.outletId);
    await ok(t, CREATE, { input: SERVICE_CHARGE }, b.token, b.outletId);

    const all = await t.ownerSql<{ n: number }>(`SELECT count(*)::int AS n FROM outlet_billings`);
    expect(all[0].n).toBeGreaterThanOrEqual(3);

    const none = await t.appSql<{ n: number }>(`SELECT count(*)::int AS n FROM outlet_billings`);
    expect(none[0].n).toBe(0);

    const mine = await t.appSql<{ n: number; outlets: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT outlet_id)::int AS outlets FROM outlet_billings`,
      [],
      { outletId: a.outletId },
    );
    expect(mine[0]).toEqual({ n: 2, outlets: 1 });
  });

  it('refuses the app role a row for another outlet than app.outlet_id', async () => {
    const a = await ownerWithOutlet(t, 'Ivy');
    const b = await ownerWithOutlet(t, 'Jun');
    await expect(
      t.appSql(
        `INSERT INTO outlet_billings (outlet_id, name, type, amount, amount_type) VALUES ($1, 'x', 'ADD', 1, 'NUMBER')`,
        [b.outletId],
        { outletId: a.outletId },
      ),
    ).rejects.toThrow(/row-level security/);
  });
});

describe('billing add-ons in outlet.updated', () => {
  it('carries the enabled add-ons after each change, so sales can price billing lines', async () => {
    const o = await ownerWithOutlet(t, 'Dina');
    const first = await expectEvent<OutletUpdatedEvent>(
      IdentitySubjects.outletUpdated,
      (e) => e.outletId === o.outletId && (e.payload.billings ?? []).length === 1,
    );
    await ok(t, CREATE, { input: SERVICE_CHARGE }, o.token, o.outletId);
    expect((await first.event).payload).toMatchObject({
      changedFields: ['billings'],
      billings: [
        { name: 'Service charge', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' },
      ],
    });
    // the next outlet.updated of this outlet: a disabled add-on is not carried
    const second = await expectEvent<OutletUpdatedEvent>(
      IdentitySubjects.outletUpdated,
      (e) => e.outletId === o.outletId,
    );
    await ok(
      t,
      CREATE,
      { input: { ...SERVICE_CHARGE, name: 'Off', enabled: false } },
      o.token,
      o.outletId,
    );
    expect((await second.event).payload.billings).toEqual([
      { name: 'Service charge', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' },
    ]);
    // the outlet look-up carries them too (a service that never heard a change asks for them)
    const reply = await t.app.get(LookupService).lookup({ outletId: o.outletId, kind: 'outlet' });
    expect(reply.rows).toEqual([
      expect.objectContaining({
        billings: [
          { name: 'Service charge', type: 'ADD', amountType: 'PERCENTAGE', amount: '10.00' },
        ],
      }),
    ]);
  });
});

describe('billing add-ons written at once (issue 19 §1.2)', () => {
  it('serialises concurrent creates for one outlet: all saved, one revision each', async () => {
    const o = await ownerWithOutlet(t, 'Race');
    const [before] = await t.ownerSql<{ revision: number }>(
      `SELECT revision FROM outlets WHERE id = $1`,
      [o.outletId],
    );
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.gql(
          CREATE,
          { input: { ...SERVICE_CHARGE, name: `Charge ${i}`, amountType: 'NUMBER' } },
          { token: o.token, outletId: o.outletId },
        ),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const names = await t.ownerSql<{ name: string }>(
      `SELECT name FROM outlet_billings WHERE outlet_id = $1 ORDER BY name`,
      [o.outletId],
    );
    expect(names.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Charge ${i}`));
    const [after] = await t.ownerSql<{ revision: number }>(
      `SELECT revision FROM outlets WHERE id = $1`,
      [o.outletId],
    );
    expect(after.revision).toBe(before.revision + 10);
  });
});
