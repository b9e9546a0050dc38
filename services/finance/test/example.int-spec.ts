import { ownersSuite } from '@mise/testing';
import { startFinance } from './helpers';

describe('the example module', () => {
  const s = ownersSuite(startFinance, 2);

  it('answers the current outlet as identity announced it', async () => {
    const res = await s.ana.gql<{ financeExampleOutlet: { id: string; name: string } }>(
      `{ financeExampleOutlet { id name } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.financeExampleOutlet).toEqual({
      id: s.ana.outletId,
      name: expect.any(String),
    });
  });

  it("refuses another owner's outlet in X-Outlet-ID", async () => {
    const res = await s.ben.gql(
      `{ financeExampleOutlet { id } }`,
      {},
      { outletId: s.ana.outletId },
    );
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
