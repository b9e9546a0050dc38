import { IdentitySubjects, type OutletUpdatedEvent } from '@mise/contracts';
import { expectEvent } from '@mise/testing';
import { IDENTITY_LOOKUP_SUBJECT } from '../src/lookup/lookup.contract';
import { LookupService } from '../src/lookup/lookup.service';
import { type IdentityTestApp, ok, ownerWithOutlet, startIdentity } from './helpers';

// Issue 7, 2.4 (flows.md §9): revisions on identity's aggregates and rpc.identity.lookup.

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity();
});
afterAll(() => t.close());

const PROFILE = `mutation($input: UpdateOutletProfileInput!) { updateOutletProfile(input: $input) { id } }`;
const BILLING = `mutation($input: CreateOutletBillingInput!) { createOutletBilling(input: $input) { id } }`;

describe('revision', () => {
  it('goes up by one per committed change of an outlet, carried by each outlet.updated', async () => {
    const owner = await ownerWithOutlet(t, 'Rev');
    const seen: number[] = [];
    const profile = await expectEvent<OutletUpdatedEvent>(
      IdentitySubjects.outletUpdated,
      (e) =>
        e.payload.outletId === owner.outletId && e.payload.changedFields.includes('outletAddress'),
    );
    await ok(
      t,
      PROFILE,
      {
        input: {
          outletAddress: '2 Jalan Dua',
          contactNumber: '03-2282 1234',
          name: 'Rev Sdn Bhd',
          accountNumber: '123',
          bankName: 'CIMB',
        },
      },
      owner.token,
      owner.outletId,
    );
    seen.push((await profile.event).payload.revision);
    const billing = await expectEvent<OutletUpdatedEvent>(
      IdentitySubjects.outletUpdated,
      (e) => e.payload.outletId === owner.outletId && e.payload.changedFields.includes('billings'),
    );
    await ok(
      t,
      BILLING,
      { input: { name: 'Tax', type: 'ADD', amount: '6', amountType: 'PERCENTAGE', enabled: true } },
      owner.token,
      owner.outletId,
    );
    const event = (await billing.event).payload;
    seen.push(event.revision);
    expect(seen).toEqual([2, 3]);
    expect(event).toMatchObject({
      outletAddress: '2 Jalan Dua',
      contactNumber: '+60322821234',
      paymentDetails: { name: 'Rev Sdn Bhd', accountNumber: '123', bank: 'CIMB' },
    });
  });
});

describe('rpc.identity.lookup', () => {
  it('answers the outlet, its owner and the admin setting with their revisions', async () => {
    const owner = await ownerWithOutlet(t, 'Lookup');
    const lookup = t.app.get(LookupService);

    const outlet = await lookup.lookup({
      outletId: owner.outletId,
      kind: 'outlet',
      ids: [owner.outletId],
    });
    expect(outlet.rows).toEqual([
      expect.objectContaining({
        outletId: owner.outletId,
        ownerId: owner.userId,
        outletName: "Lookup's Kitchen",
        outletAddress: '1 Jalan Ampang, Kuala Lumpur',
        billings: [],
        revision: 1,
      }),
    ]);
    const byOutlet = await lookup.lookup({ outletId: owner.outletId, kind: 'owner' });
    const byEmail = await lookup.lookup({
      outletId: owner.outletId,
      kind: 'owner',
      email: owner.email.toUpperCase(),
    });
    for (const reply of [byOutlet, byEmail]) {
      expect(reply.rows).toEqual([
        expect.objectContaining({
          ownerId: owner.userId,
          subject: `test|${owner.email}`,
          email: owner.email,
          whatsappNumber: '+60123456789',
          revision: 2,
        }),
      ]);
    }
    expect((await lookup.lookup({ outletId: owner.outletId, kind: 'admin-setting' })).rows).toEqual(
      [{ key: 'enable90DaysChecking', value: true, revision: 1 }],
    );
  });

  it('answers no rows for unknown ids, malformed requests and unknown kinds', async () => {
    const lookup = t.app.get(LookupService);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      await lookup.lookup({ outletId: unknown, kind: 'outlet', ids: [unknown, 'nope'] }),
    ).toEqual({ rows: [] });
    expect(await lookup.lookup({ outletId: unknown, kind: 'owner' })).toEqual({ rows: [] });
    expect(await lookup.lookup({ outletId: unknown, kind: 'menu-item' })).toEqual({ rows: [] });
    expect(await lookup.lookup('garbage')).toEqual({ rows: [] });
  });

  it('is answered over NATS on rpc.identity.lookup', async () => {
    const owner = await ownerWithOutlet(t, 'Nats');
    const { connect } = await import('@nats-io/transport-node');
    const nc = await connect({ servers: t.config.natsUrl });
    try {
      // This test app answers on its own prefix (NATS_RPC_PREFIX), never another run's identity.
      let rows: { outletId: string }[] = [];
      // Until this instance has subscribed, nobody may answer yet: try again shortly.
      for (let i = 0; i < 20 && rows.length === 0; i++) {
        const reply = await nc
          .request(
            t.config.natsRpcPrefix + IDENTITY_LOOKUP_SUBJECT,
            JSON.stringify({ outletId: owner.outletId, kind: 'outlet' }),
            { timeout: 1500 },
          )
          .catch(() => null);
        if (reply) rows = reply.json<{ rows: { outletId: string }[] }>().rows;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(rows.map((r) => r.outletId)).toEqual([owner.outletId]);
    } finally {
      await nc.close();
    }
  });
});
