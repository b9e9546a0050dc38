/** Groups rows by key, keeping their order within each group. */
export function groupBy<V>(rows: readonly V[], keyOf: (row: V) => string): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
