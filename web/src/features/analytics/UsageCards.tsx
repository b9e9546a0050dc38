import { CloseOutlined } from '@ant-design/icons';
import { dec, formatQuantity, formatRM } from '@mise/domain';
import { Button, Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import {
  AnalyticsBatchUsageDocument,
  AnalyticsIngredientUsageDocument,
  AnalyticsMenuCardDocument,
} from '../../generated/graphql';
import { formatAmount } from '../../lib/amounts';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  BREAKDOWN_FIRST,
  isNegative,
  portions,
  usageGroups,
  type Selected,
  type UsageLine,
} from './analytics';

const Doughnut = lazy(() => import('./AnalyticsCharts').then((m) => ({ default: m.Doughnut })));

interface CardProps {
  item: Selected;
  from: string;
  to: string;
  onRemove: () => void;
}

/** A card's frame: its name, what it says beside it, a remove button, the body. */
function UsageCard({
  item,
  title,
  aside,
  onRemove,
  children,
}: {
  item: Selected;
  title?: ReactNode;
  aside?: ReactNode;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <article
      className="mise-analytics-usage-card"
      aria-label={item.name}
      data-testid={`usage-card-${item.kind.toLowerCase()}`}
    >
      <header className="mise-analytics-usage-card-head">
        <div className="mise-analytics-usage-card-title">
          <strong>{title ?? item.name}</strong>
          {aside}
        </div>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={`Remove ${item.name}`}
          onClick={onRemove}
        />
      </header>
      {children}
    </article>
  );
}

/** A labelled figure of a card: "Purchased  12.5 kg". */
function Stat({
  label,
  value,
  testId,
  negative,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  negative?: boolean;
}) {
  return (
    <div className="mise-analytics-stat">
      <span className="mise-muted">{label}</span>
      <strong data-testid={testId} className={negative ? 'is-negative' : undefined}>
        {value}
      </strong>
    </div>
  );
}

const qty = (value: string, unit?: string | null) =>
  unit ? `${formatQuantity(value)} ${unit}` : formatQuantity(value);

/**
 * The Breakdown tab: a doughnut of what used the item (each sold menu item, production,
 * adjustments), then 'Used by Sold Menu Items' (the first few, View More/Hide) and the other
 * groups' totals.
 */
function Breakdown({
  lines,
  unit,
  groups,
}: {
  lines: readonly UsageLine[];
  unit?: string | null;
  groups: { label: string; value: string; testId: string }[];
}) {
  const [more, setMore] = useState(false);
  const { sold, soldTotal } = usageGroups(lines);
  const shown = more ? sold : sold.slice(0, BREAKDOWN_FIRST);
  const slices = lines
    .map((l, i) => ({ key: String(i), name: l.name, value: Number(l.quantity) }))
    .filter((s) => s.value > 0);
  if (lines.length === 0) return <EmptyState text="Nothing used in this range" />;
  return (
    <div className="mise-analytics-breakdown">
      {slices.length > 0 && (
        <Suspense fallback={<Spin />}>
          <Doughnut slices={slices} testId="usage-doughnut" height={180} />
        </Suspense>
      )}
      <div className="mise-analytics-breakdown-group">
        <Stat label="Used by Sold Menu Items" value={qty(soldTotal, unit)} testId="used-by-sold" />
        {shown.map((line, i) => (
          <div key={`${line.menuItemId ?? line.name}-${i}`} className="mise-analytics-line">
            <span>{line.name}</span>
            <span className="mise-amount">{qty(line.quantity, unit)}</span>
          </div>
        ))}
        {sold.length > BREAKDOWN_FIRST && (
          <Button type="link" size="small" onClick={() => setMore(!more)}>
            {more ? 'Hide' : 'View More'}
          </Button>
        )}
      </div>
      {groups.map((g) => (
        <Stat key={g.label} label={g.label} value={qty(g.value, unit)} testId={g.testId} />
      ))}
    </div>
  );
}

