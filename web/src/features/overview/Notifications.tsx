import { Button, List, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { OverviewNotificationsDocument } from '../../generated/graphql';
import { longDate } from '../../lib/format';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { cardTitle, supplierText } from '../expenses/expenses';
import { markShown } from './notifications';

/**
 * The overview's Notifications modal (spec 1 §2.9, §4; flows §4.12): the expenses to confirm
 * before they lock (finance's `expensesToConfirm`: from 7 days before the lock date), each
 * opening on /expenses, and OK. Loaded only when it is due (at most once per 24 hours), and
 * counted as shown only when there was something to show.
 */
export default function Notifications({ outletId }: { outletId: string }) {
  const { data } = useOutletQuery(OverviewNotificationsDocument, { fetchPolicy: 'network-only' });
  const expenses = data?.expensesToConfirm ?? [];
  const [open, setOpen] = useState(true);
  const showing = open && expenses.length > 0;
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
      <Typography.Paragraph>Confirm these expenses before they lock:</Typography.Paragraph>
      <List
        size="small"
        dataSource={expenses}
        renderItem={(expense) => (
          <List.Item data-testid="notification-expense">
            <List.Item.Meta
              title={
                <Link to={`/expenses?expense=${encodeURIComponent(expense.id)}`} onClick={close}>
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
    </Modal>
  );
}
