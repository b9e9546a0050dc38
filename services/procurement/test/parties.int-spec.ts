import { PartyMessages, type PartyKind } from '@mise/domain';
import {
  collectEvents,
  eventually,
  ownersSuite,
  signedInOwner,
  sqlStatementsOf,
  type TestOwner,
} from '@mise/testing';
import { startProcurement } from './helpers';

const FIELDS = `id outletId name email address postcode state country
  contact { name phoneNumber } paymentDetails { name accountNumber bank }`;

interface Party {
  id: string;
  name: string;
  email: string | null;
  address: string[];
  contact: { name: string; phoneNumber: string } | null;
  paymentDetails: Array<{ name: string; accountNumber: string; bank: string }>;
}

const Type = (kind: PartyKind) => (kind === 'supplier' ? 'Supplier' : 'Client');

async function create(o: TestOwner, kind: PartyKind, input: Record<string, unknown>) {
  return o.gql<Record<string, Party>>(
    `mutation($input: PartyInput!) { create${Type(kind)}(input: $input) { ${FIELDS} } }`,
    { input },
  );
}

async function update(o: TestOwner, kind: PartyKind, id: string, input: Record<string, unknown>) {
  return o.gql<Record<string, Party>>(
    `mutation($id: ID!, $input: PartyInput!) { update${Type(kind)}(id: $id, input: $input) { ${FIELDS} } }`,
    { id, input },
  );
}

async function made(o: TestOwner, kind: PartyKind, input: Record<string, unknown>) {
  const res = await create(o, kind, input);
  expect(res.errors).toBeUndefined();
  return res.data![`create${Type(kind)}`];
}

async function list(o: TestOwner, kind: PartyKind, vars: Record<string, unknown> = {}) {
  const res = await o.gql<Record<string, { totalCount: number; nodes: Party[] }>>(
    `query($search: String, $offset: Int!, $limit: Int!) {
       ${kind}s(search: $search, offset: $offset, limit: $limit) { totalCount nodes { id name } } }`,
    { offset: 0, limit: 50, ...vars },
  );
  expect(res.errors).toBeUndefined();
  return res.data![`${kind}s`];
}

