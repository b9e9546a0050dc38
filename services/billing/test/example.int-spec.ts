import { join } from 'node:path';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type BillingTestApp, startBilling } from './helpers';

const ITEM = 'id name';

describe('example items', () => {
  let t: BillingTestApp;
  let ana: TestOwner;
  let ben: TestOwner;

  beforeAll(async () => {
    t = await startBilling();
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it("creates, renames and lists the current outlet's items", async () => {
    const created = await ana.gql<{ createBillingExampleItem: { id: string; name: string } }>(
      `mutation($n: String!) { createBillingExampleItem(input: { name: $n }) { ${ITEM} } }`,
      { n: '  First  ' },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createBillingExampleItem.id;
    expect(created.data!.createBillingExampleItem.name).toBe('First');
    await ana.gql(
      `mutation($id: ID!) { renameBillingExampleItem(id: $id, name: "Renamed") { id } }`,
      {
        id,
      },
    );
    const list = await ana.gql<{ billingExampleItems: Array<{ id: string; name: string }> }>(
      `{ billingExampleItems { ${ITEM} } }`,
    );
    expect(list.data?.billingExampleItems).toEqual([{ id, name: 'Renamed' }]);
  });

  it('refuses a blank name with a clear message and saves nothing', async () => {
    const res = await ben.gql(
      `mutation { createBillingExampleItem(input: { name: "  " }) { id } }`,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Kindly fill in the name',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await ben.gql<{ billingExampleItems: unknown[] }>(`{ billingExampleItems { id } }`)).data,
    ).toEqual({
      billingExampleItems: [],
    });
  });

  it("gives another owner none of the first owner's rows (cross-tenant check)", async () => {
    const created = await ana.gql<{ createBillingExampleItem: { id: string } }>(
      `mutation { createBillingExampleItem(input: { name: "Secret" }) { id } }`,
    );
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [created.data!.createBillingExampleItem.id],
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.billingExampleItem',
        'Mutation.deleteBillingExampleItem',
        '_entities BillingExampleItem',
      ]),
    );
  });

  it('answers a federation reference only to an owner of its outlet', async () => {
    const created = await ana.gql<{ createBillingExampleItem: { id: string } }>(
      `mutation { createBillingExampleItem(input: { name: "Shared" }) { id } }`,
    );
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on BillingExampleItem { name } } }`;
    const r = [
      {
        __typename: 'BillingExampleItem',
        id: created.data!.createBillingExampleItem.id,
        outletId: ana.outletId,
      },
    ];
    expect((await ana.gql(query, { r })).data).toEqual({ _entities: [{ name: 'Shared' }] });
    expect((await ben.gql(query, { r })).data).toEqual({ _entities: [null] });
  });

  it("refuses another owner's outlet in X-Outlet-ID", async () => {
    const res = await ben.gql(`{ billingExampleItems { id } }`, {}, { outletId: ana.outletId });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
