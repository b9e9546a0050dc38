import { randomUUID } from 'node:crypto';
import { MAX_LOOKUP_IDS, readLookupRequest } from './lookup-request';

describe('readLookupRequest: a lookup request from the bus', () => {
  const outletId = randomUUID();

  it('keeps the uuids and the short names, at most MAX_LOOKUP_IDS of each', () => {
    const ids = Array.from({ length: MAX_LOOKUP_IDS + 1 }, () => randomUUID());
    const read = readLookupRequest({
      outletId,
      kind: 'table',
      ids: ['nope', 7, ...ids],
      names: ['T1', 3, 'x'.repeat(201), 'x'.repeat(200)],
    });
    expect(read).toEqual({
      outletId,
      kind: 'table',
      ids: ids.slice(0, MAX_LOOKUP_IDS),
      names: ['T1', 'x'.repeat(200)],
    });
  });

  it('answers nothing to ask for when the request is malformed', () => {
    for (const data of [null, 'x', { outletId: 'not-a-uuid', ids: 'a' }]) {
      expect(readLookupRequest(data)).toEqual({
        outletId: null,
        kind: undefined,
        ids: [],
        names: [],
      });
    }
  });
});
