/**
 * Sane business bounds for every number and name a user types (issue 19 §1.2, §1b.2, §1b.3).
 * A number is read as a plain decimal ("12.50", "-3", ".5"; no exponent, no thousands separator),
 * at most `max` in size and with at most `places` decimals (trailing zeros do not count). Beyond
 * them the input is refused with a clear message, never rounded, stored as 0 or left to the
 * database (which would overflow). docs/decisions.md says why these figures.
 */
import { cmp, dec, type Decimal } from './money';

export interface DecimalBound {
  /** the largest size accepted (inclusive, as an absolute value) */
  readonly max: Decimal;
  /** the most decimals accepted */
  readonly places: number;
}

export const DecimalBounds = {
  /** A price a guest pays, an add-on price: up to RM 100,000.00. */
  money: { max: '100000', places: 2 },
  /** A default cost per unit of an ingredient: up to RM 100,000, 6 decimals (a gram of saffron). */
  unitCost: { max: '100000', places: 6 },
  /** A recipe amount, an adjustment: up to 1,000,000 of the unit (a tonne in grams), 6 decimals. */
  quantity: { max: '1000000', places: 6 },
  /** A portion size, a par level, batches produced: up to 1,000,000, 4 decimals. */
  portions: { max: '1000000', places: 4 },
} as const satisfies Record<string, DecimalBound>;

export type DecimalKind = keyof typeof DecimalBounds;

/** Longer text is not a number a person types (and is never parsed). */
const MAX_NUMBER_TEXT = 40;
const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Decimals of a plain decimal text, trailing zeros not counted ("1.250" -> 2). */
function placesOf(text: string): number {
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.slice(point + 1).replace(/0+$/, '').length;
}

export type BoundedDecimal =
  { ok: true; value: Decimal } | { ok: false; reason: 'invalid' | 'tooLarge' | 'tooPrecise' };

/**
 * Reads `text` as a plain decimal within `bound`: `invalid` when it is not one, `tooLarge` when
 * its size is above `bound.max`, `tooPrecise` when it has more than `bound.places` decimals. The
 * sign is the caller's rule (checked on the value).
 */
export function boundedDecimal(
  text: string | null | undefined,
  bound: DecimalBound,
): BoundedDecimal {
  const t = (text ?? '').trim();
  if (!t || t.length > MAX_NUMBER_TEXT || !PLAIN_DECIMAL.test(t)) {
    return { ok: false, reason: 'invalid' };
  }
  const value = dec(t.replace(/^\+/, ''));
  const size = value.startsWith('-') ? value.slice(1) : value;
  if (cmp(size, bound.max) > 0) return { ok: false, reason: 'tooLarge' };
  if (placesOf(t) > bound.places) return { ok: false, reason: 'tooPrecise' };
  return { ok: true, value };
}

/** "100,000" for a bound's maximum (the text of messages). */
export function boundText(bound: DecimalBound): string {
  return bound.max.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The sentence after a field's name: "a number from 0 to 100,000 with at most 2 decimals". */
export function rangeText(bound: DecimalBound, min: 'zero' | 'aboveZero' | 'one'): string {
  const from =
    min === 'aboveZero'
      ? `a number above 0 and at most ${boundText(bound)}`
      : `a number from ${min === 'one' ? 1 : 0} to ${boundText(bound)}`;
  return bound.places === 0
    ? `${from} without decimals`
    : `${from} with at most ${bound.places} decimals`;
}

/** The longest name of each kind kept (menu items, batch items, variants, ingredients, ...). */
export const MAX_NAME_LENGTH = 100;

/**
 * A name as compared and stored: trimmed, runs of spaces (tabs, new lines) made one space, so
 * that "nasi  lemak " and "NASI LEMAK" are one name.
 */
export function normalName(name: string | null | undefined): string {
  return (name ?? '').trim().replace(/\s+/g, ' ');
}

/** `normalName` upper-cased (menu items, batch items, variants, ingredients, inventory items). */
export function upperName(name: string | null | undefined): string {
  return normalName(name).toUpperCase();
}

/** The message for a name already made with `normalName`/`upperName`: blank, too long, or null. */
export function nameError(
  name: string,
  messages: { blank: string; tooLong: string },
  max = MAX_NAME_LENGTH,
): string | null {
  if (!name) return messages.blank;
  return name.length > max ? messages.tooLong : null;
}
