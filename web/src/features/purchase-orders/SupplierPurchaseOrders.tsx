import { ProcurementScreenMessages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import type { TableColumnsType } from 'antd';
import { amountColumn } from '../../components/Amount';
import { PagedTable } from '../../components/PagedTable';
import {
  SupplierPurchaseOrdersDocument,
  type SupplierPurchaseOrdersQuery,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { weekListPath } from './purchase-orders';

type Row = NonNullable<SupplierPurchaseOrdersQuery['supplier']>['purchaseOrders']['nodes'][number];

/**
 * The supplier detail's Purchase Orders tab (spec 3 §2.4): the supplier's sent POs (date, total
 * cost, PO number), searched by item inventory or ingredient name; a click opens the PO list in
 * a new tab, in weekly mode for the week of that PO.
 */
export function SupplierPurchaseOrders({ supplierId }: { supplierId: string }) {
  const { rows, list } = usePagedQuery(SupplierPurchaseOrdersDocument, {
    select: (data) => data.supplier?.purchaseOrders,
    variables: { id: supplierId },
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const columns: TableColumnsType<Row> = [
    { key: 'date', title: 'Date', render: (_, po) => longDate(po.purchaseOrderDate) },
    amountColumn<Row>('total', 'Total Cost (RM)', (po) => po.grandTotal),
    { key: 'number', title: 'PO Number', render: (_, po) => po.purchaseOrderNumber },
  ];
  return (
    <PagedTable<Row>
      rowKey="id"
      columns={columns}
      rows={rows}
      list={list}
      searchPlaceholder="Search by item or ingredient"
      emptyText={ProcurementScreenMessages.noSupplierPurchaseOrders}
      onRow={(po) => ({
        onClick: () => window.open(weekListPath(po.purchaseOrderDate), '_blank', 'noopener'),
        style: { cursor: 'pointer' },
      })}
    />
  );
}
