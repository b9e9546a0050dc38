import { BatchMessages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Flex, Segmented, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { amountColumn } from '../../components/Amount';
import { PagedTable } from '../../components/PagedTable';
import {
  BatchStockLevelsDocument,
  type BatchStockLevelFieldsFragment as StockLevel,
} from '../../generated/graphql';
import { formatAmount } from '../../lib/amounts';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { BatchTabs } from './BatchTabs';
import { Name } from '../../components/Name';

type View = 'all' | 'prep';

const VIEWS: { value: View; label: string }[] = [
  { value: 'all', label: 'Remaining stock' },
  { value: 'prep', label: 'Prep list' },
];

/**
 * /batch-stock (spec 2 §2, issue 10): the remaining stock of every batch item version in stock
 * units and portions, with its portion cost and par level; the Prep list shows only the items
 * below par with the portions to make today, so the morning prep is one glance. A row opens the
 * version's adjustments. Stock moves with production, sales and adjustments elsewhere, so the
 * list is read again on every visit.
 */
export default function BatchStockPage() {
  const navigate = useNavigate();
  const [view, setView] = useState<View>('all');
  const prep = view === 'prep';
  const { rows, list } = usePagedQuery(BatchStockLevelsDocument, {
    select: (data) => data.batchStockLevels,
    variables: { belowPar: prep ? true : null },
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });

  const columns: TableColumnsType<StockLevel> = [
    {
      key: 'name',
      title: 'Batch Item',
      render: (_, row) => (
        <Flex gap={8} align="center" wrap>
          <Name text={row.name} />
          {!row.latestVersion && <Tag>older version</Tag>}
        </Flex>
      ),
    },
    { key: 'version', title: 'Version', align: 'right', render: (_, row) => row.versionNumber },
    amountColumn('stock', 'Stock', (row) => row.stockUnits, 'quantity'),
    amountColumn('portions', 'Portions', (row) => row.stockPortions, 'quantity'),
    amountColumn('portionCost', 'Portion Cost (RM)', (row) => row.portionCost, 'unitCost'),
    amountColumn('parLevel', 'Par Level', (row) => row.parLevel, 'quantity'),
    {
      key: 'makeToday',
      title: 'Make Today',
      align: 'right',
      className: 'mise-amount',
      render: (_, row) =>
        row.makeToday ? (
          <Typography.Text strong type="warning">
            {formatAmount(row.makeToday, 'quantity')}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
  ];

  const emptyText = prep
    ? 'Nothing to make today: every batch item is at or above its par level'
    : list.state.search
      ? BatchMessages.item.noItemsFound
      : BatchMessages.item.noItems;

  return (
    <BatchTabs active="/batch-stock">
      <Flex vertical gap={12}>
        <Segmented<View>
          aria-label="Show"
          value={view}
          onChange={setView}
          options={VIEWS}
          style={{ alignSelf: 'flex-start' }}
        />
        {prep && (
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Make today
            </Typography.Title>
            <Typography.Text type="secondary">
              Batch items below their par level, with the portions to make to reach it.
            </Typography.Text>
          </div>
        )}
        <PagedTable<StockLevel>
          rowKey="batchItemId"
          columns={columns}
          rows={rows}
          list={list}
          searchPlaceholder="Search Batch Item"
          emptyText={emptyText}
          onRow={(row) => ({
            onClick: () => void navigate(`/batch-stock/adjustment/${row.batchItemId}`),
            style: { cursor: 'pointer' },
          })}
        />
      </Flex>
    </BatchTabs>
  );
}
