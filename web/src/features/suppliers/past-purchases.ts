/** The Past Purchases tab's rules (spec 3 §2.4), pure so they are tested without a browser. */

/** Where a past purchase opens: the expenses screen with that expense selected. */
export const expensePath = (id: string): string => `/expenses?expense=${encodeURIComponent(id)}`;

/** The items column: the lines' item names, each once, in line order ("RICE, EGGS"). */
export function itemNames(items: readonly { name: string }[]): string {
  const names: string[] = [];
  for (const { name } of items) {
    const trimmed = name.trim();
    if (trimmed && !names.includes(trimmed)) names.push(trimmed);
  }
  return names.join(', ');
}
