import { PartyMessages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import { Tag, type TableColumnsType } from 'antd';
import { amountColumn } from '../../components/Amount';
import { Name } from '../../components/Name';
import { PagedTable } from '../../components/PagedTable';
import {
  SupplierPastPurchasesDocument,
  type SupplierPastPurchasesQuery,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { stateBadge, typeLabel } from '../expenses/expenses';
import { expensePath, itemNames } from './past-purchases';

type Row = NonNullable<SupplierPastPurchasesQuery['supplier']>['expenses']['nodes'][number];

/**
 * The supplier detail's Past Purchases tab (spec 3 §2.4): finance's expenses naming the supplier
 * (every state but DELETED, newest first), searched by item or ingredient name; a click opens
 * the expense on the expenses screen in a new tab, as the Purchase Orders tab does.
 */
export function SupplierPastPurchases({ supplierId }: { supplierId: string }) {
  const { rows, list } = usePagedQuery(SupplierPastPurchasesDocument, {
    select: (data) => data.supplier?.expenses,
    variables: { id: supplierId },
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const columns: TableColumnsType<Row> = [
    { key: 'date', title: 'Date', render: (_, e) => longDate(e.expenseDate) },
    { key: 'number', title: 'Expense No.', render: (_, e) => <Name text={e.expenseNumber} /> },
    { key: 'type', title: 'Type', render: (_, e) => typeLabel(e.expenseType) },
    {
      key: 'state',
      title: 'Status',
      render: (_, e) => {
        const badge = stateBadge(e.expenseState);
        return <Tag color={badge.color}>{badge.label}</Tag>;
      },
    },
    { key: 'items', title: 'Items', render: (_, e) => <Name text={itemNames(e.items)} /> },
    amountColumn<Row>('total', 'Total (RM)', (e) => e.grandTotal),
  ];
  return (
    <PagedTable<Row>
      rowKey="id"
      columns={columns}
      rows={rows}
      list={list}
      searchPlaceholder="Search by item or ingredient"
      emptyText={PartyMessages.noPastPurchases}
      onRow={(e) => ({
        onClick: () => window.open(expensePath(e.id), '_blank', 'noopener'),
        style: { cursor: 'pointer' },
      })}
    />
  );
}
