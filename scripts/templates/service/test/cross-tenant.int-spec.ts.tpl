import { join } from 'node:path';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type __Name__TestApp, start__Name__ } from './helpers';

const ITEM = 'id name';

describe('example items', () => {
  let t: __Name__TestApp;
  let ana: TestOwner;
  let ben: TestOwner;

  beforeAll(async () => {
    t = await start__Name__();
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it("creates, renames and lists the current outlet's items", async () => {
    const created = await ana.gql<{ createExampleItem: { id: string; name: string } }>(
      `mutation($n: String!) { createExampleItem(input: { name: $n }) { ${ITEM} } }`,
      { n: '  First  ' },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createExampleItem.id;
    expect(created.data!.createExampleItem.name).toBe('First');
    await ana.gql(`mutation($id: ID!) { renameExampleItem(id: $id, name: "Renamed") { id } }`, {
      id,
    });
    const list = await ana.gql<{ exampleItems: Array<{ id: string; name: string }> }>(
      `{ exampleItems { ${ITEM} } }`,
    );
    expect(list.data?.exampleItems).toEqual([{ id, name: 'Renamed' }]);
  });

  it('refuses a blank name with a clear message and saves nothing', async () => {
    const res = await ben.gql(`mutation { createExampleItem(input: { name: "  " }) { id } }`);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Kindly fill in the name',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await ben.gql<{ exampleItems: unknown[] }>(`{ exampleItems { id } }`)).data).toEqual({
      exampleItems: [],
    });
  });

  it("gives another owner none of the first owner's rows (cross-tenant check)", async () => {
    const created = await ana.gql<{ createExampleItem: { id: string } }>(
      `mutation { createExampleItem(input: { name: "Secret" }) { id } }`,
    );
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [created.data!.createExampleItem.id],
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.exampleItem',
        'Mutation.deleteExampleItem',
        '_entities ExampleItem',
      ]),
    );
  });

  it('answers a federation reference only to an owner of its outlet', async () => {
    const created = await ana.gql<{ createExampleItem: { id: string } }>(
      `mutation { createExampleItem(input: { name: "Shared" }) { id } }`,
    );
    const query = `query($r: [_Any!]!) { _entities(representations: $r) { ... on ExampleItem { name } } }`;
    const r = [
      { __typename: 'ExampleItem', id: created.data!.createExampleItem.id, outletId: ana.outletId },
    ];
    expect((await ana.gql(query, { r })).data).toEqual({ _entities: [{ name: 'Shared' }] });
    expect((await ben.gql(query, { r })).data).toEqual({ _entities: [null] });
  });

  it("refuses another owner's outlet in X-Outlet-ID", async () => {
    const res = await ben.gql(`{ exampleItems { id } }`, {}, { outletId: ana.outletId });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
