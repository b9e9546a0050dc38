import { today } from '@mise/domain';
import { useReducer } from 'react';
import { DateFilter } from '../../components/DateFilter';
import { PageHeader } from '../../components/PageHeader';
import { defaultDateFilter } from '../../lib/date-filter';
import { analyticsReducer } from './analytics';
import { OverviewPanel } from './OverviewPanel';
import { SearchPanel } from './SearchPanel';
import { TrendPanel } from './TrendPanel';
import { UsagePanel } from './UsagePanel';
import './analytics.css';

/**
 * /analytics (spec 2 §2 "Analytics", §7; issue 25 §2): the date filter (default month start to
 * today, `to` exclusive; a new range clears the selection), the search panel, Trend Analysis,
 * the usage panel (menu item, ingredient and batch cards) and the Overview with the Sales and
 * Expenses doughnuts. Every figure comes from the service that owns it (flows §4.15).
 * Laptop: search beside the trend, usage beside the overview; phone: one column.
 */
export default function AnalyticsPage() {
  const [state, dispatch] = useReducer(analyticsReducer, undefined, () => ({
    filter: defaultDateFilter(today()),
    selected: [],
    hidden: [],
  }));
  const { start: from, end: to } = state.filter.range;
  const add = (item: Parameters<typeof SearchPanel>[0]['selected'][number]) =>
    dispatch({ type: 'add', item });

  return (
    <div className="mise-analytics">
      <PageHeader title="Analytics" subtitle="Discover sales trend and save cost" />
      <div className="mise-card mise-analytics-filter">
        <DateFilter
          value={state.filter}
          onChange={(filter) => dispatch({ type: 'range', filter })}
        />
      </div>
      <div className="mise-analytics-top">
        <SearchPanel selected={state.selected} onAdd={add} />
        <TrendPanel
          from={from}
          to={to}
          selected={state.selected}
          hidden={state.hidden}
          onToggle={(key) => dispatch({ type: 'toggle', key })}
          onRemove={(key) => dispatch({ type: 'remove', key })}
        />
      </div>
      <div className="mise-analytics-bottom">
        <UsagePanel
          from={from}
          to={to}
          selected={state.selected}
          onRemove={(key) => dispatch({ type: 'remove', key })}
          onClear={(kind) => dispatch({ type: 'clear', kind })}
        />
        <OverviewPanel from={from} to={to} onAdd={add} />
      </div>
    </div>
  );
}
