import { join } from 'node:path';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type __Name__TestApp, start__Name__ } from './helpers';

/**
 * The cross-tenant check (one file of this name in every service): owner B, given owner A's ids
 * of every aggregate, gets NOT_FOUND, null or nothing from every root field, mutation and entity
 * of the printed schema, and changes no row. Give it A's ids of each new aggregate.
 */
describe('__name__: the cross-tenant check', () => {
  let t: __Name__TestApp;
  let ana: TestOwner;
  let ben: TestOwner;

  beforeAll(async () => {
    t = await start__Name__();
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it("gives another owner none of the first owner's rows", async () => {
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [],
    });
    expect(calls.map((c) => c.field)).toEqual(expect.arrayContaining(['Query.exampleOutlet']));
  });
});
