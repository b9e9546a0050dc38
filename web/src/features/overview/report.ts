import {
  add,
  cmp,
  type Decimal,
  previousPeriod,
  type Quadrant,
  QUADRANT_NAMES,
  round,
  sub,
} from '@mise/domain';

/**
 * The overview report's pure pieces (spec 1 §2.9, issue 25): the daily chart's series (finance's
 * expense days and sales' sale days merged by day), the food cost trend and the quadrant labels.
 */

export interface DailyPoint {
  date: string;
  expenses: Decimal;
  sales: Decimal;
}

/**
 * The daily expense-vs-sale series, merged by day, oldest first: a day missing from one side
 * counts 0 there (amounts exact, 2 places).
 */
export function mergeDailySeries(
  expenses: ReadonlyArray<{ date: string; total: string }>,
  sales: ReadonlyArray<{ date: string; subTotal: string }>,
): DailyPoint[] {
  const days = new Map<string, { expenses: Decimal; sales: Decimal }>();
  const at = (date: string) => {
    let d = days.get(date);
    if (!d) days.set(date, (d = { expenses: '0', sales: '0' }));
    return d;
  };
  for (const e of expenses) at(e.date).expenses = add(at(e.date).expenses, e.total);
  for (const s of sales) at(s.date).sales = add(at(s.date).sales, s.subTotal);
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, d]) => ({ date, expenses: round(d.expenses, 2), sales: round(d.sales, 2) }));
}

/** The chart's rows: one per day and series (the line chart's long format), amounts as numbers. */
export function chartRows(
  points: readonly DailyPoint[],
): Array<{ date: string; series: 'Expenses' | 'Sales'; amount: number }> {
  return points.flatMap((p) => [
    { date: p.date, series: 'Expenses' as const, amount: Number(p.expenses) },
    { date: p.date, series: 'Sales' as const, amount: Number(p.sales) },
  ]);
}

export interface FoodCostTrend {
  /** percentage points against the previous period, 1 place ("+2.5", "-0.3", "0.0") */
  change: string;
  direction: 'up' | 'down' | 'flat';
}

/**
 * The food cost % against the previous period of equal length: null when either has no sales.
 * Up is worse (more of each ringgit sold went into food).
 */
export function foodCostTrend(
  current: string | null | undefined,
  previous: string | null | undefined,
): FoodCostTrend | null {
  if (current == null || previous == null) return null;
  const change = round(sub(current, previous), 1);
  const direction = cmp(change, 0) > 0 ? 'up' : cmp(change, 0) < 0 ? 'down' : 'flat';
  return { change: direction === 'up' ? `+${change}` : change, direction };
}

/** The previous period of `[from, to)`, for the food cost trend. */
export { previousPeriod };

/** "Popular profitable (Star)": the spec's name, the classic one beside it when asked. */
export function quadrantLabel(quadrant: Quadrant, classic: boolean): string {
  const names = QUADRANT_NAMES[quadrant];
  return classic ? `${names.spec} (${names.classic})` : names.spec;
}
