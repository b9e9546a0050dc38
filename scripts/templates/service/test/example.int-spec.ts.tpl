import { ownersSuite } from '@mise/testing';
import { start__Name__ } from './helpers';

describe('the example module', () => {
  const s = ownersSuite(start__Name__, 2);

  it('answers the current outlet as identity announced it', async () => {
    const res = await s.ana.gql<{ exampleOutlet: { id: string; name: string } }>(
      `{ exampleOutlet { id name } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.exampleOutlet).toEqual({ id: s.ana.outletId, name: expect.any(String) });
  });

  it("refuses another owner's outlet in X-Outlet-ID", async () => {
    const res = await s.ben.gql(`{ exampleOutlet { id } }`, {}, { outletId: s.ana.outletId });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
