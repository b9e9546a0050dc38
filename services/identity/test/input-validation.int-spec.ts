// Issue 7, 1.4: a NUL byte (or another control character) in any string input of identity used to
// reach Postgres and answer INTERNAL_SERVER_ERROR. The platform now refuses it before any
// resolver, with BAD_USER_INPUT naming the field, and nothing changes.
import { ok, ownerWithOutlet, startIdentity, type IdentityTestApp } from './helpers';

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity();
});
afterAll(() => t.close());

const TABLES = ['owners', 'outlets', 'outlet_billings', 'sessions', 'admin_settings'];
const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(
        async (table) => [table, await t.ownerSql(`SELECT * FROM ${table} ORDER BY 1`)] as const,
      ),
    ),
  );

const NUL = 'a\u0000b';

const CONTACT = `mutation($input: UpdateOwnerContactInput!) { updateOwnerContact(input: $input) { id } }`;
const CREATE = `mutation($input: CreateOutletInput!) { createOutlet(input: $input) { id } }`;
const UPDATE = `mutation($input: UpdateOutletInput!) { updateOutlet(input: $input) { id } }`;
const PROFILE = `mutation($input: UpdateOutletProfileInput!) { updateOutletProfile(input: $input) { id } }`;
const CREATE_BILLING = `mutation($input: CreateOutletBillingInput!) { createOutletBilling(input: $input) { id } }`;
const UPDATE_BILLING = `mutation($input: UpdateOutletBillingInput!) { updateOutletBilling(input: $input) { id } }`;

const contact = { whatsappNumber: '012-345 6789', firstName: 'Ana', lastName: 'Lim' };
const outlet = { outletName: 'Kopi', outletAddress: '1 Jalan Ampang' };
const profile = {
  outletAddress: '12 Jalan Telawi',
  contactNumber: '03-2282 1234',
  name: 'Kedai Makan Sdn Bhd',
  accountNumber: '5140 1234 5678',
  bankName: 'Maybank',
};
const billing = {
  name: 'Service',
  type: 'ADD',
  amount: '10',
  amountType: 'PERCENTAGE',
  enabled: true,
};
const hours = (time: Record<string, string>, day = 'Monday') => ({
  operatingHours: [
    {
      dayOfOperation: day,
      isOpen: true,
      timesOfOperation: [{ fromTime: '09:00', toTime: '17:00', ...time }],
    },
  ],
});