describe.each<PartyKind>(['supplier', 'client'])('the %s directory (spec 3 §5.2)', (kind) => {
  const s = ownersSuite(startProcurement, 2);
  const M = PartyMessages[kind];
  const count = async (o: TestOwner) =>
    Number(
      (
        await s.t.ownerSql<{ n: string }>(
          `SELECT count(*) AS n FROM ${kind}s WHERE outlet_id = $1`,
          [o.outletId],
        )
      )[0].n,
    );

  it('keeps the Business Info: one contact in E.164, payment details, blanks as null', async () => {
    const row = await made(s.ana, kind, {
      name: '  Fresh   Farm ',
      email: 'orders@fresh.example',
      address: ['1 Jalan Ampang', 'Level 2'],
      postcode: '50450',
      state: 'Kuala Lumpur',
      country: 'Malaysia',
      contacts: [{ name: 'Ali', phoneNumber: '012-345 6789' }],
      paymentDetails: [
        { name: 'Fresh Farm Sdn Bhd', accountNumber: '1234567890', bank: 'Maybank' },
      ],
    });
    expect(row).toMatchObject({
      name: 'Fresh Farm',
      email: 'orders@fresh.example',
      address: ['1 Jalan Ampang', 'Level 2'],
      contact: { name: 'Ali', phoneNumber: '+60123456789' },
      paymentDetails: [
        { name: 'Fresh Farm Sdn Bhd', accountNumber: '1234567890', bank: 'Maybank' },
      ],
    });
    const bare = await made(s.ana, kind, {
      name: 'Bare',
      email: '',
      contacts: [{ name: '', phoneNumber: '' }],
      paymentDetails: [{ name: '', accountNumber: '', bank: '' }],
    });
    expect(bare).toMatchObject({ email: null, address: [], contact: null, paymentDetails: [] });
    const [stored] = await s.t.ownerSql<{ contact: unknown }>(
      `SELECT contact FROM ${kind}s WHERE id = $1`,
      [bare.id],
    );
    expect(stored.contact).toBeNull();
    const one = await s.ana.gql<Record<string, Party | null>>(
      `query($id: ID!) { ${kind}(id: $id) { ${FIELDS} } }`,
      { id: row.id },
    );
    expect(one.data![kind]).toEqual(row);
  });

  it.each([
    ['an empty name', { name: '   ' }, 'name', M.nameBlank],
    [
      'a contact without a name',
      { name: 'X1', contacts: [{ name: ' ', phoneNumber: '0123456789' }] },
      'contactName',
      PartyMessages.contactName,
    ],
    [
      'a contact with a bad phone',
      { name: 'X2', contacts: [{ name: 'Ali', phoneNumber: '12345' }] },
      'contactPhone',
      PartyMessages.contactPhone,
    ],
    [
      'two contacts',
      {
        name: 'X3',
        contacts: [
          { name: 'Ali', phoneNumber: '0123456789' },
          { name: 'Abu', phoneNumber: '+6591234567' },
        ],
      },
      'contacts',
      PartyMessages.oneContact,
    ],
    ['a bad e-mail', { name: 'X4', email: 'nobody' }, 'email', PartyMessages.emailInvalid],
    [
      'three address lines',
      { name: 'X5', address: ['a', 'b', 'c'] },
      'address',
      PartyMessages.addressTooLong,
    ],
    [
      'a half-filled payment detail',
      { name: 'X6', paymentDetails: [{ name: 'A', accountNumber: '', bank: 'B' }] },
      'paymentDetails',
      PartyMessages.paymentDetailIncomplete,
    ],
  ])('refuses %s with the spec message and keeps nothing', async (_what, input, field, message) => {
    const before = await count(s.ana);
    const res = await create(s.ana, kind, input);
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field },
    });
    expect(await count(s.ana)).toBe(before);
  });

  it('takes a phone of a preferred country other than MY', async () => {
    const row = await made(s.ana, kind, {
      name: 'Singapore Supply',
      contacts: [{ name: 'Tan', phoneNumber: '+65 9123 4567' }],
    });
    expect(row.contact).toEqual({ name: 'Tan', phoneNumber: '+6591234567' });
  });

  it('keeps names unique per outlet case-insensitively, excluding the record itself', async () => {
    const first = await made(s.ana, kind, { name: 'Kedai Ikan' });
    const dup = await create(s.ana, kind, { name: ' kedai   IKAN ' });
    expect(dup.errors?.[0]).toMatchObject({
      message: M.nameTaken,
      extensions: { code: 'BAD_USER_INPUT', field: 'name' },
    });
    // another outlet may use the name
    await made(s.ben, kind, { name: 'Kedai Ikan' });
    // saving itself under another case is no clash; taking another's name is
    const self = await update(s.ana, kind, first.id, { name: 'KEDAI IKAN', email: 'a@b.co' });
    expect(self.errors).toBeUndefined();
    expect(self.data![`update${Type(kind)}`]).toMatchObject({
      name: 'KEDAI IKAN',
      email: 'a@b.co',
    });
    const other = await made(s.ana, kind, { name: 'Kedai Sayur' });
    const clash = await update(s.ana, kind, other.id, { name: 'kedai ikan' });
    expect(clash.errors?.[0].message).toBe(M.nameTaken);
    const blank = await update(s.ana, kind, other.id, { name: '' });
    expect(blank.errors?.[0].message).toBe(M.nameBlank);
  });

  it('makes one row of two concurrent creates of one name; the other gets the spec message', async () => {
    const [a, b] = await Promise.all([
      create(s.ana, kind, { name: 'Race Trading' }),
      create(s.ana, kind, { name: 'race trading' }),
    ]);
    const errors = [a, b].flatMap((r) => r.errors ?? []);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: M.nameTaken,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const found = await list(s.ana, kind, { search: 'race trading' });
    expect(found.totalCount).toBe(1);
  });

  it('lists by name A→Z a page at a time, searching by name', async () => {
    const o = s.ben;
    for (const name of ['delta', 'Alpha', 'charlie', 'Bravo', 'echo'])
      await made(o, kind, { name });
    const all = await list(o, kind);
    const names = all.nodes.map((n) => n.name);
    expect(names.filter((n) => n !== 'Kedai Ikan')).toEqual([
      'Alpha',
      'Bravo',
      'charlie',
      'delta',
      'echo',
    ]);
    const page = await list(o, kind, { offset: 1, limit: 2 });
    expect(page.totalCount).toBe(all.totalCount);
    expect(page.nodes.map((n) => n.name)).toEqual(names.slice(1, 3));
    const found = await list(o, kind, { search: 'HAR' });
    expect(found).toEqual({ totalCount: 1, nodes: [expect.objectContaining({ name: 'charlie' })] });
  });

  it('reads a page in statements that do not grow with its size', async () => {
    const cost = async (n: number) => {
      const o = await signedInOwner(s.t);
      for (let i = 0; i < n; i++) await made(o, kind, { name: `Party ${i}` });
      return sqlStatementsOf(s.t.app, async (opts) => {
        const res = await o.gql<Record<string, { nodes: unknown[] }>>(
          `{ ${kind}s(offset: 0, limit: 50) { totalCount nodes { ${FIELDS} } } }`,
          {},
          opts,
        );
        expect(res.data![`${kind}s`].nodes).toHaveLength(n);
      });
    };
    expect(await cost(6)).toBe(await cost(1));
  });

  it('deletes one and answers NOT_FOUND for an id it does not hold', async () => {
    const row = await made(s.ana, kind, { name: 'Short Lived' });
    const del = await s.ana.gql(`mutation($id: ID!) { delete${Type(kind)}(id: $id) }`, {
      id: row.id,
    });
    expect(del.data).toEqual({ [`delete${Type(kind)}`]: true });
    const again = await s.ana.gql(`mutation($id: ID!) { delete${Type(kind)}(id: $id) }`, {
      id: row.id,
    });
    expect(again.errors?.[0]).toMatchObject({
      message: M.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    const gone = await s.ana.gql(`query($id: ID!) { ${kind}(id: $id) { id } }`, { id: row.id });
    expect(gone.data).toEqual({ [kind]: null });
  });
});

