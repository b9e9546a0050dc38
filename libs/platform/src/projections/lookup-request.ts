import { isUuid } from '../ids';

/** At most this many ids (and names) one rpc.<owner>.lookup answers; the rest are left out. */
export const MAX_LOOKUP_IDS = 500;

/** An rpc.<owner>.lookup request as its owner reads it (flows.md §0 rules 5, 7). */
export interface ReadLookupRequest {
  /** null unless a uuid: the owner answers no rows */
  outletId: string | null;
  /** unchecked: the owner answers no rows for a kind it does not know */
  kind: unknown;
  /** the uuids among `ids`, at most MAX_LOOKUP_IDS */
  ids: string[];
  /** the strings of at most 200 characters among `names`, at most MAX_LOOKUP_IDS */
  names: string[];
}

/**
 * Reads a lookup request from the bus, which anyone on it may send: whatever is malformed is
 * dropped (a non-uuid outlet or id, a non-string name), never thrown on.
 */
export function readLookupRequest(data: unknown): ReadLookupRequest {
  const req = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return {
    outletId: isUuid(req.outletId) ? req.outletId : null,
    kind: req.kind,
    ids: Array.isArray(req.ids)
      ? req.ids.filter((id): id is string => isUuid(id)).slice(0, MAX_LOOKUP_IDS)
      : [],
    names: Array.isArray(req.names)
      ? req.names
          .filter((n): n is string => typeof n === 'string' && n.length <= 200)
          .slice(0, MAX_LOOKUP_IDS)
      : [],
  };
}
