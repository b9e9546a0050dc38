import { ExtractionReviewReasons } from '@mise/domain';
import type { ReadCharge, ReadLine } from './types';
import { add, cmp, decimalsOf, mul, sub, sum, abs } from './decimal';

/**
 * The checks every reading goes through (issue 22): a line's quantity × unit price must give its
 * amount within rounding, the lines and charges must add up to the document's total. A line or a
 * document that fails is kept but marked with the reason; nothing is ever silently corrected.
 */

/** OCR words below this confidence (0–100) mark their line `lowConfidence` (the value the ocr helper measured for receipts, `receipt.ts`). */
export const LOW_CONFIDENCE = 60;

function halfUnit(decimals: number): string {
  return decimals <= 0 ? '0.5' : `0.${'0'.repeat(decimals)}5`;
}

/**
 * quantity × unitPrice (+ adjustment, e.g. a line discount an e-invoice states) = total, allowing
 * half a unit of the total's last printed decimal and, for a unit price rounded when printed, half
 * a unit of its last decimal times the quantity.
 */
export function arithmeticHolds(
  quantity: string,
  unitPrice: string,
  total: string,
  options: { adjustment?: string; priceDecimals?: number; totalDecimals?: number } = {},
): boolean {
  const expected = add(mul(quantity, unitPrice), options.adjustment ?? '0');
  const difference = abs(sub(expected, total));
  const priceDecimals = options.priceDecimals ?? decimalsOf(unitPrice);
  const totalDecimals = options.totalDecimals ?? decimalsOf(total);
  const tolerance = add(halfUnit(totalDecimals), mul(abs(quantity), halfUnit(priceDecimals)));
  // exactly half a unit is a tie that rounding may take either way; strictly more is wrong
  return cmp(difference, tolerance) <= 0;
}

/** The reasons a line must be looked at (keeps reasons already set, e.g. `unreadableNumber`). */
export function checkLine(
  line: ReadLine,
  options: { adjustment?: string; priceDecimals?: number; totalDecimals?: number } = {},
): string[] {
  const reasons = new Set(line.review);
  if (line.quantity === null || line.unitPrice === null)
    reasons.add(ExtractionReviewReasons.noQuantity);
  else if (!arithmeticHolds(line.quantity, line.unitPrice, line.total, options)) {
    reasons.add(ExtractionReviewReasons.arithmetic);
  }
  if (line.confidence * 100 < LOW_CONFIDENCE) reasons.add(ExtractionReviewReasons.lowConfidence);
  return [...reasons];
}

export interface DocumentSums {
  total: string | null;
  lines: readonly ReadLine[];
  charges: readonly ReadCharge[];
  /** printed subtotal and tax, when the document prints them (total = subtotal + tax also passes) */
  subtotal?: string | null;
  tax?: string | null;
}

/** Σ lines + Σ charges = total (± 0.01 per line for rounding), else `totalMismatch`. */
export function sumsAgree(doc: DocumentSums): boolean {
  if (doc.total === null) return false;
  const lines = sum(doc.lines.map((line) => line.total));
  const charges = sum(doc.charges.map((charge) => charge.amount));
  const tolerance = mul('0.01', Math.max(1, doc.lines.length));
  if (cmp(abs(sub(add(lines, charges), doc.total)), tolerance) <= 0) return true;
  if (doc.subtotal && doc.tax && cmp(add(doc.subtotal, doc.tax), doc.total) === 0) {
    // the printed subtotal must itself be the lines (plus the non-tax charges)
    const nonTax = sum(doc.charges.filter((c) => c.kind !== 'TAX').map((c) => c.amount));
    return cmp(abs(sub(add(lines, nonTax), doc.subtotal)), tolerance) <= 0;
  }
  return false;
}

/** Document-level reasons: `noLines`, `noTotal`, `totalMismatch`. */
export function checkDocument(doc: DocumentSums): string[] {
  const reasons: string[] = [];
  if (doc.lines.length === 0) reasons.push(ExtractionReviewReasons.noLines);
  if (doc.total === null) reasons.push(ExtractionReviewReasons.noTotal);
  else if (doc.lines.length > 0 && !sumsAgree(doc))
    reasons.push(ExtractionReviewReasons.totalMismatch);
  return reasons;
}
