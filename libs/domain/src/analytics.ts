import {
  addDays,
  addMonths,
  type CalendarDate,
  daysBetween,
  isCalendarDate,
  startOfMonth,
} from './date-range';
import { add, cmp, type Decimal, type DecimalInput, div, mul, sum } from './money';

/**
 * Analytics and the overview report (spec 1 §2.9, spec 2 "Analytics", issue 25): the range
 * rule every report field shares, the food cost %, and the Food Profitability quadrants (the
 * spec's split at half the maxima, and the standard menu-engineering split beside it).
 */
export const AnalyticsMessages = {
  /** a missing, malformed or reversed range, or one longer than MAX_ANALYTICS_DAYS */
  rangeInvalid: 'Choose a valid date range',
  /** menuTrends: more ids than MAX_TREND_ITEMS */
  tooManyItems: 'Choose at most 20 items',
  noData: 'No data to display',
  addSales: 'Add sales to view profitability',
} as const;

/** The longest range a report answers: 3 years. */
export const MAX_ANALYTICS_DAYS = 1100;

/** The most items one trend request compares. */
export const MAX_TREND_ITEMS = 20;

/**
 * A report range `[from, to)` (`to` exclusive, "YYYY-MM-DD"): null when it is valid, else the
 * message. Valid: two calendar dates, `from` before `to`, at most MAX_ANALYTICS_DAYS days.
 */
export function analyticsRangeError(
  from: string | null | undefined,
  to: string | null | undefined,
): string | null {
  if (!from || !to || !isCalendarDate(from) || !isCalendarDate(to)) {
    return AnalyticsMessages.rangeInvalid;
  }
  const days = daysBetween(from, to);
  return days < 1 || days > MAX_ANALYTICS_DAYS ? AnalyticsMessages.rangeInvalid : null;
}

/**
 * A range `[from, to)` cut for the roll-ups (issue 25, "Monthly roll-ups"): the leading partial
 * month `[headFrom, headTo)` and the trailing one `[tailFrom, tailTo)` are read from the daily
 * roll-ups, the whole months `[monthsFrom, monthsTo)` (first days of months) from the monthly
 * ones. The three pieces are adjacent, in order, and cover exactly `[from, to)`; a piece may be
 * empty (its from = its to). Without a whole month inside the range, all of it is the head.
 */
export interface MonthSplit {
  headFrom: CalendarDate;
  headTo: CalendarDate;
  monthsFrom: CalendarDate;
  monthsTo: CalendarDate;
  tailFrom: CalendarDate;
  tailTo: CalendarDate;
}

/** Cuts `[from, to)` into a partial month, whole months and a partial month (`MonthSplit`). */
export function splitRangeByMonths(from: CalendarDate, to: CalendarDate): MonthSplit {
  const first = startOfMonth(from);
  const monthsFrom = first === from ? from : addMonths(first, 1);
  const monthsTo = startOfMonth(to);
  if (from >= to || monthsFrom >= monthsTo) {
    const end = from >= to ? from : to;
    return {
      headFrom: from,
      headTo: end,
      monthsFrom: end,
      monthsTo: end,
      tailFrom: end,
      tailTo: end,
    };
  }
  return {
    headFrom: from,
    headTo: monthsFrom,
    monthsFrom,
    monthsTo,
    tailFrom: monthsTo,
    tailTo: to,
  };
}

/** The period of equal length just before `[from, to)` (the food cost trend compares them). */
export function previousPeriod(
  from: CalendarDate,
  to: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(from, -daysBetween(from, to)), to: from };
}

/** Theoretical food cost %: cost ÷ sales × 100, 1 place; null without sales. */
export function periodFoodCostPercent(
  costTotal: DecimalInput,
  subTotal: DecimalInput,
): Decimal | null {
  if (cmp(subTotal, 0) === 0) return null;
  return div(mul(costTotal, 100), subTotal, 1);
}

/** How the quadrants are split: the spec's (half the maxima) or the standard menu engineering. */
export type ProfitabilityMethod = 'SPEC' | 'STANDARD';

export type Quadrant =
  'POPULAR_PROFITABLE' | 'POPULAR_UNPROFITABLE' | 'UNPOPULAR_PROFITABLE' | 'UNPOPULAR_UNPROFITABLE';

