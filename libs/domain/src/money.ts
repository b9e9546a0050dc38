import Big from 'big.js';

/**
 * An exact decimal as a plain string, the way Postgres `numeric` stores it: "1234.5", "-0.25".
 * Never in exponent notation. add/sub/mul/sum return the shortest form (no trailing zeros);
 * round/div/fromCents return exactly the requested number of decimals ("12.50").
 */
export type Decimal = string;

/** Anything the helpers accept: a decimal string, a finite number or a bigint. */
export type DecimalInput = Decimal | number | bigint;

// A private constructor, so that no other code changing Big.DP or Big.RM can affect us.
const B = Big();
B.DP = 20;
B.RM = B.roundHalfUp;

function toBig(x: DecimalInput): Big.Big {
  if (typeof x === 'number' && !Number.isFinite(x)) {
    throw new Error(`Invalid decimal: ${String(x)} is not a finite number`);
  }
  const source = typeof x === 'string' ? x.trim() : x;
  try {
    return B(source);
  } catch {
    throw new Error(`Invalid decimal: "${String(x)}"`);
  }
}

function out(x: Big.Big): Decimal {
  return x.toFixed();
}

/** Parses and validates a decimal; throws a clear error on NaN, Infinity or garbage. */
export function dec(x: DecimalInput): Decimal {
  return out(toBig(x));
}

/** True when `x` parses as a decimal (for validators that must not throw). */
export function isDecimal(x: unknown): x is DecimalInput {
  if (typeof x !== 'string' && typeof x !== 'number' && typeof x !== 'bigint') return false;
  try {
    toBig(x);
    return true;
  } catch {
    return false;
  }
}

export function add(a: DecimalInput, b: DecimalInput): Decimal {
  return out(toBig(a).plus(toBig(b)));
}

export function sub(a: DecimalInput, b: DecimalInput): Decimal {
  return out(toBig(a).minus(toBig(b)));
}

export function mul(a: DecimalInput, b: DecimalInput): Decimal {
  return out(toBig(a).times(toBig(b)));
}

/** a / b rounded half-up to `scale` decimals. Throws on division by zero. */
export function div(a: DecimalInput, b: DecimalInput, scale: number): Decimal {
  const divisor = toBig(b);
  if (divisor.eq(0)) throw new Error('Division by zero');
  // Big rounds a quotient once, to B.DP places with B.RM: set DP to the scale for this call.
  const dp = B.DP;
  B.DP = scale;
  try {
    return toBig(a).div(divisor).toFixed(scale);
  } finally {
    B.DP = dp;
  }
}

export function sum(list: readonly DecimalInput[]): Decimal {
  return out(list.reduce<Big.Big>((total, x) => total.plus(toBig(x)), B(0)));
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function cmp(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

export function isPositive(x: DecimalInput): boolean {
  return toBig(x).gt(0);
}

/** Rounds half-up (ties away from zero: 1.005 -> 1.01, -1.005 -> -1.01) to exactly `places` decimals. */
export function round(x: DecimalInput, places: number): Decimal {
  return toBig(x).round(places, B.roundHalfUp).toFixed(places);
}

/** RM amount -> integer cents, rounding half-up to the nearest cent ("12.5" -> 1250). */
export function toCents(amount: DecimalInput): number {
  const cents = Number(toBig(amount).times(100).round(0, B.roundHalfUp).toFixed(0));
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount out of range: "${String(amount)}"`);
  return cents;
}

/** Integer cents -> RM amount with 2 decimals (1250 -> "12.50"). */
export function fromCents(cents: number): Decimal {
  if (!Number.isSafeInteger(cents)) throw new Error(`Cents must be an integer, got ${cents}`);
  return B(cents).div(100).toFixed(2);
}

/**
 * How many decimals each kind of number has (spec 9, flows.md 0.1). Shown: money (RM) 2, unit
 * costs and average prices 4, quantities 1. Stored and carried in events: money 2; quantities,
 * unit costs and averages up to 6 (half-up).
 */
export const Precision = {
  money: 2,
  unitCost: 4,
  quantity: 1,
  stored: 6,
} as const;

/** An amount of money as stored and sent: exactly 2 decimals, half-up ("5.5" -> "5.50"). */
export function roundMoney(x: DecimalInput): Decimal {
  return round(x, Precision.money);
}

/** A quantity, unit cost or average as stored: at most 6 decimals, half-up, shortest form. */
export function roundStored(x: DecimalInput): Decimal {
  return dec(round(x, Precision.stored));
}

/** Fixed decimals with thousands separators: ("1234.5", 2) -> "1,234.50", ("-3", 1) -> "-3.0". */
export function formatNumber(x: DecimalInput, places: number): string {
  const fixed = round(x, places);
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (negative ? '-' : '') + (fraction === undefined ? grouped : `${grouped}.${fraction}`);
}

function ringgit(x: DecimalInput, places: number): string {
  const text = formatNumber(x, places);
  return text.startsWith('-') ? `-RM ${text.slice(1)}` : `RM ${text}`;
}

/** Money in ringgit: "RM 1,234.50"; negative amounts as "-RM 12.00". */
export function formatRM(x: DecimalInput): string {
  return ringgit(x, Precision.money);
}

/** A unit cost (e.g. an ingredient's average price) with 4 decimals, no currency: "1,234.5679". */
export function formatUnitCost(x: DecimalInput): string {
  return formatNumber(x, Precision.unitCost);
}

/** A unit cost in ringgit with 4 decimals: "RM 1.2346". */
export function formatRMUnitCost(x: DecimalInput): string {
  return ringgit(x, Precision.unitCost);
}

/** A quantity with 1 decimal: "1,234.5". */
export function formatQuantity(x: DecimalInput): string {
  return formatNumber(x, Precision.quantity);
}
