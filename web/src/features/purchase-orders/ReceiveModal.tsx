import {
  PurchaseOrderChangeMessages as C,
  remainingToReceive,
  today as outletToday,
} from '@mise/domain';
import {
  Card,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Modal,
  Table,
  type TableColumnsType,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { Amount, QuantityInput } from '../../components/Amount';
import { longDate } from '../../lib/format';
import {
  ConfirmedPurchaseOrdersDocument,
  type PurchaseOrderChangesFieldsFragment,
  PurchaseOrderReceiptsDocument,
  RecordPurchaseOrderReceiptDocument,
} from '../../generated/graphql';
import { useAction } from '../../lib/useAction';
import { useOutletQuery } from '../../lib/useOutletQuery';
import { useModalForm } from '../../lib/useModalForm';

export type ReceiveTarget = PurchaseOrderChangesFieldsFragment & {
  purchaseOrderNumber: string;
  purchaseOrderDate: string;
};
type Line = ReceiveTarget['items'][number];

interface ReceiveValues {
  date: Dayjs;
  arriving: Record<string, string | null>;
}

/**
 * 20-beyond: Receive (a delivery against a sent PO): per line the quantity received so far and
 * what arrives now (what is left by default), and the day it arrived (the PO's date up to
 * today). More than ordered is refused by the server with the line's name.
 */
export function ReceiveModal({
  target,
  phone,
  onClose,
}: {
  target: ReceiveTarget | null;
  phone: boolean;
  onClose: () => void;
}) {
  const [record] = useAction(RecordPurchaseOrderReceiptDocument, {
    success: C.receiptRecorded,
    refetchQueries: [ConfirmedPurchaseOrdersDocument],
  });
  const modal = useModalForm<ReceiveValues, ReceiveTarget>({
    titles: { add: 'Receive', edit: 'Receive' },
    onSubmit: (values, po) =>
      po
        ? record({
            id: po.id,
            date: values.date.format('YYYY-MM-DD'),
            lines: po.items.map((i) => ({
              itemId: i.id,
              quantity: values.arriving?.[i.id] || '0',
            })),
          })
        : Promise.resolve(null),
  });
  const { open, target: shown } = modal;
  useEffect(() => {
    if (target) {
      open(
        {
          date: dayjs(outletToday()),
          arriving: Object.fromEntries(
            target.items.map((i) => [i.id, remainingToReceive(i.quantity, i.receivedQuantity)]),
          ),
        },
        target,
      );
    }
  }, [target, open]);
  useEffect(() => {
    if (shown === undefined && target) onClose();
  }, [shown, target, onClose]);

  const po = shown ?? target;
  const receipts =
    useOutletQuery(PurchaseOrderReceiptsDocument, {
      variables: { id: po?.id ?? '' },
      skip: !po,
      fetchPolicy: 'cache-and-network',
    }).data?.purchaseOrder?.receipts ?? [];
  const arriving = (l: Line) => (
    <Form.Item name={['arriving', l.id]} noStyle>
      <QuantityInput aria-label={`Arriving now: ${l.inventoryName}`} min="0" />
    </Form.Item>
  );
  const columns: TableColumnsType<Line> = [
    { key: 'item', title: 'Inventory', render: (_, l) => l.inventoryName },
    {
      key: 'ordered',
      title: 'Ordered',
      align: 'right',
      render: (_, l) => <Amount value={l.quantity} kind="quantity" />,
    },
    {
      key: 'received',
      title: 'Received so far',
      align: 'right',
      render: (_, l) => <Amount value={l.receivedQuantity} kind="quantity" />,
    },
    { key: 'now', title: 'Arriving now', width: 140, render: (_, l) => arriving(l) },
  ];
  return (
    <Modal
      {...modal.modalProps}
      title={po ? `Receive – PO ${po.purchaseOrderNumber}` : 'Receive'}
      okText="Record Delivery"
    >
      <Form<ReceiveValues> {...modal.formProps} name="po-receive">
        <Form.Item
          label="Date received"
          name="date"
          rules={[{ required: true, message: C.receiptDateInvalid }]}
        >
          <DatePicker
            format="DD MMMM YYYY"
            allowClear={false}
            style={{ width: '100%' }}
            disabledDate={(day) => {
              const d = day.format('YYYY-MM-DD');
              return d > outletToday() || (!!po && d < po.purchaseOrderDate);
            }}
          />
        </Form.Item>
        {po &&
          (phone ? (
            <Flex vertical gap={8}>
              {po.items.map((l) => (
                <Card key={l.id} size="small" title={l.inventoryName} data-testid="receive-line">
                  <Descriptions
                    size="small"
                    column={1}
                    items={[
                      {
                        key: 'o',
                        label: 'Ordered',
                        children: <Amount value={l.quantity} kind="quantity" />,
                      },
                      {
                        key: 'r',
                        label: 'Received so far',
                        children: <Amount value={l.receivedQuantity} kind="quantity" />,
                      },
                      { key: 'n', label: 'Arriving now', children: arriving(l) },
                    ]}
                  />
                </Card>
              ))}
            </Flex>
          ) : (
            <Table<Line>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={po.items}
              pagination={false}
              onRow={() => ({ 'data-testid': 'receive-line' }) as never}
            />
          ))}
        {receipts.length > 0 && (
          <Descriptions
            size="small"
            column={1}
            style={{ marginTop: 12 }}
            title="Deliveries"
            items={receipts.map((r) => ({
              key: r.id,
              label: longDate(r.receiptDate),
              children: r.lines.map((l) => `${l.inventoryName} × ${l.quantity}`).join(', '),
            }))}
          />
        )}
      </Form>
    </Modal>
  );
}
