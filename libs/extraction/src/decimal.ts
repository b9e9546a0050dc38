import { add, cmp, dec, isDecimal, mul, sub, sum } from '@mise/domain';

/**
 * Decimal helpers for readings: amounts keep at least two decimals ("12" -> "12.00") and trailing
 * zeros beyond them are dropped ("0.0520" -> "0.052"); quantities have no trailing zeros
 * ("10000.0000" -> "10000", "27.50" -> "27.5"). Never floats.
 */
export { add, cmp, dec, mul, sub, sum };

/** "1.0000" -> "1.00", "0.0520" -> "0.052", "12" -> "12.00", "-5" -> "-5.00" */
export function amountText(value: string): string {
  const plain = dec(value);
  const negative = plain.startsWith('-');
  const digits = negative ? plain.slice(1) : plain;
  const [whole, fraction = ''] = digits.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  const text = `${whole}.${kept}`;
  return negative && cmp(text, 0) !== 0 ? `-${text}` : text;
}

/** "10000.0000" -> "10000", "27.50" -> "27.5", "-2.000" -> "-2" */
export function quantityText(value: string): string {
  return dec(value);
}

/** The number of decimals printed: "1.250" -> 3, "12" -> 0. */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

export function isNumberText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && isDecimal(value.trim());
}

export function abs(value: string): string {
  return value.startsWith('-') ? value.slice(1) : value;
}

export function negate(value: string): string {
  return cmp(value, 0) === 0 ? value : value.startsWith('-') ? value.slice(1) : `-${value}`;
}
