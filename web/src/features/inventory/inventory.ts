/**
 * Pure rules of /inventory: the Inventory column sorts by name (ascending by default, spec 2 §2).
 */
export function byInventoryName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });
}
