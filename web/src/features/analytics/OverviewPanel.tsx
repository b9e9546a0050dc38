import { formatRM, Messages } from '@mise/domain';
import { Button, Select, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { AnalyticsOverviewDocument } from '../../generated/graphql';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  expenseSlices,
  isZero,
  salesSlices,
  SLICE_SORTS,
  sortSlices,
  type Selected,
  type Slice,
  type SliceSort,
} from './analytics';

const Doughnut = lazy(() => import('./AnalyticsCharts').then((m) => ({ default: m.Doughnut })));

/**
 * The Overview (sales: Sales, Misc Total, the billing lines, Nett Sales, Hide/View Breakdown)
 * and the Sales Overview and Expenses Overview doughnuts (spec 2 §2). Sales answers the first
 * two, finance the third; the gateway fetches them in parallel. A slice (or its line) adds the
 * item: a menu item, an inventory item or an ingredient.
 */
export function OverviewPanel({
  from,
  to,
  onAdd,
}: {
  from: string;
  to: string;
  onAdd: (item: Selected) => void;
}) {
  const { data, loading } = useOutletQuery(AnalyticsOverviewDocument, {
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });
  const [breakdown, setBreakdown] = useState(true);
  const sales = data?.salesOverview;
  const expenses = data?.expenseOverview;
  const soldSlices = useMemo(() => salesSlices(sales?.items ?? []), [sales]);
  const spentSlices = useMemo(() => expenseSlices(expenses?.items ?? []), [expenses]);

  if (!sales || !expenses) {
    return (
      <section className="mise-card" aria-label="Overview">
        {loading ? <Spin /> : <EmptyState />}
      </section>
    );
  }
  return (
    <div className="mise-analytics-overview">
      <section className="mise-card" aria-label="Overview">
        <div className="mise-analytics-head">
          <h4 className="mise-card-title">Overview</h4>
          <Button type="link" size="small" onClick={() => setBreakdown(!breakdown)}>
            {breakdown ? 'Hide Breakdown' : 'View Breakdown'}
          </Button>
        </div>
        <div className="mise-analytics-line">
          <span>Sales</span>
          <span className="mise-amount" data-testid="overview-sales">
            {formatRM(sales.subTotal)}
          </span>
        </div>
        {breakdown && (
          <div className="mise-analytics-overview-breakdown" data-testid="overview-breakdown">
            <div className="mise-analytics-line">
              <span>Misc Total</span>
              <span className="mise-amount" data-testid="overview-misc">
                {formatRM(sales.miscTotal)}
              </span>
            </div>
            {sales.billings.map((b) => (
              <div key={b.name} className="mise-analytics-line">
                <span>{b.name}</span>
                <span className="mise-amount">{formatRM(b.price)}</span>
              </div>
            ))}
          </div>
        )}
        <div className="mise-analytics-line is-total">
          <strong>Nett Sales</strong>
          <strong className="mise-amount" data-testid="overview-nett">
            {formatRM(sales.nettTotal)}
          </strong>
        </div>
      </section>
      <DoughnutCard
        title="Sales Overview"
        testId="sales-overview"
        total={sales.subTotal}
        slices={soldSlices}
        onAdd={onAdd}
      />
      <DoughnutCard
        title="Expenses Overview"
        testId="expenses-overview"
        total={expenses.total}
        slices={spentSlices}
        onAdd={onAdd}
      />
    </div>
  );
}

function DoughnutCard({
  title,
  testId,
  total,
  slices,
  onAdd,
}: {
  title: string;
  testId: string;
  total: string;
  slices: readonly Slice[];
  onAdd: (item: Selected) => void;
}) {
  const [sort, setSort] = useState<SliceSort>('default');
  const sorted = useMemo(() => sortSlices(slices, sort), [slices, sort]);
  const add = (key: string) => {
    const item = slices.find((s) => s.key === key)?.item;
    if (item) onAdd(item);
  };
  return (
    <section className="mise-card" aria-label={title} data-testid={testId}>
      <div className="mise-analytics-head">
        <h4 className="mise-card-title">{title}</h4>
        <Select<SliceSort>
          size="small"
          aria-label={`Sort ${title}`}
          value={sort}
          onChange={setSort}
          options={SLICE_SORTS.map((s) => ({ value: s.value, label: s.label }))}
          style={{ minWidth: 150 }}
        />
      </div>
      {isZero(total) ? (
        <EmptyState text={Messages.empty.noDataFound} />
      ) : (
        <>
          <div className="mise-analytics-line is-total">
            <span>Total</span>
            <strong className="mise-amount" data-testid={`${testId}-total`}>
              {formatRM(total)}
            </strong>
          </div>
          <Suspense fallback={<Spin />}>
            <Doughnut
              slices={sorted.map((s) => ({ key: s.key, name: s.name, value: Number(s.amount) }))}
              onSlice={add}
              testId={`${testId}-chart`}
            />
          </Suspense>
          <ol className="mise-analytics-slices" data-testid={`${testId}-list`}>
            {sorted.map((s) => (
              <li key={s.key}>
                <button
                  type="button"
                  disabled={!s.item}
                  onClick={() => add(s.key)}
                  aria-label={s.item ? `Add ${s.name}` : s.name}
                >
                  <span>{s.name}</span>
                  <span className="mise-amount">{formatRM(s.amount)}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