/** Each quadrant's name in the spec and its classic menu-engineering name. */
export const QUADRANT_NAMES: Readonly<Record<Quadrant, { spec: string; classic: string }>> = {
  POPULAR_PROFITABLE: { spec: 'Popular profitable', classic: 'Star' },
  POPULAR_UNPROFITABLE: { spec: 'Popular unprofitable', classic: 'Plowhorse' },
  UNPOPULAR_PROFITABLE: { spec: 'Unpopular profitable', classic: 'Puzzle' },
  UNPOPULAR_UNPROFITABLE: { spec: 'Unpopular unprofitable', classic: 'Dog' },
};

/** The spec's order of the quadrants (its list: bottom left first). */
export const QUADRANTS: readonly Quadrant[] = [
  'UNPOPULAR_UNPROFITABLE',
  'POPULAR_UNPROFITABLE',
  'UNPOPULAR_PROFITABLE',
  'POPULAR_PROFITABLE',
];

/** A menu item's sales over a range, as the roll-ups give them. */
export interface MenuSalesFigures {
  quantity: DecimalInput;
  salesTotal: DecimalInput;
  costTotal: DecimalInput;
}

export interface ProfitabilityPointFigures {
  /** % of the items sold, 2 places */
  popularity: Decimal;
  /** contribution margin per unit: (sales − cost) / quantity, 2 places */
  margin: Decimal;
  quadrant: Quadrant;
}

export interface ProfitabilityFigures<T> {
  method: ProfitabilityMethod;
  marginThreshold: Decimal;
  popularityThreshold: Decimal;
  points: Array<T & ProfitabilityPointFigures>;
}

/**
 * Places menu items in the four quadrants. Items with no quantity sold are left out (no share,
 * no margin). SPEC: the thresholds are half the highest margin and half the highest popularity.
 * STANDARD: popularity 70 % of the average share (0.7 × 100 / number of items), margin the
 * sales-weighted mean margin (Σ margin × quantity / Σ quantity). A value at the threshold or
 * above is "high" (popular, profitable). Thresholds 2 places; comparisons on the 2-place
 * figures the chart shows.
 */
export function profitability<T extends MenuSalesFigures>(
  items: readonly T[],
  method: ProfitabilityMethod,
): ProfitabilityFigures<T> {
  const sold = items.filter((i) => cmp(i.quantity, 0) > 0);
  if (!sold.length) {
    return { method, marginThreshold: '0.00', popularityThreshold: '0.00', points: [] };
  }
  const totalQuantity = sum(sold.map((i) => i.quantity));
  const figures = sold.map((i) => ({
    item: i,
    popularity: div(mul(i.quantity, 100), totalQuantity, 2),
    margin: div(add(i.salesTotal, mul(i.costTotal, -1)), i.quantity, 2),
  }));
  let marginThreshold: Decimal;
  let popularityThreshold: Decimal;
  if (method === 'SPEC') {
    marginThreshold = div(maxOf(figures.map((f) => f.margin)), 2, 2);
    popularityThreshold = div(maxOf(figures.map((f) => f.popularity)), 2, 2);
  } else {
    popularityThreshold = div(70, sold.length, 2);
    marginThreshold = div(
      sum(figures.map((f) => mul(f.margin, f.item.quantity))),
      totalQuantity,
      2,
    );
  }
  return {
    method,
    marginThreshold,
    popularityThreshold,
    points: figures.map((f) => ({
      ...f.item,
      popularity: f.popularity,
      margin: f.margin,
      quadrant: quadrantOf(f.popularity, f.margin, popularityThreshold, marginThreshold),
    })),
  };
}

/** The quadrant of a point against the thresholds (≥ is high). */
export function quadrantOf(
  popularity: DecimalInput,
  margin: DecimalInput,
  popularityThreshold: DecimalInput,
  marginThreshold: DecimalInput,
): Quadrant {
  const popular = cmp(popularity, popularityThreshold) >= 0;
  const profitable = cmp(margin, marginThreshold) >= 0;
  if (popular) return profitable ? 'POPULAR_PROFITABLE' : 'POPULAR_UNPROFITABLE';
  return profitable ? 'UNPOPULAR_PROFITABLE' : 'UNPOPULAR_UNPROFITABLE';
}

function maxOf(values: readonly Decimal[]): Decimal {
  return values.reduce((m, v) => (cmp(v, m) > 0 ? v : m));
}
