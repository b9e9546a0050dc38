import DataLoader from 'dataloader';
import { groupBy } from '../group';

const perRequest = new WeakMap<object, Map<string, DataLoader<string, unknown>>>();

/**
 * A DataLoader that lives as long as one GraphQL request (keyed on the request's context object),
 * for batched @ResolveReference and field resolvers. `batch` answers values in the order of keys
 * (null for a missing one).
 */
export function requestLoader<V>(
  context: object,
  name: string,
  batch: (keys: readonly string[]) => Promise<Array<V | null>>,
): DataLoader<string, V | null> {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(context, loaders);
  }
  let loader = loaders.get(name) as DataLoader<string, V | null> | undefined;
  if (!loader) {
    loader = new DataLoader<string, V | null>(batch);
    loaders.set(name, loader);
  }
  return loader;
}

/** Orders rows to match keys for a DataLoader batch. */
export function byKeys<V>(
  keys: readonly string[],
  rows: V[],
  keyOf: (row: V) => string,
): Array<V | null> {
  const map = new Map(rows.map((r) => [keyOf(r), r]));
  return keys.map((k) => map.get(k) ?? null);
}

/** Groups rows by key, one array per key in the order of `keys` (a DataLoader batch of lists). */
export function groupsByKeys<V>(
  keys: readonly string[],
  rows: readonly V[],
  keyOf: (row: V) => string,
): V[][] {
  const groups = groupBy(rows, keyOf);
  return keys.map((k) => groups.get(k) ?? []);
}
