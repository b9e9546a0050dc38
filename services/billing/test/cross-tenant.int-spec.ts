import { join } from 'node:path';
import { crossTenantCheck, signedInOwner, type TestOwner } from '@mise/testing';
import { type BillingTestApp, PLANS, sessionIdOf, startBilling, TOPUPS } from './helpers';

/**
 * The cross-tenant check of billing (one file of this name in every service): owner B with owner
 * A's ids (a paid plan checkout, a top-up checkout, the subscription) gets NOT_FOUND, null or
 * nothing from every root field, mutation and entity, and changes no row.
 */
describe('billing: the cross-tenant check', () => {
  let t: BillingTestApp;

  beforeAll(async () => {
    t = await startBilling();
  });
  afterAll(async () => {
    await t.close();
  });

  async function checkout(o: TestOwner, mutation: string, id: string): Promise<string> {
    const res = await o.gql<Record<string, { checkoutId: string; sessionUrl: string }>>(
      `mutation($id: ID!) { c: ${mutation}(${mutation === 'createPlanCheckout' ? 'planId' : 'topupId'}: $id) { checkoutId sessionUrl } }`,
      { id },
    );
    expect(res.errors).toBeUndefined();
    if (mutation === 'createPlanCheckout') await t.stripe.pay(sessionIdOf(res.data!.c.sessionUrl));
    return res.data!.c.checkoutId;
  }

  async function subscription(o: TestOwner): Promise<{ id: string; status: string } | null> {
    const res = await o.gql<{
      o: Array<{ currentSubscription: { id: string; status: string } | null }>;
    }>(
      `query($r: [_Any!]!) { o: _entities(representations: $r) { ... on Outlet { currentSubscription { id status } } } }`,
      { r: [{ __typename: 'Outlet', id: o.outletId }] },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.o[0].currentSubscription;
  }

  it("gives another owner none of the first owner's billing", async () => {
    const ana = await signedInOwner(t);
    const ben = await signedInOwner(t);
    const plan = await checkout(ana, 'createPlanCheckout', PLANS.starter);
    const topup = await checkout(ana, 'createTopupCheckout', TOPUPS.hundred);
    const before = await subscription(ana);
    expect(before).toMatchObject({ status: 'ACTIVE' });
    const calls = await crossTenantCheck({
      app: t,
      schemaFile: join(__dirname, '..', 'schema.graphql'),
      victim: ana,
      intruder: ben,
      ids: [plan, topup, before!.id],
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.plans',
        'Query.topups',
        'Mutation.createPlanCheckout',
        'Mutation.createTopupCheckout',
        'Mutation.abandonCheckout',
        'Mutation.cancelSubscription',
        'Mutation.cancelSubscriptionPermanently',
        'Mutation.changeSubscriptionPlan',
        '_entities Outlet',
      ]),
    );
    expect(await subscription(ana)).toMatchObject({ status: 'ACTIVE' });
  });
});
