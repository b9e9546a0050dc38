import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

/**
 * oidc-provider storage kept in one process's memory: for the dev issuer only. Sessions, codes and
 * refresh tokens are lost on restart (the signing keys are not: they live in the keys file).
 * Lookups by uid or grant scan the map, which is fine at development volumes.
 */
export function inMemoryAdapterFactory(): AdapterFactory {
  const entries = new Map<string, Entry>();
  const SWEEP_AT = 10_000;

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  };

  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findWhere = (match: (payload: AdapterPayload) => boolean) => {
      for (const [entryKey, entry] of entries) {
        if (entryKey.startsWith(`${model}:`) && match(entry.payload)) return live(entryKey);
      }
      return undefined;
    };

    return {
      upsert(id, payload, expiresIn) {
        if (entries.size >= SWEEP_AT) sweep();
        const expiresAt = expiresIn === undefined ? Infinity : Date.now() + expiresIn * 1000;
        entries.set(key(id), { payload, expiresAt });
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(key(id))),
      findByUid: (uid) => Promise.resolve(findWhere((payload) => payload.uid === uid)),
      findByUserCode: (userCode) =>
        Promise.resolve(findWhere((payload) => payload.userCode === userCode)),
      consume(id) {
        const payload = live(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        entries.delete(key(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const [entryKey, entry] of entries)
          if (entry.payload.grantId === grantId) entries.delete(entryKey);
        return Promise.resolve();
      },
    };
  };
}
