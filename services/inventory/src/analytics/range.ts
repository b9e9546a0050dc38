import { BadInputError } from '@mise/platform';

/**
 * The analytics range rule (issue 25): `from` inclusive, `to` exclusive, both `YYYY-MM-DD` real
 * dates, `from` ≤ `to`, at most 1,100 days (3 years). The same rule and text as the domain's
 * `AnalyticsMessages.rangeInvalid`; kept here so that inventory reads no other service's file
 * while the domain's lands.
 */
export const RANGE_INVALID = 'Choose a valid date range';
export const MAX_RANGE_DAYS = 1100;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real `YYYY-MM-DD` date, else null. */
function dayNumber(s: unknown): number | null {
  if (typeof s !== 'string') return null;
  const m = DATE.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return null;
  }
  return t / 86_400_000;
}

/** Throws BAD_USER_INPUT "Choose a valid date range" unless [from, to) is a valid range. */
export function checkRange(from: string, to: string): { from: string; to: string } {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (a === null || b === null || a > b || b - a > MAX_RANGE_DAYS) {
    throw new BadInputError(RANGE_INVALID);
  }
  return { from, to };
}
