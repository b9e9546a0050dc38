import { Button, List, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  OverviewNotificationsDocument,
  OverviewOverdueInvoicesDocument,
} from '../../generated/graphql';
import { formatAmount } from '../../lib/amounts';
import { longDate } from '../../lib/format';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { cardTitle, supplierText } from '../expenses/expenses';
import { weekListPath } from '../invoices/invoices';
import { InvoiceScreenTexts } from '../invoices/texts';
import { markShown } from './notifications';

/**
 * The overview's Notifications modal (spec 1 §2.9, §4; flows §4.12): the expenses to confirm
 * before they lock (finance's `expensesToConfirm`: from 7 days before the lock date), each
 * opening on /expenses, and beside them the invoices past their due date (procurement's
 * `overdueInvoices`, issue 23), each opening the invoice list on its week; and OK. Loaded only when it is due (at most once per 24 hours), and
 * counted as shown only when there was something to show.
 */
export default function Notifications({ outletId }: { outletId: string }) {
  const { data } = useOutletQuery(OverviewNotificationsDocument, { fetchPolicy: 'network-only' });
  // The overdue invoices are a second request: a failure there leaves the expenses showing.
  const { data: invoiceData } = useOutletQuery(OverviewOverdueInvoicesDocument, {
    fetchPolicy: 'network-only',
    context: { quiet: true },
  });
  const expenses = data?.expensesToConfirm ?? [];
  const overdue = invoiceData?.overdueInvoices ?? [];
  const [open, setOpen] = useState(true);
  const showing = open && (expenses.length > 0 || overdue.length > 0);
  useEffect(() => {
    if (showing) markShown(outletId, new Date());
  }, [showing, outletId]);
  const close = () => setOpen(false);

  return (
    <Modal
      open={showing}
      title="Notifications"
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          OK
        </Button>
      }
    >
      {expenses.length > 0 && (
        <>
          <Typography.Paragraph>Confirm these expenses before they lock:</Typography.Paragraph>
          <List
            size="small"
            dataSource={expenses}
            renderItem={(expense) => (
              <List.Item data-testid="notification-expense">
                <List.Item.Meta
                  title={
                    <Link
                      to={`/expenses?expense=${encodeURIComponent(expense.id)}`}
                      onClick={close}
                    >
                      {cardTitle(expense)}
                    </Link>
                  }
                  description={`${supplierText(expense.supplierName)} · ${longDate(
                    expense.expenseDate,
                  )} · locks on ${longDate(expense.lockDate)}`}
                />
              </List.Item>
            )}
          />
        </>
      )}
      {overdue.length > 0 && (
        <>
          <Typography.Paragraph style={{ marginTop: expenses.length > 0 ? 16 : 0 }}>
            {InvoiceScreenTexts.overdueHeading}
          </Typography.Paragraph>
          <List
            size="small"
            dataSource={overdue}
            renderItem={(invoice) => (
              <List.Item data-testid="notification-invoice">
                <List.Item.Meta
                  title={
                    <Link to={weekListPath(invoice.invoiceDate)} onClick={close}>
                      INV# {invoice.invoiceNumber}
                    </Link>
                  }
                  description={`${invoice.clientName} · ${formatAmount(invoice.grandTotal, 'money')} · due ${longDate(
                    invoice.dueDate,
                  )}`}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
