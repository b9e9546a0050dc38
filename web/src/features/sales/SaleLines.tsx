import { useState } from 'react';
import { Flex, Table, Tag, Typography } from 'antd';
import { amountColumn } from '../../components/Amount';
import {
  AccountingConnectedDocument,
  SaleLinesDocument,
  SendSaleToAccountingDocument,
  type SaleLinesFieldsFragment,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { formatAmount } from '../../lib/amounts';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { billingAmountText, optionsText, readOnlyText } from './sales';
import { Name, nameColumn } from '../../components/Name';
import { accountingPollInterval } from '../expenses/accounting';
import { SendToXero } from '../expenses/SendToXero';

type Lines = SaleLinesFieldsFragment;

/**
 * An expanded sale (spec 2 §2): its items (menu item with variant info and version, price, cost
 * per serving, quantity, total), then the billing lines, billing total and nett sales (app sales)
 * or the misc lines (invoice and manual sales). Asked for when the row opens: the list's rows
 * carry no lines (query cost).
 */
export function SaleLines({ id, show }: { id: string; show: 'billings' | 'miscs' }) {
  const [pollInterval, setPollInterval] = useState<number | undefined>(undefined);
  // Send to Xero (issue 24): polled every 3 s while its push waits for Xero's answer
  const { data, loading } = useOutletQuery(SaleLinesDocument, { variables: { id }, pollInterval });
  // every expanded row asks: the cache answers all but the first
  const { data: accounting } = useOutletQuery(AccountingConnectedDocument, {
    fetchPolicy: 'cache-first',
  });
  const [sendToXero, { loading: sending }] = useAction(SendSaleToAccountingDocument);
  const sale = data?.sale;
  const interval = accountingPollInterval(sale?.accountingPush);
  if (interval !== pollInterval) setPollInterval(interval);
  if (!sale) return <Table size="small" loading={loading} dataSource={[]} pagination={false} />;
  return (
    <Flex vertical gap={12} data-testid={`sale-lines-${id}`}>
      <SendToXero
        state={sale.saleState}
        connected={accounting?.accountingConnected}
        xeroId={sale.xeroId}
        push={sale.accountingPush}
        sending={sending}
        onSend={() => void sendToXero({ id: sale.id })}
      />
      {sale.readOnlyReason && (
        <Typography.Text type="secondary">
          <ReadOnlyTag reason={sale.readOnlyReason} /> {readOnlyText(sale.readOnlyReason)}
        </Typography.Text>
      )}
      <Table<Lines['items'][number]>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="Items"
        dataSource={sale.items}
        columns={[
          {
            key: 'item',
            title: 'Menu Item',
            render: (_, item) => (
              <Flex vertical>
                <span>
                  <Name text={item.name} />{' '}
                  {!item.mappedToStock && <Tag color="warning">not mapped to stock</Tag>}
                </span>
                {item.options.length > 0 && (
                  <Typography.Text type="secondary">{optionsText(item.options)}</Typography.Text>
                )}
              </Flex>
            ),
          },
          { key: 'version', title: 'Version', render: (_, item) => item.versionNumber },
          amountColumn('price', 'Price (RM)', (item) => item.salePrice),
          amountColumn('cost', 'Cost Per Serving (RM)', (item) => item.costPerServing),
          amountColumn('quantity', 'Quantity', (item) => item.quantity, 'quantity'),
          amountColumn('total', 'Total (RM)', (item) => item.total),
        ]}
      />
      {show === 'billings' ? (
        <>
          <Table<Lines['billings'][number]>
            size="small"
            rowKey="id"
            pagination={false}
            aria-label="Billing lines"
            dataSource={sale.billings}
            locale={{ emptyText: 'No billing lines' }}
            columns={[
              { key: 'type', title: 'Type', dataIndex: 'type' },
              nameColumn('name', 'Name'),
              { key: 'amount', title: 'Amount', render: (_, line) => billingAmountText(line) },
              amountColumn('price', 'Price (RM)', (line) => line.price),
            ]}
          />
          <Flex wrap gap={24} justify="flex-end">
            <span>
              Billing total: <strong>{formatAmount(sale.billingTotal)}</strong>
            </span>
            <span>
              Nett sales: <strong>{formatAmount(sale.nettTotal)}</strong>
            </span>
          </Flex>
        </>
      ) : (
        <Table<Lines['miscs'][number]>
          size="small"
          rowKey="id"
          pagination={false}
          aria-label="Misc lines"
          dataSource={sale.miscs}
          locale={{ emptyText: 'No misc lines' }}
          columns={[
            nameColumn('name', 'Misc'),
            amountColumn('total', 'Total (RM)', (line) => line.total),
          ]}
        />
      )}
    </Flex>
  );
}

/** Why a sale is never changed here: 'from an invoice' (its invoice is changed instead). */
export function ReadOnlyTag({ reason }: { reason: string }) {
  return (
    <Tag color="blue" data-testid="read-only-reason">
      {reason}
    </Tag>
  );
}
