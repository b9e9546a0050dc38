import { mapConnection, toConnection } from './connection';

describe('mapConnection', () => {
  it('maps every node and keeps the total and the page info', () => {
    const page = toConnection([{ n: 1 }, { n: 2 }], 5, { offset: 2, limit: 2 });
    const mapped = mapConnection(page, (r) => ({ label: `#${r.n}` }));
    expect(mapped).toEqual({
      nodes: [{ label: '#1' }, { label: '#2' }],
      totalCount: 5,
      pageInfo: page.pageInfo,
    });
    expect(mapped.pageInfo).toMatchObject({ startCursor: '2', endCursor: '3', hasNextPage: true });
  });

  it('answers an empty page for an empty one', () => {
    const mapped = mapConnection(toConnection([], 0, { offset: 0, limit: 10 }), () => 'x');
    expect(mapped.nodes).toEqual([]);
    expect(mapped.totalCount).toBe(0);
  });
});