describe('supplier events (flows.md §1)', () => {
  const s = ownersSuite(startProcurement, 1);

  it('emits saved on create and on each change with the revision, deleted with the next', async () => {
    const mine = (e: { outletId: string | null }) => e.outletId === s.ana.outletId;
    const saved = await collectEvents<{ supplierId: string; name: string; revision: number }>(
      'procurement.supplier.saved',
      mine,
    );
    const deleted = await collectEvents<{ supplierId: string; revision: number }>(
      'procurement.supplier.deleted',
      mine,
    );
    const row = await made(s.ana, 'supplier', { name: 'Evented' });
    await update(s.ana, 'supplier', row.id, { name: 'Evented Two' });
    // the same values again: no change, no event
    await update(s.ana, 'supplier', row.id, { name: 'Evented Two' });
    await s.ana.gql(`mutation($id: ID!) { deleteSupplier(id: $id) }`, { id: row.id });
    await eventually(() => Promise.resolve(deleted.events.length >= 1));
    saved.stop();
    deleted.stop();
    expect(saved.events.map((e) => e.payload)).toEqual([
      { supplierId: row.id, name: 'Evented', revision: 1 },
      { supplierId: row.id, name: 'Evented Two', revision: 2 },
    ]);
    expect(deleted.events.map((e) => e.payload)).toEqual([{ supplierId: row.id, revision: 3 }]);
  });
});
