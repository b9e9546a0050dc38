/** An ingredient a document line's picker has seen: its name, unit and average price. */
export interface KnownIngredient {
  name: string;
  unit: string;
  averagePrice: string;
}

/**
 * What choosing or typing an ingredient fills (§5.3): a known one gives its unit and its average
 * price as the cost; an unknown one 'unit' (editable) and cost 0.
 */
export function ingredientFill(
  typed: string,
  known: readonly KnownIngredient[],
): { unit: string; cost: string; known: boolean } {
  const match = known.find((i) => i.name.toUpperCase() === typed.trim().toUpperCase());
  return match
    ? { unit: match.unit, cost: match.averagePrice, known: true }
    : { unit: 'unit', cost: '0', known: false };
}
