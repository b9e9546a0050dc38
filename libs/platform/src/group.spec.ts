import { groupBy } from './group';
import { groupsByKeys } from './graphql/loaders';

describe('grouping rows', () => {
  const rows = [
    { k: 'a', n: 1 },
    { k: 'b', n: 2 },
    { k: 'a', n: 3 },
  ];

  it('groups by key, keeping the order within a group', () => {
    expect([...groupBy(rows, (r) => r.k)]).toEqual([
      ['a', [rows[0], rows[2]]],
      ['b', [rows[1]]],
    ]);
  });

  it('answers one list per key in the order of the keys, empty for a key without rows', () => {
    expect(groupsByKeys(['b', 'c', 'a'], rows, (r) => r.k)).toEqual([
      [rows[1]],
      [],
      [rows[0], rows[2]],
    ]);
  });
});
