import { join } from 'node:path';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type SalesTestApp, startSales } from './helpers';

const ITEM = 'id name';

describe('example items', () => {
  let t: SalesTestApp;
  let ana: TestOwner;
  let ben: TestOwner;

  beforeAll(async () => {
    t = await startSales();
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it("creates, renames and lists the current outlet's items", async () => {
    const created = await ana.gql<{ createSalesExampleItem: { id: string; name: string } }>(
      `mutation($n: String!) { createSalesExampleItem(input: { name: $n }) { ${ITEM} } }`,
      { n: '  First  ' },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createSalesExampleItem.id;
    expect(created.data!.createSalesExampleItem.name).toBe('First');
    await ana.gql(
      `mutation($id: ID!) { renameSalesExampleItem(id: $id, name: "Renamed") { id } }`,
      {
        id,
      },
    );
    const list = await ana.gql<{ salesExampleItems: Array<{ id: string; name: string }> }>(
      `{ salesExampleItems { ${ITEM} } }`,
    );
    expect(list.data?.salesExampleItems).toEqual([{ id, name: 'Renamed' }]);
  });

  it('refuses a blank name with a clear message and saves nothing', async () => {
    const res = await ben.gql(`mutation { createSalesExampleItem(input: { name: "  " }) { id } }`);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Kindly fill in the name',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      (await ben.gql<{ salesExampleItems: unknown[] }>(`{ salesExampleItems { id } }`)).data,
    ).toEqual({
      salesExampleItems: [],
    });
  });

  it("gives another owner none of the first owner's rows (cross-tenant check)", async () => {
    const created = await ana.gql<{ createSalesExampleItem: { id: string } }>(
      `mutation { createSalesExampleItem(input: { name: "Secret" }) { id } }`,
    );
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [created.data!.createSalesExampleItem.id],
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.salesExampleItem',
        'Mutation.deleteSalesExampleItem',
        '_entities SalesExampleItem',
      ]),
    );
  });

  it('answers a federation reference only to an owner of its outlet', async () => {
    const created = await ana.gql<{ createSalesExampleItem: { id: string } }>(
      `mutation { createSalesExampleItem(input: { name: "Shared" }) { id } }`,
    );
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on SalesExampleItem { name } } }`;
    const r = [
      {
        __typename: 'SalesExampleItem',
        id: created.data!.createSalesExampleItem.id,
        outletId: ana.outletId,
      },
    ];
    expect((await ana.gql(query, { r })).data).toEqual({ _entities: [{ name: 'Shared' }] });
    expect((await ben.gql(query, { r })).data).toEqual({ _entities: [null] });
  });

  it("refuses another owner's outlet in X-Outlet-ID", async () => {
    const res = await ben.gql(`{ salesExampleItems { id } }`, {}, { outletId: ana.outletId });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
