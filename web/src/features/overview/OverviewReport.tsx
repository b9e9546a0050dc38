import { formatRM, QUADRANTS, today } from '@mise/domain';
import { Empty, Switch } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { DateFilter } from '../../components/DateFilter';
import { PageLoading } from '../../core/PageLoading';
import { OverviewProfitabilityDocument, OverviewReportDocument } from '../../generated/graphql';
import { defaultDateFilter, type DateFilterValue } from '../../lib/date-filter';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { foodCostTrend, mergeDailySeries, previousPeriod } from './report';
import { NoProfitability, QuadrantList } from './ReportParts';

// The charts (@ant-design/charts, G2 on canvas) load with the first report that has data.
const ExpenseSaleChart = lazy(() =>
  import('./OverviewCharts').then((m) => ({ default: m.ExpenseSaleChart })),
);
const ProfitabilityChart = lazy(() =>
  import('./OverviewCharts').then((m) => ({ default: m.ProfitabilityChart })),
);

/**
 * The report behind the checklist (spec 1 §2.9, issue 25), shown once the four steps are done:
 * Expenses (finance), Sales and Nett Sales (sales) in RM with the food cost % and its trend
 * against the previous period of equal length; the daily expense-vs-sale chart (the two daily
 * series merged by day); the date filter (default: month start to today, `to` exclusive); the
 * Food Profitability scatter in the spec's four quadrants, or the standard menu-engineering
 * split with the classic names beside. A dot (or its name in the list) opens the menu item.
 */
export default function OverviewReport() {
  const [filter, setFilter] = useState<DateFilterValue>(() => defaultDateFilter(today()));
  const [standard, setStandard] = useState(false);
  const { start: from, end: to } = filter.range;
  const previous = previousPeriod(from, to);
  const report = useOutletQuery(OverviewReportDocument, {
    variables: { from, to, previousFrom: previous.from, previousTo: previous.to },
    fetchPolicy: 'cache-and-network',
  });
  const profit = useOutletQuery(OverviewProfitabilityDocument, {
    variables: { from, to, method: standard ? 'STANDARD' : 'SPEC' },
    fetchPolicy: 'cache-and-network',
  });
  const data = report.data;
  const daily = useMemo(
    () => mergeDailySeries(data?.expenseOverview.daily ?? [], data?.salesOverview.daily ?? []),
    [data],
  );
  const trend = foodCostTrend(data?.salesOverview.foodCostPercent, data?.previous.foodCostPercent);
  const profitability = profit.data?.menuProfitability;

  return (
    <section className="mise-overview-report" aria-label="Report">
      <div className="mise-card">
        <DateFilter value={filter} onChange={setFilter} />
      </div>
      {!data ? (
        <PageLoading />
      ) : (
        <>
          <div className="mise-overview-totals">
            <Total
              label="Expenses"
              testId="total-expenses"
              value={formatRM(data.expenseOverview.total)}
            />
            <Total
              label="Sales"
              testId="total-sales"
              value={formatRM(data.salesOverview.subTotal)}
            />
            <Total
              label="Nett Sales"
              testId="total-nett-sales"
              value={formatRM(data.salesOverview.nettTotal)}
            />
            <Total
              label="Food cost"
              testId="food-cost"
              value={
                data.salesOverview.foodCostPercent == null
                  ? '–'
                  : `${data.salesOverview.foodCostPercent} %`
              }
              note={
                trend ? (
                  <span
                    className={`mise-overview-trend is-${trend.direction}`}
                    data-testid="food-cost-trend"
                  >
                    {trend.direction === 'up' ? '▲' : trend.direction === 'down' ? '▼' : '•'}{' '}
                    {trend.change} pts vs previous period
                  </span>
                ) : (
                  <span className="mise-muted">Theoretical: recipe cost of what was sold</span>
                )
              }
            />
          </div>
          <div className="mise-card">
            <h4 className="mise-card-title">Expenses and sales per day</h4>
            {daily.length ? (
              <Suspense fallback={<PageLoading />}>
                <ExpenseSaleChart points={daily} />
              </Suspense>
            ) : (
              <Empty description="No data to display" />
            )}
          </div>
        </>
      )}
      <div className="mise-card" aria-label="Food Profitability">
        <div className="mise-overview-profit-head">
          <h4 className="mise-card-title">Food Profitability</h4>
          <label className="mise-overview-toggle">
            <Switch
              size="small"
              checked={standard}
              onChange={setStandard}
              aria-label="Standard menu-engineering split"
            />{' '}
            Standard split
          </label>
        </div>
        {!profitability ? (
          <PageLoading />
        ) : profitability.points.length === 0 ? (
          <NoProfitability />
        ) : (
          <>
            <p className="mise-muted" style={{ marginTop: 0 }}>
              Contribution margin (RM per item) against popularity (% of items sold); split at RM{' '}
              {profitability.marginThreshold} and {profitability.popularityThreshold} %
              {standard ? ' (the sales-weighted mean margin, 70 % of the average share)' : ''}.
            </p>
            <Suspense fallback={<PageLoading />}>
              <ProfitabilityChart profitability={profitability} classic={standard} />
            </Suspense>
            <div className="mise-overview-quadrants">
              {[...QUADRANTS].reverse().map((q) => (
                <QuadrantList
                  key={q}
                  quadrant={q}
                  classic={standard}
                  points={profitability.points.filter((p) => p.quadrant === q)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}

function Total({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: React.ReactNode;
  testId: string;
}) {
  return (
    <div className="mise-card mise-overview-total">
      <span className="mise-muted">{label}</span>
      <strong data-testid={testId}>{value}</strong>
      {note}
    </div>
  );
}
