import { LinkOutlined } from '@ant-design/icons';
import { SalesMessages, type CalendarDate } from '@mise/domain';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import {
  MapPosItemDocument,
  PosSalesDocument,
  PosUnmappedItemsDocument,
  SaleLinesDocument,
  SalesCalendarDocument,
  UnmappedItemsDocument,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useModalForm } from '../../lib/useModalForm';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { MenuItemPicker } from './MenuItemPicker';
import { SalesList } from './SalesList';
import { POS_SALE_COLUMNS, dayRange } from './sales';

/**
 * POS Sales of the selected day (issue 24): the receipts of the point of sale (Loyverse) as
 * sales, read-only ("from the point of sale": change them there).
 */
export function PosSales({ day }: { day: CalendarDate }) {
  return (
    <SalesList
      query={PosSalesDocument}
      select={(data) => data.posSales}
      range={dayRange(day)}
      columns={POS_SALE_COLUMNS}
      lines="miscs"
      emptyText={SalesMessages.pos.noSales}
      csvName="pos-sales"
      label="POS sales"
    />
  );
}

interface LinkValues {
  menuItemId: string | null;
}

/**
 * "N point-of-sale items are not linked to a menu item" (issue 24), for the receipts of `range`:
 * each name with a Link action opening a modal to pick its menu item (`mapPosItem`); the
 * receipts with the name are sold again at once.
 */
export function PosUnmappedNotice({ range }: { range: { from: CalendarDate; to: CalendarDate } }) {
  const { data } = useOutletQuery(PosUnmappedItemsDocument, {
    variables: range,
    fetchPolicy: 'cache-and-network',
  });
  const [map] = useAction(MapPosItemDocument, {
    success: (): string => SalesMessages.pos.linked(modal.target ?? ''),
    refetchQueries: [
      PosUnmappedItemsDocument,
      PosSalesDocument,
      SalesCalendarDocument,
      UnmappedItemsDocument,
      SaleLinesDocument,
    ],
  });
  const modal = useModalForm<LinkValues, string>({
    titles: { add: 'Link to a menu item', edit: 'Link to a menu item' },
    onSubmit: (values, posName) =>
      map({ posName: posName ?? '', menuItemId: values.menuItemId ?? '' }),
  });
  const items = data?.posUnmappedItems ?? [];
  return (
    <>
      {items.length > 0 && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={SalesMessages.pos.unmappedNotice(items.length)}
          description={
            <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="Not linked to a menu item">
              {items.map((item) => (
                <li key={item.posName}>
                  <Typography.Text strong>{item.posName}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    ({item.quantity} sold on {item.receipts} receipt
                    {item.receipts === 1 ? '' : 's'}, last {item.lastSeen})
                  </Typography.Text>{' '}
                  <Button
                    size="small"
                    icon={<LinkOutlined />}
                    aria-label={`Link ${item.posName}`}
                    onClick={() => modal.open({ menuItemId: null }, item.posName)}
                  >
                    Link
                  </Button>
                </li>
              ))}
            </ul>
          }
        />
      )}
      <Modal {...modal.modalProps} okText="Link">
        <Typography.Paragraph>
          Sell <Typography.Text strong>{modal.target}</Typography.Text> from the point of sale as:
        </Typography.Paragraph>
        <Form {...modal.formProps} layout="vertical">
          <Form.Item
            name="menuItemId"
            label="Menu Item"
            rules={[{ required: true, message: 'Select a menu item' }]}
          >
            <MenuItemPicker />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
