import type { PosReceiptReceivedEvent } from '@mise/contracts';
import { add, cmp, isDecimal, MAX_POS_NAME, roundMoney, roundStored, sub } from '@mise/domain';

/** One usable line of a receipt, as `pos_receipts.payload` keeps it. */
export interface PosLine {
  name: string;
  variantName: string | null;
  quantity: string;
  price: string;
  options: Array<{ name: string; option: string; price: string }>;
}

/** What `pos_receipts.payload` keeps of a receipt: its number, total and usable lines. */
export interface PosPayload {
  receiptNumber: string;
  total: string;
  lines: PosLine[];
}

/**
 * How point-of-sale names are matched (a menu item's name, an alias): case and spaces ignored
 * (trimmed, inner runs of spaces as one).
 */
export function posNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The SQL of `posNameKey` on a column (the same rule in the database). */
export const posNameKeySql = (column: string) =>
  `lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/** The name a line is listed and linked by: "name (variant)" when Loyverse sent a variant. */
export function posLineName(line: Pick<PosLine, 'name' | 'variantName'>): string {
  return line.variantName ? `${line.name} (${line.variantName})` : line.name;
}

/** Refund lines take from the original's lines of the same name, variant and options. */
function refundKey(line: PosLine): string {
  const options = line.options
    .map((o) => `${posNameKey(o.name)}=${posNameKey(o.option)}`)
    .sort()
    .join(',');
  return [posNameKey(line.name), posNameKey(line.variantName ?? ''), options].join('|');
}

const text = (v: unknown, max = MAX_POS_NAME): string | null =>
  typeof v === 'string' && v.trim() && v.trim().length <= max ? v.trim() : null;

/**
 * A receipt's lines as sales uses them; a line without a name, with a quantity not above 0 or
 * a price that is no amount is left out and counted by the caller (`skipped`).
 */
export function usableLines(p: PosReceiptReceivedEvent): { lines: PosLine[]; skipped: number } {
  const lines: PosLine[] = [];
  let skipped = 0;
  for (const l of Array.isArray(p.lines) ? p.lines : []) {
    const name = text(l?.name);
    if (
      !name ||
      !isDecimal(l.quantity) ||
      cmp(l.quantity, 0) <= 0 ||
      !isDecimal(l.price) ||
      cmp(l.price, 0) < 0
    ) {
      skipped++;
      continue;
    }
    const options = (Array.isArray(l.options) ? l.options : []).flatMap((o) => {
      const option = text(o?.option);
      if (!option || !isDecimal(o.price)) return [];
      return [{ name: text(o.name) ?? '', option, price: roundMoney(o.price) }];
    });
    lines.push({
      name,
      variantName: text(l.variantName),
      quantity: roundStored(l.quantity),
      price: roundMoney(l.price),
      options,
    });
  }
  return { lines, skipped };
}

/**
 * The lines an original receipt still sells: its lines minus its refunds' lines of the same
 * name, variant and options (taken from the first such lines first, never below 0); lines left
 * at 0 are dropped.
 */
export function netLines(original: PosLine[], refunds: PosLine[][]): PosLine[] {
  const refunded = new Map<string, string>();
  for (const line of refunds.flat()) {
    const key = refundKey(line);
    refunded.set(key, roundStored(add(refunded.get(key) ?? '0', line.quantity)));
  }
  const out: PosLine[] = [];
  for (const line of original) {
    const key = refundKey(line);
    const left = refunded.get(key) ?? '0';
    const take = cmp(left, line.quantity) < 0 ? left : line.quantity;
    if (cmp(take, 0) > 0) refunded.set(key, roundStored(sub(left, take)));
    const quantity = roundStored(sub(line.quantity, take));
    if (cmp(quantity, 0) > 0) out.push({ ...line, quantity });
  }
  return out;
}
