import { PageHeader } from '../../components/PageHeader';
import { SyncOutlined } from '@ant-design/icons';
import {
  SalesMessages,
  syncStatusLine,
  today as outletToday,
  type CalendarDate,
} from '@mise/domain';
import { Alert, Button, Card, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { MonthCalendar } from '../../components/MonthCalendar';
import {
  AppOrderCountsDocument,
  AppSalesDocument,
  InvoiceSalesDocument,
  SalesCalendarDocument,
  SyncAppOrdersDocument,
  UnmappedItemsDocument,
} from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { monthOf, selectInMonth } from '../../lib/month-calendar';
import { versionTitle } from '../../lib/recipe';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { ManualSales } from './ManualSales';
import { PosSales, PosUnmappedNotice } from './PosSales';
import { SalesList } from './SalesList';
import {
  APP_SALE_COLUMNS,
  INVOICE_SALE_COLUMNS,
  calendarTitle,
  dayRange,
  invoiceDayRange,
  monthRange,
  salesCalendarAmounts,
  syncDisabled,
} from './sales';

/**
 * /sales (spec 2 §2 "Sales", issue 11): the month calendar of app sales, Sync Now with its status
 * line, the "not mapped to stock" notice, the month's point-of-sale names not linked to a menu
 * item (issue 24), and the selected day's App, Invoice, POS and Manual sales.
 */
export default function SalesPage() {
  const [selected, setSelected] = useState<CalendarDate>(() => outletToday());
  const [month, setMonth] = useState(() => monthOf(selected));
  const calendar = useOutletQuery(SalesCalendarDocument, {
    variables: { month },
    fetchPolicy: 'cache-and-network',
  });
  const changeMonth = (next: string) => {
    setMonth(next);
    setSelected((current) => selectInMonth(current, next));
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Document and manage your sales" />
      <Card title={calendarTitle(month)}>
        <MonthCalendar
          label="Sales calendar"
          month={month}
          onMonthChange={changeMonth}
          today={outletToday()}
          selected={selected}
          onSelect={setSelected}
          amounts={salesCalendarAmounts(calendar.data?.salesCalendar ?? [])}
          loading={calendar.loading && !calendar.data}
          extra={<SyncNow />}
        />
      </Card>
      <UnmappedNotice day={selected} />
      <PosUnmappedNotice range={monthRange(selected)} />
      <Card title={`Sales of ${longDate(selected)}`}>
        <Tabs
          items={[
            {
              key: 'app',
              label: 'App Sales',
              children: (
                <SalesList
                  key={selected}
                  query={AppSalesDocument}
                  select={(data) => data.appSales}
                  range={dayRange(selected)}
                  columns={APP_SALE_COLUMNS}
                  lines="billings"
                  emptyText={SalesMessages.noAppSales}
                  csvName="app-sales"
                  label="App sales"
                />
              ),
            },
            {
              key: 'invoice',
              label: 'Invoice Sales',
              children: (
                <SalesList
                  key={selected}
                  query={InvoiceSalesDocument}
                  select={(data) => data.invoiceSales}
                  range={invoiceDayRange(selected)}
                  columns={INVOICE_SALE_COLUMNS}
                  lines="miscs"
                  emptyText={SalesMessages.noInvoiceSales}
                  csvName="invoice-sales"
                  label="Invoice sales"
                />
              ),
            },
            {
              key: 'pos',
              label: 'POS Sales',
              children: <PosSales key={selected} day={selected} />,
            },
            {
              key: 'manual',
              label: 'Manual Sales',
              children: <ManualSales key={selected} day={selected} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}

/**
 * Sync Now (spec 2 §2, §7): disabled while syncing or at 0 unprocessed app orders; the status
 * line; after a sync the toast 'Syncing completed. Status: {status}' and the recount.
 */
function SyncNow() {
  const counts = useOutletQuery(AppOrderCountsDocument, { fetchPolicy: 'cache-and-network' });
  const unprocessed = counts.data?.appOrderCounts.unprocessed;
  const [sync, { loading: syncing }] = useAction(SyncAppOrdersDocument, {
    success: (data) => SalesMessages.syncCompleted(data.syncAppOrders.status),
    refetchQueries: [
      AppOrderCountsDocument,
      SalesCalendarDocument,
      AppSalesDocument,
      UnmappedItemsDocument,
    ],
  });
  return (
    <Flex wrap gap={8} align="center">
      <Button
        type="primary"
        icon={<SyncOutlined spin={syncing} />}
        disabled={syncDisabled(syncing, unprocessed)}
        onClick={() => void sync({})}
      >
        Sync Now
      </Button>
      <Typography.Text type="secondary" data-testid="sync-status">
        {counts.data || syncing ? syncStatusLine(syncing, unprocessed ?? 0) : ''}
      </Typography.Text>
    </Flex>
  );
}

/** Items and options sold on the day with no recipe, each linking to its menu item's recipe. */
function UnmappedNotice({ day }: { day: CalendarDate }) {
  const { data } = useOutletQuery(UnmappedItemsDocument, {
    variables: dayRange(day),
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.unmappedItems ?? [];
  if (items.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="Some items sold are not mapped to stock"
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="Not mapped to stock">
          {items.map((item) => (
            <li key={`${item.menuItemId}-${item.optionName ?? ''}`}>
              <Link to={`/menu/${item.menuItemId}`}>
                {versionTitle(item.name, item.versionNumber)}
                {item.optionName ? ` – ${item.optionName}` : ''}
              </Link>{' '}
              not mapped to stock: add its recipe
            </li>
          ))}
        </ul>
      }
    />
  );
}