/** [label, query, variables (with a NUL somewhere), the field the error names]. */
const cases = (billingId: string, outletId: string): [string, string, object, string][] => [
  [
    'updateOwnerContact.whatsappNumber',
    CONTACT,
    { input: { ...contact, whatsappNumber: NUL } },
    'whatsappNumber',
  ],
  ['updateOwnerContact.firstName', CONTACT, { input: { ...contact, firstName: NUL } }, 'firstName'],
  ['updateOwnerContact.lastName', CONTACT, { input: { ...contact, lastName: NUL } }, 'lastName'],
  ['createOutlet.outletName', CREATE, { input: { ...outlet, outletName: NUL } }, 'outletName'],
  [
    'createOutlet.outletAddress',
    CREATE,
    { input: { ...outlet, outletAddress: NUL } },
    'outletAddress',
  ],
  ['updateOutlet.outletName', UPDATE, { input: { outletName: NUL } }, 'outletName'],
  ['updateOutlet.outletAddress', UPDATE, { input: { outletAddress: NUL } }, 'outletAddress'],
  [
    'updateOutlet.establishmentSize',
    UPDATE,
    { input: { establishmentSize: NUL } },
    'establishmentSize',
  ],
  [
    'updateOutlet.deliveryTypes',
    UPDATE,
    { input: { deliveryInfo: { deliveryTypes: ['Dine-in', NUL] } } },
    'deliveryTypes',
  ],
  [
    'updateOutlet.otherDeliveryTypes',
    UPDATE,
    { input: { deliveryInfo: { deliveryTypes: [], otherDeliveryTypes: [NUL] } } },
    'otherDeliveryTypes',
  ],
  ['updateOutlet.dayOfOperation', UPDATE, { input: hours({}, NUL) }, 'dayOfOperation'],
  ['updateOutlet.fromTime', UPDATE, { input: hours({ fromTime: NUL }) }, 'fromTime'],
  ['updateOutlet.toTime', UPDATE, { input: hours({ toTime: NUL }) }, 'toTime'],
  [
    'updateOutletProfile.outletAddress',
    PROFILE,
    { input: { ...profile, outletAddress: NUL } },
    'outletAddress',
  ],
  [
    'updateOutletProfile.contactNumber',
    PROFILE,
    { input: { ...profile, contactNumber: NUL } },
    'contactNumber',
  ],
  ['updateOutletProfile.name', PROFILE, { input: { ...profile, name: NUL } }, 'name'],
  [
    'updateOutletProfile.accountNumber',
    PROFILE,
    { input: { ...profile, accountNumber: NUL } },
    'accountNumber',
  ],
  ['updateOutletProfile.bankName', PROFILE, { input: { ...profile, bankName: NUL } }, 'bankName'],
  ['createOutletBilling.name', CREATE_BILLING, { input: { ...billing, name: NUL } }, 'name'],
  ['createOutletBilling.amount', CREATE_BILLING, { input: { ...billing, amount: NUL } }, 'amount'],
  ['updateOutletBilling.id', UPDATE_BILLING, { input: { id: NUL, name: 'x' } }, 'id'],
  ['updateOutletBilling.name', UPDATE_BILLING, { input: { id: billingId, name: NUL } }, 'name'],
  [
    'updateOutletBilling.amount',
    UPDATE_BILLING,
    { input: { id: billingId, amount: NUL } },
    'amount',
  ],
  [
    'deleteOutletBilling.id',
    `mutation($id: ID!) { deleteOutletBilling(id: $id) }`,
    { id: NUL },
    'id',
  ],
  [
    'setCurrentOutlet.outletId',
    `mutation($id: ID!) { setCurrentOutlet(outletId: $id) { id } }`,
    { id: NUL },
    'outletId',
  ],
  [
    'deleteOutlet.outletId',
    `mutation($id: ID!) { deleteOutlet(outletId: $id) { success } }`,
    { id: `${outletId}\u0000` },
    'outletId',
  ],
  ['outlet.id', `query($id: ID!) { outlet(id: $id) { id } }`, { id: NUL }, 'id'],
];

describe('string inputs of identity', () => {
  it('answers BAD_USER_INPUT naming the field for a NUL in any of them, and changes nothing', async () => {
    const owner = await ownerWithOutlet(t, 'Nadia');
    const created = await ok<{ createOutletBilling: { id: string } }>(
      t,
      CREATE_BILLING,
      { input: billing },
      owner.token,
      owner.outletId,
    );
    const before = await snapshot();
    const all = cases(created.createOutletBilling.id, owner.outletId);
    expect(all.length).toBeGreaterThanOrEqual(18);
    for (const [label, query, variables, field] of all) {
      const res = await t.gql(query, variables as Record<string, unknown>, {
        token: owner.token,
        outletId: owner.outletId,
      });
      expect({ label, errors: res.errors }).toEqual({
        label,
        errors: [
          {
            message: `${field} contains a character that is not allowed`,
            extensions: { code: 'BAD_USER_INPUT', field },
          },
        ],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the same NUL written as a literal in the query', async () => {
    const owner = await ownerWithOutlet(t, 'Omar');
    const before = await snapshot();
    const res = await t.gql(
      'mutation { createOutlet(input: { outletName: "Kopi\\u0000", outletAddress: "1 Jalan" }) { id } }',
      {},
      { token: owner.token },
    );
    expect(res.errors?.[0]).toEqual({
      message: 'outletName contains a character that is not allowed',
      extensions: { code: 'BAD_USER_INPUT', field: 'outletName' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a string over 1,000 characters with a clear message', async () => {
    const owner = await ownerWithOutlet(t, 'Pavi');
    const res = await t.gql(
      PROFILE,
      { input: { ...profile, outletAddress: 'x'.repeat(1001) } },
      { token: owner.token, outletId: owner.outletId },
    );
    expect(res.errors?.[0]).toEqual({
      message: 'outletAddress must be at most 1000 characters long',
      extensions: { code: 'BAD_USER_INPUT', field: 'outletAddress' },
    });
  });
});
