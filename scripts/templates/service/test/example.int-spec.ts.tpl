import { signedInOwner, type TestOwner } from '@mise/testing';
import { type __Name__TestApp, start__Name__ } from './helpers';

describe('the example module', () => {
  let t: __Name__TestApp;
  let ana: TestOwner;
  let ben: TestOwner;

  beforeAll(async () => {
    t = await start__Name__();
    ana = await signedInOwner(t);
    ben = await signedInOwner(t);
  });
  afterAll(() => t.close());

  it('answers the current outlet as identity announced it', async () => {
    const res = await ana.gql<{ exampleOutlet: { id: string; name: string } }>(
      `{ exampleOutlet { id name } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.exampleOutlet).toEqual({ id: ana.outletId, name: expect.any(String) });
  });

  it("refuses another owner's outlet in X-Outlet-ID", async () => {
    const res = await ben.gql(`{ exampleOutlet { id } }`, {}, { outletId: ana.outletId });
    expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
