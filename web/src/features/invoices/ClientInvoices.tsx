import { PartyMessages, SEARCH_DEBOUNCE_MS } from '@mise/domain';
import type { TableColumnsType } from 'antd';
import { amountColumn } from '../../components/Amount';
import { PagedTable } from '../../components/PagedTable';
import {
  ClientInvoicesDocument,
  type ClientInvoicesQuery,
  type InvoiceStatus,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { weekListPath } from './invoices';

type Row = NonNullable<ClientInvoicesQuery['client']>['invoices']['nodes'][number];

/**
 * The client detail's Sales (PAID) and Credit (CREDIT) tabs (spec 3 §2.6): the client's sent
 * invoices of that status (date, Total Paid or Total Unpaid, invoice number), searched by menu item
 * name; a click opens the invoice list in a new tab on the week (Monday to Monday) of that invoice.
 */
export function ClientInvoices({ clientId, status }: { clientId: string; status: InvoiceStatus }) {
  const { rows, list } = usePagedQuery(ClientInvoicesDocument, {
    select: (data) => data.client?.invoices,
    variables: { id: clientId, status },
    searchable: true,
    debounceMs: SEARCH_DEBOUNCE_MS.short,
    outletScoped: true,
    fetchPolicy: 'cache-and-network',
  });
  const columns: TableColumnsType<Row> = [
    { key: 'date', title: 'Date', render: (_, invoice) => longDate(invoice.invoiceDate) },
    amountColumn<Row>(
      'total',
      status === 'PAID' ? 'Total Paid (RM)' : 'Total Unpaid (RM)',
      (invoice) => invoice.grandTotal,
    ),
    { key: 'number', title: 'Invoice Number', render: (_, invoice) => invoice.invoiceNumber },
  ];
  return (
    <PagedTable<Row>
      rowKey="id"
      columns={columns}
      rows={rows}
      list={list}
      searchPlaceholder="Search by menu item"
      emptyText={status === 'PAID' ? PartyMessages.noSales : PartyMessages.noCredit}
      onRow={(invoice) => ({
        onClick: () => window.open(weekListPath(invoice.invoiceDate), '_blank', 'noopener'),
        style: { cursor: 'pointer' },
        'data-testid': 'client-invoice-row',
      })}
    />
  );
}
