import { join } from 'node:path';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type IdentityTestApp, startIdentity } from './helpers';

/**
 * The platform's cross-tenant check over identity's own schema (issue 7, 2.8): as owner B, every
 * root field and mutation with owner A's ids (A's owner, outlet and billing add-on), and the
 * Owner, Outlet and OutletProgress references, answer NOT_FOUND, FORBIDDEN or nothing, and none
 * of A's rows changes.
 */
let t: IdentityTestApp;
let ana: TestOwner;
let ben: TestOwner;
let billingId: string;

beforeAll(async () => {
  t = await startIdentity();
  ana = await signedInOwner(t, { name: 'Ana Lim', outletName: "Ana's Kitchen" });
  ben = await signedInOwner(t, { name: 'Ben Tan', outletName: "Ben's Cafe" });
  const res = await ana.gql<{ createOutletBilling: { id: string } }>(
    `mutation { createOutletBilling(input: {
      name: "Service charge", type: ADD, amount: "10", amountType: PERCENTAGE, enabled: true
    }) { id } }`,
  );
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  billingId = res.data.createOutletBilling.id;
});
afterAll(() => t.close());

describe('the cross-tenant check over identity', () => {
  it("answers owner B nothing of owner A's and changes none of A's rows", async () => {
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [billingId],
      // Nothing is exempt: the fields that take no id (signIn, me, outlets, currentOutlet,
      // createOutlet, updateOwnerContact, adminSetting, ...) answer B's own data or refuse, and
      // the admin-only ones answer FORBIDDEN; the check holds them to "none of A's ids".
      exempt: {},
    });
    const probed = (field: string) => calls.filter((c) => c.field === field).map((c) => c.id);
    // Every id-taking field and every entity was probed with each of A's ids.
    for (const field of [
      'Query.outlet',
      'Mutation.setCurrentOutlet',
      'Mutation.updateOutletBilling',
      'Mutation.deleteOutletBilling',
      'Mutation.deleteOutlet',
      '_entities Owner',
      '_entities Outlet',
      '_entities OutletProgress',
    ]) {
      expect(probed(field)).toEqual(expect.arrayContaining([ana.ownerId, ana.outletId, billingId]));
    }
    expect(calls.every((c) => c.outcome === 'ok')).toBe(true);
  });
});
