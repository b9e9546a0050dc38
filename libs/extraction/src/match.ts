/**
 * Matching a printed line to one of the outlet's inventory items (issue 22): the exact name
 * first (case- and space-insensitive), then what an owner taught for this supplier (the learned
 * `(supplier, normalised description) → item` memory), then a fuzzy likeness above a threshold,
 * with its confidence. Below the threshold nothing is guessed: the line is unmatched.
 */

export interface ItemRef {
  id: string;
  name: string;
}

export type MatchBy = 'EXACT' | 'LEARNED' | 'FUZZY';

export interface ItemMatch extends ItemRef {
  by: MatchBy;
  /** 0 to 100: 100 for EXACT and LEARNED, the likeness for FUZZY */
  confidence: number;
}

/** The least likeness (0..1) a fuzzy match must reach; below it the line is unmatched. */
export const FUZZY_THRESHOLD = 0.72;
/** A fuzzy match must beat the next likeliest item by this much, or nothing is guessed. */
export const FUZZY_MARGIN = 0.1;

const UNITS: Record<string, string> = {
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  g: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  l: 'l',
  lt: 'l',
  ltr: 'l',
  ltrs: 'l',
  litre: 'l',
  liter: 'l',
  ml: 'ml',
  pc: 'pc',
  pcs: 'pc',
  pkt: 'pkt',
  pkts: 'pkt',
  btl: 'btl',
  ctn: 'ctn',
  x: 'x',
};

/** `5 LTR`, `500GM`, `12x500ml`: a number with a pack-size unit, canonical as `5l`, `500g`. */
const PACK =
  /(\d+(?:[.,]\d+)?)\s*(kgs?|kilo|gms?|grams?|gr|g|ltrs?|litre|liter|lt|l|ml|pcs?|pkts?|btl|ctn|x)(?![a-z])/g;

/**
 * The key a description is remembered by: lower case, punctuation folded to spaces, pack sizes
 * written one way (`5 LTR` → `5l`, `500 GM` → `500g`), spaces collapsed.
 */
export function normaliseDescription(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(PACK, (_m, n: string, u: string) => ` ${n.replace(',', '.')}${UNITS[u] ?? u} `)
      // a decimal point survives the punctuation fold (as "·" meanwhile)
      .replace(/(\d)\.(\d)/g, '$1·$2')
      .replace(/[^a-z0-9·\s]+/g, ' ')
      .replace(/·/g, '.')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words that name the thing (pack sizes and bare numbers left out), for likeness. */
function words(text: string): string[] {
  return normaliseDescription(text)
    .split(' ')
    .filter((w) => w && !/^\d/.test(w));
}

function trigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (const word of text.split(' ')) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const g = padded.slice(i, i + 3);
      grams.set(g, (grams.get(g) ?? 0) + 1);
    }
  }
  return grams;
}

/** Dice coefficient of two multisets of trigrams (0..1). */
function dice(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const [g, n] of a) {
    shared += Math.min(n, b.get(g) ?? 0);
    total += n;
  }
  for (const n of b.values()) total += n;
  return total ? (2 * shared) / total : 0;
}

/**
 * How alike two descriptions are (0..1): the better of the trigram likeness of their words in
 * order and of their words sorted (so "ONION RED" and "RED ONION" are alike).
 */
export function likeness(a: string, b: string): number {
  const wa = words(a);
  const wb = words(b);
  if (!wa.length || !wb.length) return 0;
  const inOrder = dice(trigrams(wa.join(' ')), trigrams(wb.join(' ')));
  const sorted = dice(trigrams([...wa].sort().join(' ')), trigrams([...wb].sort().join(' ')));
  return Math.max(inOrder, sorted);
}

const plain = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The inventory item a printed description names: EXACT (same name, case- and
 * space-insensitive), LEARNED (`learned` holds the owner's earlier choice under
 * `normaliseDescription(description)`), FUZZY (the likeliest item at or above
 * `FUZZY_THRESHOLD` and clearly likelier than any other: two alike items guess nothing), or null.
 */
export function matchItem(
  description: string,
  items: readonly ItemRef[],
  learned: ReadonlyMap<string, ItemRef> = new Map(),
): ItemMatch | null {
  const wanted = plain(description);
  if (!wanted) return null;
  const exact = items.find((i) => plain(i.name) === wanted);
  if (exact) return { id: exact.id, name: exact.name, by: 'EXACT', confidence: 100 };
  const taught = learned.get(normaliseDescription(description));
  if (taught) return { id: taught.id, name: taught.name, by: 'LEARNED', confidence: 100 };
  let best: { item: ItemRef; score: number } | null = null;
  let second = 0;
  for (const item of items) {
    const score = likeness(description, item.name);
    if (!best || score > best.score) {
      second = best?.score ?? 0;
      best = { item, score };
    } else if (score > second) {
      second = score;
    }
  }
  if (!best || best.score < FUZZY_THRESHOLD || best.score - second < FUZZY_MARGIN) return null;
  const confidence = Math.min(99, Math.round(best.score * 100));
  return { id: best.item.id, name: best.item.name, by: 'FUZZY', confidence };
}
