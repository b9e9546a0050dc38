import { join } from 'node:path';
import { ownersSuite, suiteCrossTenantCheck } from '@mise/testing';
import { connect, startWithProviders } from './helpers';

/**
 * The cross-tenant check (one file of this name in every service): owner B, given owner A's ids,
 * gets NOT_FOUND, null or nothing from every root field, mutation and entity of the printed
 * schema, and changes no row. Connections are per owner: A connects all three providers and
 * starts one more request first; B's calls act on B's own connections only.
 */
describe('integrations: the cross-tenant check', () => {
  const s = ownersSuite(startWithProviders, 2);

  it("gives another owner none of the first owner's rows", async () => {
    for (const p of ['POS', 'MAIL', 'ACCOUNTING'] as const) await connect(s.ana.gql, p);
    await s.ana.gql(`mutation { startConnection(provider: MAIL) { authorizeUrl } }`);
    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), { ids: [] });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining([
        'Query.integrations',
        'Mutation.startConnection',
        'Mutation.completeConnection',
        'Mutation.disconnect',
        'Query.posStores',
        'Mutation.mapPosStore',
        'Mutation.syncPosReceipts',
        '_entities Owner',
      ]),
    );
    const [{ n }] = await s.t.ownerSql<{ n: string }>(
      `SELECT count(*) AS n FROM connections WHERE owner_id = $1 AND state = 'CONNECTED'`,
      [s.ana.ownerId],
    );
    expect(Number(n)).toBe(3);
  });
});
