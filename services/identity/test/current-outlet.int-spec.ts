import { fails, type IdentityTestApp, ok, ownerWithOutlet, startIdentity } from './helpers';

/** `currentOutlet`: the outlet comes from the session header (X-Outlet-ID), never an argument. */
const CURRENT = `query { currentOutlet { id outletName outletNumber maskedOutletNumber } }`;

let t: IdentityTestApp;
beforeAll(async () => {
  t = await startIdentity();
});
afterAll(() => t.close());

describe('currentOutlet', () => {
  it('answers the outlet named by X-Outlet-ID to its owner', async () => {
    const a = await ownerWithOutlet(t, 'Nadia');
    const { currentOutlet } = await ok<{
      currentOutlet: { id: string; outletName: string; maskedOutletNumber: string };
    }>(t, CURRENT, {}, a.token, a.outletId);
    expect(currentOutlet).toMatchObject({ id: a.outletId, outletName: "Nadia's Kitchen" });
    expect(currentOutlet.maskedOutletNumber).toEqual(expect.any(String));
  });

  it("answers NOT_FOUND for another owner's outlet id in the header, and without a header", async () => {
    const a = await ownerWithOutlet(t, 'Omar');
    const b = await ownerWithOutlet(t, 'Priya');
    expect(await fails(t, CURRENT, {}, a.token, b.outletId)).toEqual({
      code: 'NOT_FOUND',
      message: 'Outlet not found',
    });
    expect((await fails(t, CURRENT, {}, a.token)).code).toBe('NOT_FOUND');
  });
});
