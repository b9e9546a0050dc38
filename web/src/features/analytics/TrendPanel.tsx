import { CloseOutlined } from '@ant-design/icons';
import { AnalyticsMessages } from '@mise/domain';
import { Button, Segmented, Spin, Tag } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { AnalyticsMenuTrendsDocument, AnalyticsStockTrendsDocument } from '../../generated/graphql';
import { useOutletQuery } from '../../lib/useOutletQuery';
import {
  selectionKey,
  TREND_MODES,
  trendAxisTitle,
  trendRows,
  type Selected,
  type TrendMode,
  type TrendSeries,
} from './analytics';

const TrendChart = lazy(() => import('./AnalyticsCharts').then((m) => ({ default: m.TrendChart })));

/** The series' colours, in selection order (the legend shows the same). */
export const SERIES_COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#722ed1',
  '#13c2c2',
  '#faad14',
  '#f5222d',
  '#2f54eb',
  '#a0d911',
];

/**
 * Trend Analysis (spec 2 §2): every selected item per day, as Quantity, Price (RM) or Unit Price
 * (RM). Ingredients and inventory items: their purchases; batch items: their production
 * (inventory's `stockTrends`); menu items: what was sold (sales' `menuTrends`). The legend's
 * items toggle a line (click) or remove the item (×).
 */
export function TrendPanel({
  from,
  to,
  selected,
  hidden,
  onToggle,
  onRemove,
}: {
  from: string;
  to: string;
  selected: readonly Selected[];
  hidden: readonly string[];
  onToggle: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const [mode, setMode] = useState<TrendMode>('quantity');
  const stockItems = selected
    .filter((s) => s.kind !== 'MENU')
    .map((s) => ({ kind: s.kind as 'INGREDIENT' | 'INVENTORY' | 'BATCH', id: s.id }));
  const menuIds = selected.filter((s) => s.kind === 'MENU').map((s) => s.id);
  const stock = useOutletQuery(AnalyticsStockTrendsDocument, {
    variables: { items: stockItems, from, to },
    skip: stockItems.length === 0,
  });
  const menus = useOutletQuery(AnalyticsMenuTrendsDocument, {
    variables: { menuIds, from, to },
    skip: menuIds.length === 0,
  });
  const series = useMemo<TrendSeries[]>(
    () =>
      selected.map((s) => {
        const points =
          s.kind === 'MENU'
            ? menus.data?.menuTrends.find((t) => t.menuId === s.id)?.points
            : stock.data?.stockTrends.find((t) => t.itemKind === s.kind && t.itemId === s.id)
                ?.points;
        return { key: selectionKey(s), name: s.name, points: points ?? [] };
      }),
    [selected, stock.data, menus.data],
  );
  const rows = useMemo(() => trendRows(series, mode, hidden), [series, mode, hidden]);
  const loading = (stock.loading && !stock.data) || (menus.loading && !menus.data);

  return (
    <section className="mise-card mise-analytics-trend" aria-label="Trend Analysis">
      <div className="mise-analytics-head">
        <h4 className="mise-card-title">Trend Analysis</h4>
        <Segmented<TrendMode>
          aria-label="Trend mode"
          value={mode}
          onChange={setMode}
          options={TREND_MODES.map((m) => ({ value: m.value, label: m.label }))}
        />
      </div>
      {selected.length > 0 && (
        <div className="mise-analytics-legend" data-testid="trend-legend">
          {selected.map((s, i) => {
            const key = selectionKey(s);
            const off = hidden.includes(key);
            return (
              <Tag
                key={key}
                color={off ? undefined : SERIES_COLORS[i % SERIES_COLORS.length]}
                className={off ? 'is-off' : undefined}
              >
                <button
                  type="button"
                  className="mise-analytics-legend-name"
                  aria-pressed={!off}
                  aria-label={`Show ${s.name}`}
                  onClick={() => onToggle(key)}
                >
                  {s.name}
                </button>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove ${s.name}`}
                  onClick={() => onRemove(key)}
                />
              </Tag>
            );
          })}
        </div>
      )}
      {selected.length === 0 ? (
        <EmptyState text="Search and add items to compare their trends" />
      ) : loading ? (
        <Spin />
      ) : rows.length === 0 ? (
        <EmptyState text={AnalyticsMessages.noData} />
      ) : (
        <Suspense fallback={<Spin />}>
          <TrendChart
            rows={rows}
            axis={trendAxisTitle(mode)}
            colors={selected
              .map((s, i) => ({ name: s.name, color: SERIES_COLORS[i % SERIES_COLORS.length] }))
              .filter((_, i) => !hidden.includes(selectionKey(selected[i])))}
          />
        </Suspense>
      )}
    </section>
  );
}
