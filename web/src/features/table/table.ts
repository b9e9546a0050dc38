/**
 * Pure rules of the table screens (/table, /table/:name; spec 2 §2): a table is opened by its
 * name, which may hold spaces, slashes or other characters a path cannot carry as they are.
 */

/** The detail route of a table: /table/{name}, the name URL-encoded. */
export function tablePath(name: string): string {
  return `/table/${encodeURIComponent(name)}`;
}