/** The ingredient card: stock and its value now, General Info and Breakdown over the range. */
export function IngredientCard({ item, from, to, onRemove }: CardProps) {
  const { data, loading } = useOutletQuery(AnalyticsIngredientUsageDocument, {
    variables: { ingredientId: item.id, from, to },
  });
  const usage = data?.ingredientUsage;
  const groups = usage ? usageGroups(usage.breakdown) : null;
  return (
    <UsageCard
      item={item}
      title={usage?.name}
      onRemove={onRemove}
      aside={
        usage && (
          <span
            className={
              isNegative(usage.currentStock) || isNegative(usage.currentValue)
                ? 'is-negative'
                : 'mise-muted'
            }
            data-testid="current-stock"
          >
            {qty(usage.currentStock, usage.unit)} · {formatRM(usage.currentValue)}
          </span>
        )
      }
    >
      {!usage || !groups ? (
        loading ? (
          <Spin />
        ) : (
          <EmptyState />
        )
      ) : (
        <Tabs
          size="small"
          items={[
            {
              key: 'general',
              label: 'General Info',
              children: (
                <div className="mise-analytics-stats">
                  <Stat
                    label="In-stock opening"
                    value={qty(usage.opening, usage.unit)}
                    testId="opening"
                    negative={isNegative(usage.opening)}
                  />
                  <Stat
                    label="Purchased"
                    value={qty(usage.purchased, usage.unit)}
                    testId="purchased"
                  />
                  <Stat label="Used" value={qty(usage.used, usage.unit)} testId="used" />
                  <Stat
                    label="In-stock closing"
                    value={qty(usage.closing, usage.unit)}
                    testId="closing"
                    negative={isNegative(usage.closing)}
                  />
                </div>
              ),
            },
            {
              key: 'breakdown',
              label: 'Breakdown',
              children: (
                <Breakdown
                  lines={usage.breakdown}
                  unit={usage.unit}
                  groups={[
                    {
                      label: 'Used by Production',
                      value: groups.production,
                      testId: 'used-by-production',
                    },
                    {
                      label: 'Used by Stock Adjustment',
                      value: groups.adjustment,
                      testId: 'used-by-adjustment',
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </UsageCard>
  );
}

/** The batch card: opening, used, produced, closing in batches and in portions. */
export function BatchCard({ item, from, to, onRemove }: CardProps) {
  const { data, loading } = useOutletQuery(AnalyticsBatchUsageDocument, {
    variables: { batchItemId: item.id, from, to },
  });
  const usage = data?.batchUsage;
  const both = (units: string) =>
    usage
      ? `${formatQuantity(units)} unit(s) · ${formatQuantity(portions(units, usage.portionSize))} ${usage.portionUnit ?? 'portion(s)'}`
      : '';
  const groups = usage ? usageGroups(usage.breakdown) : null;
  return (
    <UsageCard item={item} title={usage?.name} onRemove={onRemove}>
      {!usage || !groups ? (
        loading ? (
          <Spin />
        ) : (
          <EmptyState />
        )
      ) : (
        <Tabs
          size="small"
          items={[
            {
              key: 'general',
              label: 'General Info',
              children: (
                <div className="mise-analytics-stats">
                  <Stat
                    label="Opening stock"
                    value={both(usage.opening)}
                    testId="batch-opening"
                    negative={isNegative(usage.opening)}
                  />
                  <Stat label="Used" value={both(usage.used)} testId="batch-used" />
                  <Stat label="Produced" value={both(usage.produced)} testId="batch-produced" />
                  <Stat
                    label="Closing stock"
                    value={both(usage.closing)}
                    testId="batch-closing"
                    negative={isNegative(usage.closing)}
                  />
                </div>
              ),
            },
            {
              key: 'breakdown',
              label: 'Breakdown',
              children: (
                <Breakdown
                  lines={usage.breakdown}
                  unit="unit(s)"
                  groups={[
                    {
                      label: 'Used by Batch Stock Adjustment',
                      value: groups.adjustment,
                      testId: 'used-by-batch-adjustment',
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      )}
    </UsageCard>
  );
}

/** The menu item card: 'Sold N item(s)'; Sales Performance and Ingredient Usage. */
export function MenuCard({ item, from, to, onRemove }: CardProps) {
  const { data, loading } = useOutletQuery(AnalyticsMenuCardDocument, {
    variables: { menuId: item.id, from, to },
  });
  const stats = data?.menuItemStats;
  const used = data?.menuIngredientUsage ?? [];
  return (
    <UsageCard
      item={item}
      title={item.menuItemId ? <Link to={`/menu/${item.menuItemId}`}>{item.name}</Link> : item.name}
      onRemove={onRemove}
      aside={
        stats && (
          <span className="mise-muted" data-testid="menu-sold">
            Sold {dec(stats.sold)} item(s)
          </span>
        )
      }
    >
      {!stats ? (
        loading ? (
          <Spin />
        ) : (
          <EmptyState />
        )
      ) : (
        <Tabs
          size="small"
          items={[
            {
              key: 'sales',
              label: 'Sales Performance',
              children: (
                <div className="mise-analytics-stats">
                  <Stat
                    label="Total Sales"
                    value={formatRM(stats.salesTotal)}
                    testId="menu-sales-total"
                  />
                  <Stat
                    label="Total Gross Profit"
                    value={formatRM(stats.grossProfit)}
                    testId="menu-gross-profit"
                    negative={isNegative(stats.grossProfit)}
                  />
                  <Stat
                    label="Price/Cost per unit"
                    value={`${formatAmount(stats.pricePerUnit)} / ${formatAmount(stats.costPerUnit)}`}
                    testId="menu-per-unit"
                  />
                </div>
              ),
            },
            {
              key: 'ingredients',
              label: 'Ingredient Usage',
              children:
                used.length === 0 ? (
                  <EmptyState text="No ingredients used in this range" />
                ) : (
                  <div className="mise-analytics-breakdown-group" data-testid="menu-ingredients">
                    <Typography.Text type="secondary">
                      Ingredients and batch ingredients used
                    </Typography.Text>
                    {used.map((line, i) => (
                      <div key={`${line.name}-${i}`} className="mise-analytics-line">
                        <span>{line.name}</span>
                        <span className="mise-amount">{formatQuantity(line.quantity)}</span>
                      </div>
                    ))}
                  </div>
                ),
            },
          ]}
        />
      )}
    </UsageCard>
  );
}
