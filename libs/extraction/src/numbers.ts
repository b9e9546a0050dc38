/**
 * Numbers as documents print them: amounts ("1,234.50", "1.234,50", "RM 12", "(3.20)", "3.20-")
 * and quantities with their unit ("12.5kg", "2 X", "1,000"). Answers decimal strings, never
 * floats; null when the text is not such a number (the caller marks the line, it never guesses).
 */

/** Currency marks that may stand before or after an amount. */
const CURRENCY = /^(?:RM|MYR|EUR|USD|SGD|€|\$|£)\s*|\s*(?:RM|MYR|EUR|USD|SGD|€|\$|£)$/i;

export interface NumberOptions {
  /**
   * The document's decimal mark when known (a German invoice writes "1.234,50"). Without it an
   * ambiguous "1.234" is read as 1.234 and "1,234" as 1234 (the English reading), and a comma
   * followed by one or two digits is a decimal comma.
   */
  decimal?: ',' | '.';
}

/** A plain number with optional grouping and one decimal mark, no sign, no currency. */
const NUMBER = /^\d{1,3}(?:[.,\s']\d{3})+(?:[.,]\d+)?$|^\d+(?:[.,]\d+)?$/;

/**
 * The number in `text` as a plain decimal string ("1234.5" stays "1234.5"; see `parseAmount` for
 * money), or null. Signs: "-3.20", "−3.20", "(3.20)", "3.20-".
 */
export function parseNumber(text: string, options: NumberOptions = {}): string | null {
  let t = text.trim().replace(/\u2212/g, '-');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1).trim();
  }
  t = t.replace(CURRENCY, '').trim();
  if (t.startsWith('-')) {
    negative = !negative;
    t = t.slice(1).trim();
  } else if (t.endsWith('-')) {
    negative = !negative;
    t = t.slice(0, -1).trim();
  }
  t = t.replace(CURRENCY, '').trim();
  if (!NUMBER.test(t)) return null;
  const plain = normaliseMarks(t, options.decimal);
  if (plain === null) return null;
  const [int, frac] = plain.split('.');
  const digits = `${String(BigInt(int))}${frac !== undefined ? `.${frac}` : ''}`;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

/** "1.234,50" → "1234.50"; "1,234.50" → "1234.50"; "12,5" → "12.5"; null when inconsistent. */
function normaliseMarks(t: string, decimal?: ',' | '.'): string | null {
  const s = t.replace(/[\s']/g, '');
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let mark: ',' | '.' | null;
  if (lastComma >= 0 && lastDot >= 0) mark = lastComma > lastDot ? ',' : '.';
  else if (lastComma < 0 && lastDot < 0) mark = null;
  else {
    const only = lastComma >= 0 ? ',' : '.';
    const count = s.split(only).length - 1;
    const after = s.length - s.lastIndexOf(only) - 1;
    if (count > 1)
      mark = null; // "1.234.567" or "1,234,567": grouping only
    else if (decimal) mark = decimal === only ? only : after === 3 ? null : only;
    else if (only === ',') mark = after === 3 ? null : ',';
    else mark = '.';
  }
  if (mark === null) {
    const grouped = s.replace(/[.,]/g, '');
    return /^\d+$/.test(grouped) ? grouped : null;
  }
  const group = mark === ',' ? '.' : ',';
  const [intPart, fracPart, extra] = s.split(mark);
  if (extra !== undefined || fracPart === undefined || fracPart === '') return null;
  const intDigits = intPart.split(group).join('');
  if (!/^\d+$/.test(intDigits) || !/^\d+$/.test(fracPart)) return null;
  return `${intDigits}.${fracPart}`;
}

/**
 * An amount of money as printed, at least two decimals ("RM 12" → "12.00", "0.025" stays), or
 * null when the text is not an amount (letters, a unit, two numbers).
 */
export function parseAmount(text: string, options: NumberOptions = {}): string | null {
  const n = parseNumber(text, options);
  if (n === null) return null;
  const [int, frac = ''] = n.split('.');
  return `${int}.${frac.padEnd(2, '0')}`;
}

/** True when the text is an amount with decimals (a line total candidate): "12.50", "1.234,50". */
export function looksLikeAmount(text: string, options: NumberOptions = {}): boolean {
  const n = parseNumber(text, options);
  return n !== null && n.includes('.') && /[.,]\d{2,4}\)?-?$/.test(text.trim());
}

/** Units printed next to a quantity, folded to one spelling. */
const UNIT_ALIASES: Record<string, string> = {
  kgs: 'kg',
  kilo: 'kg',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  ltr: 'l',
  litre: 'l',
  liter: 'l',
  lit: 'l',
  pc: 'pcs',
  pce: 'pcs',
  piece: 'pcs',
  pieces: 'pcs',
  stk: 'pcs',
  stück: 'pcs',
  st: 'pcs',
  ea: 'each',
  doz: 'dozen',
  pkts: 'pkt',
  ctns: 'ctn',
  btls: 'btl',
};

/** A unit word as printed → its folded spelling, lower-cased ("KG" → "kg", "Stk" → "pcs"). */
export function normaliseUnit(word: string): string {
  const w = word.toLowerCase().replace(/\.$/, '');
  return UNIT_ALIASES[w] ?? w;
}

/**
 * A quantity with an optional unit: "12.5kg" → {12.5, kg}, "5 KG" → {5, kg}, "2 X" and "2x" →
 * {2, null}, "1,000" → {1000, null}, "27,50" → {27.5, null}. Quantities lose trailing zeros.
 */
export function parseQuantity(
  text: string,
  options: NumberOptions = {},
): { quantity: string; unit: string | null } | null {
  const m = /^\s*(-?[\d.,\s']*\d)\s*([A-Za-zÀ-ÿ.]{1,8})?\s*$/.exec(text.replace(/\u2212/g, '-'));
  if (!m) return null;
  const n = parseNumber(m[1], options);
  if (n === null) return null;
  const quantity = n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n;
  const raw = m[2];
  const unit = raw && !/^x$/i.test(raw) ? normaliseUnit(raw) : null;
  return { quantity: quantity === '-0' ? '0' : quantity, unit };
}
