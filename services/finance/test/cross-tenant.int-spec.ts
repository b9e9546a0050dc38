import { join } from 'node:path';
import { suiteCrossTenantCheck, ownersSuite } from '@mise/testing';
import { startFinance } from './helpers';

/**
 * The cross-tenant check (one file of this name in every service): owner B, given owner A's ids
 * of every aggregate, gets NOT_FOUND, null or nothing from every root field, mutation and entity
 * of the printed schema, and changes no row. Give it A's ids of each new aggregate.
 */
describe('finance: the cross-tenant check', () => {
  const s = ownersSuite(startFinance, 2);

  it("gives another owner none of the first owner's rows", async () => {
    const calls = await suiteCrossTenantCheck(s, join(__dirname, '..'), {
      ids: [],
    });
    expect(calls.map((c) => c.field)).toEqual(
      expect.arrayContaining(['Query.expenses', 'Mutation.createExpense']),
    );
  });
});
